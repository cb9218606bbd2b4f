import { expect } from 'vitest';
import { bookInput, type TestApp, type TestUser } from '../../../test/test-app.js';

/**
 * A new buyer's booking of a new seller's listing priced `price`, made through the API and left in
 * `state` (accepted: the seller has accepted it, so the buyer may choose how to pay).
 */
export async function bookingToPay(
  t: TestApp,
  price: number,
  state: 'requested' | 'accepted' = 'accepted',
): Promise<{ seller: TestUser; buyer: TestUser; bookingId: string }> {
  const seller = await t.signUp({ role: 'seller' });
  const buyer = await t.signUp();
  const listed = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: seller,
    payload: bookInput({ book_name: 'The Paper Knight', resell_price: price }),
  });
  const booked = await t.request({
    method: 'POST',
    url: '/api/bookings',
    as: buyer,
    payload: {
      productId: listed.json().insertedId,
      meetingLocation: 'Library steps',
      phoneNumber: '01712345678',
    },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId: string = booked.json().insertedId;
  if (state === 'accepted') {
    const accepted = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/accept`,
      as: seller,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  return { seller, buyer, bookingId };
}
