import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, renderApp, signInAs, signUpAs, waitForPath } from '../../../test/render-app.js';
import { accessToken } from '../../lib/api-client.js';

const mainNav = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav);
};
const desktopLinks = async (expected: string[]) => {
  const nav = await mainNav();
  await waitFor(() =>
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Second Shelf', ...expected]),
  );
};

describe('navigation', () => {
  it('offers Home, Blog, Log in and Sign up to visitors, beside the search box', async () => {
    const { user } = renderApp('/');
    await desktopLinks(['Home', 'Blog', 'Log in', 'Sign up']);
    expect(await screen.findByRole('searchbox', { name: 'Search books' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    // The phone menu has them too.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Blog',
      'Log in',
      'Sign up',
    ]);
  });

  it('adds My Orders and My Wishlist for a buyer, their name (the account page) and Log Out', async () => {
    const account = await signUpAs('buyer');
    const { user, router } = renderApp('/');
    await desktopLinks(['Home', 'Blog', 'My Orders', 'My Wishlist', account.name]);
    expect((await mainNav()).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await user.click((await mainNav()).getByRole('link', { name: account.name }));
    await waitForPath(router, '/account');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });

  it('adds My Products, Add Product and Bookings for a seller', async () => {
    const account = await signUpAs('seller');
    renderApp('/');
    await desktopLinks(['Home', 'Blog', 'My Products', 'Add Product', 'Bookings', account.name]);
  });

  it('shows every link of every role a user holds (the demo admin is also a buyer)', async () => {
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    renderApp('/');
    await desktopLinks([
      'Home',
      'Blog',
      'All Buyers',
      'All Sellers',
      'Reported Items',
      'Outbox',
      'My Orders',
      'My Wishlist',
      'Ada Admin',
    ]);
  });

  it('logs out: the session and the stored token are gone, and Log in is back', async () => {
    await signUpAs('buyer');
    expect(accessToken.get()).not.toBeNull();
    const { user, router } = renderApp('/myorders');
    await screen.findByRole('heading', { name: 'My Orders' });
    await user.click((await mainNav()).getByRole('button', { name: 'Log Out' }));
    await desktopLinks(['Home', 'Blog', 'Log in', 'Sign up']);
    expect(accessToken.get()).toBeNull();
    await waitForPath(router, '/');
  });

  it('has a phone menu with the same links that closes with Escape or a link', async () => {
    const account = await signUpAs('buyer');
    const { user, router } = renderApp('/');
    await desktopLinks(['Home', 'Blog', 'My Orders', 'My Wishlist', account.name]);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Blog',
      'My Orders',
      'My Wishlist',
      account.name,
    ]);
    expect(menu.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Blog' }),
    );
    await waitForPath(router, '/blog');
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps focus in the open phone menu, and Escape gives it back to the menu button', async () => {
    const account = await signUpAs('buyer');
    const { user } = renderApp('/');
    await desktopLinks(['Home', 'Blog', 'My Orders', 'My Wishlist', account.name]);
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const close = menu.getByRole('button', { name: 'Close menu' });
    const logOut = menu.getByRole('button', { name: 'Log Out' });
    await waitFor(() => expect(close).toHaveFocus());
    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    logOut.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(logOut).toHaveFocus();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog', { name: 'Menu' })).toContainElement(
        document.activeElement as HTMLElement,
      );
    }
    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });

  it('moves focus to the new page’s heading after a navigation', async () => {
    const { user } = renderApp('/');
    await desktopLinks(['Home', 'Blog', 'Log in', 'Sign up']);
    await user.click((await mainNav()).getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toHaveFocus());
    expect(document.title).toBe('Blog · Second Shelf');
    await user.click((await mainNav()).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toHaveFocus());
  });
});
