import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { toast } from '../../lib/toast.js';
import { Link, NavLink, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client.js';
import { signOut, useRoles, useUser } from '../../lib/auth.js';
import { BookIcon, CloseIcon, MenuIcon } from '../icons.js';
import { navLinksFor } from './nav-links.js';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? 'bg-amber-100 text-brand-dark' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

const subscribeToNothing = () => () => {};

export function Navbar() {
  // The phone menu lives in a portal on <body>, which a page rendered on the server has not got:
  // it is added once the browser has taken the page over.
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const { data: user } = useUser();
  const roles = useRoles(user?.email);
  const links = navLinksFor(Boolean(user), roles);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstMenuLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    firstMenuLink.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const logOut = async () => {
    setMenuOpen(false);
    try {
      await signOut(queryClient);
      navigate('/');
    } catch (error) {
      console.warn('Logout Error', error);
      toast.error(`Logout Error: ${errorMessage(error)}`);
    }
  };

  const logOutButton = (
    <button
      type="button"
      onClick={logOut}
      className="rounded-md px-3 py-2 text-left text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-stone-900"
    >
      Log Out
    </button>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-serif text-xl font-bold text-brand-dark">
          <BookIcon className="size-7 text-brand" />
          Second Shelf
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {user && <li>{logOutButton}</li>}
        </ul>
        <button
          ref={menuButton}
          type="button"
          className="rounded-md p-2 text-stone-800 hover:bg-stone-100 lg:hidden"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className="size-6" />
        </button>
      </nav>

      {/* In a portal: the header's backdrop blur would otherwise clip this fixed layer to its own height. */}
      {inBrowser &&
        createPortal(
          <div
            className={`fixed inset-0 z-50 lg:hidden ${menuOpen ? '' : 'pointer-events-none'}`}
            aria-hidden={!menuOpen}
          >
            <div
              className={`absolute inset-0 bg-stone-900/50 transition-opacity ${menuOpen ? 'opacity-100' : 'opacity-0'}`}
              onClick={() => setMenuOpen(false)}
            />
            <div
              id="mobile-menu"
              role="dialog"
              aria-modal="true"
              aria-label="Menu"
              inert={!menuOpen}
              className={`absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-4 shadow-xl transition-transform duration-200 ${
                menuOpen ? 'translate-x-0' : 'translate-x-full'
              }`}
            >
              <div className="mb-2 flex items-center justify-between">
                <span className="font-serif text-lg font-bold text-brand-dark">Second Shelf</span>
                <button
                  type="button"
                  aria-label="Close menu"
                  className="rounded-md p-2 text-stone-800 hover:bg-stone-100"
                  onClick={() => {
                    setMenuOpen(false);
                    menuButton.current?.focus();
                  }}
                >
                  <CloseIcon className="size-6" />
                </button>
              </div>
              <ul className="flex flex-col gap-1">
                {links.map((link, index) => (
                  <li key={link.to} className="flex flex-col">
                    <NavLink
                      to={link.to}
                      end
                      className={linkClass}
                      ref={index === 0 ? firstMenuLink : undefined}
                      onClick={() => setMenuOpen(false)}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
                {user && <li className="flex flex-col">{logOutButton}</li>}
              </ul>
            </div>
          </div>,
          document.body,
        )}
    </header>
  );
}
