import { and, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  BookingDetail,
  BookingState,
  IncomingBooking,
  Order,
  PaymentMethod,
  PaymentState,
} from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import type { BookCopy, CopyRequest } from '../../db/fast-path/book-copies.js';
import { bookingEvents, bookings, payments, products, reviews, user, userRatings } from '../../db/schema.js';
import { ratingOf } from '../../db/user-rating.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { refuseOverLimit, type CountedLimit } from '../../lib/route-limits.js';
import { allowedActions, expireStale, isStale, sideOf } from './lifecycle.js';

/** A booking as the buyer asks for it: who, which copy, where to meet, how to call. */
export type NewBooking = Omit<CopyRequest, 'limit'>;

/** The status of the booking's latest card payment, if any. */
const latestPaymentStatus = sql<PaymentState['status'] | null>`(
  select ${payments.status} from ${payments} where ${payments.bookingId} = ${bookings.id}
  order by ${payments.createdAt} desc, ${payments.id} desc limit 1)`;

/** The cells every list of bookings reads to show where it stands. */
const standing = {
  state: bookings.state,
  stateChangedAt: bookings.stateChangedAt,
  expiresAt: bookings.expiresAt,
  paymentMethod: bookings.paymentMethod,
  paidAt: bookings.paidAt,
  paymentStatus: latestPaymentStatus,
  stale: isStale,
};

interface Standing {
  state: BookingState;
  stateChangedAt: Date;
  expiresAt: Date | null;
  paymentMethod: PaymentMethod | null;
  paidAt: Date | null;
  paymentStatus: PaymentState['status'] | null;
}

/**
 * How the buyer pays: a card payment's own status (pending until Stripe's webhook, refunding and
 * refunded when the deal fell through); cash is paid once the seller's Mark as sold says so.
 */
function paymentOf(row: Pick<Standing, 'paymentMethod' | 'paidAt' | 'paymentStatus'>): PaymentState {
  if (row.paymentMethod !== 'cash' && row.paymentStatus) {
    return { method: row.paymentMethod, status: row.paymentStatus };
  }
  return { method: row.paymentMethod, status: row.paidAt ? 'paid' : 'none' };
}

/** A row of a list as served: where it stands, in the API's words. */
function presented<T extends Standing & { stale: boolean; createdAt: Date }>(row: T) {
  const { stale: _stale, paymentMethod: _method, paidAt: _paidAt, paymentStatus: _status, ...rest } = row;
  return {
    ...rest,
    createdAt: row.createdAt.toISOString(),
    stateChangedAt: row.stateChangedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    payment: paymentOf(row),
  };
}

/** What every list of bookings starts with: the booking's id and keyset position, and the booked copy. */
const copyColumns = {
  _id: bookings.id,
  seq: bookings.seq,
  productId: bookings.productId,
  image_url: bookings.imageUrl,
  productName: bookings.productName,
  productPrice: bookings.productPrice,
};

const orderColumns = {
  ...copyColumns,
  userName: bookings.userName,
  email: bookings.email,
  meetingLocation: bookings.meetingLocation,
  phoneNumber: bookings.phoneNumber,
  sellerName: bookings.sellerName,
  sellerEmail: bookings.sellerEmail,
  sellerId: bookings.sellerId,
  createdAt: bookings.createdAt,
  ...standing,
};

const incomingColumns = {
  ...copyColumns,
  buyerId: bookings.buyerId,
  buyerName: bookings.userName,
  meetingLocation: bookings.meetingLocation,
  phoneNumber: bookings.phoneNumber,
  createdAt: bookings.createdAt,
  ...standing,
};

const buyerUser = alias(user, 'buyer_user');
const sellerUser = alias(user, 'seller_user');
const buyerRating = alias(userRatings, 'buyer_rating');
const sellerRating = alias(userRatings, 'seller_rating');

/** A history row as the booking's page reads it (JSON built by the database). */
interface HistoryCell {
  state: BookingState;
  actorName: string | null;
  reason: string | null;
  at: string;
}
interface ReviewCell {
  _id: string;
  bookingId: string;
  authorId: string | null;
  authorName: string;
  rating: number;
  comment: string | null;
  createdAt: string;
}

