import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newBooking } from '../../../test/booking-fixtures.js';
import { bookInput, useTestApp } from '../../../test/test-app.js';
import { bookings } from '../schema.js';
import { createBookingDetail } from './booking-detail.js';
import { createBookingsList } from './bookings-list.js';

const t = useTestApp();

describe('the booking’s read statements: a party’s list (bookings-list.ts) and the booking’s page (booking-detail.ts)', () => {
  it('pages newest first with the count, in the states asked for, however deep the cursor', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => t.signUp()));
    const made: string[] = [];
    for (const buyer of buyers) made.push((await newBooking(t, { buyer, seller })).bookingId);
    for (const id of made.slice(0, 2)) {
      const accepted = await t.request({ method: 'POST', url: `/api/bookings/${id}/accept`, as: seller });
      expect(accepted.statusCode).toBe(200);
    }
    const { rows } = t.watchedRows();
    const list = createBookingsList(t.db, rows);
    const newestFirst = [...made].reverse();

    const first = await list.ofSeller(seller.id, { limit: 2 });
    expect(first.total).toBe(5);
    // One more row than asked for: a next page exists.
    expect(first.rows.map((row) => row._id)).toEqual(newestFirst.slice(0, 3));
    const next = await list.ofSeller(seller.id, { limit: 2, before: first.rows[1]!.seq });
    expect(next.total).toBe(5);
    expect(next.rows.map((row) => row._id)).toEqual(newestFirst.slice(2, 5));

    const accepted = await list.ofSeller(seller.id, { states: ['accepted'], limit: 20 });
    expect(accepted.total).toBe(2);
    expect(accepted.rows.map((row) => row._id)).toEqual(made.slice(0, 2).reverse());
    const open = await list.ofSeller(seller.id, { states: ['requested', 'accepted'], limit: 20 });
    expect(open.total).toBe(5);

    // Past the last booking, and for a person without any: no rows, and the count still right.
    const oldest = Math.min(...first.rows.map((row) => row.seq), ...next.rows.map((row) => row.seq));
    expect(await list.ofSeller(seller.id, { limit: 2, before: oldest })).toEqual({ rows: [], total: 5 });
    expect(await list.ofSeller(buyers[0]!.id, { limit: 2 })).toEqual({ rows: [], total: 0 });
    expect(await list.ofSeller(seller.id, { states: ['completed'], limit: 2 })).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('reads each cell as the app uses it: dates, numbers, booleans, JSON', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const { bookingId: id } = await newBooking(t, { buyer, seller });
    const accepted = await t.request({ method: 'POST', url: `/api/bookings/${id}/accept`, as: seller });
    expect(accepted.statusCode).toBe(200);
    const { rows } = t.watchedRows();

    const { rows: orders, total } = await createBookingsList(t.db, rows).ofBuyer(buyer.id, { limit: 5 });
    expect(total).toBe(1);
    expect(orders[0]).toMatchObject({
      _id: id,
      productPrice: bookInput().resell_price,
      sellerId: seller.id,
      state: 'accepted',
      stale: false,
      paymentMethod: null,
      paymentStatus: null,
      paidAt: null,
    });
    // Times as the API writes them (ISO 8601 in UTC), the very instants Drizzle reads as Dates.
    const [stored] = await t.db
      .select({ createdAt: bookings.createdAt, expiresAt: bookings.expiresAt })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(orders[0]!.createdAt).toBe(stored!.createdAt.toISOString());
    expect(orders[0]!.expiresAt).toBe(stored!.expiresAt!.toISOString());
    expect(typeof orders[0]!.seq).toBe('number');

    const detail = createBookingDetail(t.db, rows);
    const page = await detail(id);
    expect(page).toMatchObject({
      _id: id,
      buyerName: buyer.name,
      sellerName: seller.name,
      productPrice: bookInput().resell_price,
    });
    expect(page!.history.map((event) => event.state)).toEqual(['requested', 'accepted']);
    expect(page!.history[1]!.actorName).toBe(seller.name);
    expect(page!.reviews).toEqual([]);
    expect(page!.createdAt).toBe(stored!.createdAt.toISOString());
    expect(await detail('no-such-booking')).toBeUndefined();
  });
});
