import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingAction, BookingDetail, CancelBookingInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey } from '../../../lib/query-keys.js';
import {
  allIncomingBookingsKey,
  allMyOrdersKey,
  allMyListingsKey,
  bookingChangeKey,
  bookingKey,
} from '../../../lib/account-keys.js';

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
 * cancelled: back on sale) in the catalogue: all are fetched again, not awaited; so is the booking's
 * page, unless `pageAnswered` (the change's answer is the page as it is now).
 */
export function refetchAfterBookingChange(
  queryClient: QueryClient,
  id: string,
  { pageAnswered = false } = {},
): void {
  for (const queryKey of [allIncomingBookingsKey, allMyOrdersKey, allMyListingsKey, booksOnSaleKey])
    void queryClient.invalidateQueries({ queryKey });
  if (!pageAnswered) void queryClient.invalidateQueries({ queryKey: bookingKey(id) });
}

/**
 * Accept, Decline, Mark as sold, Cancel booking. The lists are fetched again either way, the
 * booking's page after a refusal only: a 409 means the booking changed meanwhile (the other side
 * acted, or it expired). The change's own live event then finds the page up to date (lib/live-events).
 */
export function useChangeBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookingChangeKey,
    mutationFn: changeBooking,
    onSuccess: (booking, { id }) => queryClient.setQueryData(bookingKey(id), booking),
    onSettled: (_booking, error, { id }) =>
      refetchAfterBookingChange(queryClient, id, { pageAnswered: error === null }),
  });
}
