import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';
import { sessionKey } from '../../../lib/query-keys.js';

/** Resend: a new confirmation link to the signed-in person's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('/api/account/verification-email', { method: 'POST' });
    },
  });
}

/**
 * Confirms the address of a link's token, once: asked as a query, so that the page asks once however
 * often it is drawn; the session is read again after, to say so everywhere.
 */
export function useConfirmEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['confirm-email', token],
    queryFn: async () => {
      await apiRequest('/api/account/verify-email', { method: 'POST', body: { token } });
      // A read of the session begun before the confirmation would answer "not confirmed": a first
      // read (no data yet) is not restarted by an invalidation, so it is cancelled first.
      await queryClient.cancelQueries({ queryKey: sessionKey });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
      return true;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
