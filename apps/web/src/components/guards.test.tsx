import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signUpAs, waitForPath } from '../../test/render-app.js';

describe('route guards', () => {
  it('shows the loading text while the session is checked', async () => {
    // The session's answer is held back until the text has been seen: the check is slow for sure.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input).includes('/api/auth/get-session')) await held;
      return fetch(input, init);
    });
    renderApp('/myorders');
    expect(await screen.findByText('Your request is being loaded, please wait')).toBeInTheDocument();
    answer();
    await screen.findByRole('button', { name: 'Login' });
  });

  it.each([
    '/bookings',
    '/addproduct',
    '/myproducts',
    '/myorders',
    '/mywishlist',
    '/allbuyers',
    '/allsellers',
  ])('sends a visitor from %s to /login, remembering where they were going', async (path) => {
    const { router } = renderApp(path);
    await waitForPath(router, '/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(path);
  });

  it.each([
    ['buyer', '/allbuyers'],
    ['seller', '/allsellers'],
  ] as const)('tells a %s on %s that the page is for an admin', async (role, path) => {
    await signUpAs(role);
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'This page is not for your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Only an admin can open this page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('opens the buyers’ pages to sellers: every account buys', async () => {
    await signUpAs('seller');
    renderApp('/myorders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('offers Start selling on a seller’s page to someone who does not sell yet, and opens it at once', async () => {
    await signUpAs('buyer');
    const { user } = renderApp('/myproducts');
    expect(
      await screen.findByRole('heading', { name: 'Sell your books on Second Shelf' }),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Start selling' }));
    expect(await screen.findByRole('heading', { name: 'My Products' })).toBeInTheDocument();
  });
});
