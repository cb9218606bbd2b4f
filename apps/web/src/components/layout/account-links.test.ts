import { describe, expect, it } from 'vitest';
import { accountSections } from './account-links.js';

const labels = (caps: { sells: boolean; isAdmin: boolean }) =>
  accountSections(caps).map((section) => [section.title, section.links.map((link) => link.label)]);

describe('accountSections', () => {
  it('groups the pages of everything the person does: everyone buys, some sell, admins administer', () => {
    expect(labels({ sells: false, isAdmin: false })).toEqual([['Buying', ['My Orders', 'My Wishlist']]]);
    expect(labels({ sells: true, isAdmin: true })).toEqual([
      ['Buying', ['My Orders', 'My Wishlist']],
      ['Selling', ['My Products', 'Add Product', 'Bookings']],
      ['Admin', ['All Buyers', 'All Sellers', 'Reported Items', 'Outbox']],
    ]);
  });
});
