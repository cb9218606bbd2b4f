import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { PublicConfig } from '@second-shelf/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client.js';
import { webAuthnProblem } from '../../../lib/passkeys.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { configKey } from '../../../lib/query-keys.js';
import { PasskeyButton } from './passkey-button.js';

/** The button, on a server that offers passkeys or not. */
async function renderButton(passkeys: boolean) {
  const queryClient = createQueryClient();
  const { data: config } = await apiRequest<PublicConfig>('/api/config');
  queryClient.setQueryData(configKey, { ...config, passkeys });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PasskeyButton next="/myorders" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Sign in with a passkey', () => {
  it('is offered where the server offers passkeys and the browser can use them', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    await renderButton(true);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });

  it('is not offered by a server on an IP address or plain http, nor in a browser without WebAuthn', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const { unmount } = await renderButton(false);
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    unmount();
    vi.stubGlobal('PublicKeyCredential', undefined);
    await renderButton(true);
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it("says what the browser's prompt did, and leaves the server's refusals to the server", () => {
    expect(webAuthnProblem(new DOMException('closed', 'NotAllowedError'))).toBe(
      'The passkey prompt was closed or timed out: nothing was done.',
    );
    expect(webAuthnProblem(new DOMException('held', 'InvalidStateError'))).toBe(
      'This device already holds a passkey for your account.',
    );
    expect(webAuthnProblem(new Error('This passkey does not sign in to any account here'))).toBeUndefined();
  });
});
