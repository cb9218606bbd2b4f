import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.js';
import { act, expectOk, listBookWith } from '../../../test/booking-fixtures.js';
import { nextIp, useTestApp, type TestUser } from '../../../test/test-app.js';

const t = useTestApp();

const ISBN = '9780306406157';
/** The same book written as an ISBN-10 (0-306-40615-2). */
const ISBN_10 = '0-306-40615-2';

const list = (seller: TestUser, overrides: Record<string, unknown>) => listBookWith(t, seller, overrides);

/** A copy listed at `price`, booked, accepted and marked as sold, through the API; its booking's id. */
async function sell(seller: TestUser, buyer: TestUser, price: number, book: Record<string, unknown>) {
  const productId = await list(seller, { ...book, resell_price: price });
  const booked = await t.request({
    method: 'POST',
    url: '/api/bookings',
    as: buyer,
    ip: nextIp(),
    payload: { productId, meetingLocation: 'Library steps', phoneNumber: '+8801712345678' },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().insertedId as string;
  expectOk(await act(t, seller, bookingId, 'accept'));
  expectOk(await act(t, seller, bookingId, 'complete'));
  return bookingId;
}

const suggest = async (as: TestUser | null, query: string) =>
  t.request({ url: `/api/price-suggestion?${query}`, as });

describe('GET /api/price-suggestion', () => {
  it('gives the middle half and the median of what copies sold for in the past year, from three sales', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const book = { isbn: ISBN, book_name: 'Counted Book' };
    // Two sales: too few to tell; a copy on sale tells its price all the same.
    await sell(seller, buyer, 10, book);
    await sell(seller, buyer, 4, book);
    await list(seller, { ...book, resell_price: 12.5 });
    expect((await suggest(seller, `isbn=${ISBN}`)).json()).toEqual({ sales: null, onSaleFrom: 12.5 });

    // Four sales in the past year: 4, 6, 10, 14. By hand (linear between ranks, as percentile_cont):
    // the 25th percentile sits at rank 0.75 → 4 + 0.75 × 2 = 5.5; the median at 1.5 → 8; the 75th
    // at 2.25 → 10 + 0.25 × 4 = 11.
    await sell(seller, buyer, 6, book);
    await sell(seller, buyer, 14, book);
    // Not counted: a sale over a year ago, another book's, one accepted but not sold.
    const old = await sell(seller, buyer, 100, book);
    await t.db
      .update(bookings)
      .set({ stateChangedAt: sql`now() - interval '366 days'` })
      .where(eq(bookings.id, old));
    await sell(seller, buyer, 50, { isbn: '9780140449136' });
    const pending = await list(seller, { ...book, resell_price: 3 });
    const booked = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      ip: nextIp(),
      payload: { productId: pending, meetingLocation: 'Library steps', phoneNumber: '+8801712345678' },
    });
    expectOk(await act(t, seller, booked.json().insertedId as string, 'accept'));

    const answer = await suggest(seller, `isbn=${ISBN_10}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      sales: { count: 4, low: 5.5, median: 8, high: 11 },
      onSaleFrom: 12.5,
    });
    // Any buyer who sells may ask; nothing on sale and nothing sold is an answer too.
    expect((await suggest(seller, 'isbn=9781566199094')).json()).toEqual({ sales: null, onSaleFrom: null });
  });

  it('goes by title and author, whatever their case, when the book has no ISBN', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const book = { book_name: 'The Unnumbered Atlas', author: 'Ida Ink' };
    // 5, 8, 10, 12, 20 → ranks 1, 2, 3: 8, 10, 12.
    for (const price of [20, 5, 12, 8, 10]) await sell(seller, buyer, price, book);
    await sell(seller, buyer, 30, { book_name: 'The Unnumbered Atlas', author: 'Someone Else' });
    const answer = await suggest(seller, 'title=the%20unnumbered%20ATLAS&author=%20ida%20ink%20');
    expect(answer.json()).toEqual({ sales: { count: 5, low: 8, median: 10, high: 12 }, onSaleFrom: null });
  });

  it('refuses a bad ISBN or no book at all (400), and whoever does not sell', async () => {
    const seller = await t.signUp({ role: 'seller' });
    for (const query of ['isbn=9780306406158', 'isbn=abc', '', 'author=Ida', `title=${'x'.repeat(201)}`]) {
      const response = await suggest(seller, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await suggest(null, `isbn=${ISBN}`)).statusCode).toBe(401);
    expect((await suggest(await t.signUp(), `isbn=${ISBN}`)).statusCode).toBe(403);
  });
});
