import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { bookingKey } from '../../../lib/account-keys.js';

export async function getBookingDetail(id: string, signal?: AbortSignal): Promise<BookingDetail> {
  return (await apiRequest<BookingDetail>(`/api/bookings/${encodeURIComponent(id)}`, { signal })).data;
}

export const bookingDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) => getBookingDetail(id, signal),
  });

/** One booking's page, for its buyer or its seller; live events and actions keep it current. */
export function useBookingDetail(id: string) {
  return useQuery(bookingDetailQueryOptions(id));
}
