import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicConfig } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../../lib/api-client.js';
import { createQueryClient } from '../../../lib/query-client.js';
import { configKey } from '../../../lib/query-keys.js';
import { EmailSignInLink } from './sign-in-link.js';

/** The offer, with the login form's address, on a server whose email leaves it or not. */
async function renderOffer(emailDelivery: boolean, email = '') {
  const queryClient = createQueryClient();
  const { data: config } = await apiRequest<PublicConfig>('/api/config');
  queryClient.setQueryData(configKey, { ...config, emailDelivery });
  return render(
    <QueryClientProvider client={queryClient}>
      <EmailSignInLink currentEmail={() => email} next="/myorders" />
    </QueryClientProvider>,
  );
}

describe('Email me a sign-in link', () => {
  it('asks for the address when the login form has none, and checks it', async () => {
    await renderOffer(true);
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const form = await screen.findByRole('form', { name: 'Email me a sign-in link' });
    expect(form).toHaveTextContent('signs you in once, within 15 minutes');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('is not offered when email does not leave the server: the link would wait in the admins’ outbox', async () => {
    await renderOffer(false, 'someone@example.com');
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });
});
