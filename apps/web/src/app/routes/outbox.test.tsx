import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, signInAs, signUpAs } from '../../../test/render-app.js';

describe('Outbox', () => {
  it("shows an admin every email written, newest first, each one's text on demand", async () => {
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user } = renderApp('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
    expect(document.title).toBe('Outbox · Second Shelf');
    // The demo's notifications, kept here: this server has no SMTP server.
    const emails = within(await screen.findByRole('list', { name: 'Emails' }));
    const first = emails.getAllByRole('article')[0]!;
    expect(within(first).getByText('Kept here (no SMTP server)')).toBeInTheDocument();
    expect(within(first).getByText(/^To /)).toHaveTextContent(/@example\.com/);
    await user.click(within(first).getAllByText('Read the message')[0]!);
    expect(within(first).getByText(/Unsubscribe from these emails: http/)).toBeVisible();
  });

  it('is for admins only', async () => {
    await signUpAs('buyer');
    renderApp('/admin/outbox');
    expect(
      await screen.findByRole('heading', { name: 'This page is not for your account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Outbox' })).not.toBeInTheDocument();
  });
});
