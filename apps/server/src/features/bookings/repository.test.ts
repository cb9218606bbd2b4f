import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';
import type { RowsQuery } from '../../db/fast-path/prepared-rows.js';
import { bookings, listings, user } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { LimitRule } from '../../lib/rate-limit.js';
import { bookingStatements, createBookingsRepository, type NewBooking } from './repository.js';

const t = useTestApp();

async function listBook(seller: TestUser, name: string): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: seller,
    payload: bookInput({ book_name: name }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().insertedId;
}

const bookingBy = (buyer: TestUser, productId: string): NewBooking => ({
  buyerId: buyer.id,
  buyerName: buyer.name,
  buyerEmail: buyer.email,
  productId,
  meetingLocation: `Gate of ${buyer.name}`,
  phoneNumber: '01712345678',
});

/**
 * A repository as the app makes it, on the booking statement run through `rows`, with `rule` as the
 * booking route's limit and `maxOpenBookings` as the cap; `create(booking, client)` counts against
 * the client's own counter.
 */
function bookingsOn(rows: RowsQuery, rule: LimitRule, maxOpenBookings: number) {
  const repository = createBookingsRepository(
    t.db,
    bookingStatements(t.db, rows, { maxOpenBookings, bookingRequestMs: 48 * 60 * 60 * 1000 }),
  );
  return {
    create: (booking: NewBooking, client: string) => repository.create(booking, { key: client, rule }),
  };
}

/** What each booking came to: its id, or the code it was refused with. */
const outcome = (answer: Promise<string>) =>
  answer.then(
    (id) => ({ booked: id }),
    (error: unknown) => ({ refused: error instanceof AppError ? error.code : String(error) }),
  );

