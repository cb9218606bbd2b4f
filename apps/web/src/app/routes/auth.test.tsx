import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, renderApp, signUpAs, waitForPath } from '../../../test/render-app.js';
import { accessToken, apiRequest } from '../../lib/api-client.js';

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
});

describe('Signup', () => {
  it('has the fields of the specification, buyer by default', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Create a new account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Buyer or Seller?')).toHaveValue('buyer');
    expect(
      within(screen.getByLabelText('Buyer or Seller?'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Buyer', 'Seller']);
    for (const label of ['Name', 'Email', 'Password'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('validates every field', async () => {
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('creates a seller account, saves the user, stores the token and goes home', async () => {
    const { user, router } = renderApp('/signup');
    const email = `new-seller-${Date.now()}@example.com`;
    await user.type(await screen.findByLabelText('Name'), 'Nora Seller');
    await user.selectOptions(screen.getByLabelText('Buyer or Seller?'), 'seller');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await findToast('User created successfully')).toBeInTheDocument();
    await waitForPath(router, '/');
    expect(accessToken.get()).toMatch(/^ey/);
    expect(await screen.findByRole('link', { name: 'My Products' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the server’s message when the email is taken', async () => {
    const existing = await signUpAs('buyer');
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
    const { user } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Someone');
    await user.type(screen.getByLabelText('Email'), existing.email);
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await findToast(/already exists/i)).toBeInTheDocument();
  });
});
