import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey } from '../../../lib/query-keys.js';
import { allMyListingsKey } from '../../../lib/account-keys.js';

export async function deleteListing(id: string): Promise<{ deletedCount: number }> {
  return (
    await apiRequest<{ deletedCount: number }>(`/api/products/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    })
  ).data;
}

/** Removes a listing; the lists are fetched again without holding up the caller's message. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: allMyListingsKey });
      void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
    },
  });
}
