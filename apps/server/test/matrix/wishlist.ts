import type { MatrixContext, People, Row } from './types.js';

/**
 * The wishlist and copy alerts (src/features/wishlist): everyone signed in, each on their own list
 * (every account buys); nobody saves or watches their own listing (409). `other` is another buyer.
 */
export function wishlistRows({ t, newListing }: MatrixContext): Record<string, Row> {
  const everyone = { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 };

  /** A new listing the buyer saved. */
  const savedListing = async (people: People) => {
    const id = await newListing(people);
    await t.request({ method: 'PUT', url: `/api/wishlist/${id}`, as: people.buyer });
    return id;
  };

  /** The buyer's alert for another copy of a new listing. */
  const buyersAlert = async (people: People) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/alerts',
      as: people.buyer,
      payload: { productId: await newListing(people) },
    });
    return response.json()._id as string;
  };

  return {
    'GET /api/wishlist': {
      owner: 'buyer',
      expect: everyone,
      request: async () => ({ method: 'GET', url: '/api/wishlist' }),
    },
    'GET /api/wishlist/ids': {
      owner: 'buyer',
      expect: everyone,
      request: async () => ({ method: 'GET', url: '/api/wishlist/ids' }),
    },
    'PUT /api/wishlist/:productId': {
      owner: 'buyer',
      // The listing is the seller's own.
      expect: { ...everyone, seller: 409 },
      request: async (people) => ({ method: 'PUT', url: `/api/wishlist/${await newListing(people)}` }),
    },
    'DELETE /api/wishlist/:productId': {
      owner: 'buyer',
      // Each caller takes the book off their own list: another buyer's list is out of reach
      // (features/wishlist/routes.test.ts checks the buyer's is untouched).
      expect: everyone,
      request: async (people) => ({ method: 'DELETE', url: `/api/wishlist/${await savedListing(people)}` }),
    },
    'GET /api/alerts': {
      owner: 'buyer',
      expect: everyone,
      request: async () => ({ method: 'GET', url: '/api/alerts' }),
    },
    'POST /api/alerts': {
      owner: 'buyer',
      // The listing is the seller's own.
      expect: { anonymous: 401, buyer: 201, seller: 409, admin: 201, other: 201, both: 201 },
      request: async (people) => ({
        method: 'POST',
        url: '/api/alerts',
        payload: { productId: await newListing(people) },
      }),
    },
    'DELETE /api/alerts/:id': {
      owner: 'buyer',
      // Another person's alert is answered as if it did not exist, to an admin too.
      expect: { anonymous: 401, buyer: 200, seller: 404, admin: 404, other: 404, both: 404 },
      request: async (people) => ({ method: 'DELETE', url: `/api/alerts/${await buyersAlert(people)}` }),
    },
  };
}
