import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedPerson } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { allBookingPagesKey, allIncomingBookingsKey, allMyOrdersKey } from '../../../lib/account-keys.js';
import { allConversationsKey, blockedKey } from '../../../lib/conversation-keys.js';

/** The people the signed-in person blocked (the account page lists them, each with Unblock). */
export function useBlocked() {
  return useQuery({
    queryKey: blockedKey,
    queryFn: async ({ signal }) => (await apiRequest<BlockedPerson[]>('/api/blocks', { signal })).data,
  });
}

/**
 * Blocks or unblocks a person; the conversations, the list of blocked people and the bookings (a
 * block cancels the open ones between the two, and hides contact details) are read again.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      apiRequest(`/api/blocks/${encodeURIComponent(userId)}`, { method: blocked ? 'PUT' : 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: blockedKey });
      void queryClient.invalidateQueries({ queryKey: allConversationsKey });
      for (const queryKey of [allBookingPagesKey, allIncomingBookingsKey, allMyOrdersKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
