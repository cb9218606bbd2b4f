import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, renderApp, signUpAs, waitForPath } from '../../../test/render-app.js';
import { accessToken, apiRequest } from '../../lib/api-client.js';

describe('Signup', () => {
  it('has the fields of the specification, buyer by default', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('heading', { name: 'Create a new account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Buyer or Seller?')).toHaveValue('buyer');
    expect(
      within(screen.getByLabelText('Buyer or Seller?'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['I want to buy', 'I want to sell']);
    expect(screen.getByLabelText('Buyer or Seller?')).toHaveAccessibleDescription(
      'A first choice: every account buys, and can start selling in one step.',
    );
    for (const label of ['Name', 'Email', 'Password'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
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
    expect(await findToast('Welcome to Second Shelf: your account is ready')).toBeInTheDocument();
    await waitForPath(router, '/');
    expect(accessToken.get()).toMatch(/^ey/);
    // A seller: Sell is in the bar.
    expect(await screen.findByRole('link', { name: 'Sell' }, { timeout: 5000 })).toBeInTheDocument();
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

  it('sends someone already signed in on, home or to their next', async () => {
    await signUpAs('seller');
    const { router } = renderApp('/signup?next=%2Fmyproducts');
    await waitForPath(router, '/myproducts');
    expect(await screen.findByRole('heading', { name: 'My Products' })).toBeInTheDocument();
  });
});
