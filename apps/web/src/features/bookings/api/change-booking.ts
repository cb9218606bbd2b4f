import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingAction, BookingDetail, CancelBookingInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import {
  booksOnSaleKey,
  allIncomingBookingsKey,
  allMyOrdersKey,
  allMyListingsKey,
  bookingKey,
} from '../../../lib/query-keys.js';

export interface BookingChange {
  id: string;
  action: BookingAction;
  /** Cancelling: why (required once the booking was accepted). */
  reason?: string;
}

/** POST /api/bookings/:id/<action>: the booking as it is after the change. */
export async function changeBooking({ id, action, reason }: BookingChange): Promise<BookingDetail> {
  const body: CancelBookingInput = action === 'cancel' && reason ? { reason } : {};
  return (
    await apiRequest<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}/${action}`, {
      method: 'POST',
      body,
    })
  ).data;
}

/**
 * A booking's change shows in both parties' lists, in the seller's listings and (declined,
 * cancelled: back on sale) in the catalogue: all are fetched again, not awaited.
 */
export function refetchAfterBookingChange(queryClient: QueryClient, id: string): void {
  for (const queryKey of [
    allIncomingBookingsKey,
    allMyOrdersKey,
    allMyListingsKey,
    booksOnSaleKey,
    bookingKey(id),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/**
 * Accept, Decline, Mark as sold, Cancel booking. The lists are fetched again either way: a 409
 * means the booking changed meanwhile (the other side acted, or it expired).
 */
export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBooking,
    onSuccess: (booking, { id }) => queryClient.setQueryData(bookingKey(id), booking),
    onSettled: (_booking, _error, { id }) => refetchAfterBookingChange(queryClient, id),
  });
}
