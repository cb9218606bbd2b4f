import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signUpAs, waitForPath } from '../../../test/render-app.js';
import { accessToken, apiRequest } from '../../lib/api-client.js';
import { safeNextPath } from '../../features/auth/api/sign-in.js';
import { googleErrorMessage } from './login.js';

// The test server has no Google credentials: the button must explain itself, never fail.
describe('Continue with Google when the server has no Google credentials', () => {
  it('is shown on the sign-up page, disabled, with the reason', async () => {
    renderApp('/signup');
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Google sign-in is not set up on this server. Please use your email.',
    );
  });

  it('is left out of the login page', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });
});

describe('coming back from Google', () => {
  it('explains why an existing password account was not connected', async () => {
    renderApp('/login?error=account_not_linked&next=%2Fmyorders');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email already has a Second Shelf account with a password. Log in with your email and password below',
    );
  });

  it('finishes the token step and goes where the person was going', async () => {
    await signUpAs('buyer');
    accessToken.clear();
    const { router } = renderApp('/auth/callback?next=%2Fmyorders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myorders');
    expect(accessToken.get()).toMatch(/^ey/);
  });

  it('sends someone without a session back to the login page', async () => {
    const { router } = renderApp('/auth/callback?next=%2Fmyorders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in did not complete');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('never follows a next address off the site', () => {
    expect(
      [
        '/myorders',
        '/category/2?limit=5#top',
        '//evil.example',
        'https://evil.example',
        '/\\evil.example',
        '/\t/evil.example',
        '/\n/evil.example',
        '/\r\n/evil.example',
        '/\u0000/x',
        'javascript:alert(1)',
        '',
        null,
        undefined,
      ].map(safeNextPath),
    ).toEqual(['/myorders', '/category/2?limit=5#top', ...Array(11).fill('/')]);
  });

  it('after signing in, goes home when next was a disguised address off the site', async () => {
    const account = await signUpAs('buyer');
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
    accessToken.clear();
    const { user, router } = renderApp('/login?next=%2F%09%2Fevil.example');
    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitForPath(router, '/');
    expect(accessToken.get()).toMatch(/^ey/);
  });

  it('shows only its own words for an error code it does not know, never the address text', async () => {
    renderApp('/login?error=Your_account_is_suspended._Call_%2B1-555-0100_now');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Google sign-in did not complete. Please try again or log in with your email.',
    );
    expect(alert).not.toHaveTextContent(/suspended|555/);
    expect(googleErrorMessage('__proto__')).toBe(googleErrorMessage('anything'));
  });
});
