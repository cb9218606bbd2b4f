import { eq } from 'drizzle-orm';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_VERIFY_PATH } from '../src/auth/auth.js';
import { AUTH_ENDPOINTS } from '../src/auth/routes.js';
import { requestLimits } from '../src/db/schema.js';
import { featureRows } from './matrix/features.js';
import { documentOperations, PRISM_EXCLUSIONS } from './prism.js';
import { ACTORS, actorUser, type People, type Row } from './matrix/types.js';
import { bookInput, useTestApp, type TestUser } from './test-app.js';

// Every request goes through Stoplight Prism, which checks it and its answer against the OpenAPI
// document (test/prism.ts); the site publishes a security contact, so that its page exists.
const t = useTestApp({
  throughPrism: { validateRequests: true },
  env: { SECURITY_CONTACT: 'mailto:security@example.com' },
});

const ownEmail = (people: People, as: TestUser | null, owner: 'buyer' | 'seller') =>
  encodeURIComponent(
    (as && as !== people.otherBuyer && as !== people.otherSeller ? as : people[owner]).email,
  );

async function newListing(people: People): Promise<string> {
  // The matrix lists more books as its seller than one person may in an hour: a fresh count each time.
  await t.db.delete(requestLimits).where(eq(requestLimits.key, `listing-write:user:${people.seller.id}`));
  const listed = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: people.seller,
    payload: bookInput(),
  });
  if (listed.statusCode !== 201) throw new Error(`listing: ${listed.statusCode} ${listed.body}`);
  return listed.json().insertedId;
}

/** Another session of the same user, as a second sign-in would give. */
async function anotherSession(person: TestUser): Promise<TestUser> {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    as: person,
    payload: { email: person.email, password: person.password },
  });
  const cookie = [response.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return { ...person, cookie: cookie.split(';')[0]! };
}

let signUpCount = 0;

/**
 * The authorization matrix: every API route × who calls it → the status. A row per route of
 * the server; the test below fails when the server has a route this table does not.
 */
