import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Message } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { conversationMessagesKey } from '../../../lib/conversation-keys.js';

/** How many messages a page of the thread holds; earlier ones load on demand. */
export const MESSAGES_PAGE_SIZE = 20;

/**
 * A conversation's messages, newest first (GET /api/conversations/:id/messages; a booking's thread is
 * its conversation); the thread shows them oldest first.
 */
export const getMessages = (conversationId: string, cursor?: string, signal?: AbortSignal) =>
  fetchPage<Message>(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages?limit=${MESSAGES_PAGE_SIZE}`,
    cursor,
    { signal },
  );

/** Its cache is also filled by the live stream and by sending (lib/live-events.ts, addMessageToThread). */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: conversationMessagesKey(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
