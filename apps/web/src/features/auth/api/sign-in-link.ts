import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.js';

/** Asks for a sign-in link to an address; the answer says the same for any address. */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: async (email: string) =>
      (
        await apiRequest<{ message: string }>('/api/account/sign-in-link', {
          method: 'POST',
          body: { email },
        })
      ).data.message,
  });
}
