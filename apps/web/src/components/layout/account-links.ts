import type { NavLinkItem } from './nav-links.js';

/** What a signed-in person does besides buying (everyone buys). */
export interface Capabilities {
  sells: boolean;
  isAdmin: boolean;
}

/** A titled group of the account menu's links. */
export interface NavSection {
  title: string;
  links: NavLinkItem[];
}

/**
 * The signed-in person's own pages, grouped by what they do there: everyone buys; those who sell
 * have their shop; admins theirs. The account menu and the phone menu show the same groups.
 */
export function accountSections({ sells, isAdmin }: Capabilities): NavSection[] {
  const sections: NavSection[] = [
    {
      title: 'Buying',
      links: [
        { to: '/myorders', label: 'My Orders' },
        { to: '/mywishlist', label: 'My Wishlist' },
      ],
    },
  ];
  if (sells)
    sections.push({
      title: 'Selling',
      links: [
        { to: '/myproducts', label: 'My Products' },
        { to: '/addproduct', label: 'Add Product' },
        { to: '/bookings', label: 'Bookings' },
      ],
    });
  if (isAdmin)
    sections.push({
      title: 'Admin',
      links: [
        { to: '/allbuyers', label: 'All Buyers' },
        { to: '/allsellers', label: 'All Sellers' },
        { to: '/reporteditems', label: 'Reported Items' },
        { to: '/admin/outbox', label: 'Outbox' },
      ],
    });
  return sections;
}
