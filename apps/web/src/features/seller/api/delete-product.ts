import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

export async function deleteProduct(id: string): Promise<{ deletedCount: number }> {
  return (
    await apiRequest<{ deletedCount: number }>(`/api/products/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    })
  ).data;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['myproducts'] }),
        queryClient.invalidateQueries({ queryKey: ['category-books'] }),
      ]);
    },
  });
}
