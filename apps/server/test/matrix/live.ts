import type { MatrixContext, People, Row } from './types.js';
import { bookingBetween, listBook } from '../booking-fixtures.js';

/** Messages, notifications and live updates (src/features/messages, notifications, src/live). */
export function liveRows({ t }: MatrixContext): Record<string, Row> {
  // One booking between the buyer and the seller serves every caller (each booking held open counts
  // against the buyer's MAX_OPEN_BOOKINGS), and the buyer's notification of the seller's message.
  let thread: Promise<string> | undefined;
  const threadOf = (people: People) => (thread ??= bookingBetween(t, people.buyer, people.seller));
  let notification: Promise<string> | undefined;
  const buyersNotification = (people: People) =>
    (notification ??= (async () => {
      const bookingId = await threadOf(people);
      await t.request({
        method: 'POST',
        url: `/api/bookings/${bookingId}/messages`,
        as: people.seller,
        payload: { body: 'Is Friday fine?' },
      });
      const listed = await t.request({ url: '/api/notifications', as: people.buyer });
      const found = (listed.json() as { _id: string; bookingId: string; kind: string }[]).find(
        (candidate) => candidate.bookingId === bookingId && candidate.kind === 'message',
      );
      if (!found) throw new Error(`no notification of the message: ${listed.body}`);
      return found._id;
    })());
  // The stream answers its parties with a stream, which app.inject would wait on forever: the row
  // asks about a booking of two strangers, refused before any stream (src/live/ tests the streams).
  let strangers: Promise<string> | undefined;
  const strangersBooking = () =>
    (strangers ??= (async () => bookingBetween(t, await t.signUp(), await t.signUp({ role: 'seller' })))());

  let strangersTalk: Promise<string> | undefined;
  const strangersConversation = () =>
    (strangersTalk ??= (async () => {
      const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
      const opened = await t.request({
        method: 'POST',
        url: '/api/conversations',
        as: buyer,
        payload: { productId: await listBook(t, seller, 'Strangers Talk') },
      });
      if (opened.statusCode !== 201) throw new Error(`conversation: ${opened.statusCode} ${opened.body}`);
      return opened.json()._id as string;
    })());

  return {
    'GET /api/bookings/:id/messages': {
      owner: 'buyer',
      // The booking's two parties only: the admin and `other` are strangers to it.
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 403, other: 403, both: 403 },
      request: async (people) => ({ method: 'GET', url: `/api/bookings/${await threadOf(people)}/messages` }),
    },
    'POST /api/bookings/:id/messages': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 201, seller: 201, admin: 403, other: 403, both: 403 },
      request: async (people) => ({
        method: 'POST',
        url: `/api/bookings/${await threadOf(people)}/messages`,
        payload: { body: 'See you at the gate' },
      }),
    },
    'GET /api/notifications': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'GET', url: '/api/notifications' }),
    },
    'GET /api/notifications/summary': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'GET', url: '/api/notifications/summary' }),
    },
    'POST /api/notifications/:id/read': {
      owner: 'buyer',
      // The buyer's own; to anyone else it does not exist.
      expect: { anonymous: 401, buyer: 200, seller: 404, admin: 404, other: 404, both: 404 },
      request: async (people) => ({
        method: 'POST',
        url: `/api/notifications/${await buyersNotification(people)}/read`,
      }),
    },
    'POST /api/notifications/read-all': {
      owner: 'buyer',
      // Each caller's own notifications.
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async () => ({ method: 'POST', url: '/api/notifications/read-all' }),
    },
    'GET /api/events': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 403, seller: 403, admin: 403, other: 403, both: 403 },
      request: async () => ({ method: 'GET', url: `/api/events?booking=${await strangersBooking()}` }),
    },
    // The same route about a conversation (a row of its own): its two people only, strangers here too.
    'GET /api/events?conversation=': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 403, seller: 403, admin: 403, other: 403, both: 403 },
      request: async () => ({
        method: 'GET',
        url: `/api/events?conversation=${await strangersConversation()}`,
      }),
    },
  };
}
