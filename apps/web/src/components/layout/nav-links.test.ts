import { describe, expect, it } from 'vitest';
import { navLinksFor } from './nav-links.js';

describe('navLinksFor', () => {
  it('lists the links of every role held, in the specification’s order', () => {
    const all = navLinksFor(true, { isAdmin: true, isBuyer: true, isSeller: true }).map((link) => link.label);
    expect(all).toEqual([
      'Home',
      'Blog',
      'My Products',
      'Add Product',
      'Bookings',
      'All Buyers',
      'All Sellers',
      'Reported Items',
      'Outbox',
      'My Orders',
      'My Wishlist',
    ]);
    expect(
      navLinksFor(false, { isAdmin: false, isBuyer: false, isSeller: false }).map((link) => link.label),
    ).toEqual(['Home', 'Blog', 'Log in', 'Sign up']);
  });
});
