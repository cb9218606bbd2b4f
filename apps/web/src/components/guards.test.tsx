import { screen } from '@testing-library/react';
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
    expect(await screen.findByText('Your Request Is Being Loaded, Please Wait')).toBeInTheDocument();
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
    ['buyer', '/addproduct', 'a seller'],
    ['buyer', '/allbuyers', 'an admin'],
    ['seller', '/myorders', 'a buyer'],
    ['seller', '/allsellers', 'an admin'],
  ] as const)('tells a %s on %s that the page is for %s', async (role, path, who) => {
    await signUpAs(role);
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: 'This page is not for your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Only ${who} can open this page`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Homepage' })).toHaveAttribute('href', '/');
  });
});
