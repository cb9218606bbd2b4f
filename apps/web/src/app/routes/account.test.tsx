import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, renderApp, signInAs, signUpAs, waitForPath } from '../../../test/render-app.js';
import { asAnotherVisitor } from '../../../test/visitor.js';
import { apiRequest } from '../../lib/api-client.js';

describe('Account', () => {
  it('offers Start selling to someone who buys, in one step, then says they buy and sell', async () => {
    await signUpAs('buyer');
    const { user, router } = renderApp('/account');
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(profile.getByText('Buys')).toBeInTheDocument();
    await user.click(profile.getByRole('button', { name: 'Start selling' }));
    await waitForPath(router, '/addproduct');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: /Bea / }),
    );
    await user.click(await screen.findByRole('link', { name: 'Account' }));
    const after = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(after.getByText('Buys and sells')).toBeInTheDocument();
    expect(after.queryByRole('button', { name: 'Start selling' })).not.toBeInTheDocument();
  });

  it('shows the profile, renames, changes the password, and lists the sessions', async () => {
    const account = await signUpAs('seller', 'Before Rename');
    // Signed in on another device too.
    await asAnotherVisitor(() => signInAs(account.email, account.password));
    const { user } = renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(document.title).toBe('Account · Second Shelf');
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(profile.getByText(account.email)).toBeInTheDocument();
    expect(profile.getByText('(not confirmed yet)')).toBeInTheDocument();
    expect(profile.getByText('Buys and sells')).toBeInTheDocument();
    expect(profile.queryByRole('button', { name: 'Start selling' })).not.toBeInTheDocument();

    await user.clear(profile.getByLabelText('Name'));
    await user.type(profile.getByLabelText('Name'), 'After Rename');
    await user.click(profile.getByRole('button', { name: 'Save name' }));
    await findToast('Your name is saved');
    await waitFor(() => expect(screen.getAllByText('After Rename').length).toBeGreaterThan(0));

    const sessions = within(await screen.findByRole('list', { name: 'Sessions' }));
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(2));
    expect(sessions.getByText('This device')).toBeInTheDocument();
    // "Chrome on Linux · 127.0.0.1 · active 5 minutes ago": the device in words, never the user agent
    // (these sessions are Node's requests, whose user agent names no browser).
    const items = sessions.getAllByRole('listitem');
    const current = items.find((item) => item.textContent?.includes('This device'))!;
    const other = items.find((item) => item !== current)!;
    expect(current).toHaveTextContent(/^Unknown browser · .+ · active nowThis device$/);
    expect(other).toHaveTextContent(/^Unknown browser · .+ · active just nowEnd session$/);

    const password = within(screen.getByRole('region', { name: 'Password' }));
    await user.type(password.getByLabelText('Current password'), 'wrong-password');
    await user.type(password.getByLabelText('New password'), 'a-changed-password');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByRole('alert')).toBeInTheDocument();
    await user.clear(password.getByLabelText('Current password'));
    await user.type(password.getByLabelText('Current password'), account.password);
    await user.click(password.getByRole('button', { name: 'Change password' }));
    await findToast('Your password is changed');
    // "Sign out my other devices" was ticked: this one is the only session left.
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(1));
  });

  it('offers the data to download, and deletes the account with its password', async () => {
    const account = await signUpAs('buyer');
    const { user, router } = renderApp('/account');
    const data = await screen.findByRole('link', { name: 'Download my data' });
    expect(data).toHaveAttribute('href', '/api/account/data');
    const { data: exported } = await apiRequest<{ profile: { email: string } }>('/api/account/data');
    expect(exported.profile.email).toBe(account.email);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await user.type(dialog.getByLabelText('Password'), 'not-my-password');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('That is not your password');
    await user.clear(dialog.getByLabelText('Password'));
    await user.type(dialog.getByLabelText('Password'), account.password);
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    await findToast('Your account is deleted. Goodbye!');
    await waitForPath(router, '/');
    await expect(signInAs(account.email, account.password)).rejects.toThrow();
  });
});
