import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Message } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { bookingMessagesKey } from '../../../lib/query-keys.js';

/** How many messages a page of the thread holds; earlier ones load on demand. */
export const MESSAGES_PAGE_SIZE = 20;

/** A booking's messages, newest first (GET /api/bookings/:id/messages); the thread shows them oldest first. */
export const getMessages = (bookingId: string, cursor?: string, signal?: AbortSignal) =>
  fetchPage<Message>(
    `/api/bookings/${encodeURIComponent(bookingId)}/messages?limit=${MESSAGES_PAGE_SIZE}`,
    cursor,
    { signal },
  );

/** Its cache is also filled by the live stream and by sending (lib/live-events.ts, addMessageToThread). */
export const messagesQueryOptions = (bookingId: string) =>
  infiniteQueryOptions({
    queryKey: bookingMessagesKey(bookingId),
    queryFn: ({ pageParam, signal }) => getMessages(bookingId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMessages(bookingId: string) {
  return useInfiniteQuery(messagesQueryOptions(bookingId));
}
