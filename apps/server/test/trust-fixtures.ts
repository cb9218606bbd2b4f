import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BookingState } from '@second-shelf/shared';
import { bookings, listings } from '../src/db/schema.js';
import { conversationAbout, COPY_STATUS, listBook } from './booking-fixtures.js';
import type { TestApp, TestUser } from './test-app.js';

/**
 * A booking of a new listing of `seller` by `buyer`, written straight into `state` as the lifecycle
 * would leave it (the copy's status too): for tests of what a state allows, not of how it is reached.
 */
export async function bookingIn(
  t: TestApp,
  people: { buyer: TestUser; seller: TestUser },
  state: BookingState,
): Promise<string> {
  const { buyer, seller } = people;
  const productId = await listBook(t, seller);
  const id = randomUUID();
  const open = state === 'requested' || state === 'accepted';
  await t.db.insert(bookings).values({
    id,
    buyerId: buyer.id,
    sellerId: seller.id,
    productId,
    conversationId: await conversationAbout(t, { buyerId: buyer.id, sellerId: seller.id, productId }),
    userName: buyer.name,
    email: buyer.email,
    productName: 'A Test Book',
    productPrice: 9.5,
    imageUrl: '/images/covers/the-paper-knight.svg',
    sellerName: seller.name,
    sellerEmail: seller.email,
    meetingLocation: 'Dhaka',
    phoneNumber: '+8801712345678',
    state,
    expiresAt: open ? new Date(Date.now() + 24 * 60 * 60 * 1000) : null,
  });
  await t.db.update(listings).set({ status: COPY_STATUS[state] }).where(eq(listings.id, productId));
  return id;
}
