import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReportInput } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { reportedItemsKey } from './get-reported-items.js';

export async function createReport(input: CreateReportInput): Promise<{ insertedId: string }> {
  return (await apiRequest<{ insertedId: string }>('/api/reports', { method: 'POST', body: input })).data;
}

/** Reports a book or a person; an admin who reports sees the queue read again. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportedItemsKey }),
  });
}
