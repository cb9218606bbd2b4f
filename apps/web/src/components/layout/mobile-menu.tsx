import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router';
import { keepTabInside } from '../focus-trap.js';
import { CloseIcon } from '../icons.js';
import type { Capabilities } from './account-links.js';
import { AccountLinks } from './account-links-menu.js';
import { navLinkClass, type NavLinkItem } from './nav-links.js';

/**
 * The phone's slide-in menu, drawn from its first opening on: everyone's links, Start selling, the
 * person's pages grouped, their account and Log Out. It is a dialog: focus goes in and stays in
 * (Tab wraps); Escape, the close button or the backdrop close it and give focus back to the menu
 * button (`onClose(true)`); a link closes it and the page it opens takes focus.
 */
export function MobileMenu({
  open,
  links,
  startSelling,
  account,
  logOutButton,
  onClose,
}: {
  open: boolean;
  /** Everyone's: Home and Blog, and Log in and Sign up for visitors. */
  links: NavLinkItem[];
  /** Start selling, for a signed-in person who does not sell yet. */
  startSelling?: ReactNode;
  /** What the signed-in person does, for their own pages (grouped); none for a visitor. */
  account?: Capabilities;
  logOutButton: ReactNode;
  onClose: (returnFocus?: boolean) => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose(true));

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.querySelector('button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else keepTabInside(event, element, 'a,button');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // In a portal: the header's backdrop blur would otherwise clip this fixed layer to its own height.
  // The `starting:` styles slide it in on its first opening too, when it has just been added.
  return createPortal(
    <div className={`fixed inset-0 z-50 lg:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
      <div
        className={`absolute inset-0 bg-stone-900/50 transition-opacity starting:opacity-0 ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={() => onClose(true)}
      />
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!open}
        className={`absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl transition-transform duration-200 starting:translate-x-full ${
          open ? 'translate-x-0' : 'translate-x-full'
        }`}
      >
        <div className="mb-2 flex items-center justify-between">
          <span className="font-serif text-lg font-bold text-brand-dark">Second Shelf</span>
          <button
            type="button"
            aria-label="Close menu"
            className="flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100"
            onClick={() => onClose(true)}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <ul className="flex flex-col gap-1 [&_a,&_button]:min-h-11">
          {links.map((link) => (
            <li key={link.to} className="flex flex-col">
              <NavLink to={link.to} end className={navLinkClass} onClick={() => onClose()}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {startSelling && <li className="flex flex-col">{startSelling}</li>}
        </ul>
        {account && (
          <AccountLinks account={account} logOutButton={logOutButton} onNavigate={() => onClose()} />
        )}
      </div>
    </div>,
    document.body,
  );
}
