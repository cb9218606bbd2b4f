import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Listing } from '@second-shelf/shared';
import { SEARCH_COUNT_MAX } from '@second-shelf/shared/search-terms';
import { apiRequest } from '../../../lib/api-client.js';
import { nextPageCursor } from '../../../lib/next-page-cursor.js';
import { searchKey } from '../../../lib/query-keys.js';

export interface SearchPage {
  books: Listing[];
  /** How many books match: counted, or as estimated when there are many (`estimated`). */
  total: number;
  /** More books match than were counted ("1,000+"). */
  moreThanCounted: boolean;
  /** The total is the server's estimate ("about 27,000"). */
  estimated: boolean;
  /** The words searched for instead of misspelt ones, if any. */
  corrected: string | undefined;
  nextCursor: string | undefined;
}

/** One page of GET /api/search: `search` is the screen's query string (words, filters, order). */
export async function searchBooks(
  search: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const params = new URLSearchParams(search);
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiRequest<Listing[]>(`/api/search?${params.toString()}`, { signal });
  const estimate = headers.get('x-total-estimate');
  const counted = Number(headers.get('x-total-count') ?? data.length);
  const corrected = headers.get('x-search-corrected');
  return {
    books: data,
    total: estimate === null ? Math.min(counted, SEARCH_COUNT_MAX) : Number(estimate),
    moreThanCounted: estimate === null && counted > SEARCH_COUNT_MAX,
    estimated: estimate !== null,
    corrected: corrected === null ? undefined : decodeURIComponent(corrected),
    nextCursor: nextPageCursor(headers),
  };
}

export const searchBooksQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: searchKey(search),
    queryFn: ({ pageParam, signal }) => searchBooks(search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
