import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { pgErrorCode } from '../../lib/db-errors.js';
import { limitResult, type LimitResult, type LimitRule } from '../../lib/rate-limit.js';
import {
  bookingEvents,
  bookings,
  conversations,
  notifications,
  openBookings,
  listings,
  user,
} from '../schema.js';
import { createBatcher } from './batcher.js';
import { limitHitsStatement } from './limit-hits.js';
import { preparedRows, type RowsQuery } from './prepared-rows.js';
import { eitherBlocked } from '../blocked.js';

/** One request to book one copy. */
export interface CopyRequest {
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  productId: string;
  meetingLocation: string;
  phoneNumber: string;
  /** The abuse-limit counter the request counts against, and the rule (the route's `config.limit`). */
  limit: { key: string; rule: LimitRule };
}

/** What became of a request, in the order the statement decides it. */
export type CopyOutcome =
  /** Past its abuse limit: counted, and nothing else done. */
  | { status: 'over-limit'; limit: LimitResult }
  /** The buyer already holds `cap` open bookings (counting earlier requests of the batch). */
  | { status: 'over-cap'; cap: number }
  /** Nothing reserved: the copy is gone, taken or the buyer's own, or the buyer no longer exists. */
  | { status: 'not-reserved' }
  | { status: 'booked'; bookingId: string };

export type BookCopy = (request: CopyRequest) => Promise<CopyOutcome>;

/** At most this many bookings share one statement. */
const MAX_BATCH = 64;
/** Batches running at once: each holds one of the pool's connections. */
const BATCH_CONCURRENCY = 2;

const list = (name: string) => sql`${sql.placeholder(name)}::text[]`;
const column = (of: { name: string }) => sql.identifier(of.name);

/**
 * Counts each booking against its client's limit, reserves the copies and records the bookings,
 * for a whole batch of requests in one statement: one round trip, one commit, one run of the count
 * trigger. The counts are kept even when nothing is booked. Of several requests for one copy, the
 * first one within its limit, within its buyer's cap and from a buyer who still exists takes it; the
 * conditional UPDATE lets exactly one of any number of racing statements take an available copy.
 * Each booking starts requested, of the copy's seller, expiring `requestSeconds` from now, with its first
 * history row and the seller's notification (docs/bookings.md).
 *
 * Rows are locked in the order every booking change and account deletion uses, so none of them can
 * deadlock (docs/bookings.md, "Lock order"). A named statement, planned once per connection:
 * planning it again for every batch cost PostgreSQL more than running it.
 */
