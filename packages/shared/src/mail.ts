import { z } from './zod-in-browsers.js';
import { NOTIFICATION_KINDS, type NotificationKind } from './bookings.js';

/**
 * The mail the server sends about an account: never unsubscribed from (the person asked for it, or
 * someone tried to sign up with their address: at most one a day).
 */
export const ACCOUNT_MAIL_KINDS = [
  'verify_email',
  'reset_password',
  'sign_up_attempt',
  'sign_in_link',
] as const;
/** The account mails whose link signs in or sets a password: only their person ever sees the link. */
export const SECRET_LINK_MAIL_KINDS = ['reset_password', 'sign_in_link'] as const;
export const MAIL_KINDS = [...ACCOUNT_MAIL_KINDS, ...NOTIFICATION_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * What an outbox message is at: `queued` for the SMTP server (tried again later when it cannot be
 * reached), `sent` (the SMTP server took it), `failed` (it refused it for good), `kept` (no SMTP
 * server is set: the outbox is where it is read).
 */
export const MAIL_STATES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** The emails one can unsubscribe from, one kind at a time, as the unsubscribe page names them. */
export const MAIL_TOPICS: Record<NotificationKind, string> = {
  requested: 'new booking requests',
  accepted: 'accepted bookings',
  declined: 'declined bookings',
  cancelled: 'cancelled bookings',
  expired: 'expired bookings',
  expiring: 'bookings about to expire',
  sold: 'sales',
  message: 'new messages',
  review: 'reviews of you',
  price_cut: 'price cuts on saved books',
  copy_listed: 'wishlist alerts',
  listing_removed: 'listings removed by an admin',
};

/** GET /api/admin/outbox: one message as it was (or will be) sent. */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  kind: z.enum(MAIL_KINDS),
  subject: z.string(),
  text: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** An unsubscribe link's token: what it signs, checked by the server. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ message: 'token is required' })
    .min(1, 'token is required')
    .max(500, 'token must be at most 500 characters'),
});

/** GET and POST /api/mail/unsubscribe: which emails the link is about, and whether they still come. */
export const unsubscribeStateSchema = z.object({
  topic: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
