import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddProductInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';

export async function addProduct(
  input: AddProductInput,
): Promise<{ acknowledged: boolean; insertedId: string }> {
  return (
    await apiRequest<{ acknowledged: boolean; insertedId: string }>('/api/addproduct', {
      method: 'POST',
      body: input,
    })
  ).data;
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['myproducts'] }),
        queryClient.invalidateQueries({ queryKey: ['category-books'] }),
      ]);
    },
  });
}