function bookCopiesStatement(): SQL {
  // input: the batch as rows, one per request (arrays of the same length), numbered n in its order.
  const input = sql`select * from unnest(${sql.join(
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
        as input (id, buyer_id, buyer_name, buyer_email, product_id, meeting_location, phone_number, limit_key, n)`;

  // keys: how many requests of the batch count against each limit key.
  const keys = sql`select limit_key as key, count(*)::int as hits from input group by limit_key`;

  // hit: each key's counter, raised by its hits at once (limit-hits.ts).
  const hit = limitHitsStatement(sql`select key, hits from keys`, sql.placeholder('limitWindow'));

  // counted: each request's own count: the n-th request of a key in the batch is its n-th hit.
  const counted = sql`select input.n, input.id, input.buyer_id, input.product_id, hit.retry_after,
        hit.count - keys.hits + row_number() over (partition by input.limit_key order by input.n) as count
      from input join keys on keys.key = input.limit_key join hit on hit.key = input.limit_key`;

  // parties: the buyers and the sellers of the copies asked for who still exist, locked in id order.
  const parties = sql`select ${user.id} from ${user} where ${user.id} in (
        select buyer_id from input
        union select ${listings.sellerId} from ${listings} where ${listings.id} in (select product_id from input))
      order by ${user.id} for key share`;

  // holds: how many open bookings each buyer holds (migrations 0006, 0007), locked in buyer order.
  const holds = sql`select ${openBookings.buyerId}, ${openBookings.count} from ${openBookings}
      where ${openBookings.buyerId} in (select id from parties)
        and ${openBookings.buyerId} in (select buyer_id from input)
      order by ${openBookings.buyerId} for no key update`;

  // ranked: the requests within their limit, of existing buyers, for copies that are not their own
  // nor of someone who blocked them or whom they blocked, each with its buyer's holds and its rank
  // among that buyer's requests in the batch.
  const ranked = sql`select counted.n, counted.product_id, holds.count as held,
        row_number() over (partition by counted.buyer_id order by counted.n) as nth
      from counted join holds on holds.buyer_id = counted.buyer_id
      where counted.count <= ${sql.placeholder('limitMax')}
        and not exists (select 1 from ${listings} where ${listings.id} = counted.product_id
          and (${listings.sellerId} = counted.buyer_id or ${eitherBlocked(listings.sellerId, sql`counted.buyer_id`)}))`;

  // wanted: of the requests within their buyer's cap, the first to ask for each copy.
  const wanted = sql`select distinct on (product_id) n, product_id from ranked
      where held + nth <= ${sql.placeholder('openMax')}
      order by product_id, n`;

  // locked: those copies still available, locked in id order.
  const locked = sql`select ${listings.id}, wanted.n from ${listings} join wanted on ${listings.id} = wanted.product_id
      where ${listings.status} = 'available' order by ${listings.id} for update of ${listings}`;

  // reserved: the copies taken (the condition again: of racing statements, one takes each copy).
  const reserved = sql`update ${listings} set ${column(listings.status)} = 'booked' from locked
      where ${listings.id} = locked.id and ${listings.status} = 'available'
      returning locked.n, ${listings.bookName}, ${listings.resellPrice}, ${listings.imageUrl},
        ${listings.sellerId}, ${listings.sellerName}, ${listings.sellerEmail}`;

  // talks: the buyer's conversation about each copy taken, made now or continued (its activity
  // raised): the booking's thread is that conversation.
  const talks = sql`insert into ${conversations} (${sql.join(
    [
      conversations.id,
      conversations.listingId,
      conversations.buyerId,
      conversations.sellerId,
      conversations.bookName,
      conversations.imageUrl,
    ].map(column),
    sql`, `,
  )})
      select gen_random_uuid()::text, input.product_id, input.buyer_id, reserved.seller_id,
        reserved.book_name, reserved.image_url
      from reserved join input on input.n = reserved.n
      on conflict (${column(conversations.listingId)}, ${column(conversations.buyerId)})
        do update set ${column(conversations.activity)} = nextval('conversation_activity_seq')
      returning ${column(conversations.id)}, ${column(conversations.listingId)}, ${column(conversations.buyerId)}`;

  // booked: the bookings, with the buyer from the session and the copy's name, price and seller.
  const booked = sql`insert into ${bookings} (${sql.join(
    [
      bookings.id,
      bookings.buyerId,
      bookings.sellerId,
      bookings.productId,
      bookings.conversationId,
      bookings.userName,
      bookings.email,
      bookings.productName,
      bookings.productPrice,
      bookings.imageUrl,
      bookings.sellerName,
      bookings.sellerEmail,
      bookings.meetingLocation,
      bookings.phoneNumber,
      bookings.expiresAt,
    ].map(column),
    sql`, `,
  )})
      select input.id, input.buyer_id, reserved.seller_id, input.product_id, talks.id, input.buyer_name,
        input.buyer_email, reserved.book_name, reserved.resell_price, reserved.image_url,
        reserved.seller_name, reserved.seller_email, input.meeting_location, input.phone_number,
        now() + make_interval(secs => ${sql.placeholder('requestSeconds')}::double precision)
      from reserved join input on input.n = reserved.n
        join talks on talks.listing_id = input.product_id and talks.buyer_id = input.buyer_id
      returning ${sql.join([bookings.id, bookings.buyerId, bookings.sellerId, bookings.conversationId, bookings.userName, bookings.productName].map(column), sql`, `)}`;

  // history: each booking's first event, requested by its buyer.
  const history = sql`insert into ${bookingEvents} (${sql.join(
    [bookingEvents.bookingId, bookingEvents.state, bookingEvents.actorId].map(column),
    sql`, `,
  )})
      select id, 'requested', buyer_id from booked`;

  // told: the seller's notification of each booking (db/notices.ts writes the rest).
  const told = sql`insert into ${notifications} (${sql.join(
    [
      notifications.id,
      notifications.userId,
      notifications.bookingId,
      notifications.conversationId,
      notifications.kind,
      notifications.actorName,
      notifications.bookName,
    ].map(column),
    sql`, `,
  )})
      select gen_random_uuid()::text, seller_id, id, conversation_id, 'requested', user_name, product_name from booked`;

  // The answer: a row per request, in the batch's order: its count and the window's rest, its
  // booking if any, and whether its buyer was over the cap.
  return sql`
    with input as (
      ${input}
    ), keys as (
      ${keys}
    ), hit as (
      ${hit}
    ), counted as (
      ${counted}
    ), parties as (
      ${parties}
    ), holds as (
      ${holds}
    ), ranked as (
      ${ranked}
    ), wanted as (
      ${wanted}
    ), locked as (
      ${locked}
    ), reserved as (
      ${reserved}
    ), talks as (
      ${talks}
    ), booked as (
      ${booked}
    ), history as (
      ${history}
    ), told as (
      ${told}
    )
    select counted.count, counted.retry_after, booked.id,
      ranked.held + ranked.nth > ${sql.placeholder('openMax')} as over_cap
    from counted left join booked on booked.id = counted.id left join ranked on ranked.n = counted.n
    order by counted.n`;
}

