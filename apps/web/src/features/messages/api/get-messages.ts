import { useEffect, useEffectEvent } from 'react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Message } from '@second-shelf/shared';
import { fetchPage } from '../../../lib/paged-list.js';
import { conversationMessagesKey } from '../../../lib/conversation-keys.js';
import { useMarkConversationRead } from './conversations.js';

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

/**
 * Keeps a conversation read while its thread shows outside the inbox (a booking's page): once its
 * messages are loaded, and again whenever a newer message from the other side arrives (the live
 * stream fills the same cache), on every open page of the person.
 */
export function useKeepConversationRead(
  conversationId: string | undefined,
  viewerId: string | null | undefined,
) {
  const thread = useInfiniteQuery({ ...messagesQueryOptions(conversationId ?? ''), enabled: false });
  const loaded = conversationId !== undefined && thread.isSuccess;
  const newestFromOther = thread.data?.pages[0]?.items.find((message) => message.senderId !== viewerId)?._id;
  const markRead = useMarkConversationRead();
  const read = useEffectEvent((id: string) => markRead.mutate(id));
  useEffect(() => {
    if (loaded && conversationId) read(conversationId);
  }, [loaded, conversationId, newestFromOther]);
}
