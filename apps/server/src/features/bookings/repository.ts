import { sql } from 'drizzle-orm';
import type {
  BookingDetail,
  BookingState,
  IncomingBooking,
  Order,
  PaymentMethod,
  PaymentState,
  ListingStatus,
} from '@second-shelf/shared';
import { sellerOnly } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { createBookCopies, type BookCopy, type CopyRequest } from '../../db/fast-path/book-copies.js';
import { createBookingDetail, type ReadBookingDetail } from '../../db/fast-path/booking-detail.js';
import { sideOf } from '../../db/booking-row.js';
import { createBookingsList, type BookingsList } from '../../db/fast-path/bookings-list.js';
import type { RowsQuery } from '../../db/fast-path/prepared-rows.js';
import { blocks, listings, user } from '../../db/schema.js';
import { ratingOf } from '../../db/user-rating.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { refuseOverLimit, type CountedLimit } from '../../lib/route-limits.js';
import { allowedActions, expireStale } from './lifecycle.js';

/** A booking as the buyer asks for it: who, which copy, where to meet, how to call. */
export type NewBooking = Omit<CopyRequest, 'limit'>;

/** Where a booking stands, as read (times as ISO text). */
interface Standing {
  state: BookingState;
  stateChangedAt: string;
  expiresAt: string | null;
  paymentMethod: PaymentMethod | null;
  paidAt: string | null;
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

/**
 * A row of a list as served: with how the buyer pays. The cells it is worked out from stay on the
 * row, unserved: the answer's serializer writes only the fields of the route's schema.
 */
function withPayment<T extends Standing>(row: T): T & { payment: PaymentState } {
  return Object.assign(row, { payment: paymentOf(row) });
}

/** The booking's statements (db/fast-path/): booking a copy, a party's list, the booking's page. */
export interface BookingStatements {
  bookCopy: BookCopy;
  list: BookingsList;
  detail: ReadBookingDetail;
}

/** The booking's statements, run by the driver's `rows`, with the booking statement's `terms`. */
export function bookingStatements(
  db: Db,
  rows: RowsQuery,
  terms: Parameters<typeof createBookCopies>[1],
): BookingStatements {
  return {
    bookCopy: createBookCopies(rows, terms),
    list: createBookingsList(db, rows),
    detail: createBookingDetail(db, rows),
  };
}

/**
 * Bookings. Booking a copy reserves it: of buyers racing for one copy exactly one gets it, the others
 * are told it is gone; a buyer holds at most a few open bookings at once (MAX_OPEN_BOOKINGS); each
 * booking counts against its client's abuse limit. All of it is decided by one batched statement,
 * the booking's fast path (db/fast-path/book-copies.ts); here is what each outcome means. What
 * happens to a booking next is lifecycle.ts; every read here first expires a booking it finds past
 * its time, so that nobody sees an open booking that is not.
 */

export function createBookingsRepository(db: Db, { bookCopy, list, detail }: BookingStatements) {
  /** Why nothing was reserved: the copy is gone, taken or the buyer's own, or the buyer no longer exists. */
  async function refusal(input: NewBooking): Promise<AppError> {
    const [found] = await db
      .select({
        product: sql<ListingStatus | null>`(select ${listings.status} from ${listings} where ${listings.id} = ${input.productId})`,
        own: sql<boolean>`exists (select 1 from ${listings} where ${listings.id} = ${input.productId} and ${listings.sellerId} = ${input.buyerId})`,
        blocked: sql<boolean>`exists (select 1 from ${listings} join ${blocks} on
          (${blocks.blockerId} = ${listings.sellerId} and ${blocks.blockedId} = ${input.buyerId})
          or (${blocks.blockerId} = ${input.buyerId} and ${blocks.blockedId} = ${listings.sellerId})
          where ${listings.id} = ${input.productId})`,
        buyer: sql<boolean>`exists (select 1 from ${user} where ${user.id} = ${input.buyerId})`,
      })
      .from(sql`(select 1) as one`);
    if (!found?.buyer) return new AppError('INVALID_TOKEN');
    if (found.own) return new AppError('OWN_LISTING_BOOKING');
    if (found.blocked) return new AppError('BLOCKED');
    // A hidden or held copy is not there for buyers: the same answer as for one that never was.
    const absent = found.product === null || sellerOnly(found.product);
    return new AppError(absent ? 'PRODUCT_NOT_FOUND' : 'BOOK_ALREADY_BOOKED');
  }

  /**
   * Reads, and once more after expiring the bookings it found past their time. Nothing is expired
   * in the usual case, where this costs nothing more than the read.
   */
  async function settled<T extends { _id: string; stale: boolean }>(
    read: () => Promise<{ rows: T[]; total: number }>,
  ): Promise<{ rows: T[]; total: number }> {
    let found = await read();
    // Bounded: each round expires what it saw, and a booking runs out of time once.
    for (let round = 0; round < 3 && found.rows.some((row) => row.stale); round += 1) {
      for (const row of found.rows) if (row.stale) await expireStale(db, row._id);
      found = await read();
    }
    return found;
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
      const { rows, total } = await settled(() => list.ofBuyer(buyerId, options));
      return { rows: rows.map(withPayment), total };
    },

    /** The seller's Bookings: the bookings of their copies, in the states asked for, newest first. */
    async listBySeller(
      sellerId: string,
      options: { states?: BookingState[]; limit: number; before?: number },
    ): Promise<{ rows: (IncomingBooking & { seq: number })[]; total: number }> {
      const { rows, total } = await settled(() => list.ofSeller(sellerId, options));
      return { rows: rows.map(withPayment), total };
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
      const found = await detail(id);
      if (!found) throw new AppError('BOOKING_NOT_FOUND');
      const side = sideOf(found, viewerId);
      if (!side) throw new AppError('NOT_A_PARTY');
      // Only its parties may settle it: a stranger's look changes nothing. Once expired (here, or by
      // whoever came first) it is closed, and no longer stale.
      let row = found;
      if (found.stale) {
        await expireStale(db, id);
        row = (await detail(id)) ?? found;
      }

      const payment = paymentOf(row);
      const bookingReviews = row.reviews.map((review) => ({
        ...review,
        createdAt: new Date(review.createdAt).toISOString(),
      }));
      const otherSide = side === 'buyer' ? row.sellerId : row.buyerId;
      return {
        _id: row._id,
        productId: row.productId,
        conversationId: row.conversationId,
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
        // The buyer's own details stay theirs; their seller reads them until CONTACT_KEPT_DAYS after the end.
        meetingLocation: side === 'seller' && row.contactGone ? '' : row.meetingLocation,
        phoneNumber: side === 'seller' && row.contactGone ? '' : row.phoneNumber,
        createdAt: row.createdAt,
        state: row.state,
        expiresAt: row.expiresAt,
        history: row.history.map((event) => ({ ...event, at: new Date(event.at).toISOString() })),
        payment,
        viewerRole: side,
        // One of them blocked the other: the booking may end, not go on (Accept refuses it).
        actions: allowedActions(row, side).filter((action) => !(row.blocked && action === 'accept')),
        blocked: row.blocked,
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
