import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { BookingDetail, BookingStanding, LiveEvent, Message } from '@second-shelf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases.js';
import { SseStream } from '../../test/sse-client.js';
import { BASE_URL, useTestApp, type TestUser } from '../../test/test-app.js';
import { CHANGE_FEED_APPLICATION } from '../db/change-feed.js';
import { bookings } from '../db/schema.js';
import { LIVE_SETTINGS } from './hub.js';
import { bookingBetween, listBook, sendMessage } from '../../test/booking-fixtures.js';
import { until } from '../../test/until.js';

// Streams are read over real HTTP (app.inject waits for the end of an answer): the test app listens
// on 127.0.0.1 too. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const t = useTestApp();
let base = '';

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const open: SseStream[] = [];
afterAll(() => {
  for (const stream of open) stream.close();
});

/** Opens GET /api/events as `as` (null: nobody signed in); the stream, when it is one. */
async function events(as: TestUser | null, query = '') {
  const answer = await SseStream.open(`${base}/api/events${query}`, {
    origin: BASE_URL,
    ...(as ? { cookie: as.cookie } : {}),
  });
  if (answer.stream) {
    open.push(answer.stream);
    // The stream is registered before its first frame (the reconnection hint) is written.
    await answer.stream.waitFor((frame) => frame.retry !== undefined, { what: 'the retry hint' });
  }
  return answer;
}