const MATRIX: Record<string, Row> = {
  // Better Auth's endpoints that the product mounts (src/auth/routes.ts).
  'POST /api/auth/sign-up/email': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => {
      signUpCount += 1;
      return {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          name: `Matrix ${signUpCount}`,
          email: `matrix-${signUpCount}-${Date.now()}@example.com`,
          password: 'a-long-password',
          role: 'buyer',
        },
      };
    },
  },
  'POST /api/auth/sign-in/email': {
    owner: 'buyer',
    // `other` tries the buyer's email with its own password.
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 401, both: 200 },
    request: async (people, as) => ({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: {
        email: (as === people.otherBuyer || !as ? people.buyer : as).email,
        password: (as ?? people.buyer).password,
      },
    }),
  },
  'POST /api/auth/sign-out': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async (_people, as) => ({
      method: 'POST',
      url: '/api/auth/sign-out',
      payload: {},
      as: as && (await anotherSession(as)),
    }),
  },
  'GET /api/auth/get-session': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => ({ method: 'GET', url: '/api/auth/get-session' }),
  },
  'POST /api/auth/sign-in/social': {
    owner: 'buyer',
    // This server has no Google credentials; google.test.ts covers the flow with them.
    expect: { anonymous: 404, buyer: 404, seller: 404, admin: 404, other: 404, both: 404 },
    request: async () => ({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/' },
    }),
  },
  'GET /api/auth/callback/:id': {
    owner: 'buyer',
    // Without this browser's state the callback goes back to the login page, which explains.
    expect: { anonymous: 302, buyer: 302, seller: 302, admin: 302, other: 302, both: 302 },
    request: async () => ({ method: 'GET', url: '/api/auth/callback/google?code=x&state=y' }),
  },
  // The product's own routes.
  'GET /api/categories': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => ({ method: 'GET', url: '/api/categories' }),
  },
  'GET /api/config': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => ({ method: 'GET', url: '/api/config' }),
  },
  // Load balancers' checks (src/features/health/routes.ts).
  'GET /api/health': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => ({ method: 'GET', url: '/api/health' }),
  },
  'GET /api/ready': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => ({ method: 'GET', url: '/api/ready' }),
  },
  'GET /api/categories/:id': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => ({ method: 'GET', url: '/api/categories/1' }),
  },
  'GET /api/search': {
    owner: 'buyer',
    expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
    request: async () => ({ method: 'GET', url: '/api/search?q=book&sort=price_asc' }),
  },
  ...Object.fromEntries(
    (['admin', 'buyer', 'seller'] as const).map((role) => [
      `GET /api/users/${role}/:email`,
      {
        owner: 'buyer',
        // `other` is a buyer asking about another buyer; the admin asks about itself.
        expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 403, both: 200 },
        request: async (people: People, as: TestUser | null) => ({
          method: 'GET' as const,
          url: `/api/users/${role}/${as === people.otherBuyer ? encodeURIComponent(people.buyer.email) : ownEmail(people, as, 'buyer')}`,
        }),
      } satisfies Row,
    ]),
  ),
  'GET /api/allbuyers': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 403, seller: 403, admin: 200, other: 403, both: 403 },
    request: async () => ({ method: 'GET', url: '/api/allbuyers' }),
  },
  'DELETE /api/users/:id': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 403, seller: 403, admin: 200, other: 403, both: 403 },
    request: async () => ({ method: 'DELETE', url: `/api/users/${(await t.signUp()).id}` }),
  },
  'POST /api/users': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 403, both: 200 },
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
    expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 403, both: 200 },
    request: async (people, as) => ({
      method: 'GET',
      url: `/api/jwt?email=${as === people.otherBuyer ? encodeURIComponent(people.buyer.email) : ownEmail(people, as, 'buyer')}`,
    }),
  },
  'POST /api/addproduct': {
    owner: 'seller',
    // The admin here is a buyer with the admin flag: listing is for sellers.
    expect: { anonymous: 401, buyer: 403, seller: 201, admin: 403, other: 201, both: 201 },
    request: async () => ({ method: 'POST', url: '/api/addproduct', payload: bookInput() }),
  },
  'GET /api/myproducts': {
    owner: 'seller',
    expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 403, both: 403 },
    request: async (people) => ({
      method: 'GET',
      url: `/api/myproducts?email=${encodeURIComponent(people.seller.email)}`,
    }),
  },
  'DELETE /api/products/:id': {
    owner: 'seller',
    expect: { anonymous: 401, buyer: 403, seller: 200, admin: 200, other: 403, both: 403 },
    request: async (people) => ({ method: 'DELETE', url: `/api/products/${await newListing(people)}` }),
  },
  'POST /api/bookings': {
    owner: 'buyer',
    // Everyone buys, but never their own book: the listing is the seller's.
    expect: { anonymous: 401, buyer: 201, seller: 403, admin: 201, other: 201, both: 201 },
    request: async (people) => ({
      method: 'POST',
      url: '/api/bookings',
      payload: { productId: await newListing(people), meetingLocation: 'Gate', phoneNumber: '0123456789' },
    }),
  },
  'GET /api/myorders': {
    owner: 'buyer',
    expect: { anonymous: 401, buyer: 200, seller: 403, admin: 403, other: 403, both: 403 },
    request: async (people) => ({
      method: 'GET',
      url: `/api/myorders?email=${encodeURIComponent(people.buyer.email)}`,
    }),
  },
  'DELETE /api/bookings/:id': {
    owner: 'buyer',
    // Cancelling, as POST …/cancel: the seller is a party, refused for a request (they decline it).
    expect: { anonymous: 401, buyer: 200, seller: 409, admin: 403, other: 403, both: 404 },
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
  ...featureRows({ t, newListing, anotherSession }),
};

