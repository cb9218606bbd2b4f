import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@second-shelf/shared';
import { apiRequest } from '../../../lib/api-client.js';
import { loadWebAuthn } from '../../../lib/passkeys.js';

const passkeysKey = ['account-passkeys'] as const;

export function usePasskeys(enabled: boolean) {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: async ({ signal }) => (await apiRequest<Passkey[]>('/api/account/passkeys', { signal })).data,
    enabled,
  });
}

/** Add a passkey: the server's options, the browser's prompt making the passkey, then its name and key. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const [{ startRegistration }, { data: optionsJSON }] = await Promise.all([
        loadWebAuthn(),
        apiRequest<PublicKeyCredentialCreationOptionsJSON>('/api/account/passkeys/options', {
          method: 'POST',
        }),
      ]);
      const response = await startRegistration({ optionsJSON });
      return (
        await apiRequest<Passkey>('/api/account/passkeys', { method: 'POST', body: { name, response } })
      ).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
