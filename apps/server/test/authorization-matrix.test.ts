import { describe, expect, it } from 'vitest';
import { bookInput, useTestApp, type TestUser } from './test-app.js';

const t = useTestApp();

type Actor = 'anonymous' | 'buyer' | 'seller' | 'admin' | 'other';
const ACTORS: Actor[] = ['anonymous', 'buyer', 'seller', 'admin', 'other'];

interface People {
  buyer: TestUser;
  otherBuyer: TestUser;
  seller: TestUser;
  otherSeller: TestUser;
  admin: TestUser;
}

/** Who acts, for each column: `other` is another user of the same role as the resource's owner. */
function actorUser(people: People, actor: Actor, ownerRole: 'buyer' | 'seller'): TestUser | null {
  switch (actor) {
    case 'anonymous':
      return null;
    case 'buyer':
      return people.buyer;
    case 'seller':
      return people.seller;
    case 'admin':
      return people.admin;
    case 'other':
      return ownerRole === 'buyer' ? people.otherBuyer : people.otherSeller;
  }
}

interface Row {
  /** Whose resource the request is about, for the `other` column (and own-email routes). */
  owner: 'buyer' | 'seller';
  expect: Record<Actor, number>;
  /** Builds the request; it may create what it needs (a listing, a booking, a user to delete). */
  request: (
    people: People,
    as: TestUser | null,
  ) => Promise<{ method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }>;
}

const ownEmail = (people: People, as: TestUser | null, owner: 'buyer' | 'seller') =>
  encodeURIComponent(
    (as && as !== people.otherBuyer && as !== people.otherSeller ? as : people[owner]).email,
  );

async function newListing(people: People): Promise<string> {
  return (
    await t.request({ method: 'POST', url: '/api/addproduct', as: people.seller, payload: bookInput() })
  ).json().insertedId;
}

/**
 * The authorization matrix: every API route × who calls it → the status. A row per route of
 * the server; the test below fails when the server has a route this table does not.
 */
const MATRIX: Record<string, Row> = {
  'GET /api/categories': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200 },
    request: async () => ({ method: 'GET', url: '/api/categories' }),
  },
  'GET /api/config': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200 },
    request: async () => ({ method: 'GET', url: '/api/config' }),
  },
  'GET /api/categories/:id': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200 },
    request: async () => ({ method: 'GET', url: '/api/categories/1' }),
  },
  ...Object.fromEntries(
    (['admin', 'buyer', 'seller'] as const).map((role) => [
      `GET /api/users/${role}/:email`,
      {
        owner: 'buyer',
        // `other` is a buyer asking about another buyer; the admin asks about itself.
        expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 403 },
        request: async (people: People, as: TestUser | null) => ({
          method: 'GET' as const,
          url: `/api/users/${role}/${as === people.otherBuyer ? encodeURIComponent(people.buyer.email) : ownEmail(people, as, 'buyer')}`,
        }),
      } satisfies Row,
    ]),
  ),
  'GET /api/allbuyers': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 403, seller: 403, admin: 200, other: 403 },
    request: async () => ({ method: 'GET', url: '/api/allbuyers' }),
  },
  'DELETE /api/users/:id': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 403, seller: 403, admin: 200, other: 403 },
    request: async () => ({ method: 'DELETE', url: `/api/users/${(await t.signUp()).id}` }),
  },
  'POST /api/users': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 403 },
    request: async (people, as) => {
      const target = as === people.otherBuyer ? people.buyer : (as ?? people.buyer);
      return {
        method: 'POST',
        url: '/api/users',
        payload: { name: target.name, email: target.email, role: target.role },
      };
    },
  },
  'GET /api/jwt': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 403 },
    request: async (people, as) => ({
      method: 'GET',
      url: `/api/jwt?email=${as === people.otherBuyer ? encodeURIComponent(people.buyer.email) : ownEmail(people, as, 'buyer')}`,
    }),
  },
  'POST /api/addproduct': {
    owner: 'seller',
    // The admin here is a buyer with the admin flag: listing is for sellers.
    expect: { anonymous: 401, buyer: 403, seller: 201, admin: 403, other: 201 },
    request: async () => ({ method: 'POST', url: '/api/addproduct', payload: bookInput() }),
  },
  'GET /api/myproducts': {
    owner: 'seller',
    expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 403 },
    request: async (people) => ({
      method: 'GET',
      url: `/api/myproducts?email=${encodeURIComponent(people.seller.email)}`,
    }),
  },
  'DELETE /api/products/:id': {
    owner: 'seller',
    expect: { anonymous: 401, buyer: 403, seller: 200, admin: 200, other: 403 },
    request: async (people) => ({ method: 'DELETE', url: `/api/products/${await newListing(people)}` }),
  },
  'POST /api/bookings': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 201, seller: 403, admin: 201, other: 201 },
    request: async (people) => ({
      method: 'POST',
      url: '/api/bookings',
      payload: { productId: await newListing(people), meetingLocation: 'Gate', phoneNumber: '0123456789' },
    }),
  },
  'GET /api/myorders': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 200, seller: 403, admin: 403, other: 403 },
    request: async (people) => ({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(people.buyer.email)}`,
    }),
  },
  'DELETE /api/bookings/:id': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 200, seller: 403, admin: 403, other: 403 },
    request: async (people) => {
      const productId = await newListing(people);
      const booked = await t.request({
        method: 'POST',
        url: '/api/bookings',
        as: people.buyer,
        payload: { productId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
      });
      return { method: 'DELETE', url: `/api/bookings/${booked.json().insertedId}` };
    },
  },
};

describe('authorization matrix', () => {
  it('has a row for every API route the server has, and no row for a route it lacks', () => {
    const routes = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(routes);
  });

  it('answers every route with the expected status for each kind of caller', async () => {
    const people: People = {
      buyer: await t.signUp(),
      otherBuyer: await t.signUp(),
      seller: await t.signUp({ role: 'seller' }),
      otherSeller: await t.signUp({ role: 'seller' }),
      admin: await t.makeAdmin(await t.signUp()),
    };
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [route, row] of Object.entries(MATRIX)) {
      for (const actor of ACTORS) {
        const as = actorUser(people, actor, row.owner);
        const request = await row.request(people, as);
        const response = await t.request({ ...request, as });
        outcomes.push(`${route} as ${actor}: ${response.statusCode}`);
        expected.push(`${route} as ${actor}: ${row.expect[actor]}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
