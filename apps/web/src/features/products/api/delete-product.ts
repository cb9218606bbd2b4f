import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey, allMyProductsKey } from '../../../lib/query-keys.js';

export async function deleteProduct(id: string): Promise<{ deletedCount: number }> {
  return (
    await apiRequest<{ deletedCount: number }>(`/api/products/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    })
  ).data;
}

/** Removes a listing; the lists are fetched again without holding up the caller's message. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: allMyProductsKey });
      void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
    },
  });
}
