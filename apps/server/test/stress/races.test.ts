import { and, count, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, listings, user } from '../../src/db/schema.js';
import { bookingStatements, createBookingsRepository } from '../../src/features/bookings/repository.js';
import { LIMITS } from '../../src/lib/rate-limit.js';
import { bookInput, useTestApp, type TestUser } from '../test-app.js';

// Buyers here book more copies at once than the cap on open bookings allows one buyer.
const t = useTestApp({ env: { MAX_OPEN_BOOKINGS: '1000' } });

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
    const [listing] = await t.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, productId));
    expect(listing?.status).toBe('booked');
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
    // A deleted buyer's bookings stay in the seller's history, closed: every open booking belongs to
    // an existing user, and every booked copy has its open booking.
    const open = inArray(bookings.state, ['requested', 'accepted']);
    const [orphanBookings] = await t.db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          open,
          or(
            isNull(bookings.buyerId),
            notExists(t.db.select({ id: user.id }).from(user).where(eq(user.id, bookings.buyerId))),
          ),
        ),
      );
    expect(orphanBookings?.n).toBe(0);
    const [bookedWithoutBooking] = await t.db
      .select({ n: count() })
      .from(listings)
      .where(
        and(
          eq(listings.status, 'booked'),
          notExists(
            t.db
              .select({ id: bookings.id })
              .from(bookings)
              .where(and(eq(bookings.productId, listings.id), open)),
          ),
        ),
      );
    expect(bookedWithoutBooking?.n).toBe(0);
    const [unlinked] = await t.db.select({ n: count() }).from(bookings).where(isNull(bookings.productId));
    expect(unlinked?.n).toBe(0);
  });

  // Two transactions at once on one database: PostgreSQL only (PGlite runs one at a time).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'deletes a seller while a batch books two of their copies, without a deadlock',
    async () => {
      const seller = await t.signUp({ role: 'seller' });
      const other = await t.signUp({ role: 'seller' });
      const admin = await t.makeAdmin(await t.signUp());
      const buyer = await t.signUp();
      const list = async (as: TestUser) =>
        (await t.request({ method: 'POST', url: '/api/addproduct', as, payload: bookInput() })).json()
          .insertedId as string;
      // Two copies that the deletion reaches in the opposite order of a booking statement: it
      // removes the seller's copies in the order they were listed, the statement locks them by id.
      const listed: string[] = [];
      let pair: readonly [string, string] | undefined;
      while (!pair && listed.length < 20) {
        listed.push(await list(seller));
        pair = listed
          .slice(0, -1)
          .map((first) => [first, listed.at(-1)!] as const)
          .find(([first, later]) => first > later);
      }
      const [reachedFirst, lockedFirst] = pair!;
      const [busyA, busyB] = [await list(other), await list(other)];

      const { rows, failures } = t.watchedRows();
      const repository = createBookingsRepository(
        t.db,
        bookingStatements(t.db, rows, { maxOpenBookings: 1000, bookingRequestMs: 48 * 60 * 60 * 1000 }),
      );
      const booking = (productId: string) => ({
        buyerId: buyer.id,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        productId,
        meetingLocation: 'Gate',
        phoneNumber: '0123456789',
      });

      // The copy the deletion reaches first is held until the deletion and then the batch wait.
      let deletion: Promise<{ statusCode: number }> | undefined;
      let booked: Promise<PromiseSettledResult<string>[]> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${listings} where ${listings.id} = ${reachedFirst} for update`);
        deletion = t.request({ method: 'DELETE', url: `/api/users/${seller.id}`, as: admin });
        await t.untilWaitingForLocks(1);
        // Two requests run alone, then the two copies go together in one batch.
        booked = Promise.allSettled(
          [busyA, busyB, lockedFirst, reachedFirst].map((productId) =>
            repository.create(booking(productId), {
              key: `booking:${buyer.id}`,
              rule: LIMITS.bookingPerAddress,
            }),
          ),
        );
        await t.untilWaitingForLocks(2);
      });

      expect((await deletion!).statusCode).toBe(200);
      const outcomes = await booked!;
      expect(failures).toEqual([]);
      expect(outcomes.slice(0, 2).map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
      for (const outcome of outcomes.slice(2)) {
        expect(outcome.status).toBe('rejected');
        expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
      }
      const [left] = await t.db.select({ n: count() }).from(listings).where(eq(listings.sellerId, seller.id));
      expect(left?.n).toBe(0);
    },
  );
});
