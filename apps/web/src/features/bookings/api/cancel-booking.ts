import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { refetchAfterBookingChange } from './change-booking.js';

/** The spec's Remove Item (DELETE /api/bookings/:id): the buyer cancels a booking still requested. */
export async function cancelBooking(id: string): Promise<{ deletedCount: number }> {
  return (
    await apiRequest<{ deletedCount: number }>(`/api/bookings/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      bearer: true,
    })
  ).data;
}

/** Cancelling puts the copy back on sale, so the catalogue is fetched again too (not awaited). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: (_result, _error, id) => refetchAfterBookingChange(queryClient, id),
  });
}
