import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';

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

/** Books a copy; the catalogue and the buyer's orders are fetched again either way (a 409 means the list changed). */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['category-books'] }),
        queryClient.invalidateQueries({ queryKey: ['myorders'] }),
      ]);
    },
  });
}
