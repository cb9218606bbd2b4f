import type { Roles } from '../../lib/auth.js';

/** A link of the navigation bar and of the phone menu; the current page's is highlighted. */
export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-amber-100 text-brand-dark' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

export interface NavLinkItem {
  to: string;
  label: string;
}

/**
 * Home and Blog for all, then Log in and Sign up for visitors, or the links of each role; a user with
 * several roles sees all their links.
 */
export function navLinksFor(
  signedIn: boolean,
  roles: Pick<Roles, 'isAdmin' | 'isBuyer' | 'isSeller'>,
): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { to: '/', label: 'Home' },
    { to: '/blog', label: 'Blog' },
  ];
  if (!signedIn) return [...links, { to: '/login', label: 'Log in' }, { to: '/signup', label: 'Sign up' }];
  if (roles.isSeller)
    links.push(
      { to: '/myproducts', label: 'My Products' },
      { to: '/addproduct', label: 'Add Product' },
      { to: '/bookings', label: 'Bookings' },
    );
  if (roles.isAdmin)
    links.push(
      { to: '/allbuyers', label: 'All Buyers' },
      { to: '/allsellers', label: 'All Sellers' },
      { to: '/reporteditems', label: 'Reported Items' },
      { to: '/admin/outbox', label: 'Outbox' },
    );
  if (roles.isBuyer)
    links.push({ to: '/myorders', label: 'My Orders' }, { to: '/mywishlist', label: 'My Wishlist' });
  return links;
}
