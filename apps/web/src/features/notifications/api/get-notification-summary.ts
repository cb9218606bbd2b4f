import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSummary } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { notificationSummaryKey } from '../../../lib/query-keys.js';

export async function getNotificationSummary(signal?: AbortSignal): Promise<NotificationSummary> {
  return (await apiRequest<NotificationSummary>('/api/notifications/summary', { signal })).data;
}

export const notificationSummaryQueryOptions = queryOptions({
  queryKey: notificationSummaryKey,
  queryFn: ({ signal }) => getNotificationSummary(signal),
});

/** The bell's number; live events invalidate it when something new arrives. */
export function useNotificationSummary() {
  return useQuery(notificationSummaryQueryOptions);
}
