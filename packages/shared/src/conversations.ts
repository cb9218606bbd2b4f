import { z } from './zod-in-browsers.js';
import { BOOKING_STATES } from './bookings.js';
import { toIsbn13 } from './isbn.js';

/**
 * Why a message is marked: it gives a way to deal outside the site (a link, a phone number or an
 * email) before a booking is accepted, shown to both sides; or it asks to pay outside the app,
 * shown to the one who received it. A warning never stops a message.
 */
export const MESSAGE_WARNINGS = ['contact', 'payment'] as const;
export type MessageWarning = (typeof MESSAGE_WARNINGS)[number];

/** The words of each warning, as both the API's readers and the web app show them. */
export const MESSAGE_WARNING_TEXT: Record<MessageWarning, string> = {
  contact: 'Keep the deal on Second Shelf until you meet',
  payment: 'This message asks you to pay outside Second Shelf: pay only when you meet and have the book',
};

/** An address: a scheme, www., or a name with a letter in it before a lower-case domain ending. */
const LINK =
  /\bhttps?:\/\/|\bwww\.|\b[A-Za-z0-9-]*[A-Za-z][A-Za-z0-9-]*\.(?:com|net|org|io|me|ly|co|info|biz|bd|in|uk|de|fr)\b/;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
/** Seven digits or more, with the spaces, dots, dashes and brackets people write numbers with. */
const PHONE = /(?:\+|\b)\d(?:[\s().-]{0,2}\d){6,}/;
/** What a book's talk is full of and is no phone number: dates, and ISBNs (their check digit right). */
const DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const ISBN_LIKE = /\b(?:97[89][\s-]?)?\d[\d\s-]{7,15}[\dX]\b/gi;
const withoutIsbnsAndDates = (body: string) =>
  body.replace(DATE, ' ').replace(ISBN_LIKE, (found) => (toIsbn13(found) === null ? found : ' '));
const OFF_APP_PAYMENT = new RegExp(
  [
    String.raw`\b(?:bank|wire)\s+transfer`,
    String.raw`\bgift\s*cards?\b`,
    String.raw`\b(?:itunes|google\s+play|steam|amazon)\s+(?:card|voucher|code)s?\b`,
    String.raw`\b(?:paypal|venmo|cash\s*app|zelle|revolut|western\s+union|moneygram|bkash|nagad|crypto|bitcoin|usdt)\b`,
    String.raw`\bpay\s+(?:me\s+)?(?:in\s+advance|upfront|up\s+front|first|before\s+we\s+meet)\b`,
    String.raw`\b(?:deposit|advance\s+payment)\b`,
  ].join('|'),
  'i',
);

/**
 * The warning a message carries, from its words and whether its booking is accepted already
 * (`dealAgreed`): asking to pay outside the app always; a way to reach each other elsewhere only
 * before the deal is agreed (then the phone number is on the booking anyway).
 */
export function messageWarningOf(body: string, dealAgreed: boolean): MessageWarning | null {
  if (OFF_APP_PAYMENT.test(body)) return 'payment';
  if (dealAgreed) return null;
  if (LINK.test(body) || EMAIL.test(body) || PHONE.test(withoutIsbnsAndDates(body))) return 'contact';
  return null;
}

/** POST /api/conversations: the copy to ask its seller about. */
export const openConversationSchema = z.object({
  productId: z.string({ error: 'productId is required' }).min(1, 'productId is required').max(100),
});

/** One row of the inbox (GET /api/conversations), and the head of a conversation's page. */
export const conversationSchema = z.object({
  _id: z.string(),
  /** The copy, while its listing exists. */
  productId: z.string().nullable(),
  bookName: z.string(),
  image_url: z.string(),
  /** The viewer's side. */
  side: z.enum(['buyer', 'seller']),
  /** The other person (id null: their account is deleted, named "A former member"). */
  other: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The latest booking of the copy by its buyer, if any: the thread is also that booking's. */
  booking: z.object({ _id: z.string(), state: z.enum(BOOKING_STATES) }).nullable(),
  lastMessage: z
    .object({ body: z.string(), senderId: z.string().nullable(), createdAt: z.string() })
    .nullable(),
  /** A message came that the viewer has not opened yet. */
  unread: z.boolean(),
  /** Whether either blocked the other: nothing more can be sent. */
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations/summary: how many conversations hold a message not yet opened. */
export const conversationsSummarySchema = z.object({ unread: z.number().int() });

/** A person the viewer blocked, as the account page lists them. */
export const blockedPersonSchema = z.object({ _id: z.string(), name: z.string(), blockedAt: z.string() });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;
