import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { copyAlertsKey } from './get-copy-alerts.js';
import { wishlistKey } from './get-wishlist.js';

/** Stops one of the buyer's alerts. */
export async function deleteCopyAlert(id: string): Promise<void> {
  await apiRequest(`/api/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The saved books show which have an alert: both lists are read again. */
export function useDeleteCopyAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCopyAlert,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: copyAlertsKey });
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
    },
  });
}
