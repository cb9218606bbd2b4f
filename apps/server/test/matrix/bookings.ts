import { and, eq, inArray } from 'drizzle-orm';
import { bookings } from '../../src/db/schema.js';
import { nextIp, type TestApp, type TestUser } from '../test-app.js';
import type { MatrixContext, People, Row } from './types.js';

/**
 * Ends the buyer's open bookings straight in the database: each row books again, and the bookings
 * that earlier rows left open would otherwise reach the buyer's MAX_OPEN_BOOKINGS.
 */
export async function retireOpenBookings(t: TestApp, buyer: TestUser): Promise<void> {
  await t.db
    .update(bookings)
    .set({ state: 'cancelled', expiresAt: null })
    .where(and(eq(bookings.buyerId, buyer.id), inArray(bookings.state, ['requested', 'accepted'])));
}

/** The booking's life (src/features/bookings): the seller's list, the booking's page, its changes. */
export function bookingsRows({ t, newListing }: MatrixContext): Record<string, Row> {
  /** A new booking by the buyer of a new listing of the seller, through the API, in `state`. */
  async function bookingIn(people: People, state: 'requested' | 'accepted'): Promise<string> {
    await retireOpenBookings(t, people.buyer);
    const booked = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: people.buyer,
      // An address of its own: the booking route's abuse limit counts per address.
      ip: nextIp(),
      payload: { productId: await newListing(people), meetingLocation: 'Gate', phoneNumber: '0123456789' },
    });
    if (booked.statusCode !== 201) throw new Error(`booking: ${booked.statusCode} ${booked.body}`);
    const bookingId: string = booked.json().insertedId;
    if (state === 'accepted') {
      const accepted = await t.request({
        method: 'POST',
        url: `/api/bookings/${bookingId}/accept`,
        as: people.seller,
      });
      if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
    }
    return bookingId;
  }

  // Reading changes nothing: one booking serves every caller.
  let shown: Promise<string> | undefined;
  // Only the seller may answer or mark as sold; anyone else signed in is refused, a stranger with
  // NOT_A_PARTY, the buyer because the change is not theirs to make (both 403).
  const sellersChange = (state: 'requested' | 'accepted', action: string): Row => ({
    owner: 'seller',
    expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 403, both: 403 },
    request: async (people) => ({
      method: 'POST',
      url: `/api/bookings/${await bookingIn(people, state)}/${action}`,
    }),
  });

  return {
    'GET /api/bookings': {
      owner: 'seller',
      // Each seller sees the bookings of their own copies; the admin here is a buyer.
      expect: { anonymous: 401, buyer: 403, seller: 200, admin: 403, other: 200, both: 200 },
      request: async () => ({ method: 'GET', url: '/api/bookings?state=requested,accepted' }),
    },
    'GET /api/bookings/:id': {
      owner: 'buyer',
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 403, other: 403, both: 403 },
      request: async (people) => ({
        method: 'GET',
        url: `/api/bookings/${await (shown ??= bookingIn(people, 'requested'))}`,
      }),
    },
    'POST /api/bookings/:id/accept': sellersChange('requested', 'accept'),
    'POST /api/bookings/:id/decline': sellersChange('requested', 'decline'),
    'POST /api/bookings/:id/complete': sellersChange('accepted', 'complete'),
    'POST /api/bookings/:id/cancel': {
      owner: 'buyer',
      // Once accepted, either side may cancel, with a reason.
      expect: { anonymous: 401, buyer: 200, seller: 200, admin: 403, other: 403, both: 403 },
      request: async (people) => ({
        method: 'POST',
        url: `/api/bookings/${await bookingIn(people, 'accepted')}/cancel`,
        payload: { reason: 'Plans changed' },
      }),
    },
  };
}
