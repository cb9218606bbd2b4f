import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditProductInput, ProductDetail } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey, allMyProductsKey, productKey } from '../../../lib/query-keys.js';

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal })).data,
  });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

/** After a listing changed: the seller's list, the catalogue and the book itself are fetched again. */
function useListingChanged() {
  const queryClient = useQueryClient();
  return (id: string) => {
    void queryClient.invalidateQueries({ queryKey: allMyProductsKey });
    void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
    void queryClient.invalidateQueries({ queryKey: productKey(id) });
  };
}

export function useEditProduct(id: string) {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: async (change: EditProductInput) =>
      (await apiRequest(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: change })).data,
    onSuccess: () => changed(id),
  });
}

/** Hide a listing (off sale, kept) or show it again. */
export function useSetHidden() {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: string; hidden: boolean }) =>
      (
        await apiRequest(`/api/products/${encodeURIComponent(id)}/${hidden ? 'hide' : 'show'}`, {
          method: 'POST',
        })
      ).data,
    onSuccess: (_data, { id }) => changed(id),
  });
}