/**
 * Books copies, one request at a time for the caller, batched underneath: a request that finds one
 * of two batches free runs at once, alone; requests arriving while both run wait and go together,
 * up to 64 in one statement (bench/results.md, "Bookings: one statement per batch"). Requests share
 * batches with those of the same limit rule (in practice, the one the booking route declares).
 * `maxOpenBookings`: how many open bookings one buyer may hold at once; `bookingRequestMs`: how long
 * a booking waits for the seller's answer before it expires.
 */
export function createBookCopies(
  rows: RowsQuery,
  { maxOpenBookings, bookingRequestMs }: { maxOpenBookings: number; bookingRequestMs: number },
): BookCopy {
  // Hand-written: Drizzle names only its query builders' statements; this one, in SQL, would go through
  // db.execute unnamed and be planned again for every batch.
  const dialect = new PgDialect();
  const statement = bookCopiesStatement();
  const bookAll = preparedRows(rows, 'book_copies', { toSQL: () => dialect.sqlToQuery(statement) });

  /** One statement for the batch; its outcomes come in the batch's order. */
  async function bookBatch(requests: CopyRequest[], rule: LimitRule): Promise<CopyOutcome[]> {
    const found = await bookAll({
      ids: requests.map(() => randomUUID()),
      buyerIds: requests.map((request) => request.buyerId),
      buyerNames: requests.map((request) => request.buyerName),
      buyerEmails: requests.map((request) => request.buyerEmail),
      productIds: requests.map((request) => request.productId),
      meetingLocations: requests.map((request) => request.meetingLocation),
      phoneNumbers: requests.map((request) => request.phoneNumber),
      limitKeys: requests.map((request) => request.limit.key),
      limitMax: rule.max,
      limitWindow: rule.windowSeconds,
      openMax: maxOpenBookings,
      requestSeconds: bookingRequestMs / 1000,
    });
    return found.map((row): CopyOutcome => {
      const [count, retryAfter, bookingId, overCap] = row as [
        number | string,
        number | string,
        string | null,
        boolean | null,
      ];
      const limit = limitResult({ count: Number(count), retryAfter: Number(retryAfter) }, rule);
      if (!limit.allowed) return { status: 'over-limit', limit };
      if (overCap === true) return { status: 'over-cap', cap: maxOpenBookings };
      if (bookingId === null) return { status: 'not-reserved' };
      return { status: 'booked', bookingId };
    });
  }

  /**
   * A batch that fails in the database (say a deadlock with some other change) rolled back
   * entirely: each of its requests is then tried alone, so that one request's trouble is not the
   * others'. Any other failure (the connection lost, the outcome unknown) fails them all.
   */
  const batcherFor = (rule: LimitRule) =>
    createBatcher<CopyRequest, CopyOutcome>(
      async (requests) => {
        try {
          return (await bookBatch(requests, rule)).map((value) => ({ status: 'fulfilled', value }));
        } catch (error) {
          if (requests.length === 1 || pgErrorCode(error) === undefined) throw error;
          return Promise.allSettled(requests.map(async (request) => (await bookBatch([request], rule))[0]!));
        }
      },
      { maxBatch: MAX_BATCH, concurrency: BATCH_CONCURRENCY },
    );
  const batchers = new Map<string, BookCopy>();

  return (request) => {
    const { rule } = request.limit;
    const id = `${rule.max}/${rule.windowSeconds}`;
    let book = batchers.get(id);
    if (!book) batchers.set(id, (book = batcherFor(rule)));
    return book(request);
  };
}
