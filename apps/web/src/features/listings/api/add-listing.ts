import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddListingInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey } from '../../../lib/query-keys.js';
import { allMyListingsKey } from '../../../lib/account-keys.js';

export async function addListing(
  input: AddListingInput,
): Promise<{ acknowledged: boolean; insertedId: string }> {
  return (
    await apiRequest<{ acknowledged: boolean; insertedId: string }>('/api/addproduct', {
      method: 'POST',
      body: input,
    })
  ).data;
}

/** The seller's list and the catalogue are fetched again, not awaited: "New product added" is shown at once. */
export function useAddListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addListing,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: allMyListingsKey });
      void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
    },
  });
}
