import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, TestApp } from '../test-app.js';
import type { paths } from './openapi.d.ts';

/**
 * A third party's client: types generated from the OpenAPI document alone (openapi-typescript, in
 * ./openapi.d.ts, written by npm run openapi) and openapi-fetch, against the real server listening
 * on 127.0.0.1. A path, a body or a field the document does not have fails the type check.
 */
const t = new TestApp();
let client: ReturnType<typeof createClient<paths>>;

beforeAll(async () => {
  await t.init();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  // Better Auth takes a change only from the site's own origin (BASE_URL), as a browser sends it.
  client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}`, headers: { origin: BASE_URL } });
}, 60_000);
afterAll(() => t.close());

/** The session cookie a sign-in or sign-up answer sets, to send back as a browser would. */
const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('a client generated from the OpenAPI document', () => {
  it('signs up a seller who lists a book, and a buyer who finds it, signs in and books it', async () => {
    const stamp = Date.now().toString(36);
    const seller = await client.POST('/api/auth/sign-up/email', {
      body: {
        name: 'Typed Seller',
        email: `typed-seller-${stamp}@example.com`,
        password: 'a-good-password',
        role: 'seller',
      },
    });
    expect(seller.response.status).toBe(200);
    expect(seller.data?.user.sells).toBe(true);
    const sellerCookie = sessionCookie(seller.response);

    const listed = await client.POST('/api/addproduct', {
      headers: { cookie: sellerCookie },
      body: {
        category_id: '2',
        category_name: 'Comics & Fantasy',
        book_name: `Typed Client Book ${stamp}`,
        author: 'Ann Author',
        image_url: '/images/covers/the-paper-knight.svg',
        original_price: 20,
        resell_price: 9.5,
        used: 2,
        location: 'Dhaka',
        product_condition: 'good',
        posted_time: '2026-11-22',
        seller_name: 'Typed Seller',
        seller_email: `typed-seller-${stamp}@example.com`,
      },
    });
    expect(listed.response.status).toBe(201);

    const email = `typed-buyer-${stamp}@example.com`;
    const signedUp = await client.POST('/api/auth/sign-up/email', {
      body: { name: 'Typed Buyer', email, password: 'another-good-password', role: 'buyer' },
    });
    expect(signedUp.response.status).toBe(200);
    await client.POST('/api/auth/sign-out', { headers: { cookie: sessionCookie(signedUp.response) } });

    const wrong = await client.POST('/api/auth/sign-in/email', {
      body: { email, password: 'not-the-password' },
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const signedIn = await client.POST('/api/auth/sign-in/email', {
      body: { email, password: 'another-good-password' },
    });
    expect(signedIn.data?.user.email).toBe(email);
    const buyerCookie = sessionCookie(signedIn.response);

    const found = await client.GET('/api/search', { params: { query: { q: `Typed Client Book ${stamp}` } } });
    const book = found.data?.find((each) => each.book_name === `Typed Client Book ${stamp}`);
    expect(book).toBeDefined();

    const booked = await client.POST('/api/bookings', {
      headers: { cookie: buyerCookie },
      body: { productId: book!._id, meetingLocation: 'Market gate', phoneNumber: '01712345678' },
    });
    expect(booked.response.status).toBe(201);
    const bookingId = booked.data!.insertedId;

    // The same buyer through a bearer token, as a client without cookies would call.
    const token = await client.GET('/api/jwt', {
      headers: { cookie: buyerCookie },
      params: { query: { email } },
    });
    const bearer = { authorization: `Bearer ${token.data!.accessToken}` };
    const booking = await client.GET('/api/bookings/{id}', {
      headers: bearer,
      params: { path: { id: bookingId } },
    });
    expect(booking.data?.state).toBe('requested');
    expect(booking.data?.productName).toBe(`Typed Client Book ${stamp}`);

    // An error answer is typed by the document's Error schema.
    const again = await client.POST('/api/bookings', {
      headers: bearer,
      body: { productId: book!._id, meetingLocation: 'Market gate', phoneNumber: '01712345678' },
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.message).toBeTruthy();
  });
});
