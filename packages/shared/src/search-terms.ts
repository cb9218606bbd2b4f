// A search's words, filters and order as the /search address carries them, without zod: the
// search screen and the nav import this alone (@second-shelf/shared/search-terms), so that they load
// no schema code; search.ts makes the query's schema from it.

export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** Counts stop here: past it a search says "1,000+" rather than counting every match. */
export const SEARCH_COUNT_MAX = 1000;

/** The sort a search uses when it names none: by relevance when there are words, else newest first. */
export function searchSort(query: { q: string; sort?: SearchSort | undefined }): SearchSort {
  return query.sort ?? (query.q === '' ? 'newest' : 'relevance');
}

/** The filters of a search, as the /search address carries them (the words are the nav's search box's). */
export const SEARCH_FILTER_FIELDS = [
  'category',
  'condition',
  'min_price',
  'max_price',
  'location',
  'format',
  'language',
] as const;

/**
 * A /search address's query as one search: the words, the filters and the order, empty ones left
 * out, in one order, whatever else the address carries. The screen's cache key and the query the
 * server draws the page with.
 */
export function searchAddressOf(params: URLSearchParams): string {
  const search = new URLSearchParams();
  for (const field of ['q', ...SEARCH_FILTER_FIELDS, 'sort']) {
    const value = params.get(field)?.trim();
    if (value) search.set(field, value);
  }
  return search.toString();
}
