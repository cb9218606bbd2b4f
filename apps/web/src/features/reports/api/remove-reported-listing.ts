import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { booksOnSaleKey } from '../../../lib/query-keys.js';
import { allMyListingsKey } from '../../../lib/account-keys.js';
import { leaveQueue } from './get-reported-items.js';

export async function removeReportedListing(id: string): Promise<{ closedCount: number }> {
  return (
    await apiRequest<{ closedCount: number }>(`/api/reports/books/${encodeURIComponent(id)}/remove`, {
      method: 'POST',
      bearer: true,
    })
  ).data;
}

/** Remove listing: the book leaves the queue at once, and every list of books is read again. */
export function useRemoveReportedListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReportedListing,
    onSuccess: (_result, id) => {
      leaveQueue(queryClient, { kind: 'book', _id: id });
      void queryClient.invalidateQueries({ queryKey: booksOnSaleKey });
      void queryClient.invalidateQueries({ queryKey: allMyListingsKey });
    },
  });
}
