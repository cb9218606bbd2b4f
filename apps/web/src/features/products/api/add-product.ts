import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddProductInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey, allMyProductsKey } from '../../../lib/query-keys.js';

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

/** The seller's list and the catalogue are fetched again, not awaited: "New product added" is shown at once. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: allMyProductsKey });
      void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
    },
  });
}