describe('authorization matrix', () => {
  it('has a row for every API route the server has, and no row for a route it lacks', () => {
    const routes = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`).sort();
    // A row may ask a route again with another query ("GET /api/events?conversation=").
    const rowsRoutes = new Set(Object.keys(MATRIX).map((key) => key.split('?')[0]));
    expect([...rowsRoutes].sort()).toEqual(routes);
  });

  it('mounts only the Better Auth endpoints it lists: every other one answers 404 to anyone', async () => {
    const mounted = new Set(AUTH_ENDPOINTS.map(({ method, path }) => `${method} ${path}`));
    const endpoints = Object.values(t.app.auth.api as Record<string, unknown>).flatMap((endpoint) => {
      const { path, options } = endpoint as {
        path?: string;
        options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
      };
      if (!path || options?.metadata?.SERVER_ONLY) return [];
      return [options?.method ?? 'GET'].flat().map((method) => ({ method, path }));
    });
    expect(endpoints.length).toBeGreaterThan(20);
    const buyer = await t.signUp();
    const outcomes = await Promise.all(
      endpoints.map(async ({ method, path }) => {
        const key = `${method} ${path}`;
        if (mounted.has(key)) return `${key}: mounted`;
        const url = `/api/auth${path.replace(/:\w+/g, 'x')}`;
        const statuses = [];
        for (const as of [null, buyer]) {
          const response = await t.request({
            method: method as 'GET' | 'POST',
            url,
            as,
            payload: method === 'POST' ? {} : undefined,
          });
          statuses.push(response.statusCode);
        }
        return `${key}: ${statuses.join(' ')}`;
      }),
    );
    expect(outcomes).toEqual(
      endpoints.map(({ method, path }) => {
        const key = `${method} ${path}`;
        return mounted.has(key) ? `${key}: mounted` : `${key}: 404 404`;
      }),
    );
    // Each mounted one is an endpoint Better Auth has (so a rename in an upgrade is caught too). The
    // sign-in link's exists with an SMTP server only: sign-in-link.test.ts checks it there.
    for (const key of mounted) {
      if (key === `GET ${SIGN_IN_LINK_VERIFY_PATH}`) continue;
      expect(endpoints.map(({ method, path }) => `${method} ${path}`)).toContain(key);
    }
  });

  let cast: Promise<People> | undefined;
  const castOnce = () =>
    (cast ??= (async () => ({
      buyer: await t.signUp(),
      otherBuyer: await t.signUp(),
      seller: await t.signUp({ role: 'seller' }),
      otherSeller: await t.signUp({ role: 'seller' }),
      admin: await t.makeAdmin(await t.signUp()),
      both: await t.startSelling(await t.signUp()),
    }))());

  it('answers every route with the expected status for each kind of caller', async () => {
    const people = await castOnce();
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [route, row] of Object.entries(MATRIX)) {
      for (const actor of ACTORS) {
        const as = actorUser(people, actor, row.owner);
        const request = await row.request(people, as);
        const response = await t.request({ ...request, as: request.as === undefined ? as : request.as });
        outcomes.push(`${route} as ${actor}: ${response.statusCode}`);
        expected.push(`${route} as ${actor}: ${row.expect[actor]}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // Some 600 requests one after another (and as many to prepare them): 7 s on a quiet CI machine
    // straight to the app, 18 s through Prism, past 40 s through Prism beside a busy machine.
  }, 120_000);

  it('answers 401 to a session that has ended wherever a session is needed, past Prism', async () => {
    const people = await castOnce();
    const ended = await anotherSession(people.buyer);
    await t.request({ method: 'POST', url: '/api/auth/sign-out', payload: {}, as: ended });
    const from = t.proxied.length;
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [route, row] of Object.entries(MATRIX)) {
      if (row.expect.anonymous !== 401) continue;
      const request = await row.request(people, people.buyer);
      outcomes.push(`${route}: ${(await t.request({ ...request, as: ended })).statusCode}`);
      expected.push(`${route}: 401`);
    }
    expect(outcomes).toEqual(expected);
    if (!t.throughPrism) return;
    // The ended session's cookie is a credential to Prism: it let each request by, and checked the
    // server's 401 against the document (an anonymous one it answers itself).
    const checked = t.proxied.slice(from).filter((call) => call.status === 401 && !call.refusal);
    const proxiable = Object.keys(MATRIX).filter(
      (route) =>
        MATRIX[route]!.expect.anonymous === 401 &&
        !PRISM_EXCLUSIONS[route.split('?')[0]!.replace(/:(\w+)/g, '{$1}')],
    );
    expect(checked).toHaveLength(proxiable.length);
  }, 60_000);

  it("answers a crawler's public documents to anyone", async () => {
    const buyer = await t.signUp();
    const outcomes: string[] = [];
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemaps/1.xml', '/.well-known/security.txt']) {
      for (const as of [null, buyer]) {
        outcomes.push(
          `${url} as ${as ? 'buyer' : 'anonymous'}: ${(await t.request({ url, as })).statusCode}`,
        );
      }
    }
    // A sitemap file of its own exists past 50,000 addresses (sitemaps.test.ts).
    expect(outcomes).toEqual([
      '/robots.txt as anonymous: 200',
      '/robots.txt as buyer: 200',
      '/sitemap.xml as anonymous: 200',
      '/sitemap.xml as buyer: 200',
      '/sitemaps/1.xml as anonymous: 404',
      '/sitemaps/1.xml as buyer: 404',
      '/.well-known/security.txt as anonymous: 200',
      '/.well-known/security.txt as buyer: 200',
    ]);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'has sent every operation of the OpenAPI document through Prism, save its listed exclusions',
    () => {
      const document = t.app.swagger() as unknown as OpenAPIV3.Document;
      const operations = documentOperations(document);
      const exercised = new Set(t.proxied.map((call) => call.operation));
      expect(operations.filter((operation) => !exercised.has(operation)).sort()).toEqual(
        Object.keys(PRISM_EXCLUSIONS).sort(),
      );
    },
  );
});
