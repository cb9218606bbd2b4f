import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BookingState, Message } from '@second-shelf/shared';
import {
  bookingEvents,
  bookings,
  conversations,
  notifications,
  openBookings,
  listings,
} from '../src/db/schema.js';
import { bookInput, nextIp, type TestApp, type TestUser } from './test-app.js';

/** The people of a booking and everyone around it. */
export interface Cast {
  buyer: TestUser;
  seller: TestUser;
  otherBuyer: TestUser;
  otherSeller: TestUser;
  /** A buyer with the admin flag: not a party of anyone's booking. */
  admin: TestUser;
}

export async function castOf(t: TestApp): Promise<Cast> {
  return {
    buyer: await t.signUp(),
    seller: await t.signUp({ role: 'seller' }),
    otherBuyer: await t.signUp(),
    otherSeller: await t.signUp({ role: 'seller' }),
    admin: await t.makeAdmin(await t.signUp()),
  };
}

/**
 * The buyer's conversation about a copy, made straight in the database, for a booking a test writes
 * there itself (a booking's thread is its conversation).
 */
export async function conversationAbout(
  t: TestApp,
  people: { buyerId: string; sellerId: string; productId: string },
): Promise<string> {
  const id = randomUUID();
  await t.db.insert(conversations).values({
    id,
    listingId: people.productId,
    buyerId: people.buyerId,
    sellerId: people.sellerId,
    bookName: 'A Test Book',
    imageUrl: '/images/covers/the-paper-knight.svg',
  });
  return id;
}

export async function listBook(t: TestApp, seller: TestUser, name = 'A Test Book'): Promise<string> {
  return listBookWith(t, seller, { book_name: name });
}

/** A new listing of the seller's: the test book with `overrides`; its id. */
export async function listBookWith(
  t: TestApp,
  seller: TestUser,
  overrides: Record<string, unknown>,
): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: seller,
    payload: bookInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
}

/**
 * A new listing of the seller, booked by the buyer through the API, each from an address of its own
 * (the booking route's abuse limit counts per address).
 */
export async function newBooking(
  t: TestApp,
  people: { buyer: TestUser; seller: TestUser },
  name?: string,
): Promise<{ bookingId: string; productId: string }> {
  const productId = await listBook(t, people.seller, name);
  const response = await t.request({
    method: 'POST',
    url: '/api/bookings',
    as: people.buyer,
    ip: nextIp(),
    payload: { productId, meetingLocation: 'Central library steps', phoneNumber: '+8801712345678' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { bookingId: response.json().insertedId as string, productId };
}

/** A booking of `buyer` on a new listing of `seller`, named `book`; its id. */
export async function bookingBetween(
  t: TestApp,
  buyer: TestUser,
  seller: TestUser,
  book?: string,
): Promise<string> {
  return (await newBooking(t, { buyer, seller }, book)).bookingId;
}

/** Sends `body` to the booking's thread as `as`, which must be accepted; the message. */
export async function sendMessage(
  t: TestApp,
  as: TestUser,
  bookingId: string,
  body = 'Hello',
): Promise<Message> {
  const response = await t.request({
    method: 'POST',
    url: `/api/bookings/${bookingId}/messages`,
    as,
    payload: { body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Message;
}

/** POST /api/bookings/:id/<action> as `as` (a body only when given). */
export function act(
  t: TestApp,
  as: TestUser | null,
  bookingId: string,
  action: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.request({ method: 'POST', url: `/api/bookings/${bookingId}/${action}`, as, payload });
}

export function expectOk(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(200);
}

/** A booking taken through the API to `state` (expired: its time moved to the past, then the sweep). */
export async function bookingIn(
  t: TestApp,
  people: { buyer: TestUser; seller: TestUser },
  state: BookingState,
): Promise<{ bookingId: string; productId: string }> {
  const booking = await newBooking(t, people);
  const { bookingId } = booking;
  const steps: Record<BookingState, [TestUser, string, object?][]> = {
    requested: [],
    accepted: [[people.seller, 'accept']],
    declined: [[people.seller, 'decline']],
    cancelled: [[people.buyer, 'cancel', {}]],
    completed: [
      [people.seller, 'accept'],
      [people.seller, 'complete'],
    ],
    expired: [],
  };
  for (const [as, action, payload] of steps[state])
    await expectOk(await act(t, as, bookingId, action, payload));
  if (state === 'expired') {
    await makeDue(t, bookingId);
    await t.app.jobs.runDue();
  }
  return booking;
}

/** Moves an open booking's time to the past, as if nobody had acted for its whole time. */
export async function makeDue(t: TestApp, bookingId: string): Promise<void> {
  await t.db
    .update(bookings)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(bookings.id, bookingId));
}

export async function stateOf(t: TestApp, bookingId: string): Promise<BookingState> {
  const [row] = await t.db.select({ state: bookings.state }).from(bookings).where(eq(bookings.id, bookingId));
  return row!.state;
}

export async function historyOf(
  t: TestApp,
  bookingId: string,
): Promise<{ state: BookingState; actorId: string | null; reason: string | null }[]> {
  return t.db
    .select({ state: bookingEvents.state, actorId: bookingEvents.actorId, reason: bookingEvents.reason })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(bookingEvents.id);
}

export async function noticesOf(
  t: TestApp,
  bookingId: string,
): Promise<{ userId: string; kind: string; actorName: string | null }[]> {
  return t.db
    .select({ userId: notifications.userId, kind: notifications.kind, actorName: notifications.actorName })
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId))
    .orderBy(notifications.seq);
}

/** The status of a booked copy while its booking is in each state. */
export const COPY_STATUS: Record<BookingState, 'available' | 'booked' | 'sold'> = {
  requested: 'booked',
  accepted: 'booked',
  declined: 'available',
  cancelled: 'available',
  expired: 'available',
  completed: 'sold',
};

/**
 * The rows around a booking agree with its state: the copy's status, one history row per change
 * (`changes` after the request), and the buyer's count of open bookings.
 */
export async function expectConsistent(
  t: TestApp,
  bookingId: string,
  expected: { state: BookingState; changes: number },
): Promise<void> {
  const [booking] = await t.db
    .select({ state: bookings.state, productId: bookings.productId, buyerId: bookings.buyerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  expect(booking?.state).toBe(expected.state);
  const history = await historyOf(t, bookingId);
  expect(history.map((event) => event.state)).toHaveLength(1 + expected.changes);
  expect(history.at(-1)?.state).toBe(expected.state);
  if (booking!.productId) {
    const [copy] = await t.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, booking!.productId));
    expect(copy?.status).toBe(COPY_STATUS[expected.state]);
  }
  if (booking!.buyerId) await expectOpenCount(t, booking!.buyerId);
}

/** The buyer's open_bookings row holds the number of their open bookings. */
export async function expectOpenCount(t: TestApp, buyerId: string): Promise<number> {
  const [kept] = await t.db
    .select({ count: openBookings.count })
    .from(openBookings)
    .where(eq(openBookings.buyerId, buyerId));
  const [counted] = await t.db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.buyerId, buyerId), inArray(bookings.state, ['requested', 'accepted'])));
  expect(kept?.count).toBe(counted?.n);
  return counted!.n;
}
