import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { wishlistIdsKey } from '../../../lib/query-keys.js';
import { markSaved } from './get-wishlist-ids.js';
import { wishlistKey } from './get-wishlist.js';

/** Saves a book to the wishlist (again: no change). */
export async function saveToWishlist(productId: string): Promise<void> {
  await apiRequest(`/api/wishlist/${encodeURIComponent(productId)}`, { method: 'PUT' });
}

/** The heart fills at once; it empties again if the server refuses, and both lists are read again. */
export function useSaveToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToWishlist,
    onMutate: async (productId) => ({ previous: await markSaved(queryClient, productId, true) }),
    onError: (_error, _productId, context) => {
      if (context?.previous) queryClient.setQueryData(wishlistIdsKey, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: wishlistIdsKey });
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
    },
  });
}
