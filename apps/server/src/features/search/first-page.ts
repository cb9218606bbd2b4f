import {
  searchQuerySchema,
  searchSort,
  SEARCH_COUNT_MAX,
  type SearchPageData,
  type SearchQuery,
} from '@second-shelf/shared';
import type { Viewer } from '../../auth/viewer.js';
import type { MatchCount } from '../../db/fast-path/search-pages.js';
import { contactFor } from '../../db/listing-row.js';
import { takePage } from '../../lib/pagination.js';
import { writeCursor, type FoundBook, type Search } from './repository.js';

/** A search's page as GET /api/search answers it: the books, and what its headers say. */
export interface SearchAnswer {
  rows: FoundBook[];
  count: MatchCount;
  corrected: string | undefined;
  /** The next page's cursor, when there is one. */
  nextCursor: string | undefined;
}

export async function answerSearch(search: Search, query: SearchQuery): Promise<SearchAnswer> {
  const page = await search.find(query);
  const { page: rows, nextFrom } = takePage(page.rows, query.limit);
  return {
    rows,
    count: page.count,
    corrected: page.corrected,
    nextCursor: nextFrom && writeCursor(searchSort(query), nextFrom),
  };
}

/**
 * The first page of the search a /search address names (`address`: searchAddressOf), as the screen
 * reads it from the API's answer and headers, for drawing the page on the server; undefined when the
 * address is not a valid search (the screen then shows the API's error).
 */
export async function firstSearchPage(
  search: Search,
  address: string,
  viewer: Viewer | null,
): Promise<SearchPageData | undefined> {
  const query = searchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(address)));
  if (!query.success) return undefined;
  const { rows, count, corrected, nextCursor } = await answerSearch(search, query.data);
  // The books as the API writes them: without the row's seq and key (the cursor's).
  const books = rows.map(({ seq: _seq, key: _key, ...book }) => book);
  return {
    address,
    books: books.map(contactFor(viewer)),
    total: 'estimated' in count ? count.estimated : count.more ? SEARCH_COUNT_MAX : count.exact,
    moreThanCounted: 'exact' in count && count.more,
    estimated: 'estimated' in count,
    ...(corrected === undefined ? {} : { corrected }),
    ...(nextCursor === undefined ? {} : { nextCursor }),
  };
}
