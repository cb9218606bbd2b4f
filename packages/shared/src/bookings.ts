import { z } from './zod-in-browsers.js';
import { numberInput } from './common.js';
import { lineText, paragraphText } from './user-text.js';

export const PHONE_DIGITS_MIN = 6;
export const PHONE_DIGITS_MAX = 15;

/**
 * A phone number as people type it ("+880 1712-345678", "(017) 1234 5678", or a JSON number),
 * stored one way: an optional leading "+" and the digits, nothing else ("+8801712345678").
 */
export const phoneNumberSchema = z
  .union([z.string(), z.number()], { message: 'Phone number is required' })
  .transform((value) => String(value).trim())
  .refine(
    (value) => /^\+?[0-9\s().-]*$/.test(value),
    'Phone number can have only digits, spaces, dashes, brackets and a leading +',
  )
  .transform((value) => `${value.startsWith('+') ? '+' : ''}${value.replace(/\D/g, '')}`)
  .refine((value) => {
    const digits = value.replace('+', '').length;
    return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
  }, `Phone number must be ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits`);

/**
 * The booking form of the contract. Only `productId`, `meetingLocation` and `phoneNumber` are the
 * buyer's to choose: name, email, product name, price and image come from the session and the
 * product, so the other fields are accepted and ignored.
 */
export const createBookingSchema = z.object({
  productId: z
    .string({ message: 'productId is required' })
    .trim()
    .min(1, 'productId is required')
    .max(64, 'productId must be at most 64 characters'),
  meetingLocation: lineText('Meeting location', 200, { required: true }),
  phoneNumber: phoneNumberSchema,
  userName: z
    .string({ message: 'Name must be text' })
    .max(200, 'Name must be at most 200 characters')
    .optional(),
  email: z
    .string({ message: 'Email must be text' })
    .max(254, 'Email must be at most 254 characters')
    .optional(),
  productName: z
    .string({ message: 'Book name must be text' })
    .max(200, 'Book name must be at most 200 characters')
    .optional(),
  productPrice: numberInput('Price').optional(),
  image_url: z
    .string({ message: 'Image url must be text' })
    .max(2048, 'Image url must be at most 2048 characters')
    .optional(),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** A booking's life: requested and accepted are open, the others closed for good. */
export const BOOKING_STATES = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'completed',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export const OPEN_BOOKING_STATES = ['requested', 'accepted'] as const satisfies readonly BookingState[];
export const bookingStateSchema = z.enum(BOOKING_STATES, {
  message: `State must be one of ${BOOKING_STATES.join(', ')}`,
});

/** What a party may do to a booking; each is a POST /api/bookings/:id/<action>. */
export const BOOKING_ACTIONS = ['accept', 'decline', 'complete', 'cancel'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How the buyer pays: `method` null until chosen; `paid` once the money is received (the card's
 * verified webhook, or the seller's Mark as sold for cash); `refunded` once a card payment for a deal
 * that fell through is returned.
 */
export const paymentStateSchema = z.object({
  method: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(['none', 'pending', 'paid', 'refunding', 'refunded']),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const CANCEL_REASON_MAX_LENGTH = 500;

/** Cancelling an accepted booking needs a reason; a requested one may be cancelled without. */
export const cancelBookingSchema = z.object({
  reason: paragraphText('Reason', CANCEL_REASON_MAX_LENGTH).optional(),
});
export type CancelBookingInput = z.input<typeof cancelBookingSchema>;

export const choosePaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS, { message: 'Payment method must be cash or card' }),
});
/** `checkoutUrl`: where the buyer pays by card (Stripe Checkout); absent for cash. */
export const paymentChoiceSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  checkoutUrl: z.string().optional(),
});

export const bookingListQuerySchema = z.object({
  /** One state, or several separated by commas (requested,accepted). */
  state: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(bookingStateSchema).min(1).max(BOOKING_STATES.length))
    .optional(),
});

export const orderSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  image_url: z.string(),
  productName: z.string(),
  productPrice: z.number(),
  userName: z.string(),
  email: z.string(),
  meetingLocation: z.string(),
  phoneNumber: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  /** Null once the seller's account is deleted. */
  sellerId: z.string().nullable(),
  createdAt: z.string(),
  state: bookingStateSchema,
  stateChangedAt: z.string(),
  /** When the booking expires if nobody acts; null once closed. */
  expiresAt: z.string().nullable(),
  payment: paymentStateSchema,
});
export type Order = z.infer<typeof orderSchema>;

/**
 * A booking as its seller's Bookings list shows it: who booked, where to meet, how to call (both
 * '' once CONTACT_KEPT_DAYS have passed since it closed, and the phone once either blocked the other).
 */
export const incomingBookingSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  image_url: z.string(),
  productName: z.string(),
  productPrice: z.number(),
  /** Null once the buyer's account is deleted. */
  buyerId: z.string().nullable(),
  buyerName: z.string(),
  meetingLocation: z.string(),
  phoneNumber: z.string(),
  createdAt: z.string(),
  state: bookingStateSchema,
  stateChangedAt: z.string(),
  expiresAt: z.string().nullable(),
  payment: paymentStateSchema,
});
export type IncomingBooking = z.infer<typeof incomingBookingSchema>;

