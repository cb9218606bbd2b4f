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
