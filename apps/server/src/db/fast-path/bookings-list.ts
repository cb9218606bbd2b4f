import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BookingState } from '@second-shelf/shared';
import type { Db } from '../client.js';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { incomingColumns, orderColumns } from '../booking-row.js';
import { bookings } from '../schema.js';
import {
  columnReader,
  preparedRows,
  statementPerPageSize,
  writtenLimit,
  type ReadRow,
  type RowsQuery,
} from './prepared-rows.js';

/** A row of My Orders, and of the seller's Bookings, as read. */
export type OrderRow = ReadRow<SelectResultFields<typeof orderColumns>>;
export type IncomingRow = ReadRow<SelectResultFields<typeof incomingColumns>>;

export interface BookingsPage<T> {
  /** One more row than asked for when a next page exists. */
  rows: T[];
  /** All the person's bookings in the states asked for. */
  total: number;
}

/**
 * Reads a page of one person's bookings, newest first (`limit` rows, and one more that tells
 * whether a next page exists), from `before` on when given, in `states` when given.
 */
export type ReadBookingsPage<T> = (
  personId: string,
  page: { states?: readonly BookingState[]; limit: number; before?: number },
) => Promise<BookingsPage<T>>;

/**
 * A page of a party's bookings in one statement, one round trip: the count of the person's
 * bookings (in the states asked for), joined to the page itself, walked newest first on the
 * party's (person, seq) index however deep the cursor. Prepared once per connection, run by the
 * driver (prepared-rows.ts): each row is the count, then the booking's columns (all null past the
 * last booking). One statement per page size, with and without states (statementPerPageSize).
 * Measured against the same statement on bare node:http in `npm run bench` (bench/results.md).
 */
function bookingsOf<T extends Record<string, unknown>>(
  db: Db,
  rows: RowsQuery,
  party: { name: string; column: PgColumn; columns: Record<string, PgColumn | SQL | SQL.Aliased> },
): ReadBookingsPage<T> {
  // Hand-written: Drizzle's prepared select took 1.9–2.2x the CPU (PGlite 1.3–1.5x) (bench, 2026-11-27).
  const prepare = (inStates: boolean) =>
    statementPerPageSize((deep, rowsWanted) => {
      // The person's bookings, in the states asked for (`= any`: one statement for any set of them).
      const owned = eq(party.column, sql.placeholder('personId'));
      const wanted = inStates
        ? and(owned, sql`${bookings.state} = any(${sql.placeholder('states')})`)
        : owned;
      // The count, on the same index.
      const counted = db
        .select({ total: sql<number>`count(*)::int`.as('total') })
        .from(bookings)
        .where(wanted)
        .as('counted');
      // The page: newest first, after the cursor on a deep page.
      const page = db
        .select(party.columns)
        .from(bookings)
        .where(deep ? and(wanted, lt(bookings.seq, sql.placeholder('before'))) : wanted)
        .orderBy(desc(bookings.seq))
        .limit(writtenLimit(rowsWanted))
        .as('page');
      const booking = Object.fromEntries(
        Object.keys(party.columns).map((key) => [key, page[key as keyof typeof page]]),
      );
      // The count's one row, with the page beside it (a left join: no bookings still gives the count).
      return preparedRows(
        rows,
        `bookings_of_${party.name}${inStates ? '_in_states' : ''}_${deep ? 'after_cursor' : 'first'}_${rowsWanted}`,
        db
          .select({ total: counted.total, ...booking })
          .from(counted)
          .leftJoinLateral(page, sql`true`),
      );
    });
  const statements = { all: prepare(false), inStates: prepare(true) };
  const readBooking = columnReader<T>(party.columns);

  return async (personId, page) => {
    const deep = page.before !== undefined;
    const statement = (page.states ? statements.inStates : statements.all)(deep, page.limit + 1);
    const found = await statement({ personId, states: page.states, before: page.before });
    const total = Number(found[0]?.[0] ?? 0);
    // No (more) bookings give one row: the count, and nulls for the booking.
    const bookingsFound = found[0]?.[1] === null ? [] : found;
    return { total, rows: bookingsFound.map((row) => readBooking(row, 1)) };
  };
}

/** My Orders (the buyer's bookings) and the seller's Bookings, a page at a time. */
export interface BookingsList {
  ofBuyer: ReadBookingsPage<OrderRow>;
  ofSeller: ReadBookingsPage<IncomingRow>;
}

export function createBookingsList(db: Db, rows: RowsQuery): BookingsList {
  return {
    ofBuyer: bookingsOf<OrderRow>(db, rows, {
      name: 'buyer',
      column: bookings.buyerId,
      columns: orderColumns,
    }),
    ofSeller: bookingsOf<IncomingRow>(db, rows, {
      name: 'seller',
      column: bookings.sellerId,
      columns: incomingColumns,
    }),
  };
}
