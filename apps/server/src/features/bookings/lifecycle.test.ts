import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingState } from '@second-shelf/shared';
import {
  act,
  bookingIn,
  castOf,
  expectConsistent,
  expectOk,
  conversationAbout,
  expectOpenCount,
  historyOf,
  listBook,
  makeDue,
  newBooking,
  noticesOf,
  stateOf,
  type Cast,
} from '../../../test/booking-fixtures.js';
import { useTestApp, type TestUser } from '../../../test/test-app.js';
import { bookings, jobs, payments, reviews } from '../../db/schema.js';

// The cast books many copies here (routes.test.ts covers the cap on open bookings); expiry is run by
// the tests themselves, never by the poll's timer in the middle of one.
const t = useTestApp({ env: { MAX_OPEN_BOOKINGS: '1000', JOBS_POLL_SECONDS: '3600' } });

let cast: Cast;
beforeAll(async () => {
  cast = await castOf(t);
});

const HOUR = 3_600_000;
const near = (iso: string | null, expected: number) => {
  expect(iso).not.toBeNull();
  expect(Math.abs(Date.parse(iso!) - expected)).toBeLessThan(60_000);
};

describe('a booking, from request to sale', () => {
  it('reaches the seller, who accepts it, then marks it sold; each side is told', async () => {
    const { buyer, seller } = cast;
    const { bookingId, productId } = await newBooking(t, cast, 'The Whole Deal');

    const incoming = await t.request({ url: '/api/bookings?state=requested', as: seller });
    expect(incoming.statusCode).toBe(200);
    expect(incoming.json()[0]).toEqual({
      _id: bookingId,
      productId,
      image_url: '/images/covers/the-paper-knight.svg',
      productName: 'The Whole Deal',
      productPrice: 9.5,
      buyerId: buyer.id,
      buyerName: buyer.name,
      meetingLocation: 'Central library steps',
      phoneNumber: '+8801712345678',
      createdAt: expect.any(String),
      state: 'requested',
      stateChangedAt: expect.any(String),
      expiresAt: expect.any(String),
      payment: { method: null, status: 'none' },
    });
    near(incoming.json()[0].expiresAt, Date.now() + 48 * HOUR);
    expect(await noticesOf(t, bookingId)).toEqual([
      { userId: seller.id, kind: 'requested', actorName: buyer.name },
    ]);

    const accepted = await act(t, seller, bookingId, 'accept');
    expectOk(accepted);
    expect(accepted.json()).toMatchObject({
      _id: bookingId,
      state: 'accepted',
      viewerRole: 'seller',
      actions: ['complete', 'cancel'],
      payWith: [],
      buyer: { id: buyer.id, name: buyer.name, rating: { average: null, count: 0 } },
      seller: { id: seller.id, name: seller.name, email: seller.email },
      history: [
        { state: 'requested', actorName: buyer.name, reason: null },
        { state: 'accepted', actorName: seller.name, reason: null },
      ],
      canReview: false,
    });
    // An accepted booking waits BOOKING_MEET_DAYS (7 by default) for the sale.
    near(accepted.json().expiresAt, Date.now() + 7 * 24 * HOUR);
    const buyersView = (await t.request({ url: `/api/bookings/${bookingId}`, as: buyer })).json();
    expect(buyersView).toMatchObject({ viewerRole: 'buyer', actions: ['cancel'], payWith: ['cash'] });
    await expectConsistent(t, bookingId, { state: 'accepted', changes: 1 });

    const sold = await act(t, seller, bookingId, 'complete');
    expectOk(sold);
    expect(sold.json()).toMatchObject({
      state: 'completed',
      expiresAt: null,
      actions: [],
      payment: { method: 'cash', status: 'paid' },
      canReview: true,
    });
    await expectConsistent(t, bookingId, { state: 'completed', changes: 2 });
    expect(await noticesOf(t, bookingId)).toEqual([
      { userId: seller.id, kind: 'requested', actorName: buyer.name },
      { userId: buyer.id, kind: 'accepted', actorName: seller.name },
      { userId: buyer.id, kind: 'sold', actorName: seller.name },
    ]);
    // The copy is gone from its category for good, and My Products links it to its sale.
    const page = (await t.request({ url: '/api/categories/2?limit=100', as: buyer })).json();
    expect(page.map((book: { _id: string }) => book._id)).not.toContain(productId);
    const mine = (
      await t.request({
        url: `/api/myproducts?email=${encodeURIComponent(seller.email)}&limit=100`,
        as: seller,
      })
    ).json() as { _id: string; status: string; bookingId: string | null }[];
    expect(mine.find((book) => book._id === productId)).toMatchObject({ status: 'sold', bookingId });
    // Its page says when it sold: the moment of Mark as sold.
    const [marked] = await t.db
      .select({ soldAt: bookings.stateChangedAt })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect((await t.request({ url: `/api/products/${productId}` })).json()).toMatchObject({
      status: 'sold',
      sold_at: marked!.soldAt.toISOString(),
    });
    const orders = (
      await t.request({ url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`, as: buyer })
    ).json();
    expect(orders.find((order: { _id: string }) => order._id === bookingId)).toMatchObject({
      state: 'completed',
      sellerId: seller.id,
      expiresAt: null,
      payment: { method: 'cash', status: 'paid' },
    });
  });

  it('puts the copy back on sale when declined or cancelled, and My Products says so', async () => {
    const { buyer, seller } = cast;
    const declined = await bookingIn(t, cast, 'requested');
    const mineBefore = (
      await t.request({
        url: `/api/myproducts?email=${encodeURIComponent(seller.email)}&limit=100`,
        as: seller,
      })
    ).json() as { _id: string; bookingId: string | null }[];
    expect(mineBefore.find((book) => book._id === declined.productId)?.bookingId).toBe(declined.bookingId);

    expectOk(await act(t, seller, declined.bookingId, 'decline'));
    await expectConsistent(t, declined.bookingId, { state: 'declined', changes: 1 });
    expect((await noticesOf(t, declined.bookingId)).at(-1)).toEqual({
      userId: buyer.id,
      kind: 'declined',
      actorName: seller.name,
    });
    const mineAfter = (
      await t.request({
        url: `/api/myproducts?email=${encodeURIComponent(seller.email)}&limit=100`,
        as: seller,
      })
    ).json() as { _id: string; status: string; bookingId: string | null }[];
    expect(mineAfter.find((book) => book._id === declined.productId)).toMatchObject({
      status: 'available',
      bookingId: null,
    });

    // Cancelled after acceptance, by the seller, with a reason the history keeps.
    const cancelled = await bookingIn(t, cast, 'accepted');
    const answer = await act(t, seller, cancelled.bookingId, 'cancel', {
      reason: '  The book got damaged  ',
    });
    expectOk(answer);
    expect(answer.json().history.at(-1)).toMatchObject({
      state: 'cancelled',
      actorName: seller.name,
      reason: 'The book got damaged',
    });
    await expectConsistent(t, cancelled.bookingId, { state: 'cancelled', changes: 2 });
    expect((await noticesOf(t, cancelled.bookingId)).at(-1)).toEqual({
      userId: buyer.id,
      kind: 'cancelled',
      actorName: seller.name,
    });
    // The copy can be booked again by anyone.
    const again = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: cast.otherBuyer,
      payload: { productId: cancelled.productId, meetingLocation: 'Gate', phoneNumber: '0123456789' },
    });
    expect(again.statusCode).toBe(201);
  });
});

type Actor = keyof Cast | 'anonymous';
const ACTORS: Actor[] = ['buyer', 'seller', 'otherBuyer', 'otherSeller', 'admin', 'anonymous'];

/**
 * What each caller gets for each change from each state: a status, and the code of a refusal.
 * `cancel` is without a reason here; with one, below.
 */
type Expected = Record<string, Partial<Record<Actor, string>>>;
/** Every change from a closed state comes too late; the seller's changes are never the buyer's. */
const FROM_CLOSED: Expected = {
  accept: { buyer: '403 FORBIDDEN', seller: '409 BOOKING_STATE_CHANGED' },
  decline: { buyer: '403 FORBIDDEN', seller: '409 BOOKING_STATE_CHANGED' },
  complete: { buyer: '403 FORBIDDEN', seller: '409 BOOKING_STATE_CHANGED' },
  cancel: { buyer: '409 BOOKING_STATE_CHANGED', seller: '409 BOOKING_STATE_CHANGED' },
};
const EXPECTED: Record<BookingState, Expected> = {
  requested: {
    accept: { buyer: '403 FORBIDDEN', seller: '200' },
    decline: { buyer: '403 FORBIDDEN', seller: '200' },
    complete: { buyer: '403 FORBIDDEN', seller: '409 BOOKING_STATE_CHANGED' },
    cancel: { buyer: '200', seller: '409 BOOKING_STATE_CHANGED' },
  },
  accepted: {
    accept: { buyer: '403 FORBIDDEN', seller: '409 BOOKING_STATE_CHANGED' },
    decline: { buyer: '403 FORBIDDEN', seller: '409 BOOKING_STATE_CHANGED' },
    complete: { buyer: '403 FORBIDDEN', seller: '200' },
    cancel: { buyer: '400 CANCEL_REASON_REQUIRED', seller: '400 CANCEL_REASON_REQUIRED' },
  },
  declined: FROM_CLOSED,
  cancelled: FROM_CLOSED,
  expired: FROM_CLOSED,
  completed: FROM_CLOSED,
};

/** Strangers: signed in and not a party, whoever they are; anonymous callers are asked to sign in. */
const STRANGERS: Partial<Record<Actor, string>> = {
  otherBuyer: '403 NOT_A_PARTY',
  otherSeller: '403 NOT_A_PARTY',
  admin: '403 NOT_A_PARTY',
  anonymous: '401 UNAUTHENTICATED',
};

const outcomeOf = (response: { statusCode: number; json(): { code?: string } }) =>
  response.statusCode === 200 ? '200' : `${response.statusCode} ${response.json().code}`;

describe('who may make which change, from which state', () => {
  it.each(Object.keys(EXPECTED) as BookingState[])(
    'answers every caller as the rules say, from %s, and a refusal changes nothing',
    async (state) => {
      const whoOf = (actor: Actor): TestUser | null => (actor === 'anonymous' ? null : cast[actor]);
      // One booking for the refusals, a fresh one for each change that is allowed.
      const shared = await bookingIn(t, cast, state);
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const [action, byActor] of Object.entries(EXPECTED[state])) {
        for (const actor of ACTORS) {
          const expect_ = byActor[actor] ?? STRANGERS[actor]!;
          const target = expect_ === '200' ? (await bookingIn(t, cast, state)).bookingId : shared.bookingId;
          const response = await act(t, whoOf(actor), target, action, action === 'cancel' ? {} : undefined);
          outcomes.push(`${action} by ${actor}: ${outcomeOf(response)}`);
          expected.push(`${action} by ${actor}: ${expect_}`);
        }
      }
      expect(outcomes).toEqual(expected);
      const changes = { requested: 0, accepted: 1, declined: 1, cancelled: 1, expired: 1, completed: 2 }[
        state
      ];
      await expectConsistent(t, shared.bookingId, { state, changes });
    },
  );

  it('lets either side cancel an accepted booking with a reason, and the buyer a requested one without', async () => {
    for (const side of ['buyer', 'seller'] as const) {
      const { bookingId } = await bookingIn(t, cast, 'accepted');
      const refused = await act(t, cast[side], bookingId, 'cancel', { reason: '   ' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'CANCEL_REASON_REQUIRED',
        message: 'Please give a reason for cancelling an accepted booking',
      });
      expectOk(await act(t, cast[side], bookingId, 'cancel', { reason: 'Plans changed' }));
      expect((await historyOf(t, bookingId)).at(-1)).toEqual({
        state: 'cancelled',
        actorId: cast[side].id,
        reason: 'Plans changed',
      });
    }
    // No body at all is no reason.
    const { bookingId } = await bookingIn(t, cast, 'requested');
    expectOk(await act(t, cast.buyer, bookingId, 'cancel'));
    await expectConsistent(t, bookingId, { state: 'cancelled', changes: 1 });
  });

  it('names the state the booking is in when a change comes too late', async () => {
    const { bookingId } = await bookingIn(t, cast, 'declined');
    const late = await act(t, cast.buyer, bookingId, 'cancel', {});
    expect(late.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'BOOKING_STATE_CHANGED',
      message: 'This booking is declined now: it cannot be cancelled',
    });
    const twice = await act(t, cast.seller, bookingId, 'decline');
    expect(twice.json().message).toBe('This booking is already declined');
  });

  it('answers 404 for an unknown booking, 400 for a malformed id, and shows the page to its parties only', async () => {
    for (const action of ['accept', 'decline', 'complete', 'cancel']) {
      const response = await act(t, cast.seller, 'no-such-booking', action);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('BOOKING_NOT_FOUND');
    }
    expect((await t.request({ url: '/api/bookings/no-such-booking', as: cast.buyer })).statusCode).toBe(404);
    expect((await act(t, cast.seller, 'x'.repeat(65), 'accept')).statusCode).toBe(400);
    const { bookingId } = await bookingIn(t, cast, 'requested');
    for (const [who, status] of [
      [cast.buyer, 200],
      [cast.seller, 200],
      [cast.otherBuyer, 403],
      [cast.otherSeller, 403],
      [cast.admin, 403],
      [null, 401],
    ] as const) {
      expect((await t.request({ url: `/api/bookings/${bookingId}`, as: who })).statusCode).toBe(status);
    }
  });
});

/** The payments row of a card payment Stripe's webhook has said is paid (the booking is left as it is). */
async function insertPaidCardPayment(bookingId: string): Promise<void> {
  await t.db.insert(payments).values({
    id: `pay-${bookingId}`,
    bookingId,
    checkoutSessionId: `cs-${bookingId}`,
    paymentIntentId: `pi-${bookingId}`,
    amountCents: 950,
    currency: 'usd',
    status: 'paid',
  });
}

describe('paying and Mark as sold', () => {
  it('waits for a card payment to arrive before the sale can be marked', async () => {
    const { bookingId } = await bookingIn(t, cast, 'accepted');
    // The buyer chose card (payments' own route, with Stripe's keys) and has not paid yet.
    await t.db.update(bookings).set({ paymentMethod: 'card' }).where(eq(bookings.id, bookingId));
    const seen = (await t.request({ url: `/api/bookings/${bookingId}`, as: cast.seller })).json();
    expect(seen.actions).toEqual(['cancel']);
    const refused = await act(t, cast.seller, bookingId, 'complete');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CARD_PAYMENT_PENDING');
    await expectConsistent(t, bookingId, { state: 'accepted', changes: 1 });

    // Stripe's webhook says it is paid.
    const paidAt = new Date(Date.now() - 60_000);
    await insertPaidCardPayment(bookingId);
    await t.db.update(bookings).set({ paidAt }).where(eq(bookings.id, bookingId));
    const buyersView = (await t.request({ url: `/api/bookings/${bookingId}`, as: cast.buyer })).json();
    expect(buyersView).toMatchObject({ payment: { method: 'card', status: 'paid' }, payWith: [] });
    const sold = await act(t, cast.seller, bookingId, 'complete');
    expectOk(sold);
    expect(sold.json().payment).toEqual({ method: 'card', status: 'paid' });
    const [row] = await t.db
      .select({ paidAt: bookings.paidAt })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(row?.paidAt).toEqual(paidAt);
  });

  it('asks for the refund of a paid card payment when the deal falls through, once', async () => {
    const { bookingId } = await bookingIn(t, cast, 'accepted');
    await insertPaidCardPayment(bookingId);
    await t.db
      .update(bookings)
      .set({ paymentMethod: 'card', paidAt: new Date() })
      .where(eq(bookings.id, bookingId));
    expectOk(await act(t, cast.buyer, bookingId, 'cancel', { reason: 'The seller never came' }));
    const [payment] = await t.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.bookingId, bookingId));
    expect(payment?.status).toBe('refunding');
    const queued = await t.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(eq(jobs.key, `refund:pay-${bookingId}`));
    expect(queued).toHaveLength(1);
    const shown = (await t.request({ url: `/api/bookings/${bookingId}`, as: cast.buyer })).json();
    expect(shown.payment).toEqual({ method: 'card', status: 'refunding' });
  });
});

describe('races between the two sides', () => {
  const race = async (
    state: 'requested' | 'accepted',
    moves: [TestUser, string, object?][],
    outcomes: Record<string, BookingState>,
  ) => {
    for (let round = 0; round < 3; round += 1) {
      const { bookingId } = await bookingIn(t, cast, state);
      const responses = await Promise.all(
        moves.map(([who, action, payload]) => act(t, who, bookingId, action, payload)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      const winner = moves[statuses.indexOf(200)]!;
      const now = outcomes[winner[1]]!;
      // The loser is told what the booking is now: 409, or, for a cancel without a reason that
      // comes once the booking is accepted, that it now needs one.
      for (const response of responses.filter((r) => r.statusCode !== 200)) {
        const expected =
          now === 'accepted' && response.statusCode === 400
            ? 'CANCEL_REASON_REQUIRED'
            : 'BOOKING_STATE_CHANGED';
        expect(response.json().code).toBe(expected);
        expect(response.statusCode).toBe(expected === 'CANCEL_REASON_REQUIRED' ? 400 : 409);
        expect(response.json().message).toContain(now);
      }
      await expectConsistent(t, bookingId, { state: now, changes: state === 'accepted' ? 2 : 1 });
    }
  };

  it('accept against cancel: exactly one wins', () =>
    race(
      'requested',
      [
        [cast.seller, 'accept'],
        [cast.buyer, 'cancel', {}],
      ],
      { accept: 'accepted', cancel: 'cancelled' },
    ));

  it('two accepts: one accepts, the other is told it is accepted already', () =>
    race(
      'requested',
      [
        [cast.seller, 'accept'],
        [cast.seller, 'accept'],
      ],
      { accept: 'accepted' },
    ));

  it('decline against cancel, and Mark as sold against cancel', async () => {
    await race(
      'requested',
      [
        [cast.seller, 'decline'],
        [cast.buyer, 'cancel', {}],
      ],
      { decline: 'declined', cancel: 'cancelled' },
    );
    await race(
      'accepted',
      [
        [cast.seller, 'complete'],
        [cast.buyer, 'cancel', { reason: 'Changed my mind' }],
      ],
      { complete: 'completed', cancel: 'cancelled' },
    );
  });

  it('expiry against accept: the booking past its time expires once, and the accept is refused', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { bookingId } = await bookingIn(t, cast, 'requested');
      await makeDue(t, bookingId);
      const [accepted, , page] = await Promise.all([
        act(t, cast.seller, bookingId, 'accept'),
        t.app.jobs.runDue(),
        t.request({ url: `/api/bookings/${bookingId}`, as: cast.buyer }),
      ]);
      expect(accepted.statusCode).toBe(409);
      expect(accepted.json().message).toBe('This booking is expired now: it cannot be accepted');
      expect(page.json().state).toBe('expired');
      await expectConsistent(t, bookingId, { state: 'expired', changes: 1 });
    }
  });
});

describe('expiry', () => {
  it.each(['requested', 'accepted'] as const)(
    'expires a %s booking past its time: the copy is on sale again and both sides are told',
    async (state) => {
      const { bookingId, productId } = await bookingIn(t, cast, state);
      await makeDue(t, bookingId);
      await t.app.jobs.runDue();
      await expectConsistent(t, bookingId, { state: 'expired', changes: state === 'accepted' ? 2 : 1 });
      expect((await historyOf(t, bookingId)).at(-1)).toEqual({
        state: 'expired',
        actorId: null,
        reason: null,
      });
      expect((await noticesOf(t, bookingId)).slice(-2)).toEqual(
        expect.arrayContaining([
          { userId: cast.buyer.id, kind: 'expired', actorName: null },
          { userId: cast.seller.id, kind: 'expired', actorName: null },
        ]),
      );
      const page = (await t.request({ url: '/api/categories/2?limit=100', as: cast.buyer })).json();
      expect(page.map((book: { _id: string }) => book._id)).toContain(productId);
      // Nothing more to do on the next poll.
      await t.app.jobs.runDue();
      await expectConsistent(t, bookingId, { state: 'expired', changes: state === 'accepted' ? 2 : 1 });
    },
  );

  it('expires more than a batch of due bookings in one sweep', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyers = await Promise.all(Array.from({ length: 3 }, () => t.signUp()));
    const due: string[] = [];
    // 105 open bookings of three buyers, made straight in the database (the cap is the API's).
    const copies = await Promise.all(Array.from({ length: 105 }, (_, i) => listBook(t, seller, `Due ${i}`)));
    for (const [index, productId] of copies.entries()) {
      const buyer = buyers[index % 3]!;
      const id = `due-${index}-${productId}`;
      await t.db.insert(bookings).values({
        id,
        buyerId: buyer.id,
        sellerId: seller.id,
        productId,
        conversationId: await conversationAbout(t, { buyerId: buyer.id, sellerId: seller.id, productId }),
        userName: buyer.name,
        email: buyer.email,
        productName: `Due ${index}`,
        productPrice: 9.5,
        imageUrl: '/images/covers/the-paper-knight.svg',
        sellerName: seller.name,
        sellerEmail: seller.email,
        meetingLocation: 'Gate',
        phoneNumber: '0123456789',
        expiresAt: sql`now() - interval '1 minute'`,
      });
      due.push(id);
    }
    await t.db.execute(sql`update products set status = 'booked' where seller_id = ${seller.id}`);
    await t.app.jobs.runDue();
    const left = await t.db.execute(
      sql`select count(*)::int as n from bookings where seller_id = ${seller.id} and state <> 'expired'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    for (const buyer of buyers) expect(await expectOpenCount(t, buyer.id)).toBe(0);
    const available = await t.db.execute(
      sql`select count(*)::int as n from products where seller_id = ${seller.id} and status = 'available'`,
    );
    expect((available as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(105);
  });

  it('settles a stale booking when its party reads it, not when a stranger tries', async () => {
    const { bookingId } = await bookingIn(t, cast, 'requested');
    await makeDue(t, bookingId);
    expect((await t.request({ url: `/api/bookings/${bookingId}`, as: cast.otherBuyer })).statusCode).toBe(
      403,
    );
    expect((await act(t, cast.otherSeller, bookingId, 'accept')).statusCode).toBe(403);
    expect(await stateOf(t, bookingId)).toBe('requested');

    const page = await t.request({ url: `/api/bookings/${bookingId}`, as: cast.buyer });
    expect(page.json()).toMatchObject({ state: 'expired', expiresAt: null, actions: [], payWith: [] });
    await expectConsistent(t, bookingId, { state: 'expired', changes: 1 });
  });

  it('settles stale bookings in My Orders and in the seller’s list before showing them', async () => {
    const mine = await bookingIn(t, cast, 'requested');
    await makeDue(t, mine.bookingId);
    const orders = (
      await t.request({ url: `/api/myorders?email=${encodeURIComponent(cast.buyer.email)}`, as: cast.buyer })
    ).json();
    expect(orders.find((order: { _id: string }) => order._id === mine.bookingId)).toMatchObject({
      state: 'expired',
      expiresAt: null,
    });
    await expectConsistent(t, mine.bookingId, { state: 'expired', changes: 1 });

    const theirs = await bookingIn(t, cast, 'accepted');
    await makeDue(t, theirs.bookingId);
    const open = (await t.request({ url: '/api/bookings?state=requested,accepted', as: cast.seller })).json();
    expect(open.map((booking: { _id: string }) => booking._id)).not.toContain(theirs.bookingId);
    await expectConsistent(t, theirs.bookingId, { state: 'expired', changes: 2 });
  });

  it('expires a stale booking acted on, and says so', async () => {
    const { bookingId } = await bookingIn(t, cast, 'accepted');
    await makeDue(t, bookingId);
    const late = await act(t, cast.buyer, bookingId, 'cancel', { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This booking is expired now: it cannot be cancelled');
    await expectConsistent(t, bookingId, { state: 'expired', changes: 2 });
  });
});

describe('the seller’s Bookings list', () => {
  it('lists the bookings of the seller’s copies only, newest first, by state, a page at a time', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const people = { buyer: cast.otherBuyer, seller };
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push((await newBooking(t, people, `Listed ${i}`)).bookingId);
    expectOk(await act(t, seller, made[0]!, 'decline'));

    const all = await t.request({ url: '/api/bookings', as: seller });
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((booking: { _id: string }) => booking._id)).toEqual([...made].reverse());
    const open = await t.request({ url: '/api/bookings?state=requested,accepted&limit=1', as: seller });
    expect(open.headers['x-total-count']).toBe('2');
    expect(open.json().map((booking: { _id: string }) => booking._id)).toEqual([made[2]]);
    const next = /^<([^>]+)>; rel="next"$/.exec(open.headers.link as string)![1]!;
    expect((await t.request({ url: next, as: seller })).json().map((b: { _id: string }) => b._id)).toEqual([
      made[1],
    ]);
    const declined = (await t.request({ url: '/api/bookings?state=declined', as: seller })).json();
    expect(declined.map((booking: { _id: string }) => booking._id)).toEqual([made[0]]);
    expect((await t.request({ url: '/api/bookings', as: cast.otherSeller })).json()).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: made[1] })]),
    );
    const wrong = await t.request({ url: '/api/bookings?state=sold', as: seller });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^state/);
  });
});

