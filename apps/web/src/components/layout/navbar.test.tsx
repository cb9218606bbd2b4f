import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import {
  DEMO_ADMIN,
  findToast,
  renderApp,
  signInAs,
  signUpAs,
  waitForPath,
} from '../../../test/render-app.js';
import { accessToken } from '../../lib/api-client.js';

const mainNav = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav);
};
/** Opens the account menu (the button with the person's name) and gives its panel. */
const openAccountMenu = async (user: UserEvent, name: string) => {
  const button = await (await mainNav()).findByRole('button', { name: `${name}, account menu` });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  // Its code arrives on the first press.
  await waitFor(() => expect(document.getElementById('account-menu')).toBeVisible());
  return document.getElementById('account-menu')!;
};
/** The menu's groups: each title with its links. */
const groups = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('list')
    .filter((list) => list.hasAttribute('aria-labelledby'))
    .map((list) => [
      document.getElementById(list.getAttribute('aria-labelledby')!)!.textContent,
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ]);
/** The bar's links by their text (the Messages icon, drawn after hydration, is checked on its own). */
const desktopLinks = async (expected: string[]) => {
  const nav = await mainNav();
  await waitFor(() =>
    expect(
      nav
        .getAllByRole('link')
        .filter((link) => !link.getAttribute('aria-label')?.startsWith('Messages'))
        .map((link) => link.textContent),
    ).toEqual(['Second Shelf', ...expected]),
  );
};

describe('navigation', () => {
  it('offers Home, Blog, Log in and Sign up to visitors, beside the search box', async () => {
    const { user } = renderApp('/');
    await desktopLinks(['Home', 'Blog', 'Log in', 'Sign up']);
    expect(await screen.findByRole('searchbox', { name: 'Search books' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
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

  it('gives a buyer Start selling and an account menu with My Orders, My Wishlist, Account and Log Out', async () => {
    const account = await signUpAs('buyer');
    const { user, router } = renderApp('/');
    await desktopLinks(['Home', 'Blog']);
    const nav = await mainNav();
    expect(nav.getByRole('button', { name: 'Start selling' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Sell' })).not.toBeInTheDocument();
    const menu = await openAccountMenu(user, account.name);
    expect(groups(menu)).toEqual([['Buying', ['My Orders', 'My Wishlist']]]);
    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Account' }));
    await waitForPath(router, '/account');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${account.name}, account menu` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('gives a seller a Sell button always in the bar, and their shop in the account menu', async () => {
    const account = await signUpAs('seller');
    const { user, router } = renderApp('/');
    await desktopLinks(['Home', 'Blog', 'Sell']);
    expect((await mainNav()).queryByRole('button', { name: 'Start selling' })).not.toBeInTheDocument();
    const menu = await openAccountMenu(user, account.name);
    expect(groups(menu)).toEqual([
      ['Buying', ['My Orders', 'My Wishlist']],
      ['Selling', ['My Products', 'Add Product', 'Bookings']],
    ]);
    // Escape closes it and gives focus back to its button.
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: `${account.name}, account menu` });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click((await mainNav()).getByRole('link', { name: 'Sell' }));
    await waitForPath(router, '/addproduct');
  });

  it('groups every page of a person who buys, sells and administers (the demo admin buys)', async () => {
    await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { user } = renderApp('/');
    await desktopLinks(['Home', 'Blog']);
    const menu = await openAccountMenu(user, 'Ada Admin');
    expect(groups(menu)).toEqual([
      ['Buying', ['My Orders', 'My Wishlist']],
      ['Admin', ['All Buyers', 'All Sellers', 'Reported Items', 'Outbox']],
    ]);
  });

  it('links signed-in people to Messages with the number of conversations they have not read', async () => {
    await signUpAs('buyer');
    const { user, router } = renderApp('/');
    const messages = await (await mainNav()).findByRole('link', { name: 'Messages, 0 unread' });
    await user.click(messages);
    await waitForPath(router, '/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });

  it('starts selling in one step from the bar: the same session opens the form to list a book', async () => {
    const account = await signUpAs('buyer');
    const { user, router } = renderApp('/');
    await user.click(await (await mainNav()).findByRole('button', { name: 'Start selling' }));
    await findToast('You sell on Second Shelf now: list your first book');
    await waitForPath(router, '/addproduct');
    expect(await screen.findByRole('heading', { name: 'Add an item' })).toBeInTheDocument();
    await desktopLinks(['Home', 'Blog', 'Sell']);
    const menu = await openAccountMenu(user, account.name);
    expect(groups(menu).map(([title]) => title)).toEqual(['Buying', 'Selling']);
  });

  it('logs out: the session and the stored token are gone, and Log in is back', async () => {
    const account = await signUpAs('buyer');
    expect(accessToken.get()).not.toBeNull();
    const { user, router } = renderApp('/myorders');
    await screen.findByRole('heading', { name: 'My Orders' });
    const menu = await openAccountMenu(user, account.name);
    await user.click(within(menu).getByRole('button', { name: 'Log Out' }));
    await desktopLinks(['Home', 'Blog', 'Log in', 'Sign up']);
    expect(accessToken.get()).toBeNull();
    await waitForPath(router, '/');
  });

  it('has a phone menu with the same links, grouped, that closes with Escape or a link', async () => {
    await signUpAs('buyer');
    const { user, router } = renderApp('/');
    await desktopLinks(['Home', 'Blog']);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const menu = within(dialog);
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Blog',
      'My Orders',
      'My Wishlist',
      'Account',
    ]);
    expect(menu.getByRole('button', { name: 'Start selling' })).toBeInTheDocument();
    expect(menu.getByRole('list', { name: 'Buying' })).toBeInTheDocument();
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
    await signUpAs('buyer');
    const { user } = renderApp('/');
    await desktopLinks(['Home', 'Blog']);
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
