import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast.js';
import { Link, NavLink, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client.js';
import { useHydrated } from '../after-hydration.js';
import { signOut, useRoles, useUser } from '../../lib/auth.js';
import { navLinkClass, navLinksFor } from './nav-links.js';
import { SpriteIcon } from './sprite-icon.js';

// The phone menu is code the first page does not need: it loads when the menu button is touched or
// focused, so that it is there by the time the button is pressed.
const loadMobileMenu = () => import('./mobile-menu.js');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

// The search box, everyone's: like the bell, it is drawn by the browser after hydration, its code
// fetched meanwhile, its place kept at its size so that nothing moves.
const SearchBox = lazy(() => import('./search-box.js').then((module) => ({ default: module.SearchBox })));

/**
 * `bell`: what signed-in people see beside the links (the notifications bell, which the app
 * composes). It is drawn by the browser only, after hydration, so that a page drawn on the server
 * matches; its place is kept at its size meanwhile, so that nothing moves when it comes.
 * `notice`: shown under the links, after hydration, to a person whose email is not confirmed.
 */
export function Navbar({ bell, notice }: { bell?: ReactNode; notice?: ReactNode }) {
  const { data: user } = useUser();
  const isBrowser = useHydrated();
  const roles = useRoles(user?.email);
  const links = navLinksFor(Boolean(user), roles);
  // A seller's links fit beside the search box from 1280 px (the menu has them below); an admin who
  // also buys has ten, which fit there beside the mark alone and a narrower search.
  const many = links.length > 4;
  const crowded = links.length > 6;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // null until the phone menu is first opened (it is not drawn before), then whether it is open.
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const logOut = async () => {
    setMenuOpen((open) => open && false);
    try {
      // Home first: signed out on a page for the signed-in, its guard would send the browser to /login.
      await navigate('/');
      await signOut(queryClient);
    } catch (error) {
      console.warn('Logout Error', error);
      toast.error(`Logout Error: ${errorMessage(error)}`);
    }
  };

  const logOutButton = user && (
    <button
      type="button"
      onClick={logOut}
      className="block rounded-md px-3 py-2 text-left text-sm font-semibold whitespace-nowrap text-stone-700 hover:bg-stone-100 hover:text-stone-900"
    >
      Log Out
    </button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur">
      {/* One height whoever is signed in: links and the Log Out button are blocks of one size. */}
      <nav
        aria-label="Main"
        className={`mx-auto flex h-16 max-w-6xl items-center px-4 ${crowded ? 'gap-2' : 'gap-4'}`}
      >
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 font-serif text-xl font-bold whitespace-nowrap text-brand-dark"
        >
          <SpriteIcon name="book" className="size-7 shrink-0 text-brand" />
          {/* Beside the search box a phone (and a bar of many links) shows the mark alone; its name
              stays for screen readers. */}
          <span className={crowded ? 'sr-only' : 'max-sm:sr-only'}>Second Shelf</span>
        </Link>
        <div
          className={`min-w-0 flex-1 ${crowded ? 'xl:mr-auto xl:max-w-48' : many ? 'xl:mr-auto xl:max-w-xs' : 'lg:mr-auto lg:max-w-xs'}`}
        >
          {isBrowser && (
            <Suspense>
              <SearchBox />
            </Suspense>
          )}
        </div>
        <ul
          className={`hidden items-center ${crowded ? 'xl:flex [&_a]:px-2 [&_button]:px-2' : many ? 'gap-1 xl:flex' : 'gap-1 lg:flex'}`}
        >
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={navLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {user && (
            <li>
              <NavLink to="/account" end className={navLinkClass} title="Your account">
                <span className="block max-w-40 truncate">{user.name}</span>
              </NavLink>
            </li>
          )}
          {logOutButton && <li>{logOutButton}</li>}
        </ul>
        {user && bell && <div className="size-10">{isBrowser && <Suspense>{bell}</Suspense>}</div>}
        <button
          ref={menuButton}
          type="button"
          className={`rounded-md p-2 text-stone-800 hover:bg-stone-100 ${many ? 'xl:hidden' : 'lg:hidden'}`}
          aria-label="Open menu"
          aria-expanded={menuOpen === true}
          onPointerDown={loadMobileMenu}
          onFocus={loadMobileMenu}
          onClick={() => setMenuOpen(true)}
        >
          <SpriteIcon name="menu" className="size-6" />
        </button>
      </nav>
      {isBrowser && user && !user.emailVerified && notice && <Suspense>{notice}</Suspense>}
      {menuOpen !== null && (
        <Suspense>
          <MobileMenu
            open={menuOpen}
            links={user ? [...links, { to: '/account', label: user.name }] : links}
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
