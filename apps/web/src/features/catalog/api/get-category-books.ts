import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Listing } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { categoryBooksKey } from '../../../lib/query-keys.js';
import { nextPageCursor } from '../../../lib/next-page-cursor.js';

export interface BooksPage {
  books: Listing[];
  total: number;
  nextCursor: string | undefined;
}

export async function getCategoryBooks(
  categoryId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<BooksPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const { data, headers } = await apiRequest<Listing[]>(
    `/api/categories/${encodeURIComponent(categoryId)}${query}`,
    { signal },
  );
  return {
    books: data,
    total: Number(headers.get('x-total-count') ?? data.length),
    nextCursor: nextPageCursor(headers),
  };
}

/** In the first bundle with the category route's loader; the page's hook is in the page's chunk. */
export const categoryBooksQueryOptions = (categoryId: string) =>
  infiniteQueryOptions({
    queryKey: categoryBooksKey(categoryId),
    queryFn: ({ pageParam, signal }) => getCategoryBooks(categoryId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
