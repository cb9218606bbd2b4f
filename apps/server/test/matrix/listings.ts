import { multipart, photo } from '../photo-fixtures.js';
import type { MatrixContext, People, Row } from './types.js';

/** Photos, a listing's own page, editing and hiding (src/features/photos, products, book-metadata). */
export function listingsRows({ t, newListing }: MatrixContext): Record<string, Row> {
  let uploaded: Promise<string> | undefined;
  /** A photo of the seller's, uploaded once for the rows that read one. */
  const aPhoto = (people: People) =>
    (uploaded ??= (async () => {
      const body = multipart([{ data: await photo('jpeg', { width: 60, height: 90 }) }]);
      const response = await t.request({
        method: 'POST',
        url: '/api/photos',
        as: people.seller,
        payload: body.payload,
        headers: body.headers,
      });
      return response.json().photos[0].url as string;
    })());

  const hiddenListing = async (people: People) => {
    const id = await newListing(people);
    await t.request({ method: 'POST', url: `/api/products/${id}/hide`, as: people.seller });
    return id;
  };

  // A new book for each draft to delete: its ISBN's twelve digits and their check digit.
  let drafted = 0;
  const isbn13 = (twelve: string) =>
    twelve +
    ((10 - ([...twelve].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 ? 3 : 1), 0) % 10)) % 10);

  return {
    'POST /api/photos': {
      owner: 'seller',
      // The admin here is a buyer with the admin flag: photos are for listings, listings for sellers.
      expect: { anonymous: 401, buyer: 403, seller: 201, admin: 403, other: 201, both: 201 },
      request: async () => {
        const body = multipart([{ data: await photo('jpeg', { width: 60, height: 90 }) }]);
        return { method: 'POST', url: '/api/photos', payload: body.payload, headers: body.headers };
      },
    },
    'GET /api/photos/:id/:file': {
      owner: 'seller',
      // Photos are public, as images on the web are: their addresses cannot be guessed.
      expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async (people) => ({ method: 'GET', url: await aPhoto(people) }),
    },
    'GET /api/products/:id': {
      owner: 'seller',
      expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async (people) => ({ method: 'GET', url: `/api/products/${await newListing(people)}` }),
    },
    'PATCH /api/products/:id': {
      owner: 'seller',
      expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 403, both: 403 },
      request: async (people) => ({
        method: 'PATCH',
        url: `/api/products/${await newListing(people)}`,
        payload: { resell_price: 7 },
      }),
    },
    'POST /api/products/:id/hide': {
      owner: 'seller',
      expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 403, both: 403 },
      request: async (people) => ({ method: 'POST', url: `/api/products/${await newListing(people)}/hide` }),
    },
    'POST /api/products/:id/show': {
      owner: 'seller',
      expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 403, both: 403 },
      request: async (people) => ({
        method: 'POST',
        url: `/api/products/${await hiddenListing(people)}/show`,
      }),
    },
    'GET /api/drafts': {
      owner: 'seller',
      // Each seller's own drafts: 200 to anyone who sells.
      expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 200, both: 200 },
      request: async () => ({ method: 'GET', url: '/api/drafts' }),
    },
    'POST /api/drafts': {
      owner: 'seller',
      expect: { anonymous: 401, buyer: 403, seller: 201, admin: 403, other: 201, both: 201 },
      request: async () => ({ method: 'POST', url: '/api/drafts', payload: { isbn: '9780140449136' } }),
    },
    'DELETE /api/drafts/:id': {
      owner: 'seller',
      // The seller's own; to another seller it does not exist.
      expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 404, both: 404 },
      request: async (people) => {
        const kept = await t.request({
          method: 'POST',
          url: '/api/drafts',
          as: people.seller,
          payload: { isbn: isbn13(`978014044${String((drafted += 1)).padStart(3, '0')}`) },
        });
        return { method: 'DELETE', url: `/api/drafts/${kept.json()._id}` };
      },
    },
    'GET /api/isbn/:isbn': {
      owner: 'seller',
      // This server has no BOOK_METADATA_URL: 404 to sellers (book-metadata/routes.test.ts has one).
      expect: { anonymous: 401, buyer: 403, seller: 404, admin: 403, other: 404, both: 404 },
      request: async () => ({ method: 'GET', url: '/api/isbn/9780306406157' }),
    },
    'GET /api/price-suggestion': {
      owner: 'seller',
      expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 200, both: 200 },
      request: async () => ({ method: 'GET', url: '/api/price-suggestion?isbn=9780306406157' }),
    },
  };
}
