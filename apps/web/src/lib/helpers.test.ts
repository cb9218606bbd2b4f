import { describe, expect, it } from 'vitest';
import { nextPageCursor } from './next-page-cursor.js';
import { formatPrice } from './format.js';
import { itemsLabel } from './paged-list.js';
import { navLinksFor } from '../components/layout/nav-links.js';

describe('itemsLabel', () => {
  it("says 'item' for 1, otherwise 'items'", () => {
    expect([0, 1, 2].map(itemsLabel)).toEqual(['0 items', '1 item', '2 items']);
  });
});

describe('formatPrice', () => {
  it('writes whole prices bare and others with two decimals', () => {
    expect([12, 12.5, 0.1].map(formatPrice)).toEqual(['12', '12.50', '0.10']);
  });
});

describe('nextPageCursor', () => {
  it('reads the cursor of the next page from the Link header', () => {
    expect(nextPageCursor(new Headers({ link: '</api/categories/1?limit=24&cursor=123>; rel="next"' }))).toBe(
      '123',
    );
    expect(nextPageCursor(new Headers())).toBeUndefined();
  });
});

describe('navLinksFor', () => {
  it('lists the links of every role held, in the specification’s order', () => {
    const all = navLinksFor(true, { isAdmin: true, isBuyer: true, isSeller: true }).map((link) => link.label);
    expect(all).toEqual([
      'Home',
      'Blog',
      'My Products',
      'Add Product',
      'All Buyers',
      'All Sellers',
      'My Orders',
      'My Wishlist',
    ]);
    expect(
      navLinksFor(false, { isAdmin: false, isBuyer: false, isSeller: false }).map((link) => link.label),
    ).toEqual(['Home', 'Blog', 'Login']);
  });
});
