import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CopyAlert } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';

export const copyAlertsKey = ['copy-alerts'] as const;

/** The buyer's "Tell me when another copy is listed" alerts, the latest first (all of them: few). */
export async function getCopyAlerts(signal?: AbortSignal): Promise<CopyAlert[]> {
  return (await apiRequest<CopyAlert[]>('/api/alerts', { signal })).data;
}

export const copyAlertsQueryOptions = queryOptions({
  queryKey: copyAlertsKey,
  queryFn: ({ signal }) => getCopyAlerts(signal),
});

export function useCopyAlerts() {
  return useQuery(copyAlertsQueryOptions);
}
