import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Order } from '@second-shelf/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedRows, type RowsQuery } from '../../db/prepared-rows.js';
import { bookings, products, user } from '../../db/schema.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { limitHitStatement, limitResult, type LimitRule } from '../../lib/rate-limit.js';

export interface BookingLimit {
  key: string;
  rule: LimitRule;
}

export interface NewBooking {
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  productId: string;
  meetingLocation: string;
  phoneNumber: string;
}

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

export function createBookingsRepository(db: Db, rows: RowsQuery) {
  /**
   * Counts the request against the client's booking limit, reserves the copy and records the
   * booking in one statement: one round trip, one commit. The count is kept even when nothing is
   * booked. The conditional UPDATE lets exactly one of any number of racing buyers take an available
   * copy. The buyer's row is key-share locked first, as the booking's foreign key would lock it
   * anyway: every booking takes the user, then the product, then (through the count trigger) one
   * of the category's count rows, which is also the order of deleting a user, so the two cannot
   * deadlock. A named statement, planned once per connection: planning this statement again for
   * every booking cost PostgreSQL more than running it.
   */
  const input = (name: keyof NewBooking | 'id' | 'limitKey' | 'limitMax' | 'limitWindow') =>
    sql.placeholder(name);
  const reserveStatement = sql`
      with hit as (${limitHitStatement(input('limitKey'), input('limitWindow'))}),
      buyer as (
        select ${user.id} from ${user} where ${user.id} = ${input('buyerId')} for key share
      ), reserved as (
        update ${products} set ${sql.identifier(products.status.name)} = 'booked'
        where ${products.id} = ${input('productId')} and ${products.status} = 'available'
          and exists (select 1 from buyer) and (select count from hit) <= ${input('limitMax')}
        returning ${products.id}, ${products.bookName}, ${products.resellPrice}, ${products.imageUrl},
          ${products.sellerName}, ${products.sellerEmail}
      ), booked as (
        insert into ${bookings} (${sql.join(
          [
            bookings.id,
            bookings.buyerId,
            bookings.productId,
            bookings.userName,
            bookings.email,
            bookings.productName,
            bookings.productPrice,
            bookings.imageUrl,
            bookings.sellerName,
            bookings.sellerEmail,
            bookings.meetingLocation,
            bookings.phoneNumber,
          ].map((column) => sql.identifier(column.name)),
          sql`, `,
        )})
        select ${input('id')}, ${input('buyerId')}, reserved.id, ${input('buyerName')}, ${input('buyerEmail')},
          reserved.book_name, reserved.resell_price, reserved.image_url, reserved.seller_name,
          reserved.seller_email, ${input('meetingLocation')}, ${input('phoneNumber')}
        from reserved
        returning ${sql.identifier(bookings.id.name)}
      )
      select hit.count, hit.retry_after, (select id from booked) as id from hit`;
  const dialect = new PgDialect();
  const bookCopy = preparedRows(rows, 'book_copy', { toSQL: () => dialect.sqlToQuery(reserveStatement) });

  async function reserve(booking: NewBooking, limit: BookingLimit) {
    const id = randomUUID();
    const [row] = await bookCopy({
      ...booking,
      id,
      limitKey: limit.key,
      limitMax: limit.rule.max,
      limitWindow: limit.rule.windowSeconds,
    });
    const [count, retryAfter, bookedId] = row as [number | string, number | string, string | null];
    return {
      limit: limitResult({ count, retry_after: retryAfter }, limit.rule),
      id: bookedId ?? undefined,
    };
  }

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
    /** Books the copy for the buyer, counted against `limit`; refusals are AppErrors (409, 404, 429…). */
    async create(input: NewBooking, limit: BookingLimit): Promise<string> {
      try {
        const reserved = await reserve(input, limit);
        if (!reserved.limit.allowed) {
          throw new AppError('TOO_MANY_REQUESTS', undefined, reserved.limit.retryAfter);
        }
        if (reserved.id === undefined) throw await refusal(input);
        return reserved.id;
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