describe('the booking page', () => {
  it('shows both parties with their ratings, the reviews of the sale, and whether the viewer may still review', async () => {
    const { bookingId } = await bookingIn(t, cast, 'completed');
    await t.db.insert(reviews).values({
      id: `review-${bookingId}`,
      bookingId,
      authorId: cast.buyer.id,
      authorName: cast.buyer.name,
      subjectId: cast.seller.id,
      rating: 4,
      comment: 'Fine',
    });
    const buyersView = (await t.request({ url: `/api/bookings/${bookingId}`, as: cast.buyer })).json();
    expect(buyersView).toMatchObject({
      seller: { id: cast.seller.id, rating: { average: 4, count: 1 } },
      reviews: [
        {
          _id: `review-${bookingId}`,
          bookingId,
          authorId: cast.buyer.id,
          authorName: cast.buyer.name,
          rating: 4,
          comment: 'Fine',
          createdAt: expect.stringMatching(/Z$/),
        },
      ],
      canReview: false,
    });
    const sellersView = (await t.request({ url: `/api/bookings/${bookingId}`, as: cast.seller })).json();
    expect(sellersView.canReview).toBe(true);
    expect(sellersView.history.map((event: { at: string }) => event.at)).toEqual(
      sellersView.history.map((event: { at: string }) => new Date(event.at).toISOString()),
    );
  });
});

