import { z } from 'zod';
import { BOOKING_STATES, PAYMENT_METHODS, type BookingStanding } from '@second-shelf/shared';

/**
 * Every change the database reports through its triggers' NOTIFY (change-feed.ts), and the one
 * place that reads and writes their payloads: the triggers write them in SQL, so this file says,
 * for each channel, which migration's trigger sends what.
 *
 * - `viewer_changed` (migration 0003, `notify_viewer_changed`): a row of "session" updated or
 *   deleted, `s:<session id>`; a row of "user" updated or deleted, `u:<user id>`.
 * - `catalog_changed` (migration 0003, `notify_catalog_changed`): the categories' names or
 *   pictures changed, an empty payload, once per statement.
 * - `photo_deleted` (migration 0008, `notify_photo_deleted`): a photo deleted, `<photo id>`.
 * - `booking_live` (`notify_booking_live`: migration 0007, the booking's standing since
 *   0019; the notifications' columns of migration 0012): a message inserted,
 *   `m:<booking id>:<message id>` (split at the last colon); a booking's state or payment
 *   updated, `b:` and a JSON object `{"id", "state", "stateChangedAt", "paymentMethod", "paid"}`;
 *   a notification inserted, or its `seq` or `read_at` updated, `n:<user id>`.
 * - `listings_changed` (migration 0020, `notify_listings_changed`): listings added, changed or
 *   removed, once per statement, for each category they are in `c:<category id>` and for each
 *   seller `s:<seller id>`; a seller's rating or verification changed, `s:<user id>`; past 50
 *   categories and sellers in one statement, `*` (everything) instead.
 *
 * NOTIFY is delivered at commit, in commit order, to every listening connection: one per server
 * instance, whichever instance (or the admin command, or someone at psql) made the change.
 */
export type ChangeEvent =
  | { channel: 'viewer_changed'; kind: 'session'; sessionId: string }
  | { channel: 'viewer_changed'; kind: 'user'; userId: string }
  | { channel: 'catalog_changed'; kind: 'categories' }
  | { channel: 'photo_deleted'; kind: 'photo'; photoId: string }
  | { channel: 'booking_live'; kind: 'message'; conversationId: string; messageId: string }
  | { channel: 'booking_live'; kind: 'booking'; bookingId: string; standing: BookingStanding }
  | { channel: 'booking_live'; kind: 'notifications'; userId: string }
  | { channel: 'listings_changed'; kind: 'category'; categoryId: string }
  | { channel: 'listings_changed'; kind: 'seller'; sellerId: string }
  | { channel: 'listings_changed'; kind: 'every-listing' };

export type Channel = ChangeEvent['channel'];
export type ChangeEventOf<C extends Channel> = Extract<ChangeEvent, { channel: C }>;

/** Every channel the triggers notify (a feed listens to those it has listeners for). */
export const CHANNELS = [
  'viewer_changed',
  'catalog_changed',
  'photo_deleted',
  'booking_live',
  'listings_changed',
] as const satisfies readonly Channel[];

/**
 * An id as the triggers write it: never empty, on one line, and far shorter than NOTIFY's 8000
 * bytes (every id of ours is a UUID or Better Auth's 32 characters; the demo data's are longer words).
 */
const isId = (text: string) => text.length > 0 && text.length <= 255 && !/[\r\n\0]/.test(text);

/** The `b:` object: the trigger's `json_build_object` of the updated row. */
const bookingPayloadSchema = z.object({
  id: z.string().refine(isId),
  state: z.enum(BOOKING_STATES),
  // A timestamptz as PostgreSQL writes it in JSON ("2026-11-27T18:24:04.123456+00:00").
  stateChangedAt: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paid: z.boolean(),
});

/** The channel and payload a trigger sends for `event` (tests send them; the triggers write the same). */
export function encodeChangeEvent(event: ChangeEvent): { channel: Channel; payload: string } {
  const payload = (() => {
    switch (event.kind) {
      case 'session':
        return `s:${event.sessionId}`;
      case 'user':
        return `u:${event.userId}`;
      case 'categories':
        return '';
      case 'photo':
        return event.photoId;
      case 'message':
        return `m:${event.conversationId}:${event.messageId}`;
      case 'booking':
        return `b:${JSON.stringify({
          id: event.bookingId,
          state: event.standing.state,
          stateChangedAt: event.standing.stateChangedAt,
          paymentMethod: event.standing.payment.method,
          paid: event.standing.payment.paid,
        })}`;
      case 'notifications':
        return `n:${event.userId}`;
      case 'category':
        return `c:${event.categoryId}`;
      case 'seller':
        return `s:${event.sellerId}`;
      case 'every-listing':
        return '*';
    }
  })();
  return { channel: event.channel, payload };
}

function decodeBooking(json: string): ChangeEventOf<'booking_live'> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const row = bookingPayloadSchema.safeParse(parsed);
  if (!row.success) return undefined;
  const { id, state, stateChangedAt, paymentMethod, paid } = row.data;
  return {
    channel: 'booking_live',
    kind: 'booking',
    bookingId: id,
    // As the API writes times (the booking's history among them): ISO 8601 in UTC, to the millisecond.
    standing: {
      state,
      stateChangedAt: new Date(stateChangedAt).toISOString(),
      payment: { method: paymentMethod, paid },
    },
  };
}

/**
 * The event a trigger's payload on `channel` reports; undefined for one it cannot be (an unknown
 * kind, a missing or empty id, a booking's object that is not one), which the feed's listeners
 * take as a change they cannot place (change-feed.ts).
 */
export function decodeChangeEvent<C extends Channel>(
  channel: C,
  payload: string,
): ChangeEventOf<C> | undefined {
  return decode(channel, payload) as ChangeEventOf<C> | undefined;
}

function decode(channel: Channel, payload: string): ChangeEvent | undefined {
  const rest = payload.slice(2);
  switch (channel) {
    case 'viewer_changed':
      if (!isId(rest)) return undefined;
      if (payload.startsWith('s:')) return { channel, kind: 'session', sessionId: rest };
      if (payload.startsWith('u:')) return { channel, kind: 'user', userId: rest };
      return undefined;
    case 'catalog_changed':
      return payload === '' ? { channel, kind: 'categories' } : undefined;
    case 'photo_deleted':
      return isId(payload) ? { channel, kind: 'photo', photoId: payload } : undefined;
    case 'booking_live':
      if (payload.startsWith('b:')) return decodeBooking(rest);
      if (payload.startsWith('n:'))
        return isId(rest) ? { channel, kind: 'notifications', userId: rest } : undefined;
      if (payload.startsWith('m:')) {
        const split = rest.lastIndexOf(':');
        const conversationId = rest.slice(0, split);
        const messageId = rest.slice(split + 1);
        return split > 0 && isId(conversationId) && isId(messageId)
          ? { channel, kind: 'message', conversationId, messageId }
          : undefined;
      }
      return undefined;
    case 'listings_changed':
      if (payload === '*') return { channel, kind: 'every-listing' };
      if (!isId(rest)) return undefined;
      if (payload.startsWith('c:')) return { channel, kind: 'category', categoryId: rest };
      if (payload.startsWith('s:')) return { channel, kind: 'seller', sellerId: rest };
      return undefined;
  }
}
