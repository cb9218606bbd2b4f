import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { wishlistIdsKey } from '../../../lib/query-keys.js';
import { markSaved } from './get-wishlist-ids.js';
import { wishlistKey } from './get-wishlist.js';

/** Takes a book off the wishlist (again: no change). */
export async function removeFromWishlist(productId: string): Promise<void> {
  await apiRequest(`/api/wishlist/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}

/** The heart empties at once; it fills again if the server refuses, and both lists are read again. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onMutate: async (productId) => ({ previous: await markSaved(queryClient, productId, false) }),
    onError: (_error, _productId, context) => {
      if (context?.previous) queryClient.setQueryData(wishlistIdsKey, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: wishlistIdsKey });
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
    },
  });
}