const historyOfBooking = sql<HistoryCell[]>`coalesce((
  select json_agg(json_build_object('state', ${bookingEvents.state}, 'actorName', ${user.name},
    'reason', ${bookingEvents.reason}, 'at', ${bookingEvents.createdAt}) order by ${bookingEvents.id})
  from ${bookingEvents} left join ${user} on ${user.id} = ${bookingEvents.actorId}
  where ${bookingEvents.bookingId} = ${bookings.id}), '[]'::json)`;

const reviewsOfBooking = sql<ReviewCell[]>`coalesce((
  select json_agg(json_build_object('_id', ${reviews.id}, 'bookingId', ${reviews.bookingId},
    'authorId', ${reviews.authorId}, 'authorName', ${reviews.authorName}, 'rating', ${reviews.rating},
    'comment', ${reviews.comment}, 'createdAt', ${reviews.createdAt}) order by ${reviews.seq})
  from ${reviews} where ${reviews.bookingId} = ${bookings.id}), '[]'::json)`;

const detailColumns = {
  _id: bookings.id,
  productId: bookings.productId,
  image_url: bookings.imageUrl,
  productName: bookings.productName,
  productPrice: bookings.productPrice,
  buyerId: bookings.buyerId,
  buyerName: sql<string>`coalesce(${buyerUser.name}, ${bookings.userName})`,
  buyerRatingCount: buyerRating.count,
  buyerRatingTotal: buyerRating.total,
  sellerId: bookings.sellerId,
  sellerName: sql<string>`coalesce(${sellerUser.name}, ${bookings.sellerName})`,
  sellerEmail: bookings.sellerEmail,
  sellerRatingCount: sellerRating.count,
  sellerRatingTotal: sellerRating.total,
  meetingLocation: bookings.meetingLocation,
  phoneNumber: bookings.phoneNumber,
  createdAt: bookings.createdAt,
  ...standing,
  history: historyOfBooking,
  reviews: reviewsOfBooking,
};

/**
 * Bookings. Booking a copy reserves it: of buyers racing for one copy exactly one gets it, the others
 * are told it is gone; a buyer holds at most a few open bookings at once (MAX_OPEN_BOOKINGS); each
 * booking counts against its client's abuse limit. All of it is decided by one batched statement,
 * the booking's fast path (db/fast-path/book-copies.ts); here is what each outcome means. What
 * happens to a booking next is lifecycle.ts; every read here first expires a booking it finds past
 * its time, so that nobody sees an open booking that is not.
 */
/**
 * The booking as one of its parties acts on it (a message, a review), read in `tx`: which side
 * `personId` is on and the other side's id (null: that account is gone). BOOKING_NOT_FOUND when
 * there is no such booking, NOT_A_PARTY when the person is neither its buyer nor its seller.
 */
