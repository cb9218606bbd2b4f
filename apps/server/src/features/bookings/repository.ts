import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Order } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import type { BookCopy, CopyRequest } from '../../db/fast-path/book-copies.js';
import { bookings, products, user } from '../../db/schema.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { refuseOverLimit, type CountedLimit } from '../../lib/route-limits.js';

/** A booking as the buyer asks for it: who, which copy, where to meet, how to call. */
export type NewBooking = Omit<CopyRequest, 'limit'>;

const orderColumns = {
  _id: bookings.id,
  seq: bookings.seq,
  productId: bookings.productId,
  image_url: bookings.imageUrl,
  productName: bookings.productName,
  productPrice: bookings.productPrice,
  userName: bookings.userName,
  email: bookings.email,
  meetingLocation: bookings.meetingLocation,
  phoneNumber: bookings.phoneNumber,
  sellerName: bookings.sellerName,
  sellerEmail: bookings.sellerEmail,
  createdAt: bookings.createdAt,
};

/**
 * Bookings. Booking a copy reserves it: of buyers racing for one copy exactly one gets it, the others
 * are told it is gone; a buyer holds at most a few open bookings at once (MAX_OPEN_BOOKINGS); each
 * booking counts against its client's abuse limit. All of it is decided by one batched statement,
 * the booking's fast path (db/fast-path/book-copies.ts); here is what each outcome means.
 */
export function createBookingsRepository(db: Db, bookCopy: BookCopy) {
  /** Why nothing was reserved: the copy is gone or taken, or the buyer no longer exists. */
  async function refusal(input: NewBooking): Promise<AppError> {
    const [found] = await db
      .select({
        product: sql<
          string | null
        >`(select ${products.status} from ${products} where ${products.id} = ${input.productId})`,
        buyer: sql<boolean>`exists (select 1 from ${user} where ${user.id} = ${input.buyerId})`,
      })
      .from(sql`(select 1) as one`);
    if (!found?.buyer) return new AppError('INVALID_TOKEN');
    return new AppError(found.product === null ? 'PRODUCT_NOT_FOUND' : 'BOOK_ALREADY_BOOKED');
  }

  return {
    /**
     * Books the copy for the buyer, counted against `limit` (the route's rule and the client's key);
     * refusals are AppErrors (429, 409, 404, 401).
     */
    async create(input: NewBooking, limit: CountedLimit): Promise<string> {
      try {
        const outcome = await bookCopy({ ...input, limit });
        switch (outcome.status) {
          case 'over-limit':
            return refuseOverLimit(outcome.limit);
          case 'over-cap':
            throw new AppError(
              'OPEN_BOOKINGS_LIMIT',
              `You already hold ${outcome.cap} open booking${outcome.cap === 1 ? '' : 's'}, the most one buyer may hold at once. Cancel one in My Orders before booking another.`,
            );
          case 'not-reserved':
            throw await refusal(input);
          case 'booked':
            return outcome.bookingId;
        }
      } catch (error) {
        // The buyer was deleted while booking: the transaction rolled back and nothing was kept.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw new AppError('INVALID_TOKEN');
        throw error;
      }
    },

    async listByBuyer(
      buyerId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (Order & { seq: number })[]; total: number }> {
      const mine = eq(bookings.buyerId, buyerId);
      const [rows, [totals]] = await Promise.all([
        db
          .select(orderColumns)
          .from(bookings)
          .where(page.before === undefined ? mine : and(mine, lt(bookings.seq, page.before)))
          .orderBy(desc(bookings.seq))
          .limit(page.limit + 1),
        db.select({ total: count() }).from(bookings).where(mine),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total: totals?.total ?? 0,
      };
    },

    /** Cancels the buyer's own booking and puts the copy back on sale. */
    async cancel(id: string, buyerId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [booking] = await tx
          .select({ buyerId: bookings.buyerId, productId: bookings.productId })
          .from(bookings)
          .where(eq(bookings.id, id))
          .for('update')
          .limit(1);
        if (!booking) throw new AppError('BOOKING_NOT_FOUND');
        if (booking.buyerId !== buyerId) throw new AppError('FORBIDDEN');
        await tx.delete(bookings).where(eq(bookings.id, id));
        if (booking.productId) {
          await tx
            .update(products)
            .set({ status: 'available' })
            .where(and(eq(products.id, booking.productId), eq(products.status, 'booked')));
        }
      });
    },
  };
}
