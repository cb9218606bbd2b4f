import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Order } from '@second-shelf/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedRows, type RowsQuery } from '../../db/prepared-rows.js';
import { bookings, openBookings, products, user } from '../../db/schema.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { createBatcher } from '../../lib/batcher.js';
import { limitHitsStatement, limitResult, type LimitResult, type LimitRule } from '../../lib/rate-limit.js';

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

/** At most this many bookings share one statement. */
const MAX_BATCH = 64;
/** Batches running at once: each holds one of the pool's connections. */
const BATCH_CONCURRENCY = 2;

/**
 * Counts each booking against its client's limit, reserves the copies and records the bookings,
 * for a whole batch of requests in one statement: one round trip, one commit, one run of the count
 * trigger. The counts are kept even when nothing is booked; the n-th request of a client in the
 * batch is its n-th hit. Of several requests for one copy, the first one within its limit and from
 * a buyer who still exists takes it; the conditional UPDATE lets exactly one of any number of racing
 * statements take an available copy.
 *
 * Rows are locked in one order: the limit counters by key, then every buyer (key share, as the
 * booking's foreign key would; the sort behind DISTINCT ON reads them all before any copy is
 * locked), then the copies by id, then (through the count trigger) the category counters by key.
 * Deleting a user, too, takes the user before the user's copies. So no two of these statements,
 * and no booking and account deletion, can deadlock. A named statement, planned once per
 * connection: planning it again for every batch cost PostgreSQL more than running it.
 */
function reserveStatement() {
  const list = (name: string) => sql`${sql.placeholder(name)}::text[]`;
  const column = (of: { name: string }) => sql.identifier(of.name);
  return sql`
    with input as (
      select * from unnest(${sql.join(
        [
          'ids',
          'buyerIds',
          'buyerNames',
          'buyerEmails',
          'productIds',
          'meetingLocations',
          'phoneNumbers',
          'limitKeys',
        ].map(list),
        sql`, `,
      )}) with ordinality
        as input (id, buyer_id, buyer_name, buyer_email, product_id, meeting_location, phone_number, limit_key, n)
    ), keys as (
      select limit_key as key, count(*)::int as hits from input group by limit_key
    ), hit as (
      ${limitHitsStatement(sql`select key, hits from keys`, sql.placeholder('limitWindow'))}
    ), counted as (
      select input.n, input.id, input.buyer_id, input.product_id, hit.retry_after,
        hit.count - keys.hits + row_number() over (partition by input.limit_key order by input.n) as count
      from input join keys on keys.key = input.limit_key join hit on hit.key = input.limit_key
    ), buyers as (
      select ${user.id} from ${user} where ${user.id} in (select buyer_id from input)
      order by ${user.id} for key share
    ), holds as (
      select ${openBookings.buyerId}, ${openBookings.count} from ${openBookings}
      where ${openBookings.buyerId} in (select id from buyers)
      order by ${openBookings.buyerId} for no key update
    ), ranked as (
      select counted.n, counted.product_id, holds.count as held,
        row_number() over (partition by counted.buyer_id order by counted.n) as nth
      from counted join holds on holds.buyer_id = counted.buyer_id
      where counted.count <= ${sql.placeholder('limitMax')}
    ), wanted as (
      select distinct on (product_id) n, product_id from ranked
      where held + nth <= ${sql.placeholder('openMax')}
      order by product_id, n
    ), locked as (
      select ${products.id}, wanted.n from ${products} join wanted on ${products.id} = wanted.product_id
      where ${products.status} = 'available' order by ${products.id} for update of ${products}
    ), reserved as (
      update ${products} set ${column(products.status)} = 'booked' from locked
      where ${products.id} = locked.id and ${products.status} = 'available'
      returning locked.n, ${products.bookName}, ${products.resellPrice}, ${products.imageUrl},
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
        ].map(column),
        sql`, `,
      )})
      select input.id, input.buyer_id, input.product_id, input.buyer_name, input.buyer_email,
        reserved.book_name, reserved.resell_price, reserved.image_url, reserved.seller_name,
        reserved.seller_email, input.meeting_location, input.phone_number
      from reserved join input on input.n = reserved.n
      returning ${column(bookings.id)}
    )
    select counted.count, counted.retry_after, booked.id,
      ranked.held + ranked.nth > ${sql.placeholder('openMax')} as over_cap
    from counted left join booked on booked.id = counted.id left join ranked on ranked.n = counted.n
    order by counted.n`;
}

