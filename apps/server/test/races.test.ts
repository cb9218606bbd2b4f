import { and, count, eq, isNull, notExists } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, products, user } from '../src/db/schema.js';
import { bookInput, useTestApp } from './test-app.js';

const t = useTestApp();

describe('races', () => {
  it('gives one copy to exactly one of 50 concurrent buyers', async () => {
    const seller = await t.signUp({ role: 'seller' });
    // Signed up one after another: a burst of 50 sign-ups is refused in part by design (the
    // password-hash queue answers 429 past a few seconds), and the race here is the booking's.
    const buyers = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await t.signUp());
    const productId = (
      await t.request({ method: 'POST', url: '/api/addproduct', as: seller, payload: bookInput() })
    ).json().insertedId;
    const responses = await Promise.all(
      buyers.map((buyer) =>
        t.request({
          method: 'POST',
          url: '/api/bookings',
          as: buyer,
          payload: { productId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const [rows] = await t.db.select({ n: count() }).from(bookings).where(eq(bookings.productId, productId));
    expect(rows?.n).toBe(1);
    const [product] = await t.db
      .select({ status: products.status })
      .from(products)
      .where(eq(products.id, productId));
    expect(product?.status).toBe('booked');
  });

  it('leaves no orphan rows when a buyer is deleted while booking', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const admin = await t.makeAdmin(await t.signUp());
    for (let round = 0; round < 5; round += 1) {
      const buyer = await t.signUp();
      const productIds = await Promise.all(
        Array.from(
          { length: 6 },
          async () =>
            (
              await t.request({ method: 'POST', url: '/api/addproduct', as: seller, payload: bookInput() })
            ).json().insertedId as string,
        ),
      );
      const [deleted, ...booked] = await Promise.all([
        t.request({ method: 'DELETE', url: `/api/users/${buyer.id}`, as: admin }),
        ...productIds.map((productId) =>
          t.request({
            method: 'POST',
            url: '/api/bookings',
            as: buyer,
            payload: { productId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
          }),
        ),
      ]);
      expect(deleted!.statusCode).toBe(200);
      for (const response of booked) expect([201, 401]).toContain(response.statusCode);
    }
    // Every booking belongs to an existing user, and every booked copy has its booking.
    const [orphanBookings] = await t.db
      .select({ n: count() })
      .from(bookings)
      .where(notExists(t.db.select({ id: user.id }).from(user).where(eq(user.id, bookings.buyerId))));
    expect(orphanBookings?.n).toBe(0);
    const [bookedWithoutBooking] = await t.db
      .select({ n: count() })
      .from(products)
      .where(
        and(
          eq(products.status, 'booked'),
          notExists(
            t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.productId, products.id)),
          ),
        ),
      );
    expect(bookedWithoutBooking?.n).toBe(0);
    const [unlinked] = await t.db.select({ n: count() }).from(bookings).where(isNull(bookings.productId));
    expect(unlinked?.n).toBe(0);
  });
});
