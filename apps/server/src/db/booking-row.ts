import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingState, PaymentState } from '@second-shelf/shared';
import { AppError } from '../lib/errors.js';
import type { Db } from './client.js';
import { bookingEvents, bookings, payments, reviews, user, userRatings } from './schema.js';
import { eitherBlocked } from './blocked.js';

// The columns a booking is read with, for its lists (My Orders, the seller's Bookings) and its page.
// Cells computed by the database carry names of their own (`.as`): the lists read them through a
// subquery (fast-path/bookings-list.ts).

/** Open, but past its time: expired for everyone from now on, whether or not the sweep came by yet. */
export const isStale = sql<boolean>`(${bookings.state} in ('requested', 'accepted') and ${bookings.expiresAt} <= now())`;

/** The status of the booking's latest card payment, if any. */
const latestPaymentStatus = sql<PaymentState['status'] | null>`(
  select ${payments.status} from ${payments} where ${payments.bookingId} = ${bookings.id}
  order by ${payments.createdAt} desc, ${payments.id} desc limit 1)`;

/**
 * A contact detail of a party, or nothing once either party blocked the other: a blocked person
 * does not see the blocker's phone number or email any more, nor the other way round.
 */
export const unlessBlocked = (column: SQLWrapper, name: string) =>
  sql<string>`case when ${eitherBlocked(bookings.buyerId, bookings.sellerId)} then '' else ${column} end`.as(
    name,
  );

/** How long after a booking closes its seller still sees where to meet and the buyer's number. */
export const CONTACT_KEPT_DAYS = 30;
const keptFor = sql.raw(`interval '${CONTACT_KEPT_DAYS} days'`);

/**
 * Closed (declined, cancelled, sold, expired, or open past its time) CONTACT_KEPT_DAYS ago or
 * more: the deal is over, and the buyer's meeting place and phone number are no longer the seller's
 * to read.
 */
export const closedLongAgo = sql<boolean>`(case when ${bookings.state} in ('requested', 'accepted')
  then coalesce(${bookings.expiresAt} <= now() - ${keptFor}, false)
  else ${bookings.stateChangedAt} <= now() - ${keptFor} end)`;

/** The buyer's meeting place as their seller reads it: gone CONTACT_KEPT_DAYS after the booking closed. */
const meetingForSeller = sql<string>`case when ${closedLongAgo} then '' else ${bookings.meetingLocation} end`;

/** The buyer's phone number as their seller reads it: gone once either blocked the other, or long closed. */
const phoneForSeller = sql<string>`case when ${closedLongAgo} or ${eitherBlocked(bookings.buyerId, bookings.sellerId)}
  then '' else ${bookings.phoneNumber} end`;

/** The cells every read of a booking takes to show where it stands. */
const standing = {
  state: bookings.state,
  stateChangedAt: bookings.stateChangedAt,
  expiresAt: bookings.expiresAt,
  paymentMethod: bookings.paymentMethod,
  paidAt: bookings.paidAt,
  paymentStatus: latestPaymentStatus.as('payment_status'),
  stale: isStale.as('stale'),
};

/** What every list of bookings starts with: the booking's id and keyset position, and the booked copy. */
const copyColumns = {
  _id: bookings.id,
  seq: bookings.seq,
  productId: bookings.productId,
  image_url: bookings.imageUrl,
  productName: bookings.productName,
  productPrice: bookings.productPrice,
};

/** A row of My Orders: the copy, the buyer's own details as booked, the seller, where it stands. */
export const orderColumns = {
  ...copyColumns,
  userName: bookings.userName,
  email: bookings.email,
  meetingLocation: bookings.meetingLocation,
  phoneNumber: bookings.phoneNumber,
  sellerName: bookings.sellerName,
  sellerEmail: unlessBlocked(bookings.sellerEmail, 'seller_email'),
  sellerId: bookings.sellerId,
  createdAt: bookings.createdAt,
  ...standing,
};

/**
 * A row of the seller's Bookings: the copy, who booked it, where to meet and how to call (until
 * CONTACT_KEPT_DAYS after it closed), where it stands.
 */
export const incomingColumns = {
  ...copyColumns,
  buyerId: bookings.buyerId,
  buyerName: bookings.userName,
  meetingLocation: meetingForSeller.as('meeting_location'),
  phoneNumber: phoneForSeller.as('phone_number'),
  createdAt: bookings.createdAt,
  ...standing,
};

/** The parties' user rows and ratings, joined by the booking's page (fast-path/booking-detail.ts). */
export const buyerUser = alias(user, 'buyer_user');
export const sellerUser = alias(user, 'seller_user');
export const buyerRating = alias(userRatings, 'buyer_rating');
export const sellerRating = alias(userRatings, 'seller_rating');

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

/**
 * The booking's page: the copy, both parties with their names of today (as booked once an account
 * is gone) and their ratings, where it stands, its history and its reviews.
 */
export const detailColumns = {
  _id: bookings.id,
  productId: bookings.productId,
  conversationId: bookings.conversationId,
  image_url: bookings.imageUrl,
  productName: bookings.productName,
  productPrice: bookings.productPrice,
  buyerId: bookings.buyerId,
  buyerName: sql<string>`coalesce(${buyerUser.name}, ${bookings.userName})`,
  buyerRatingCount: buyerRating.count,
  buyerRatingTotal: buyerRating.total,
  sellerId: bookings.sellerId,
  sellerName: sql<string>`coalesce(${sellerUser.name}, ${bookings.sellerName})`,
  sellerEmail: unlessBlocked(bookings.sellerEmail, 'seller_email'),
  sellerRatingCount: sellerRating.count,
  sellerRatingTotal: sellerRating.total,
  meetingLocation: bookings.meetingLocation,
  phoneNumber: unlessBlocked(bookings.phoneNumber, 'phone_number'),
  /** Whether the seller may no longer read the buyer's meeting place and phone (closedLongAgo). */
  contactGone: closedLongAgo,
  blocked: eitherBlocked(bookings.buyerId, bookings.sellerId),
  createdAt: bookings.createdAt,
  ...standing,
  history: historyOfBooking,
  reviews: reviewsOfBooking,
};

/** Which side of the booking a person is on, if any. */
export function sideOf(
  booking: { buyerId: string | null; sellerId: string | null },
  personId: string,
): 'buyer' | 'seller' | undefined {
  if (booking.buyerId === personId) return 'buyer';
  if (booking.sellerId === personId) return 'seller';
  return undefined;
}

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
