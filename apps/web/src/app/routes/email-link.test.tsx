import { screen } from '@testing-library/react';
import type { OutboxMessage } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, signInAs, signUpAs } from '../../../test/render-app.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

/** The token of an unsubscribe link of the demo's emails, read from the outbox as an admin. */
async function demoLink(): Promise<{ token: string; to: string }> {
  return asAnotherVisitor(async () => {
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { data } = await apiRequest<OutboxMessage[]>('/api/admin/outbox?limit=50');
    const message = data.find((candidate) => candidate.kind === 'requested')!;
    return { token: /\/email\/unsubscribe\?token=([\w.-]+)/.exec(message.text)![1]!, to: message.to };
  });
}

/** The confirmation link's token mailed to a new account, read from the outbox as an admin. */
async function confirmationToken(email: string): Promise<string> {
  return asAnotherVisitor(async () => {
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { data } = await apiRequest<OutboxMessage[]>('/api/admin/outbox?limit=50');
    const message = data.find((candidate) => candidate.kind === 'verify_email' && candidate.to === email)!;
    return /\/email\/verify\?token=([\w-]+)/.exec(message.text)![1]!;
  });
}

describe('Confirm your email', () => {
  it('confirms the address of the link once, and says so', async () => {
    const account = await signUpAs('buyer');
    const token = await confirmationToken(account.email);
    const first = renderApp(`/email/verify?token=${token}`);
    expect(await screen.findByText('Your email address is confirmed. Thank you!')).toBeInTheDocument();
    expect(document.title).toBe('Confirm your email · Second Shelf');
    first.unmount();
    renderApp(`/email/verify?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This confirmation link does not work any more/,
    );
  });
});

describe('Unsubscribe', () => {
  it('stops one kind of email with one click, signed in or not, and starts it again', async () => {
    const { token, to } = await demoLink();
    const { user } = renderApp(`/email/unsubscribe?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Email settings' })).toBeInTheDocument();
    const masked = `${to.slice(0, 2)}***@example.com`;
    expect(
      await screen.findByText(`Stop emails about new booking requests to ${masked}?`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `You will no longer get emails about new booking requests at ${masked}.`,
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('says so when the link is not valid', async () => {
    renderApp('/email/unsubscribe?token=not-a-real-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  });
});

describe('Sign in with a link', () => {
  it('signs nobody in when opened: only its Sign in button uses the link', async () => {
    const { user } = renderApp('/email/sign-in?token=not-a-token');
    expect(await screen.findByRole('heading', { name: 'Sign in to Second Shelf' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in · Second Shelf');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Go to the login page/);
  });
});
