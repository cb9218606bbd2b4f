import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import type { Page } from '../../../lib/paged-list.js';
import { allNotificationsKey } from '../../../lib/query-keys.js';
import { notificationListKey } from '../../../lib/account-keys.js';

export async function markNotificationRead(id: string): Promise<{ acknowledged: boolean }> {
  return (
    await apiRequest<{ acknowledged: boolean }>(`/api/notifications/${encodeURIComponent(id)}/read`, {
      method: 'POST',
      body: {},
    })
  ).data;
}

type NotificationPages = InfiniteData<Page<Notification>, string | undefined>;

/**
 * The notification shows as read at once in the loaded list; the count and the list are read again
 * once the server has it.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) =>
      queryClient.setQueryData<NotificationPages>(
        notificationListKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => (item._id === id ? { ...item, read: true } : item)),
            })),
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allNotificationsKey }),
  });
}

/** Mark all as read: the loaded list shows every notification read at once, and is read again. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<{ acknowledged: boolean }>('/api/notifications/read-all', {
          method: 'POST',
          body: {},
        })
      ).data,
    onMutate: () =>
      queryClient.setQueryData<NotificationPages>(
        notificationListKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) => ({ ...item, read: true })),
            })),
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allNotificationsKey }),
  });
}
