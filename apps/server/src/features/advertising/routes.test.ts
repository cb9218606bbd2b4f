import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADVERTISED_MAX } from '@second-shelf/shared';
import { listings } from '../../db/schema.js';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';
import { createAdvertisingRepository } from './repository.js';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function list(seller: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: seller,
    payload: bookInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
}

const advertise = (id: string, as: TestUser | null) =>
  t.request({ method: 'POST', url: `/api/products/${id}/advertise`, as });
const stop = (id: string, as: TestUser | null) =>
  t.request({ method: 'DELETE', url: `/api/products/${id}/advertise`, as });
const book = (productId: string, as: TestUser) =>
  t.request({
    method: 'POST',
    url: '/api/bookings',
    as,
    payload: { productId, meetingLocation: 'Dhaka', phoneNumber: '01700000000' },
  });
/** The ids on the public home page's list, asked as a visitor (no cookie). */
const advertisedIds = async () => {
  const response = await t.request({ url: '/api/advertised' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { _id: string }[]).map((item) => item._id);
};

describe('ADVERTISE', () => {
  it("promotes a seller's listing on sale for ADVERTISE_DAYS, on the public list without the seller's details", async () => {
    const seller = await t.signUp({ role: 'seller' });
    const id = await list(seller, { book_name: 'Promoted Tale', author: 'Ada Writer' });
    const before = Date.now();
    const response = await advertise(id, seller);
    expect(response.statusCode, response.body).toBe(200);
    const { acknowledged, advertised_until } = response.json() as {
      acknowledged: boolean;
      advertised_until: string;
    };
    expect(acknowledged).toBe(true);
    // The default ADVERTISE_DAYS is 7, counted by the database's clock from the request.
    expect(Date.parse(advertised_until)).toBeGreaterThanOrEqual(before + 7 * DAY - 5000);
    expect(Date.parse(advertised_until)).toBeLessThanOrEqual(Date.now() + 7 * DAY + 5000);

    const publicList = await t.request({ url: '/api/advertised' });
    expect(publicList.headers['cache-control']).toBe('public, no-cache');
    const [first] = publicList.json();
    expect(first).toEqual({
      _id: id,
      category_id: '2',
      category_name: 'Comics & Fantasy',
      book_name: 'Promoted Tale',
      author: 'Ada Writer',
      image_url: '/images/covers/the-paper-knight.svg',
      original_price: 20,
      resell_price: 9.5,
      product_condition: 'good',
      location: 'Dhaka',
    });
    expect(publicList.body).not.toContain(seller.email);
    expect(publicList.body).not.toContain(seller.name);
    expect(publicList.body).not.toContain(seller.id);

    // My Products says until when.
    const mine = (await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).json();
    expect(mine.find((row: { _id: string }) => row._id === id)).toMatchObject({ advertised_until });
  });

  it('puts the latest promotion first, and advertising again starts the days anew rather than adding them', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const older = await list(seller);
    const newer = await list(seller);
    const first = (await advertise(older, seller)).json().advertised_until as string;
    await advertise(newer, seller);
    expect((await advertisedIds()).slice(0, 2)).toEqual([newer, older]);
    const again = (await advertise(older, seller)).json().advertised_until as string;
    expect(Date.parse(again)).toBeGreaterThanOrEqual(Date.parse(first));
    expect(Date.parse(again)).toBeLessThanOrEqual(Date.now() + 7 * DAY + 5000);
    expect((await advertisedIds()).slice(0, 2)).toEqual([older, newer]);
  });

  it('takes a booked book off the list at once, brings it back when the booking falls through, and keeps a sold one off', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const id = await list(seller);
    await advertise(id, seller);
    expect(await advertisedIds()).toContain(id);

    const booked = await book(id, buyer);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await advertisedIds()).not.toContain(id);
    // Not on sale: advertising it is refused, saying why, and changes nothing.
    const refused = await advertise(id, seller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NOT_ON_SALE_TO_ADVERTISE',
      message: 'Only a listing on sale can be advertised: this one is booked',
    });

    const bookingId = booked.json().insertedId as string;
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/bookings/${bookingId}/decline`,
          as: seller,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    expect(await advertisedIds()).toContain(id);

    const again = await book(id, buyer);
    for (const action of ['accept', 'complete']) {
      const response = await t.request({
        method: 'POST',
        url: `/api/bookings/${again.json().insertedId}/${action}`,
        as: seller,
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await advertisedIds()).not.toContain(id);
    expect((await advertise(id, seller)).json().message).toMatch(/this one is sold$/);
  });

  it('leaves out a hidden listing, refuses to advertise one, and shows it again with its days left', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const id = await list(seller);
    await advertise(id, seller);
    await t.request({ method: 'POST', url: `/api/products/${id}/hide`, as: seller });
    expect(await advertisedIds()).not.toContain(id);
    expect((await advertise(id, seller)).statusCode).toBe(409);
    await t.request({ method: 'POST', url: `/api/products/${id}/show`, as: seller });
    expect(await advertisedIds()).toContain(id);
  });

  it('stops advertising when the seller asks, and leaves out a promotion whose days are over', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const stopped = await list(seller);
    const expired = await list(seller);
    await advertise(stopped, seller);
    await advertise(expired, seller);

    const response = await stop(stopped, seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true });
    expect(await advertisedIds()).not.toContain(stopped);
    // Stopping again, or a listing never advertised, changes nothing and is not an error.
    expect((await stop(stopped, seller)).statusCode).toBe(200);

    await t.db
      .update(listings)
      .set({ advertisedUntil: sql`now() - interval '1 second'` })
      .where(eq(listings.id, expired));
    expect(await advertisedIds()).not.toContain(expired);
    const mine = (await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).json() as {
      _id: string;
      advertised_until: string | null;
    }[];
    expect(
      mine.filter((row) => [stopped, expired].includes(row._id)).map((row) => row.advertised_until),
    ).toEqual([null, null]);
  });

  it("is the listing's seller's alone: 401 signed out, 403 for anyone else, 404 for no such listing", async () => {
    const seller = await t.signUp({ role: 'seller' });
    const other = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const admin = await t.makeAdmin(await t.signUp());
    const id = await list(seller);
    for (const call of [advertise, stop]) {
      expect((await call(id, null)).statusCode).toBe(401);
      expect((await call(id, buyer)).statusCode).toBe(403);
      expect((await call(id, admin)).statusCode).toBe(403);
      const forbidden = await call(id, other);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
      const missing = await call('no-such-listing', seller);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No such book');
      expect((await call('x'.repeat(65), seller)).statusCode).toBe(400);
    }
    const [row] = await t.db
      .select({ advertisedUntil: listings.advertisedUntil })
      .from(listings)
      .where(eq(listings.id, id));
    expect(row!.advertisedUntil).toBeNull();
  });

  it(`shows at most ${ADVERTISED_MAX} books, and a promotion lasts the days it is given`, async () => {
    const seller = await t.signUp({ role: 'seller' });
    const ids: string[] = [];
    for (let i = 0; i <= ADVERTISED_MAX; i += 1) {
      ids.push(await list(seller, { book_name: `Many ${i}` }));
      expect((await advertise(ids[i]!, seller)).statusCode).toBe(200);
    }
    expect(await advertisedIds()).toEqual(ids.slice(1).reverse());

    const until = await createAdvertisingRepository(t.db).advertise(ids[0]!, seller.id, 3);
    expect(until.getTime()).toBeGreaterThan(Date.now() + 3 * DAY - 5000);
    expect(until.getTime()).toBeLessThan(Date.now() + 3 * DAY + 5000);
  });
});
