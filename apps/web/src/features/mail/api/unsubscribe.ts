import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeState } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';

const unsubscribeKey = (token: string) => ['unsubscribe', token] as const;
const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** Which emails an unsubscribe link is about, and whether they are stopped. */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: async ({ signal }) =>
      (await apiRequest<UnsubscribeState>(withToken('/api/mail/unsubscribe', token), { signal })).data,
    retry: false,
  });
}

/** Stops (or, `again`, restarts) the link's emails; the answer is the new state. */
export function useChangeSubscription(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscribe: boolean) =>
      (
        await apiRequest<UnsubscribeState>(
          withToken(subscribe ? '/api/mail/subscribe' : '/api/mail/unsubscribe', token),
          { method: 'POST', body: {} },
        )
      ).data,
    onSuccess: (state) => queryClient.setQueryData(unsubscribeKey(token), state),
  });
}
