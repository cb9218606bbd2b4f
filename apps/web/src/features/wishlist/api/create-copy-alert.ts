import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyAlert } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { copyAlertsKey } from './get-copy-alerts.js';
import { wishlistKey } from './get-wishlist.js';

/** "Tell me when another copy is listed" for a book: by its ISBN, or its title and author. */
export async function createCopyAlert(productId: string): Promise<CopyAlert> {
  return (await apiRequest<CopyAlert>('/api/alerts', { method: 'POST', body: { productId } })).data;
}

/** The saved books show which have an alert: both lists are read again. */
export function useCreateCopyAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCopyAlert,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: copyAlertsKey });
      void queryClient.invalidateQueries({ queryKey: wishlistKey });
    },
  });
}
