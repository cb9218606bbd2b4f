import { screen, within } from '@testing-library/react';
import type { OutboxMessage } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, signInAs, signUpAs } from '../../../../test/render-app.js';
import { asAnotherVisitor, newVisitor } from '../../../../test/visitor.js';
import { apiRequest } from '../../../lib/api-client.js';

/**
 * The reset email to an address, read from the outbox as an admin (no SMTP here): it says a link
 * was sent, never the link, which only its person may use.
 */
async function resetEmailText(email: string): Promise<string> {
  return asAnotherVisitor(async () => {
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    for (let tries = 0; tries < 100; tries += 1) {
      const { data } = await apiRequest<OutboxMessage[]>('/api/admin/outbox?limit=50');
      const message = data.find((candidate) => candidate.kind === 'reset_password' && candidate.to === email);
      if (message) return message.text;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no reset email to ${email}`);
  });
}

describe('Forgot password', () => {
  // Setting the new password with the mailed link: e2e/mail.e2e.ts, through a real SMTP server.
  it('mails a link from the login page, which no admin sees in the outbox', async () => {
    const account = await signUpAs('buyer');
    newVisitor();
    const login = renderApp('/login');
    await login.user.click(await screen.findByRole('button', { name: 'Forgot password' }));
    const form = within(screen.getByRole('form', { name: 'Forgot password' }));
    await login.user.type(form.getByLabelText('Email'), account.email);
    await login.user.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(await form.findByRole('status')).toHaveTextContent(
      'If an account has this email address, a link to choose a new password is on its way.',
    );
    login.unmount();

    const text = await resetEmailText(account.email);
    expect(text).toContain('Choose a new password: a link was sent');
    expect(text).not.toContain('token=');
  });

  it('checks the new password on the page a link opens', async () => {
    const page = renderApp('/email/reset-password?token=not-a-token');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await page.user.type(screen.getByLabelText('New password'), 'a-whole-new-password');
    await page.user.type(screen.getByLabelText('Repeat the new password'), 'a-whole-new-passwort');
    await page.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
  });

  it('says so when the link does not work', async () => {
    const page = renderApp('/email/reset-password?token=not-a-token');
    await page.user.type(await screen.findByLabelText('New password'), 'a-whole-new-password');
    await page.user.type(screen.getByLabelText('Repeat the new password'), 'a-whole-new-password');
    await page.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Ask for a new link/);
  });
});
