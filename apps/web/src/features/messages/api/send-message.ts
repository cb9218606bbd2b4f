import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { conversationsListKey } from '../../../lib/conversation-keys.js';
import { addMessageToThread } from '../../../lib/live-events.js';

/** Sends on a booking's page (`bookingId`: the message is of that booking) or in a conversation. */
export async function sendMessage({
  conversationId,
  bookingId,
  body,
}: {
  conversationId: string;
  bookingId?: string;
  body: string;
}): Promise<Message> {
  const path = bookingId
    ? `/api/bookings/${encodeURIComponent(bookingId)}/messages`
    : `/api/conversations/${encodeURIComponent(conversationId)}/messages`;
  return (await apiRequest<Message>(path, { method: 'POST', body: { body } })).data;
}

/** The message joins its thread as soon as the server has it (the live stream may bring it too: once). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      addMessageToThread(queryClient, message);
      // The inbox shows the last message and puts this conversation first.
      void queryClient.invalidateQueries({ queryKey: conversationsListKey });
    },
  });
}
