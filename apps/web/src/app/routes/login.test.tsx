import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, renderApp, signUpAs, waitForPath } from '../../../test/render-app.js';
import { accessToken, apiRequest } from '../../lib/api-client.js';
import { googleErrorMessage } from '../../features/auth/components/login-form.js';

describe('Login', () => {
  it('validates the fields next to them', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says so when the password is wrong', async () => {
    const account = await signUpAs('buyer');
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findToast('Invalid email or password')).toBeInTheDocument();
  });

  it('signs in, stores the access token and returns to where the visitor was going', async () => {
    const account = await signUpAs('buyer');
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
    accessToken.clear();
    const { user, router } = renderApp('/myorders');
    await waitForPath(router, '/login');
    expect(await screen.findByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/signup');
    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(accessToken.get()).toMatch(/^ey/);
    // History was replaced: going back does not return to the login form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends someone already signed in home, in place of the login page', async () => {
    await signUpAs('buyer');
    const { router } = renderApp('/login');
    await waitForPath(router, '/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends someone already signed in to their next', async () => {
    await signUpAs('buyer');
    const { router } = renderApp('/login?next=%2Fmyorders');
    await waitForPath(router, '/myorders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('has its own document title', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Login' });
    expect(document.title).toBe('Login · Second Shelf');
  });
});

describe('Login, coming back from Google', () => {
  it('explains why an existing password account was not connected', async () => {
    renderApp('/login?error=account_not_linked&next=%2Fmyorders');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email already has a Second Shelf account with a password. Log in with your email and password below',
    );
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
