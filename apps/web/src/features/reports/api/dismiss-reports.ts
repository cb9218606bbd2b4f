import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportKind } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { leaveQueue } from './get-reported-items.js';

const PATHS: Record<ReportKind, string> = { book: 'books', person: 'people', conversation: 'conversations' };

export async function dismissReports(item: {
  kind: ReportKind;
  _id: string;
}): Promise<{ closedCount: number }> {
  return (
    await apiRequest<{ closedCount: number }>(
      `/api/reports/${PATHS[item.kind]}/${encodeURIComponent(item._id)}/dismiss`,
      { method: 'POST', bearer: true },
    )
  ).data;
}

/** Dismiss: the item's open reports are closed, and it leaves the queue at once. */
export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: (_result, item) => leaveQueue(queryClient, item),
  });
}
