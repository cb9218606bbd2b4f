import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { allCategoryBooksKey, allMyOrdersKey } from '../../../lib/query-keys.js';

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
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: allMyOrdersKey });
      void queryClient.invalidateQueries({ queryKey: allCategoryBooksKey });
    },
  });
}