/**
 * `limit`: how many bookings one client (a request's limit key) may make in a window;
 * `maxOpenBookings`: how many bookings one buyer may hold at once.
 */
export function createBookingsRepository(db: Db, rows: RowsQuery, limit: LimitRule, maxOpenBookings: number) {
  const dialect = new PgDialect();
  const statement = reserveStatement();
  const reserveAll = preparedRows(rows, 'book_copies', { toSQL: () => dialect.sqlToQuery(statement) });

  interface Request {
    booking: NewBooking;
    limitKey: string;
  }
  interface Reserved {
    limit: LimitResult;
    id: string | undefined;
    /** The buyer holds `maxOpenBookings` bookings already (counting earlier requests of the batch). */
    overCap: boolean;
  }

  /** One statement for the batch; its rows come in the batch's order. */
  async function reserveBatch(requests: Request[]): Promise<Reserved[]> {
    const found = await reserveAll({
      ids: requests.map(() => randomUUID()),
      buyerIds: requests.map((request) => request.booking.buyerId),
      buyerNames: requests.map((request) => request.booking.buyerName),
      buyerEmails: requests.map((request) => request.booking.buyerEmail),
      productIds: requests.map((request) => request.booking.productId),
      meetingLocations: requests.map((request) => request.booking.meetingLocation),
      phoneNumbers: requests.map((request) => request.booking.phoneNumber),
      limitKeys: requests.map((request) => request.limitKey),
      limitMax: limit.max,
      limitWindow: limit.windowSeconds,
      openMax: maxOpenBookings,
    });
    return found.map((row) => {
      const [count, retryAfter, bookedId, overCap] = row as [
        number | string,
        number | string,
        string | null,
        boolean | null,
      ];
      return {
        limit: limitResult({ count, retry_after: retryAfter }, limit),
        id: bookedId ?? undefined,
        overCap: overCap === true,
      };
    });
  }

  /**
   * A batch that fails in the database (say a deadlock with some other change) rolled back
   * entirely: each of its requests is then tried alone, so that one request's trouble is not the
   * others'. Any other failure (the connection lost, the outcome unknown) fails them all.
   */
  const reserve = createBatcher<Request, Reserved>(
    async (requests) => {
      try {
        return (await reserveBatch(requests)).map((value) => ({ status: 'fulfilled', value }));
      } catch (error) {
        if (requests.length === 1 || pgErrorCode(error) === undefined) throw error;
        return Promise.allSettled(requests.map(async (request) => (await reserveBatch([request]))[0]!));
      }
    },
    { maxBatch: MAX_BATCH, concurrency: BATCH_CONCURRENCY },
  );

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
    /** Books the copy for the buyer, counted against `limitKey`; refusals are AppErrors (409, 404, 429…). */
    async create(input: NewBooking, limitKey: string): Promise<string> {
      try {
        const reserved = await reserve({ booking: input, limitKey });
        if (!reserved.limit.allowed) {
          throw new AppError('TOO_MANY_REQUESTS', undefined, reserved.limit.retryAfter);
        }
        if (reserved.overCap) {
          throw new AppError(
            'OPEN_BOOKINGS_LIMIT',
            `You already hold ${maxOpenBookings} open booking${maxOpenBookings === 1 ? '' : 's'}, the most one buyer may hold at once. Cancel one in My Orders before booking another.`,
          );
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