export const bookingEventSchema = z.object({
  state: bookingStateSchema,
  /** Who made the change: null when the server did (expiry) or the person's account is gone. */
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const partySchema = z.object({
  /** Null once the account is deleted. */
  id: z.string().nullable(),
  name: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});

export const reviewSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/bookings/:id: everything its page shows, for one of its two parties. */
export const bookingDetailSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  /** The buyer's conversation about the copy, which the booking's thread is. */
  conversationId: z.string(),
  image_url: z.string(),
  productName: z.string(),
  productPrice: z.number(),
  buyer: partySchema,
  seller: partySchema.extend({ email: z.string() }),
  meetingLocation: z.string(),
  phoneNumber: z.string(),
  createdAt: z.string(),
  state: bookingStateSchema,
  expiresAt: z.string().nullable(),
  history: z.array(bookingEventSchema),
  payment: paymentStateSchema,
  /** Which side the viewer is on, and what they may do now. */
  viewerRole: z.enum(['buyer', 'seller']),
  actions: z.array(z.enum(BOOKING_ACTIONS)),
  /** Whether the viewer may pay now (buyer, accepted, not paid), and with what. */
  payWith: z.array(z.enum(PAYMENT_METHODS)),
  /** Whether one of the two blocked the other: no messages, no contact details, no Accept. */
  blocked: z.boolean(),
  /** The reviews of this booking: the viewer's own and the other side's, once written. */
  reviews: z.array(reviewSchema),
  /** Whether the viewer may still review the other side (completed, not yet reviewed). */
  canReview: z.boolean(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const MESSAGE_MAX_LENGTH = 2000;

export const sendMessageSchema = z.object({
  body: paragraphText('Message', MESSAGE_MAX_LENGTH, { required: true }),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messageSchema = z.object({
  _id: z.string(),
  /** The conversation (a buyer's about one copy) it belongs to. */
  conversationId: z.string(),
  /** The booking it was written on (null: asked before booking). */
  bookingId: z.string().nullable(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  body: z.string(),
  /** Why it is marked (MESSAGE_WARNINGS): a way to deal elsewhere, or a payment outside the app. */
  warning: z.enum(['contact', 'payment']).nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** What happened to a booking, told to its other side. */
export const BOOKING_NOTIFICATION_KINDS = [
  'requested',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'expiring',
  'sold',
  'message',
  'review',
] as const;
export type BookingNotificationKind = (typeof BOOKING_NOTIFICATION_KINDS)[number];
/** About a book: a saved book's price cut, another copy of a wanted book listed, a listing an admin removed. */
export const BOOK_NOTIFICATION_KINDS = ['price_cut', 'copy_listed', 'listing_removed'] as const;
export type BookNotificationKind = (typeof BOOK_NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KINDS = [...BOOKING_NOTIFICATION_KINDS, ...BOOK_NOTIFICATION_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  _id: z.string(),
  /** The booking it is about; null for a notification about a book (productId) or a question. */
  bookingId: z.string().nullable(),
  /** The conversation a message is in (a question before booking, or a booking's thread). */
  conversationId: z.string().nullable(),
  /** The book it is about (price_cut, copy_listed, listing_removed); null once that listing is gone. */
  productId: z.string().nullable(),
  kind: z.enum(NOTIFICATION_KINDS),
  actorName: z.string().nullable(),
  bookName: z.string(),
  /** A price cut's new price; null otherwise. */
  price: z.number().nullable(),
  /** How many copies a copy_listed notification tells of (an alert's copies of a day); 1 otherwise. */
  copies: z.number().int(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationSummarySchema = z.object({ unread: z.number().int() });
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

export const REVIEW_COMMENT_MAX_LENGTH = 1000;

export const createReviewSchema = z.object({
  // A JSON number or a numeric string (a form's), never true (1), [5] or null.
  rating: numberInput('Rating').pipe(
    z
      .number()
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be from 1 to 5')
      .max(5, 'Rating must be from 1 to 5'),
  ),
  comment: paragraphText('Comment', REVIEW_COMMENT_MAX_LENGTH).optional(),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

/** GET /api/profiles/:id: a person as others see them. */
export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** `seller` for a person who sells, else `buyer` (every account buys). */
  role: z.enum(['buyer', 'seller']),
  /** A seller an admin has verified (the blue tick). */
  verified: z.boolean(),
  memberSince: z.string(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  booksOnSale: z.number().int(),
  reviews: z.array(reviewSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * Where a booking stands after a change, as its live event tells its parties: its state, when it
 * entered it (its history's last `at`), how the buyer pays and whether the money was received.
 */
export interface BookingStanding {
  state: BookingState;
  stateChangedAt: string;
  payment: { method: PaymentMethod | null; paid: boolean };
}

/**
 * What the server pushes on GET /api/events (server-sent events). `message`: a new message in the
 * conversation the stream watches (the booking= or conversation= query), with the message;
 * `conversation`: read that conversation's messages again (one could not be read here); `booking`:
 * that booking changed state or payment, with where it stands now; `notifications`: the person's
 * notifications changed, with their unread count. `standing` and `unread` are missing when the
 * server cannot tell (the page then reads the booking, or the count, again).
 */
export type LiveEvent =
  | { type: 'message'; message: Message }
  | { type: 'conversation'; conversationId: string }
  | { type: 'booking'; bookingId: string; standing?: BookingStanding }
  | { type: 'notifications'; unread?: number };
