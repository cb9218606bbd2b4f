import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Notification } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { notificationListKey } from '../../../lib/account-keys.js';

export const getNotifications = (cursor?: string, signal?: AbortSignal) =>
  fetchPage<Notification>('/api/notifications?limit=10', cursor, { signal });

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationListKey,
  queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor,
});

/** The bell's list, newest first; fetched only while it is open. */
export function useNotifications(isOpen: boolean) {
  return useInfiniteQuery({ ...notificationsQueryOptions, enabled: isOpen });
}
