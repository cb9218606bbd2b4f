import type { MatrixContext, Row } from './types.js';

/** ADVERTISE and the home page's Advertised Items (src/features/advertising). */
export function advertisingRows({ newListing }: MatrixContext): Record<string, Row> {
  return {
    'POST /api/products/:id/advertise': {
      owner: 'seller',
      // The listing's seller alone; the admin here is a buyer with the admin flag.
      expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 403, both: 403 },
      request: async (people) => ({
        method: 'POST',
        url: `/api/products/${await newListing(people)}/advertise`,
      }),
    },
    'DELETE /api/products/:id/advertise': {
      owner: 'seller',
      expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 403, both: 403 },
      request: async (people) => ({
        method: 'DELETE',
        url: `/api/products/${await newListing(people)}/advertise`,
      }),
    },
    'GET /api/advertised': {
      owner: 'seller',
      // The public home page's list: only what anyone may see of a book.
      expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'GET', url: '/api/advertised' }),
    },
  };
}
