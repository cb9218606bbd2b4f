import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey } from '../../../lib/query-keys.js';
import { allMyOrdersKey } from '../../../lib/account-keys.js';

export async function createBooking(
  input: CreateBookingInput,
): Promise<{ acknowledged: boolean; insertedId: string }> {
  return (
    await apiRequest<{ acknowledged: boolean; insertedId: string }>('/api/bookings', {
      method: 'POST',
      body: input,
    })
  ).data;
}

/**
 * Books a copy; the catalogue and the buyer's orders are fetched again either way (a 409 means the
 * list changed). Not awaited: the caller's "Booking confirmed" must not wait for those pages.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
      void queryClient.invalidateQueries({ queryKey: allMyOrdersKey });
    },
  });
}