async function stream(as: TestUser, query = ''): Promise<SseStream> {
  const answer = await events(as, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.stream!;
}

const isMessage = (id: string) => (data: { type: string; message?: Message }) =>
  data.type === 'message' && data.message?._id === id;

/** A `notifications` event with this unread count. */
const isUnread = (unread: number) => (data: LiveEvent) =>
  data.type === 'notifications' && data.unread === unread;

/** Where the booking stands as `as` reads its page: what its live event must say. */
async function standingOf(as: TestUser, bookingId: string): Promise<BookingStanding> {
  const detail = (await t.request({ url: `/api/bookings/${bookingId}`, as })).json<BookingDetail>();
  return {
    state: detail.state,
    stateChangedAt: detail.history.at(-1)!.at,
    payment: { method: detail.payment.method, paid: detail.payment.status === 'paid' },
  };
}

describe('GET /api/events', () => {
  it('answers a stream of server-sent events, with the API headers and a reconnection hint', async () => {
    const buyer = await t.signUp();
    const answer = await SseStream.open(`${base}/api/events`, {
      origin: BASE_URL,
      cookie: buyer.cookie,
      // Answers of 1 KB or more are compressed for a client that asks; a stream never is.
      'accept-encoding': 'br, gzip',
    });
    open.push(answer.stream!);
    expect(answer.status).toBe(200);
    await answer.stream!.waitFor((frame) => frame.retry !== undefined, { what: 'the retry hint' });
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-accel-buffering')).toBe('no');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.stream!.received[0]).toEqual({ retry: LIVE_SETTINGS.retryMs });
    // The heartbeat is a comment line, every 30 s; here sent at once.
    expect(LIVE_SETTINGS.heartbeatMs).toBe(30_000);
    t.app.live.heartbeat();
    await answer.stream!.waitFor((frame) => frame.comment === 'keep-alive', { what: 'the heartbeat' });
    expect(answer.stream!.events).toEqual([]);
  });

  it('refuses before any stream: nobody signed in, a stranger to the booking, an unknown booking, a bad id', async () => {
    const [buyer, seller, stranger] = [
      await t.signUp(),
      await t.signUp({ role: 'seller' }),
      await t.signUp(),
    ];
    const bookingId = await bookingBetween(t, buyer, seller);
    const anonymous = await events(null, `?booking=${bookingId}`);
    expect([anonymous.status, anonymous.stream]).toEqual([401, undefined]);
    const foreign = await events(stranger, `?booking=${bookingId}`);
    expect([foreign.status, (foreign.body as { code: string }).code]).toEqual([403, 'NOT_A_PARTY']);
    const unknown = await events(buyer, '?booking=no-such-booking');
    expect([unknown.status, (unknown.body as { code: string }).code]).toEqual([404, 'BOOKING_NOT_FOUND']);
    const long = await events(buyer, `?booking=${'x'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(t.app.live.count(stranger.id)).toBe(0);
  });

  it('answers only a request for an event stream, as an EventSource makes, and says so to any other', async () => {
    const buyer = await t.signUp();
    const answer = await SseStream.open(`${base}/api/events`, {
      origin: BASE_URL,
      cookie: buyer.cookie,
      accept: 'application/json',
    });
    expect([answer.status, (answer.body as { code: string }).code]).toEqual([406, 'EVENT_STREAM_ONLY']);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    // Nothing of a stream's answer leaks into the refusal.
    expect(answer.headers.get('x-accel-buffering')).toBeNull();
    expect(t.app.live.count(buyer.id)).toBe(0);
  });

  it("delivers a message, once read, to every stream watching its thread; the person's other pages hear of a notification", async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const bookingId = await bookingBetween(t, buyer, seller);
    const buyersPage = await stream(buyer, `?booking=${bookingId}`);
    const buyersSecondTab = await stream(buyer, `?booking=${bookingId}`);
    const buyersBell = await stream(buyer);
    const sellersPage = await stream(seller, `?booking=${bookingId}`);
    const sellersOtherThread = await stream(seller, `?booking=${await bookingBetween(t, buyer, seller)}`);

    const sent = await sendMessage(t, seller, bookingId, '  Friday at five?\nBy the <b>gate</b>  ');
    expect(sent.body).toBe('Friday at five?\nBy the <b>gate</b>');
    for (const page of [buyersPage, buyersSecondTab, sellersPage]) {
      expect(await page.waitForEvent(isMessage(sent._id), { what: 'the message' })).toEqual({
        type: 'message',
        message: sent,
      });
    }
    // The buyer's notification changed: every page of the buyer hears it, with the bell's count.
    for (const page of [buyersPage, buyersSecondTab, buyersBell]) {
      await page.waitForEvent(isUnread(1), { what: 'the notification' });
    }
    const reply = await sendMessage(t, buyer, bookingId, 'Yes');
    await sellersPage.waitForEvent(isMessage(reply._id), { what: 'the reply' });
    await sellersOtherThread.waitForEvent((data: { type: string }) => data.type === 'notifications', {
      what: "the seller's notification",
    });
    // The page of another thread and the bell got no message of this one.
    for (const page of [buyersBell, sellersOtherThread]) {
      expect(page.events.filter((data) => (data as { type: string }).type === 'message')).toEqual([]);
    }
  });

  it("delivers a thread's messages in the order they were sent, and a booking's change to its pages", async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const bookingId = await bookingBetween(t, buyer, seller);
    const page = await stream(buyer, `?booking=${bookingId}`);
    const sent: string[] = [];
    for (let i = 0; i < 5; i += 1) sent.push((await sendMessage(t, seller, bookingId, `Message ${i}`))._id);
    await page.waitForEvent(isMessage(sent.at(-1)!), { what: 'the last message' });
    const arrived = page.events
      .filter((data) => (data as { type: string }).type === 'message')
      .map((data) => (data as { message: Message }).message._id);
    expect(arrived).toEqual(sent);

    // A change made by anyone, even straight in the database, reaches the booking's pages.
    await t.db.update(bookings).set({ paymentMethod: 'cash' }).where(eq(bookings.id, bookingId));
    expect(
      await page.waitForEvent((data: { type: string }) => data.type === 'booking', {
        what: 'the booking event',
      }),
    ).toEqual({
      type: 'booking',
      bookingId,
      standing: {
        state: 'requested',
        stateChangedAt: expect.any(String),
        payment: { method: 'cash', paid: false },
      },
    });
  });

  it("tells a booking's pages where it stands after each change, as its page reads it", async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const bookingId = await bookingBetween(t, buyer, seller);
    const buyersPage = await stream(buyer, `?booking=${bookingId}`);
    const sellersPage = await stream(seller, `?booking=${bookingId}`);
    const sellersBell = await stream(seller);
    const change = async (action: string, state: string) => {
      const from = [buyersPage.received.length, sellersPage.received.length];
      const response = await t.request({
        method: 'POST',
        url: `/api/bookings/${bookingId}/${action}`,
        as: seller,
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(200);
      for (const [index, page] of [buyersPage, sellersPage].entries()) {
        const event = await page.waitForEvent(
          (data: LiveEvent) => data.type === 'booking' && data.standing?.state === state,
          { from: from[index], what: `the booking ${state}` },
        );
        expect(event).toEqual({ type: 'booking', bookingId, standing: await standingOf(buyer, bookingId) });
      }
    };
    await change('accept', 'accepted');
    // Mark as sold: cash, received at the meetup.
    await change('complete', 'completed');
    expect((await standingOf(seller, bookingId)).payment).toEqual({ method: 'cash', paid: true });
    // The seller's bell watches no booking: it hears of none.
    expect(sellersBell.events.filter((data) => (data as LiveEvent).type === 'booking')).toEqual([]);
  });

  it("tells a person's other pages when they open a conversation, even with every notice read already", async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const productId = await listBook(t, seller, 'Asked Live');
    const opened = await t.request({
      method: 'POST',
      url: '/api/conversations',
      as: buyer,
      payload: { productId },
    });
    const conversationId = opened.json()._id as string;
    const sellersOtherTab = await stream(seller);
    await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      as: buyer,
      payload: { body: 'Still for sale?' },
    });
    await sellersOtherTab.waitForEvent(isUnread(1), { what: 'the message notice' });
    // Mark all as read from the bell: the notice is read, the conversation still unread in Messages.
    const all = await t.request({ method: 'POST', url: '/api/notifications/read-all', as: seller });
    expect(all.statusCode, all.body).toBe(200);
    await sellersOtherTab.waitForEvent(isUnread(0), { what: 'all read' });
    expect((await t.request({ url: '/api/conversations/summary', as: seller })).json().unread).toBe(1);
    // Opened on one page: the other hears of it, and reads Messages at zero.
    const from = sellersOtherTab.received.length;
    const read = await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      as: seller,
    });
    expect(read.statusCode, read.body).toBe(200);
    await sellersOtherTab.waitForEvent((data: LiveEvent) => data.type === 'notifications', {
      from,
      what: 'the conversation read',
    });
    expect((await t.request({ url: '/api/conversations/summary', as: seller })).json().unread).toBe(0);
    // Answered without opening it first (its notice read from the bell): the other page hears that too.
    await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      as: buyer,
      payload: { body: 'Hello again?' },
    });
    await sellersOtherTab.waitForEvent(isUnread(1), { from, what: 'the second notice' });
    const beforeReadAll = sellersOtherTab.received.length;
    await t.request({ method: 'POST', url: '/api/notifications/read-all', as: seller });
    await sellersOtherTab.waitForEvent(isUnread(0), { from: beforeReadAll, what: 'all read again' });
    const beforeReply = sellersOtherTab.received.length;
    const reply = await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      as: seller,
      payload: { body: 'Yes, still here' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await sellersOtherTab.waitForEvent((data: LiveEvent) => data.type === 'notifications', {
      from: beforeReply,
      what: 'the conversation answered',
    });
    expect((await t.request({ url: '/api/conversations/summary', as: seller })).json().unread).toBe(0);
  });

  it("tells a person's pages of a price cut, and again when a later cut updates its notification", async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const productId = await listBook(t, seller, 'Live Price');
    expect(
      (await t.request({ method: 'PUT', url: `/api/wishlist/${productId}`, as: buyer })).statusCode,
    ).toBe(200);
    const bell = await stream(buyer);
    const cut = async (price: number) => {
      const from = bell.received.length;
      const response = await t.request({
        method: 'PATCH',
        url: `/api/products/${productId}`,
        as: seller,
        payload: { resell_price: price },
      });
      expect(response.statusCode, response.body).toBe(200);
      await bell.waitForEvent(isUnread(1), { from, what: `the notification of ${price}` });
    };
    await cut(8);
    // The second cut of the day updates the same notification, still unread: the bell hears of that too.
    await cut(7);
    const notices = (await t.request({ url: '/api/notifications', as: buyer })).json();
    expect(notices.map((notice: { price: number }) => notice.price)).toEqual([7]);

    // Read on another page: this one's count follows.
    const from = bell.received.length;
    const read = await t.request({
      method: 'POST',
      url: `/api/notifications/${notices[0]._id}/read`,
      as: buyer,
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(200);
    await bell.waitForEvent(isUnread(0), { from, what: 'the count once read' });
  });

  it('holds at most 10 streams per person on an instance, and forgets a stream whose page left', async () => {
    const buyer = await t.signUp();
    const streams: SseStream[] = [];
    for (let i = 0; i < LIVE_SETTINGS.maxStreamsPerPerson; i += 1) streams.push(await stream(buyer));
    const refused = await events(buyer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((refused.body as { message: string }).message).toMatch(/10 pages with live updates open/);
    // Another person is not held back by the buyer's pages.
    await stream(await t.signUp());

    streams[0]!.close();
    await until(
      () => t.app.live.count(buyer.id) === LIVE_SETTINGS.maxStreamsPerPerson - 1,
      'the left stream is forgotten',
    );
    await stream(buyer);
    for (const each of streams) each.close();
    await until(() => t.app.live.count(buyer.id) === 1, 'the closed streams are forgotten');
  });

  it("ends a person's streams when they sign out, and when their account is deleted", async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const admin = await t.makeAdmin(await t.signUp());
    const bookingId = await bookingBetween(t, buyer, seller);
    const buyersPage = await stream(buyer, `?booking=${bookingId}`);
    const sellersPage = await stream(seller, `?booking=${bookingId}`);
    const signOut = await t.request({ method: 'POST', url: '/api/auth/sign-out', as: buyer, payload: {} });
    expect(signOut.statusCode).toBe(200);
    await buyersPage.waitForEnd();
    expect((await events(buyer)).status).toBe(401);
    expect(sellersPage.ended).toBe(false);

    const deleted = await t.request({ method: 'DELETE', url: `/api/users/${seller.id}`, as: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await sellersPage.waitForEnd();
    await until(() => t.app.live.count(seller.id) === 0, "the seller's streams are forgotten");
  });
});

// Only PostgreSQL has a listening connection that can be lost; PGlite reports in-process.
describe.skipIf(!testDatabaseUrl)('live updates when the change feed loses its connection', () => {
  it('ends every stream (changes may have been missed), and streams again once it listens', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const bookingId = await bookingBetween(t, buyer, seller);
    const page = await stream(buyer, `?booking=${bookingId}`);
    await t.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${CHANGE_FEED_APPLICATION} and datname = current_database()`);
    await page.waitForEnd();
    // The page is told to come back within a few seconds (spread, so that not all at once).
    const hint = page.received.at(-1)!.retry!;
    expect(hint).toBeGreaterThanOrEqual(LIVE_SETTINGS.retryMs);
    expect(hint).toBeLessThanOrEqual(3 * LIVE_SETTINGS.retryMs);

    await until(() => t.database.changes.live, 'the feed listens again');
    const again = await stream(buyer, `?booking=${bookingId}`);
    const sent = await sendMessage(t, seller, bookingId, 'Still on?');
    await again.waitForEvent(isMessage(sent._id), { what: 'the message after the reconnection' });
  });
});
