import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { sessionKey } from '../../../lib/query-keys.js';

const sessionsKey = ['account-sessions'] as const;

/** A new name; the session is read again so that the navigation shows it. */
export function useRename() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      await apiRequest('/api/account', { method: 'PATCH', body: { name } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
}

/** Better Auth's password change: the current password, the new one, other sessions ended or not. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      currentPassword: string;
      newPassword: string;
      revokeOtherSessions: boolean;
    }) => {
      await apiRequest('/api/auth/change-password', { method: 'POST', body: input });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<AccountSession[]>('/api/account/sessions', { signal })).data,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Delete my account, with its password. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (password: string) => {
      await apiRequest('/api/account/delete', { method: 'POST', body: { password } });
    },
  });
}
