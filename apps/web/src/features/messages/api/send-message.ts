import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { addMessageToThread } from '../../../lib/live-events.js';

export async function sendMessage({
  bookingId,
  body,
}: {
  bookingId: string;
  body: string;
}): Promise<Message> {
  return (
    await apiRequest<Message>(`/api/bookings/${encodeURIComponent(bookingId)}/messages`, {
      method: 'POST',
      body: { body },
    })
  ).data;
}

/** The message joins its thread as soon as the server has it (the live stream may bring it too: once). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => addMessageToThread(queryClient, message),
  });
}
