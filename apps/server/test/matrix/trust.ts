import { bookingIn } from '../trust-fixtures.js';
import type { MatrixContext, Row } from './types.js';

/** Reviews and profiles (src/features/reviews, src/features/profiles). */
export function trustRows({ t }: MatrixContext): Record<string, Row> {
  return {
    'POST /api/bookings/:id/review': {
      owner: 'buyer',
      // Each call reviews a new completed sale of the seller to the buyer: only those two may.
      expect: { anonymous: 401, buyer: 201, seller: 201, admin: 403, other: 403, both: 403 },
      request: async (people) => ({
        method: 'POST',
        url: `/api/bookings/${await bookingIn(t, people, 'completed')}/review`,
        payload: { rating: 4, comment: 'As described' },
      }),
    },
    'GET /api/profiles/:id': {
      owner: 'seller',
      expect: { anonymous: 200, buyer: 200, seller: 200, admin: 200, other: 200, both: 200 },
      request: async (people) => ({ method: 'GET', url: `/api/profiles/${people.seller.id}` }),
    },
  };
}
