import { infiniteQueryOptions } from '@tanstack/react-query';
import { SEARCH_COUNT_MAX, type Product } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { nextPageCursor } from '../../../lib/next-page-cursor.js';
import { searchKey } from '../../../lib/query-keys.js';

export interface SearchPage {
  books: Product[];
  total: number;
  /** More books match than were counted ("1,000+"). */
  moreThanCounted: boolean;
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
  const { data, headers } = await apiRequest<Product[]>(`/api/search?${params.toString()}`, { signal });
  const counted = Number(headers.get('x-total-count') ?? data.length);
  const corrected = headers.get('x-search-corrected');
  return {
    books: data,
    total: Math.min(counted, SEARCH_COUNT_MAX),
    moreThanCounted: counted > SEARCH_COUNT_MAX,
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
