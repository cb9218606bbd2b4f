import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicConfig } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { signUpAs } from '../../../../test/render-app.js';
import { apiRequest } from '../../../lib/api-client.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { configKey, sessionKey } from '../../../lib/query-keys.js';
import type { SessionUser } from '../../../lib/auth.js';
import { EmailNotice } from './email-notice.js';

/** The notice for the signed-in person, on a server whose email leaves it or not. */
async function renderNotice(emailDelivery: boolean) {
  const queryClient = createQueryClient();
  const { data: config } = await apiRequest<PublicConfig>('/api/config');
  const { data: session } = await apiRequest<{ user: SessionUser }>('/api/auth/get-session');
  queryClient.setQueryData(configKey, { ...config, emailDelivery });
  queryClient.setQueryData(sessionKey, session.user);
  return render(
    <QueryClientProvider client={queryClient}>
      <EmailNotice />
    </QueryClientProvider>,
  );
}

describe('the request to confirm one’s email', () => {
  it('says where the link went, and Resend mails a new one', async () => {
    const account = await signUpAs('seller');
    await renderNotice(true);
    const notice = await screen.findByRole('region', { name: 'Confirm your email' });
    expect(notice).toHaveTextContent(
      `Please confirm your email address: we sent a link to ${account.email}.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(`A new link is on its way to ${account.email}.`)).toBeInTheDocument();
  });

  it('is not shown when email does not leave the server', async () => {
    await signUpAs('buyer');
    const { container } = await renderNotice(false);
    expect(container).toBeEmptyDOMElement();
  });
});
