import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Conversation } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import {
  allConversationsKey,
  conversationKey,
  conversationsListKey,
  conversationsSummaryKey,
} from '../../../lib/conversation-keys.js';
import { fetchPage } from '../../../lib/paged-list.js';
import { allNotificationsKey } from '../../../lib/query-keys.js';

/** How many conversations a page of the inbox holds. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/** The inbox (GET /api/conversations): the latest activity first, more on demand. */
export const conversationsQueryOptions = infiniteQueryOptions({
  queryKey: conversationsListKey,
  queryFn: ({ pageParam, signal }) =>
    fetchPage<Conversation>(`/api/conversations?limit=${CONVERSATIONS_PAGE_SIZE}`, pageParam, { signal }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor,
});

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions);
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<Conversation>(`/api/conversations/${encodeURIComponent(id)}`, { signal })).data,
  });

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}

/** How many conversations hold a message not opened yet (the navigation's count). */
export function useUnreadConversations(enabled: boolean) {
  return useQuery({
    queryKey: conversationsSummaryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ unread: number }>('/api/conversations/summary', { signal })).data.unread,
    enabled,
  });
}

/** Message seller: the conversation about the copy, made if new. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) =>
      (await apiRequest<Conversation>('/api/conversations', { method: 'POST', body: { productId } })).data,
    onSuccess: (conversation) => queryClient.setQueryData(conversationKey(conversation._id), conversation),
  });
}

/** Opened: it and its notifications are read (every open page of the person hears it too). */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiRequest(`/api/conversations/${encodeURIComponent(id)}/read`, { method: 'POST', body: {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: allConversationsKey });
      void queryClient.invalidateQueries({ queryKey: allNotificationsKey });
    },
  });
}
