import type { MatrixContext, People, Row } from './types.js';

/** Paying (src/features/payments): choosing how to pay, and Stripe's webhook. */
export function paymentsRows({ t, newListing }: MatrixContext): Record<string, Row> {
  // One accepted booking of the buyer for every caller: each booking held open counts against the
  // buyer's MAX_OPEN_BOOKINGS, and choosing cash again is allowed.
  let accepted: Promise<string> | undefined;
  const acceptedBooking = async (people: People): Promise<string> => {
    const productId = await newListing(people);
    const booked = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: people.buyer,
      payload: { productId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
    });
    const bookingId: string = booked.json().insertedId;
    const answer = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/accept`,
      as: people.seller,
    });
    if (answer.statusCode !== 200) throw new Error(`accept: ${answer.statusCode} ${answer.body}`);
    return bookingId;
  };

  return {
    'POST /api/bookings/:id/payment': {
      owner: 'buyer',
      // Only the booking's buyer: the seller is the other party, the admin, `other` and `both` none.
      expect: { anonymous: 401, buyer: 200, seller: 403, admin: 403, other: 403, both: 403 },
      request: async (people) => ({
        method: 'POST',
        url: `/api/bookings/${await (accepted ??= acceptedBooking(people))}/payment`,
        payload: { method: 'cash' },
      }),
    },
    'POST /api/stripe/webhook': {
      owner: 'buyer',
      // This server takes no card payments; card.test.ts covers the webhook with Stripe's keys.
      expect: { anonymous: 404, buyer: 404, seller: 404, admin: 404, other: 404, both: 404 },
      request: async () => ({ method: 'POST', url: '/api/stripe/webhook', payload: { type: 'ping' } }),
    },
  };
}
