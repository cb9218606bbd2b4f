import { eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../client.js';
import { buyerRating, buyerUser, detailColumns, sellerRating, sellerUser } from '../booking-row.js';
import { bookings } from '../schema.js';
import { columnReader, preparedRows, type ReadRow, type RowsQuery } from './prepared-rows.js';

/** The booking as its page reads it. */
export type DetailRow = ReadRow<SelectResultFields<typeof detailColumns>>;

/** Reads a booking as its page shows it; undefined when there is no such booking. */
export type ReadBookingDetail = (bookingId: string) => Promise<DetailRow | undefined>;

/**
 * The booking's page in one statement, one round trip: the booking by its key, its two parties'
 * user rows (their names of today; none once an account is gone) and their ratings, left joined by
 * key, with its history and reviews aggregated to JSON by the database (booking-row.ts). Prepared
 * once per connection, run by the driver (prepared-rows.ts), read by a reader made once.
 * Measured against the same statement on bare node:http in `npm run bench` (bench/results.md).
 */
export function createBookingDetail(db: Db, rows: RowsQuery): ReadBookingDetail {
  // Hand-written: Drizzle's prepared select took 1.3–1.8x the CPU (PGlite 1.2–1.3x) (bench, 2026-11-27).
  const statement = preparedRows(
    rows,
    'booking_detail',
    db
      .select(detailColumns)
      .from(bookings)
      .leftJoin(buyerUser, eq(buyerUser.id, bookings.buyerId))
      .leftJoin(sellerUser, eq(sellerUser.id, bookings.sellerId))
      .leftJoin(buyerRating, eq(buyerRating.userId, bookings.buyerId))
      .leftJoin(sellerRating, eq(sellerRating.userId, bookings.sellerId))
      .where(eq(bookings.id, sql.placeholder('bookingId')))
      .limit(1),
  );
  const readBooking = columnReader<DetailRow>(detailColumns);
  return async (bookingId) => {
    const [found] = await statement({ bookingId });
    return found ? readBooking(found, 0) : undefined;
  };
}
