import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.js';
import { act, expectOk, expectOpenCount, makeDue, newBooking } from '../../../test/booking-fixtures.js';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';

const t = useTestApp();

async function listBook(seller: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: seller,
    payload: bookInput(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json().insertedId;
}

const bookingOf = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  meetingLocation: 'Central library steps',
  phoneNumber: '01712345678',
  ...overrides,
});

describe('POST /api/bookings', () => {
  it('books a copy with name, email, product and price from the server, not the body', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const productId = await listBook(seller, { book_name: 'Real Name', resell_price: 12.5 });
    const response = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      payload: bookingOf(productId, {
        userName: 'Forged',
        email: 'forged@example.com',
        productName: 'Forged',
        productPrice: 0.01,
        image_url: 'https://evil.example/x.png',
        phoneNumber: 1712345678,
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const orders = await t.request({ url: `/api/myorders?email=${buyer.email}`, as: buyer });
    expect(orders.headers['x-total-count']).toBe('1');
    expect(orders.json()).toEqual([
      {
        _id: response.json().insertedId,
        productId,
        image_url: '/images/covers/the-paper-knight.svg',
        productName: 'Real Name',
        productPrice: 12.5,
        userName: buyer.name,
        email: buyer.email,
        meetingLocation: 'Central library steps',
        phoneNumber: '1712345678',
        sellerName: seller.name,
        sellerEmail: seller.email,
        sellerId: seller.id,
        createdAt: expect.any(String),
        // A new booking waits for the seller's answer for BOOKING_REQUEST_HOURS (48 by default).
        state: 'requested',
        stateChangedAt: orders.json()[0].createdAt,
        expiresAt: new Date(Date.parse(orders.json()[0].createdAt) + 48 * 3_600_000).toISOString(),
        payment: { method: null, status: 'none' },
      },
    ]);
    // A booked copy leaves the category page.
    const page = (await t.request({ url: '/api/categories/2?limit=100', as: buyer })).json();
    expect(page.map((book: { _id: string }) => book._id)).not.toContain(productId);
  });

  it('is for buyers only', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const productId = await listBook(seller);
    expect(
      (await t.request({ method: 'POST', url: '/api/bookings', payload: bookingOf(productId) })).statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/bookings', as: seller, payload: bookingOf(productId) }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a sixth open booking of one buyer, naming the limit, from any address', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const copies = await Promise.all(Array.from({ length: 6 }, () => listBook(seller)));
    for (const [index, productId] of copies.entries()) {
      const response = await t.request({
        method: 'POST',
        url: '/api/bookings',
        as: buyer,
        ip: `10.9.0.${index + 1}`,
        payload: bookingOf(productId),
      });
      if (index < 5) {
        expect(response.statusCode, response.body).toBe(201);
        continue;
      }
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        code: 'OPEN_BOOKINGS_LIMIT',
        message:
          'You already hold 5 open bookings, the most one buyer may hold at once. Cancel one in My Orders before booking another.',
      });
    }
    const [stored] = await t.db.select({ n: count() }).from(bookings).where(eq(bookings.buyerId, buyer.id));
    expect(stored?.n).toBe(5);
  });

  it('answers 404 for an unknown book and 409 for a copy already booked', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const [first, second] = [await t.signUp(), await t.signUp()];
    const productId = await listBook(seller);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/bookings',
          as: first,
          payload: bookingOf('no-such-book'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/bookings', as: first, payload: bookingOf(productId) }))
        .statusCode,
    ).toBe(201);
    const late = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: second,
      payload: bookingOf(productId),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Sorry, this book has just been booked by someone else',
      code: 'BOOK_ALREADY_BOOKED',
    });
  });

  it('answers 400 naming each malformed field, and books nothing', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const productId = await listBook(seller);
    const cases: [string, Record<string, unknown>][] = [
      ['productId', { productId: '' }],
      ['productId', { productId: 42 }],
      ['meetingLocation', { meetingLocation: '' }],
      ['meetingLocation', { meetingLocation: 'x'.repeat(201) }],
      ['phoneNumber', { phoneNumber: 'call me' }],
      ['phoneNumber', { phoneNumber: '123' }],
      ['phoneNumber', { phoneNumber: '+880 1712 345678 ext. 9' }],
      ['phoneNumber', { phoneNumber: null }],
    ];
    for (const [field, override] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/bookings',
        as: buyer,
        payload: bookingOf(productId, override),
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    }
    for (const field of ['productId', 'meetingLocation', 'phoneNumber']) {
      const rest: Record<string, unknown> = { ...bookingOf(productId) };
      delete rest[field];
      expect(
        (await t.request({ method: 'POST', url: '/api/bookings', as: buyer, payload: rest })).statusCode,
      ).toBe(400);
    }
    expect((await t.request({ url: `/api/myorders?email=${buyer.email}`, as: buyer })).json()).toEqual([]);
  });

  it('lets exactly one of 20 concurrent buyers book a copy', async () => {
    const seller = await t.signUp({ role: 'seller' });
    // Signed up one after another: the race under test is the booking, and twenty password hashes
    // at once on a busy machine meet the sign-up queue's limit.
    const buyers = [];
    for (let index = 0; index < 20; index++) buyers.push(await t.signUp());
    const productId = await listBook(seller);
    const responses = await Promise.all(
      buyers.map((buyer) =>
        t.request({ method: 'POST', url: '/api/bookings', as: buyer, payload: bookingOf(productId) }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const [rows] = await t.db.select({ n: count() }).from(bookings).where(eq(bookings.productId, productId));
    expect(rows?.n).toBe(1);
  });
});

describe('GET /api/myorders', () => {
  it('shows a buyer their own orders only', async () => {
    const buyer = await t.signUp();
    const other = await t.signUp();
    expect((await t.request({ url: `/api/myorders?email=${buyer.email}` })).statusCode).toBe(401);
    expect((await t.request({ url: `/api/myorders?email=${buyer.email}`, as: other })).statusCode).toBe(403);
    const otherToken = await t.accessTokenFor(other);
    expect(
      (await t.request({ url: `/api/myorders?email=${buyer.email}`, token: otherToken })).statusCode,
    ).toBe(403);
    expect((await t.request({ url: '/api/myorders?email=', as: buyer })).statusCode).toBe(400);
    expect(
      (await t.request({ url: `/api/myorders?email=${buyer.email}&limit=-1`, as: buyer })).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /api/bookings/:id', () => {
  it('cancels the buyer’s own booking and puts the copy back on sale', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const [buyer, other] = [await t.signUp(), await t.signUp()];
    const productId = await listBook(seller);
    const bookingId = (
      await t.request({ method: 'POST', url: '/api/bookings', as: buyer, payload: bookingOf(productId) })
    ).json().insertedId;
    expect((await t.request({ method: 'DELETE', url: `/api/bookings/${bookingId}` })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/bookings/${bookingId}`, as: other })).statusCode,
    ).toBe(403);
    // The seller is the other party (every account buys, so the route lets them in): a request is
    // theirs to decline, not to cancel.
    const bySeller = await t.request({ method: 'DELETE', url: `/api/bookings/${bookingId}`, as: seller });
    expect(bySeller.statusCode).toBe(409);
    expect(bySeller.json().message).toBe('This booking is requested now: it cannot be cancelled');
    const cancelled = await t.request({ method: 'DELETE', url: `/api/bookings/${bookingId}`, as: buyer });
    expect(cancelled.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    // Remove Item cancels: the booking stays in both histories, cancelled, and cannot be cancelled twice.
    const again = await t.request({ method: 'DELETE', url: `/api/bookings/${bookingId}`, as: buyer });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BOOKING_STATE_CHANGED',
      message: 'This booking is already cancelled',
    });
    expect(
      (await t.request({ method: 'DELETE', url: '/api/bookings/no-such-booking', as: buyer })).statusCode,
    ).toBe(404);
    const orders = (await t.request({ url: `/api/myorders?email=${buyer.email}`, as: buyer })).json();
    expect(orders).toMatchObject([{ _id: bookingId, state: 'cancelled', expiresAt: null }]);
    expect(
      (await t.request({ method: 'POST', url: '/api/bookings', as: other, payload: bookingOf(productId) }))
        .statusCode,
    ).toBe(201);
  });
});

describe('the cap on open bookings', () => {
  it('counts only open bookings: a closed one frees its place', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const people = { buyer, seller };
    const held = [];
    for (let i = 0; i < 5; i += 1) held.push(await newBooking(t, people));
    const sixth = await listBook(seller);
    const book = () =>
      t.request({
        method: 'POST',
        url: '/api/bookings',
        as: buyer,
        payload: { productId: sixth, meetingLocation: 'Gate', phoneNumber: '0123456789' },
      });
    expect((await book()).json().code).toBe('OPEN_BOOKINGS_LIMIT');
    // Accepted still counts; declined, completed, expired do not.
    expectOk(await act(t, seller, held[0]!.bookingId, 'accept'));
    expect((await book()).json().code).toBe('OPEN_BOOKINGS_LIMIT');
    expectOk(await act(t, seller, held[1]!.bookingId, 'decline'));
    expect((await book()).statusCode).toBe(201);
    expect(await expectOpenCount(t, buyer.id)).toBe(5);
    expectOk(await act(t, seller, held[0]!.bookingId, 'complete'));
    await makeDue(t, held[2]!.bookingId);
    await t.app.jobs.runDue();
    expect(await expectOpenCount(t, buyer.id)).toBe(3);
  });
});
