import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BookingState, IncomingBooking } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { incomingBookingsKey } from '../../../lib/account-keys.js';

/** The seller's incoming bookings in `states`, newest first (GET /api/bookings?state=…). */
export const getIncomingBookings = (states: readonly BookingState[], cursor?: string, signal?: AbortSignal) =>
  fetchPage<IncomingBooking>(`/api/bookings?state=${states.join(',')}`, cursor, { signal });

export const incomingBookingsQueryOptions = (states: readonly BookingState[]) =>
  infiniteQueryOptions({
    queryKey: incomingBookingsKey(states.join(',')),
    queryFn: ({ pageParam, signal }) => getIncomingBookings(states, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useIncomingBookings(states: readonly BookingState[]) {
  return useInfiniteQuery(incomingBookingsQueryOptions(states));
}
