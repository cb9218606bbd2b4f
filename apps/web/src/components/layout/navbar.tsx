import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast.js';
import { Link, NavLink, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client.js';
import { useHydrated } from '../after-hydration.js';
import { signOut, useUser } from '../../lib/auth.js';
import { useIsServerReachable } from '../../lib/connection.js';
import { navLinkClass, type NavLinkItem } from './nav-links.js';
import { SpriteIcon } from './sprite-icon.js';

// The menus are code the first page does not need: each loads when its button is touched or
// focused, so that it is there by the time the button is pressed.
const loadMobileMenu = () => import('./mobile-menu.js');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const loadAccountMenu = () => import('./account-menu.js');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));

// The search box, everyone's: like the bell, it is drawn by the browser after hydration, its code
// fetched meanwhile, its place kept at its size so that nothing moves.
const SearchBox = lazy(() => import('./search-box.js').then((module) => ({ default: module.SearchBox })));

const EVERYONE: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/blog', label: 'Blog' },
];
const VISITORS: NavLinkItem[] = [
  ...EVERYONE,
  { to: '/login', label: 'Log in' },
  { to: '/signup', label: 'Sign up' },
];

const menuButtonClass =
  'flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap text-stone-700 hover:bg-stone-100 hover:text-stone-900';

/**
 * The bar above every page: the mark, the search box, Home and Blog, and for signed-in people a
 * primary Sell (those who sell) or Start selling (those who do not yet), their account menu with
 * every page of theirs, and the bell. Below 1024 px the menu button holds the links and the account
 * menu's pages; Sell stays in the bar at every width.
 *
 * `bell` and `messages`: the notifications bell and the link to Messages, which the app composes.
 * They are drawn by the browser only, after hydration, so that a page drawn on the server matches;
 * their places are kept at their size meanwhile.
 * `notice`: shown under the links, after hydration, to a person whose email is not confirmed.
 */
export function Navbar({
  bell,
  messages,
  notice,
}: {
  bell?: ReactNode;
  messages?: ReactNode;
  notice?: ReactNode;
}) {
  const { data: user } = useUser();
  const isBrowser = useHydrated();
  const isReachable = useIsServerReachable();
  const account = user ? { sells: user.sells, isAdmin: user.isAdmin } : undefined;
  const links = user ? EVERYONE : VISITORS;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // null until a menu is first opened (it is not drawn before), then whether it is open.
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null);
  const [accountOpen, setAccountOpen] = useState<boolean | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const accountButton = useRef<HTMLButtonElement>(null);

  const closeMenus = () => {
    setMenuOpen((open) => open && false);
    setAccountOpen((open) => open && false);
  };

  const logOut = async () => {
    closeMenus();
    try {
      // Home first: signed out on a page for the signed-in, its guard would send the browser to /login.
      await navigate('/');
      await signOut(queryClient);
    } catch (error) {
      // The reason alone, as every failure's toast says it: the person has just pressed Log Out.
      console.warn('Logout Error', error);
      toast.error(errorMessage(error));
    }
  };

  const logOutButton = (
    <button type="button" onClick={logOut} className={`${menuButtonClass} text-left`}>
      Log Out
    </button>
  );

  // Start selling's code comes when pressed: one request, then the form to list a first book.
  const startSelling = (className: string) => (
    <button
      type="button"
      className={className}
      onClick={() => {
        closeMenus();
        void import('../../lib/start-selling.js').then((module) =>
          module.startSellingAndList(queryClient, navigate),
        );
      }}
    >
      Start selling
    </button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-1.5 px-4 sm:gap-3">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 font-serif text-xl font-bold whitespace-nowrap text-brand-dark"
        >
          <SpriteIcon name="book" className="size-7 shrink-0 text-brand" />
          {/* Beside the search box a phone shows the mark alone; its name stays for screen readers. */}
          <span className="max-sm:sr-only">Second Shelf</span>
        </Link>
        <div className="min-w-0 flex-1 lg:mr-auto lg:max-w-xs">
          {isBrowser && (
            <Suspense>
              <SearchBox />
            </Suspense>
          )}
        </div>
        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={navLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {account && !account.sells && <li>{startSelling(menuButtonClass)}</li>}
        </ul>
        {account?.sells && (
          <Link to="/addproduct" className="btn-primary shrink-0 gap-1 px-3 py-1.5 text-sm max-sm:px-2.5">
            <SpriteIcon name="plus" className="size-4" />
            {/* A phone shows the plus alone beside the search box; its name stays for everyone. */}
            <span className="max-sm:sr-only">Sell</span>
          </Link>
        )}
        {user && account && (
          <div className="relative hidden lg:block">
            <button
              ref={accountButton}
              type="button"
              className={menuButtonClass}
              // The visible name first, then what the button opens.
              aria-label={`${user.name}, account menu`}
              aria-expanded={accountOpen === true}
              aria-controls="account-menu"
              onPointerDown={loadAccountMenu}
              onFocus={loadAccountMenu}
              onClick={() => setAccountOpen((open) => !open)}
            >
              <span className="block max-w-40 truncate">{user.name}</span>
              <SpriteIcon name="chevron-down" className="size-4 shrink-0" />
            </button>
            {accountOpen !== null && (
              <Suspense>
                <AccountMenu
                  open={accountOpen}
                  account={account}
                  logOutButton={logOutButton}
                  onClose={(returnFocus) => {
                    setAccountOpen(false);
                    if (returnFocus) accountButton.current?.focus();
                  }}
                />
              </Suspense>
            )}
          </div>
        )}
        {user && messages && (
          <div className="size-11 shrink-0">{isBrowser && <Suspense>{messages}</Suspense>}</div>
        )}
        {user && bell && <div className="size-11 shrink-0">{isBrowser && <Suspense>{bell}</Suspense>}</div>}
        <button
          ref={menuButton}
          type="button"
          className="shrink-0 rounded-md p-2 text-stone-800 hover:bg-stone-100 lg:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen === true}
          onPointerDown={loadMobileMenu}
          onFocus={loadMobileMenu}
          onClick={() => setMenuOpen(true)}
        >
          <SpriteIcon name="menu" className="size-6" />
        </button>
      </nav>
      {/* The page keeps what it shows; this says why nothing changes until the server answers again. */}
      {!isReachable && (
        <p role="status" className="bg-stone-800 px-4 py-2 text-center text-sm text-white">
          Can't reach Second Shelf, retrying…
        </p>
      )}
      {isBrowser && user && !user.emailVerified && notice && <Suspense>{notice}</Suspense>}
      {menuOpen !== null && (
        <Suspense>
          <MobileMenu
            open={menuOpen}
            links={links}
            startSelling={
              account && !account.sells ? startSelling(`${menuButtonClass} text-left`) : undefined
            }
            account={account}
            logOutButton={logOutButton}
            onClose={(returnFocus) => {
              setMenuOpen(false);
              if (returnFocus) menuButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
