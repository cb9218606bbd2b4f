import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditListingInput, ListingDetail } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey, listingKey } from '../../../lib/query-keys.js';
import { allMyListingsKey } from '../../../lib/account-keys.js';

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<ListingDetail>(`/api/products/${encodeURIComponent(id)}`, { signal })).data,
  });

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}

/** After a listing changed: the seller's list, the catalogue and the book itself are fetched again. */
function useListingChanged() {
  const queryClient = useQueryClient();
  return (id: string) => {
    void queryClient.invalidateQueries({ queryKey: allMyListingsKey });
    void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
    void queryClient.invalidateQueries({ queryKey: listingKey(id) });
  };
}

export function useEditListing(id: string) {
  const changed = useListingChanged();
  return useMutation({
    mutationFn: async (change: EditListingInput) =>
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
