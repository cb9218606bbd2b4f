import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

export async function cancelBooking(id: string): Promise<{ deletedCount: number }> {
  return (
    await apiRequest<{ deletedCount: number }>(`/api/bookings/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      bearer: true,
    })
  ).data;
}

/** Cancelling puts the copy back on sale, so the catalogue is fetched again too. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['myorders'] }),
        queryClient.invalidateQueries({ queryKey: ['category-books'] }),
      ]);
    },
  });
}