describe('bookings repository', () => {
  it('books the requests that wait together in one statement, each on its own terms', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const [first, second, third, gone] = await Promise.all([t.signUp(), t.signUp(), t.signUp(), t.signUp()]);
    const [busyA, busyB, p, q, r, s] = await Promise.all(
      ['Busy A', 'Busy B', 'P', 'Q', 'R', 'S'].map((name) => listBook(seller, name)),
    );
    await t.db.delete(user).where(eq(user.id, gone!.id));

    // The driver itself, watched: each call is one statement for one batch.
    const batches: unknown[][] = [];
    const rows: RowsQuery = (statement, values) => {
      batches.push(values[0] as unknown[]);
      return t.database.rows(statement, values);
    };
    const repository = bookingsOn(rows, { max: 2, windowSeconds: 60 }, 5);
    // The first requests find batches free and run alone; the rest wait and run together.
    const answers = [
      repository.create(bookingBy(first!, busyA!), 'client busy a'),
      repository.create(bookingBy(first!, busyB!), 'client busy b'),
      repository.create(bookingBy(first!, p!), 'client one'),
      repository.create(bookingBy(first!, q!), 'client one'),
      // The client's third request in the window: refused, and the copy stays for the next one.
      repository.create(bookingBy(first!, r!), 'client one'),
      repository.create(bookingBy(second!, r!), 'client two'),
      // P went to the first request of the batch that asked for it.
      repository.create(bookingBy(third!, p!), 'client three'),
      repository.create(bookingBy(gone!, s!), 'client four'),
      repository.create(bookingBy(third!, 'no-such-book'), 'client three'),
    ].map(outcome);
    const results = await Promise.all(answers);

    expect(batches.map((ids) => ids.length)).toEqual([1, 1, 7]);
    expect(results.map((result) => ('refused' in result ? result.refused : 'booked'))).toEqual([
      'booked',
      'booked',
      'booked',
      'booked',
      'TOO_MANY_REQUESTS',
      'booked',
      'BOOK_ALREADY_BOOKED',
      'INVALID_TOKEN',
      'PRODUCT_NOT_FOUND',
    ]);

    // Each booking holds its own buyer, copy and meeting place, whatever its place in the batch.
    const stored = await t.db
      .select({
        id: bookings.id,
        buyerId: bookings.buyerId,
        productId: bookings.productId,
        productName: bookings.productName,
        userName: bookings.userName,
        meetingLocation: bookings.meetingLocation,
      })
      .from(bookings);
    const booked = (index: number) =>
      stored.find((row) => row.id === (results[index] as { booked: string }).booked);
    expect(booked(2)).toMatchObject({
      buyerId: first!.id,
      productId: p,
      productName: 'P',
      userName: first!.name,
    });
    expect(booked(3)).toMatchObject({ buyerId: first!.id, productId: q, productName: 'Q' });
    expect(booked(5)).toMatchObject({
      buyerId: second!.id,
      productId: r,
      productName: 'R',
      userName: second!.name,
      meetingLocation: `Gate of ${second!.name}`,
    });
    expect(stored).toHaveLength(5);
    const statuses = await t.db.select({ id: listings.id, status: listings.status }).from(listings);
    expect(statuses.find((row) => row.id === s)?.status).toBe('available');
    expect(statuses.filter((row) => row.status === 'booked')).toHaveLength(5);
  });

  it('runs batches asking for the same copies in other orders at once, without a deadlock', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const [forward, backward] = await Promise.all([t.signUp(), t.signUp()]);
    const [busyA, busyB, ...copies] = await Promise.all(
      Array.from({ length: 2 + 64 }, (_, index) => listBook(seller, `Copy ${index}`)),
    );
    // A deadlock would be refused by PostgreSQL and the batch tried again request by request: the
    // answers would be right, only late. So the statements themselves are watched.
    const { rows, failures } = t.watchedRows();
    const repository = bookingsOn(rows, { max: 1000, windowSeconds: 60 }, 1000);
    const asking = (buyer: TestUser, order: string[]) =>
      order.map((copy) => repository.create(bookingBy(buyer, copy), `client ${buyer.id}`));

    // Two requests run alone; then two batches of 64 run at once, each asking for every copy, one
    // in the order of the other reversed. On PostgreSQL the copy in the middle is held meanwhile,
    // so that both batches are sure to be taking their locks at the same time: were each to lock
    // the copies in the order asked, each would hold half of them and wait for the other half.
    // The lock is taken before any request is made: were a batch to get there first, it would
    // book the copy and the other batch alone would wait.
    const middle = copies[32]!;
    let lockTaken!: () => void;
    const locked = new Promise<void>((resolve) => (lockTaken = resolve));
    const held =
      t.database.kind === 'postgres'
        ? t.db.transaction(async (tx) => {
            await tx.execute(sql`select 1 from ${listings} where ${listings.id} = ${middle} for update`);
            lockTaken();
            await t.untilWaitingForLocks(2);
          })
        : Promise.resolve(lockTaken());
    await Promise.race([locked, held]);
    const results = await Promise.all(
      [
        repository.create(bookingBy(forward!, busyA!), 'client busy'),
        repository.create(bookingBy(forward!, busyB!), 'client busy'),
        ...asking(forward!, copies),
        ...asking(backward!, copies.toReversed()),
      ].map(outcome),
    );
    await held;

    expect(failures).toEqual([]);
    expect(results.filter((result) => 'booked' in result)).toHaveLength(2 + copies.length);
    expect(results.filter((result) => 'refused' in result).map((result) => result.refused)).toEqual(
      Array(copies.length).fill('BOOK_ALREADY_BOOKED'),
    );
    const stored = await t.db
      .select({ productId: bookings.productId })
      .from(bookings)
      .where(inArray(bookings.productId, copies));
    expect(stored.map((row) => row.productId).sort()).toEqual([...copies].sort());
  });

  it('lets one buyer hold at most the cap of open bookings, however the requests race', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const copies = await Promise.all(
      Array.from({ length: 10 }, (_, index) => listBook(seller, `Cap ${index}`)),
    );
    const limit = { max: 1000, windowSeconds: 60 };
    // Two instances of the server, each with its own batches, on one database.
    const instances = [bookingsOn(t.database.rows, limit, 3), bookingsOn(t.database.rows, limit, 3)];
    const results = await Promise.all(
      copies.map((copy, index) =>
        outcome(instances[index % 2]!.create(bookingBy(buyer, copy), `client ${index % 3}`)),
      ),
    );
    expect(results.filter((result) => 'booked' in result)).toHaveLength(3);
    expect(results.filter((result) => 'refused' in result).map((result) => result.refused)).toEqual(
      Array(7).fill('OPEN_BOOKINGS_LIMIT'),
    );
    const held = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.buyerId, buyer.id));
    expect(held).toHaveLength(3);

    // Ending one makes room for one more, and no more.
    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/bookings/${held[0]!.id}`,
      as: buyer,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const free = copies.filter((_, index) => 'refused' in results[index]!);
    const again = await Promise.all(
      free.slice(0, 2).map((copy) => outcome(instances[0]!.create(bookingBy(buyer, copy), 'client again'))),
    );
    expect(again.map((result) => ('booked' in result ? 'booked' : result.refused)).sort()).toEqual([
      'OPEN_BOOKINGS_LIMIT',
      'booked',
    ]);
  });
});
