import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { WishlistIds } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { wishlistIdsKey } from '../../../lib/query-keys.js';

/** Every book the buyer saved, by id: what the hearts on a page of cards read, in one request. */
export async function getWishlistIds(signal?: AbortSignal): Promise<WishlistIds> {
  return (await apiRequest<WishlistIds>('/api/wishlist/ids', { signal })).data;
}

export const wishlistIdsQueryOptions = queryOptions({
  queryKey: wishlistIdsKey,
  queryFn: ({ signal }) => getWishlistIds(signal),
  // Only this person's own saving and removing change it, and those update it themselves.
  staleTime: Infinity,
  select: (data) => new Set(data.productIds),
});

/** The saved ids as a set; asked once for every heart of the page, and only for a buyer. */
export function useWishlistIds(isEnabled: boolean) {
  return useQuery({ ...wishlistIdsQueryOptions, enabled: isEnabled });
}

/**
 * Shows a book as saved or not at once, before the server answers; returns how it was, for
 * putting back should the server refuse.
 */
export async function markSaved(
  queryClient: QueryClient,
  productId: string,
  isSaved: boolean,
): Promise<WishlistIds | undefined> {
  await queryClient.cancelQueries({ queryKey: wishlistIdsKey });
  const previous = queryClient.getQueryData<WishlistIds>(wishlistIdsKey);
  if (previous) {
    const others = previous.productIds.filter((id) => id !== productId);
    queryClient.setQueryData<WishlistIds>(wishlistIdsKey, {
      productIds: isSaved ? [productId, ...others] : others,
    });
  }
  return previous;
}
