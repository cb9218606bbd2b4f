import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WishlistItem } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { booksOnSaleKey } from '../../../lib/query-keys.js';

/**
 * The buyer's saved books: a list of books, whose states and prices every booking and listing moves,
 * so it is read again with the other lists of books on sale.
 */
export const wishlistKey = [...booksOnSaleKey, 'wishlist'] as const;

/** The buyer's saved books (Favourites), the latest saved first: one page. */
export const getWishlist = (cursor?: string, signal?: AbortSignal) =>
  fetchPage<WishlistItem>('/api/wishlist', cursor, { signal });

export const wishlistQueryOptions = infiniteQueryOptions({
  queryKey: wishlistKey,
  queryFn: ({ pageParam, signal }) => getWishlist(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor,
});

export function useWishlist() {
  return useInfiniteQuery(wishlistQueryOptions);
}
