import { describe, expect, it } from 'vitest';
import { nextIp, useTestApp } from '../test/test-app.js';

const t = useTestApp();

describe('the API as a whole', () => {
  it('answers unknown API routes with the JSON error shape', async () => {
    const response = await t.request({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/nothing-here not found',
    });
  });

  it('refuses prototype-poisoning keys and wrong content types with 4xx', async () => {
    const buyer = await t.signUp();
    const poisoned = await t.request({
      method: 'POST',
      url: '/api/users',
      as: buyer,
      payload: `{"name":"x","email":"${buyer.email}","role":"buyer","__proto__":{"isAdmin":true}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
    const plain = await t.request({
      method: 'POST',
      url: '/api/users',
      as: buyer,
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(400);
    const wrongType = await t.request({
      method: 'POST',
      url: '/api/users',
      as: buyer,
      payload: '<user/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('answers 400 naming the id on every route keyed by an id, for each role that may call it', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const tooLong = 'x'.repeat(65);
    const cases = [
      { method: 'GET' as const, url: `/api/categories/${'9'.repeat(33)}`, as: buyer },
      { method: 'DELETE' as const, url: `/api/users/${tooLong}`, as: admin },
      { method: 'DELETE' as const, url: `/api/products/${tooLong}`, as: seller },
      { method: 'DELETE' as const, url: `/api/bookings/${tooLong}`, as: buyer },
    ];
    for (const { method, url, as } of cases) {
      const response = await t.request({ method, url, as });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/^id: /);
    }
  });

  it('refuses the NUL character, which PostgreSQL text cannot hold, with a 400 naming the field', async () => {
    const buyer = await t.signUp();
    const save = await t.request({
      method: 'POST',
      url: '/api/users',
      as: buyer,
      payload: { name: 'Nul\u0000Name', email: buyer.email, role: 'buyer' },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().message).toBe('name: text cannot contain the NUL character');
    expect((await t.request({ url: '/api/categories/1%00', as: buyer })).statusCode).toBe(400);
    const signUp = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'x\u0000', email: 'nul@example.com', password: 'a-long-password', role: 'buyer' },
      ip: nextIp(),
    });
    expect(signUp.statusCode).toBe(400);
  });

  it('publishes an OpenAPI document of every route, browsable at /api/docs', async () => {
    const doc = (await t.request({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/account',
        '/api/account/data',
        '/api/account/delete',
        '/api/account/passkeys',
        '/api/account/passkeys/options',
        '/api/account/passkeys/{id}',
        '/api/account/password-reset',
        '/api/account/sessions',
        '/api/account/sessions/{id}',
        '/api/account/sign-in-link',
        '/api/account/start-selling',
        '/api/account/verification-email',
        '/api/account/verify-email',
        '/api/addproduct',
        '/api/admin/outbox',
        '/api/advertised',
        '/api/alerts',
        '/api/alerts/{id}',
        '/api/allbuyers',
        '/api/auth/callback/{id}',
        '/api/auth/change-password',
        '/api/auth/get-session',
        '/api/auth/magic-link/verify',
        '/api/auth/passkey/sign-in',
        '/api/auth/passkey/sign-in/options',
        '/api/auth/reset-password',
        '/api/auth/sign-in/email',
        '/api/auth/sign-in/social',
        '/api/auth/sign-out',
        '/api/auth/sign-up/email',
        '/api/blocks',
        '/api/blocks/{userId}',
        '/api/bookings',
        '/api/bookings/{id}',
        '/api/bookings/{id}/accept',
        '/api/bookings/{id}/cancel',
        '/api/bookings/{id}/complete',
        '/api/bookings/{id}/decline',
        '/api/bookings/{id}/messages',
        '/api/bookings/{id}/payment',
        '/api/bookings/{id}/review',
        '/api/categories',
        '/api/categories/{id}',
        '/api/config',
        '/api/conversations',
        '/api/conversations/summary',
        '/api/conversations/{id}',
        '/api/conversations/{id}/messages',
        '/api/conversations/{id}/read',
        '/api/drafts',
        '/api/drafts/{id}',
        '/api/events',
        '/api/health',
        '/api/isbn/{isbn}',
        '/api/jwt',
        '/api/mail/subscribe',
        '/api/mail/unsubscribe',
        '/api/myorders',
        '/api/myproducts',
        '/api/notifications',
        '/api/notifications/read-all',
        '/api/notifications/summary',
        '/api/notifications/{id}/read',
        '/api/photos',
        '/api/photos/{id}/{file}',
        '/api/price-suggestion',
        '/api/products/{id}',
        '/api/products/{id}/advertise',
        '/api/products/{id}/hide',
        '/api/products/{id}/show',
        '/api/ready',
        '/api/profiles/{id}',
        '/api/reports',
        '/api/reports/books/{id}/dismiss',
        '/api/reports/books/{id}/remove',
        '/api/reports/conversations/{id}/dismiss',
        '/api/reports/people/{id}/dismiss',
        '/api/search',
        '/api/sellers/{id}/verification',
        '/api/stripe/webhook',
        '/api/users',
        '/api/users/admin/{email}',
        '/api/users/buyer/{email}',
        '/api/users/seller/{email}',
        '/api/users/{id}',
        '/api/wishlist',
        '/api/wishlist/ids',
        '/api/wishlist/{productId}',
        '/.well-known/security.txt',
        '/robots.txt',
        '/sitemap.xml',
        '/sitemaps/{file}',
      ].sort(),
    );
    expect(doc.paths['/api/bookings'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['productId', 'meetingLocation', 'phoneNumber']),
    );
    // The sign-in link's endpoint is Better Auth's, documented with the token it takes.
    expect(doc.paths['/api/auth/magic-link/verify'].get.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'query', required: true }),
    ]);
    const page = await t.request({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('hides the internals of a server failure', async () => {
    const app = t.app;
    app.log.level = 'silent';
    // Losing the database is the failure a running server really meets.
    const buyer = await t.signUp();
    await t.database.close();
    const response = await t.request({ url: '/api/categories/1', as: buyer });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
