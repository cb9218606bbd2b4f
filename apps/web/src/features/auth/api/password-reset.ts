import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

/** Forgot password: asks for a reset link to an address; the answer says the same for any address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      (
        await apiRequest<{ message: string }>('/api/account/password-reset', {
          method: 'POST',
          body: { email },
        })
      ).data.message,
  });
}

/** Sets a new password with a reset link's token; every session of the account ends. */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: async (newPassword: string) => {
      await apiRequest('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
    },
  });
}