export async function bookingOfParty(tx: Db, bookingId: string, personId: string) {
  const [booking] = await tx
    .select({
      buyerId: bookings.buyerId,
      sellerId: bookings.sellerId,
      state: bookings.state,
      expiresAt: bookings.expiresAt,
      productName: bookings.productName,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!booking) throw new AppError('BOOKING_NOT_FOUND');
  const side = sideOf(booking, personId);
  if (!side) throw new AppError('NOT_A_PARTY');
  return { ...booking, side, otherSideId: side === 'buyer' ? booking.sellerId : booking.buyerId };
}

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

  /**
   * Reads rows, and once more after expiring those it found past their time. Nothing is expired in
   * the usual case, where this costs nothing more than the read.
   */
  async function settled<T extends { _id: string; stale: boolean }>(read: () => Promise<T[]>): Promise<T[]> {
    let rows = await read();
    // Bounded: each round expires what it saw, and a booking runs out of time once.
    for (let round = 0; round < 3 && rows.some((row) => row.stale); round += 1) {
      for (const row of rows) if (row.stale) await expireStale(db, row._id);
      rows = await read();
    }
    return rows;
  }

  /** A page of `where`, newest first, with the count of all its rows. */
  async function page<T extends { _id: string; stale: boolean }>(
    read: (where: SQL | undefined, limit: number) => Promise<T[]>,
    where: SQL | undefined,
    options: { limit: number; before?: number },
  ): Promise<{ rows: T[]; total: number }> {
    const paged = options.before === undefined ? where : and(where, lt(bookings.seq, options.before));
    const [rows, [totals]] = await Promise.all([
      settled(() => read(paged, options.limit + 1)),
      db.select({ total: count() }).from(bookings).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
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

    /** My Orders: the buyer's bookings, open and closed, newest first. */
    async listByBuyer(
      buyerId: string,
      options: { limit: number; before?: number },
    ): Promise<{ rows: (Order & { seq: number })[]; total: number }> {
      const { rows, total } = await page(
        (where, limit) =>
          db.select(orderColumns).from(bookings).where(where).orderBy(desc(bookings.seq)).limit(limit),
        eq(bookings.buyerId, buyerId),
        options,
      );
      return { rows: rows.map(presented), total };
    },

    /** The seller's Bookings: the bookings of their copies, in the states asked for, newest first. */
    async listBySeller(
      sellerId: string,
      options: { states?: BookingState[]; limit: number; before?: number },
    ): Promise<{ rows: (IncomingBooking & { seq: number })[]; total: number }> {
      const mine = eq(bookings.sellerId, sellerId);
      const { rows, total } = await page(
        (where, limit) =>
          db.select(incomingColumns).from(bookings).where(where).orderBy(desc(bookings.seq)).limit(limit),
        options.states ? and(mine, inArray(bookings.state, options.states)) : mine,
        options,
      );
      return { rows: rows.map(presented), total };
    },

    /**
     * The booking's page for one of its parties: 404 for an unknown id, 403 for anyone else.
     * `cardPayments`: whether the buyer may choose to pay by card (Stripe's keys are set).
     */
    async detail(
      id: string,
      viewerId: string,
      { cardPayments }: { cardPayments: boolean },
    ): Promise<BookingDetail> {
      const read = () =>
        db
          .select(detailColumns)
          .from(bookings)
          .leftJoin(buyerUser, eq(buyerUser.id, bookings.buyerId))
          .leftJoin(sellerUser, eq(sellerUser.id, bookings.sellerId))
          .leftJoin(buyerRating, eq(buyerRating.userId, bookings.buyerId))
          .leftJoin(sellerRating, eq(sellerRating.userId, bookings.sellerId))
          .where(eq(bookings.id, id))
          .limit(1);
      const [found] = await read();
      if (!found) throw new AppError('BOOKING_NOT_FOUND');
      const side = sideOf(found, viewerId);
      if (!side) throw new AppError('NOT_A_PARTY');
      // Only its parties may settle it: a stranger's look changes nothing.
      const [row] = found.stale ? await settled(read) : [found];
      if (!row) throw new AppError('BOOKING_NOT_FOUND');

      const payment = paymentOf(row);
      const bookingReviews = row.reviews.map((review) => ({
        ...review,
        createdAt: new Date(review.createdAt).toISOString(),
      }));
      const otherSide = side === 'buyer' ? row.sellerId : row.buyerId;
      return {
        _id: row._id,
        productId: row.productId,
        image_url: row.image_url,
        productName: row.productName,
        productPrice: row.productPrice,
        buyer: {
          id: row.buyerId,
          name: row.buyerName,
          rating: ratingOf(row.buyerRatingCount, row.buyerRatingTotal),
        },
        seller: {
          id: row.sellerId,
          name: row.sellerName,
          email: row.sellerEmail,
          rating: ratingOf(row.sellerRatingCount, row.sellerRatingTotal),
        },
        meetingLocation: row.meetingLocation,
        phoneNumber: row.phoneNumber,
        createdAt: row.createdAt.toISOString(),
        state: row.state,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        history: row.history.map((event) => ({ ...event, at: new Date(event.at).toISOString() })),
        payment,
        viewerRole: side,
        actions: allowedActions(row, side),
        payWith:
          side === 'buyer' && row.state === 'accepted' && !row.stale && payment.status !== 'paid'
            ? cardPayments
              ? ['cash', 'card']
              : ['cash']
            : [],
        reviews: bookingReviews,
        canReview:
          row.state === 'completed' &&
          otherSide !== null &&
          !bookingReviews.some((review) => review.authorId === viewerId),
      };
    },
  };
}