describe('account deletion', () => {
  it('cancels a deleted buyer’s open bookings and tells the seller; the seller keeps them', async () => {
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    const requested = await bookingIn(t, { buyer, seller }, 'requested');
    const accepted = await bookingIn(t, { buyer, seller }, 'accepted');
    const sold = await bookingIn(t, { buyer, seller }, 'completed');
    expectOk(await t.request({ method: 'DELETE', url: `/api/users/${buyer.id}`, as: cast.admin }));

    for (const { bookingId, productId } of [requested, accepted]) {
      const history = await historyOf(t, bookingId);
      expect(history.at(-1)).toEqual({ state: 'cancelled', actorId: null, reason: 'account deleted' });
      expect((await noticesOf(t, bookingId)).at(-1)).toEqual({
        userId: seller.id,
        kind: 'cancelled',
        actorName: 'A former member',
      });
      const page = (await t.request({ url: '/api/categories/2?limit=100', as: cast.buyer })).json();
      expect(page.map((book: { _id: string }) => book._id)).toContain(productId);
    }
    const list = (await t.request({ url: '/api/bookings', as: seller })).json();
    expect(list.map((booking: { _id: string; buyerId: string | null; state: string }) => booking)).toEqual([
      expect.objectContaining({
        _id: sold.bookingId,
        buyerId: null,
        buyerName: 'A former member',
        state: 'completed',
      }),
      expect.objectContaining({ _id: accepted.bookingId, buyerId: null, state: 'cancelled' }),
      expect.objectContaining({ _id: requested.bookingId, buyerId: null, state: 'cancelled' }),
    ]);
    const page = (await t.request({ url: `/api/bookings/${accepted.bookingId}`, as: seller })).json();
    expect(page.buyer).toEqual({ id: null, name: 'A former member', rating: { average: null, count: 0 } });
    expect(page.history.at(-1)).toMatchObject({
      state: 'cancelled',
      actorName: null,
      reason: 'account deleted',
    });
  });

  it('deletes an account while the other side acts on its bookings: no deadlock, one outcome each', async () => {
    for (let round = 0; round < 3; round += 1) {
      const people = { buyer: await t.signUp(), seller: await t.signUp({ role: 'seller' }) };
      const deals = [
        await bookingIn(t, people, 'requested'),
        await bookingIn(t, people, 'requested'),
        await bookingIn(t, people, 'accepted'),
      ];
      const [deleted, ...acted] = await Promise.all([
        t.request({ method: 'DELETE', url: `/api/users/${people.buyer.id}`, as: cast.admin }),
        act(t, people.seller, deals[0]!.bookingId, 'accept'),
        act(t, people.seller, deals[1]!.bookingId, 'decline'),
        act(t, people.seller, deals[2]!.bookingId, 'complete'),
      ]);
      expectOk(deleted!);
      for (const response of acted) expect([200, 409], response.body).toContain(response.statusCode);
      // Whichever came first, nothing is left open and each copy is where its booking says.
      for (const { bookingId } of deals) {
        const history = (await historyOf(t, bookingId)).map((event) => event.state);
        expect(new Set(history).size).toBe(history.length);
        const state = await stateOf(t, bookingId);
        expect(['cancelled', 'declined', 'completed']).toContain(state);
        await expectConsistent(t, bookingId, { state, changes: history.length - 1 });
      }
    }
  });

  it('cancels a deleted seller’s open bookings and tells the buyer, who keeps them in My Orders', async () => {
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    const { bookingId } = await bookingIn(t, { buyer, seller }, 'accepted');
    expectOk(await t.request({ method: 'DELETE', url: `/api/users/${seller.id}`, as: cast.admin }));
    expect((await noticesOf(t, bookingId)).at(-1)).toEqual({
      userId: buyer.id,
      kind: 'cancelled',
      actorName: 'A former member',
    });
    const orders = (
      await t.request({ url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`, as: buyer })
    ).json();
    expect(orders).toMatchObject([{ _id: bookingId, state: 'cancelled', sellerId: null, productId: null }]);
    expect(await expectOpenCount(t, buyer.id)).toBe(0);
    const page = (await t.request({ url: `/api/bookings/${bookingId}`, as: buyer })).json();
    expect(page).toMatchObject({
      seller: { id: null, name: 'A former member', email: '' },
      actions: [],
      canReview: false,
    });
  });
});
