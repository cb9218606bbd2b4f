import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobs, payments } from '../../db/schema.js';
import { startStripeServer, type LocalStripe } from '../../../test/stripe-server.js';
import { BASE_URL, useTestApp, type TestUser } from '../../../test/test-app.js';
import { bookingToPay } from './booking-to-pay.js';
import { refundJobKey } from './refunds.js';
import { createStripeClient } from './stripe-client.js';

// The local Stripe server starts first; the app gets its settings, and it delivers events to the app.
let stripe: LocalStripe;
const env: Record<string, string> = {};
beforeAll(async () => {
  stripe = await startStripeServer({ webhook: (payload, signature) => deliver(payload, signature) });
  Object.assign(env, stripe.env);
});
afterAll(() => stripe?.close());
const t = useTestApp({ env });

async function deliver(payload: string, signature: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
  return response.statusCode;
}

const acceptedBooking = (price = 12.5) => bookingToPay(t, price);

/** The buyer chooses card: the Checkout session made for it. */
async function chooseCard(buyer: TestUser, bookingId: string, extra: object = {}) {
  const response = await t.request({
    method: 'POST',
    url: `/api/bookings/${bookingId}/payment`,
    as: buyer,
    payload: { method: 'card', ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { checkoutUrl } = response.json() as { method: string; checkoutUrl: string };
  const session = stripe.sessions.get(checkoutUrl.split('/pay/')[1]!);
  expect(session).toBeDefined();
  return session!;
}

const cancel = (as: TestUser, bookingId: string) =>
  t.request({
    method: 'POST',
    url: `/api/bookings/${bookingId}/cancel`,
    as,
    payload: { reason: 'We could not find a time to meet' },
  });

const paymentsOf = (bookingId: string) =>
  t.db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.createdAt);

async function bookingOf(bookingId: string) {
  const [row] = await t.db
    .select({ state: bookings.state, paymentMethod: bookings.paymentMethod, paidAt: bookings.paidAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row!;
}

/** A client of the local Stripe server, with the app's settings. */
const stripeClient = () =>
  createStripeClient({
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiUrl: env.STRIPE_API_URL,
  });

const refundJobsOf = (paymentId: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'refund'), eq(jobs.key, refundJobKey(paymentId))));

/**
 * Runs the refund job of a payment through the app's jobs runner, now (again, if it ran before);
 * the job's last error, if it failed.
 */
async function runRefund(paymentId: string): Promise<string | null> {
  const [job] = await refundJobsOf(paymentId);
  expect(job, `no refund job for ${paymentId}`).toBeDefined();
  await t.db.update(jobs).set({ doneAt: null, runAt: new Date() }).where(eq(jobs.id, job!.id));
  await t.app.jobs.runDue();
  const [after] = await refundJobsOf(paymentId);
  return after!.doneAt ? null : after!.lastError;
}

const refundsOf = (paymentIntent: string | null) =>
  stripe.refunds.filter((r) => r.payment_intent === paymentIntent);

describe('card payments (Stripe Checkout, against the local Stripe server)', () => {
  it('says card payments are on', async () => {
    expect((await t.request({ url: '/api/config' })).json()).toEqual({
      googleSignIn: false,
      cardPayments: true,
      isbnLookup: false,
      emailDelivery: false,
      passkeys: true,
      siteUrl: BASE_URL,
      currency: 'USD',
      bookingRequestHours: 48,
      securityContact: null,
    });
  });

  it('pays by card: a Checkout session for the price in the database, paid only by the verified webhook', async () => {
    const { buyer, bookingId } = await acceptedBooking(12.5);
    // The client cannot set the price.
    const session = await chooseCard(buyer, bookingId, { amount: 1, productPrice: 0.01, currency: 'eur' });
    const [payment] = await paymentsOf(bookingId);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      amount_total: 1250,
      currency: 'usd',
      status: 'open',
      client_reference_id: bookingId,
      metadata: { booking_id: bookingId, payment_id: payment!.id },
      success_url: `${BASE_URL}/bookings/${bookingId}?payment=success`,
      cancel_url: `${BASE_URL}/bookings/${bookingId}?payment=cancelled`,
    });
    expect(payment).toMatchObject({
      checkoutSessionId: session.id,
      amountCents: 1250,
      currency: 'usd',
      status: 'pending',
      paymentIntentId: null,
    });
    expect(await bookingOf(bookingId)).toEqual({ state: 'accepted', paymentMethod: 'card', paidAt: null });

    // The buyer presses Pay on the hosted page: Stripe tells the app, then sends the buyer back.
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('$12.50');
    expect(html).toContain('>Pay</button>');
    const paid = await fetch(session.url!, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${BASE_URL}/bookings/${bookingId}?payment=success`);
    expect(stripe.deliveries.at(-1)).toEqual({
      type: 'checkout.session.completed',
      session: session.id,
      status: 200,
    });

    const [settled] = await paymentsOf(bookingId);
    expect(settled).toMatchObject({ status: 'paid', paymentIntentId: session.payment_intent });
    const booking = await bookingOf(bookingId);
    expect(booking.paidAt).toBeInstanceOf(Date);
    const detail = await t.request({ url: `/api/bookings/${bookingId}`, as: buyer });
    expect(detail.json().payment).toEqual({ method: 'card', status: 'paid' });

    // A replayed event changes nothing.
    expect(await stripe.sendEvent(session.id)).toBe(200);
    expect(await paymentsOf(bookingId)).toEqual([settled]);
    expect((await bookingOf(bookingId)).paidAt).toEqual(booking.paidAt);
    expect(await refundJobsOf(settled!.id)).toEqual([]);

    const again = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/payment`,
      as: buyer,
      payload: { method: 'cash' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
  });

  it('sends the buyer back to the same open session when they press Pay again', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    const first = await chooseCard(buyer, bookingId);
    const second = await chooseCard(buyer, bookingId);
    expect(second.id).toBe(first.id);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
    // Cancel on the hosted page goes back to the booking, unpaid.
    const cancelled = await fetch(first.url!, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toBe(`${BASE_URL}/bookings/${bookingId}?payment=cancelled`);
    expect((await bookingOf(bookingId)).paidAt).toBeNull();
  });

  it('refuses a webhook without a valid signature, and changes nothing', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    const session = await chooseCard(buyer, bookingId);
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged' },
      },
    });
    const valid = Stripe.webhooks.generateTestHeaderString({ payload, secret: env.STRIPE_WEBHOOK_SECRET! });
    const forged = [
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
      'garbage',
      '',
      // Signed long ago: a captured event cannot be replayed later.
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: env.STRIPE_WEBHOOK_SECRET!,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    ];
    for (const signature of forged) {
      const response = await t.request({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_WEBHOOK_SIGNATURE');
    }
    // A valid signature of other bytes (the body parsed and written again).
    const tampered = await t.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: JSON.stringify(JSON.parse(payload), null, 1),
      headers: { 'content-type': 'application/json', 'stripe-signature': valid },
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'pending', paymentIntentId: null }]);
    expect((await bookingOf(bookingId)).paidAt).toBeNull();
  });

  it('acknowledges other events, and sessions it does not know, changing nothing', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    const session = await chooseCard(buyer, bookingId);
    expect(await stripe.sendEvent(session.id, 'checkout.session.expired')).toBe(200);
    // An open session's completion is not a payment.
    expect(await stripe.sendEvent(session.id, 'checkout.session.completed')).toBe(200);
    expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'pending' }]);
    // A session made elsewhere on the same Stripe account.
    const client = stripeClient();
    const foreign = await client.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Other' } } },
      ],
      success_url: 'https://elsewhere.example/thanks',
    });
    expect(await stripe.pay(foreign.id)).toBe(200);
    expect(await t.db.select().from(payments).where(eq(payments.checkoutSessionId, foreign.id))).toEqual([]);
  });

  it('answers 503 when Stripe is down, and changes nothing', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    stripe.failing = true;
    try {
      const response = await t.request({
        method: 'POST',
        url: `/api/bookings/${bookingId}/payment`,
        as: buyer,
        payload: { method: 'card' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      stripe.failing = false;
    }
    expect(await paymentsOf(bookingId)).toEqual([]);
    expect(await bookingOf(bookingId)).toEqual({ state: 'accepted', paymentMethod: null, paidAt: null });
  });

  it('refunds, once, a payment that arrives after the booking was cancelled', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    const session = await chooseCard(buyer, bookingId);
    expect((await cancel(buyer, bookingId)).statusCode).toBe(200);
    expect(await stripe.pay(session.id)).toBe(200);
    const [payment] = await paymentsOf(bookingId);
    expect(payment).toMatchObject({ status: 'refunding', paymentIntentId: session.payment_intent });
    expect((await bookingOf(bookingId)).paidAt).toBeNull();
    expect(await refundJobsOf(payment!.id)).toHaveLength(1);
    await runRefund(payment!.id);
    // The late event again, and the job again: still one refund.
    expect(await stripe.sendEvent(session.id)).toBe(200);
    await runRefund(payment!.id);
    expect(refundsOf(session.payment_intent)).toHaveLength(1);
    expect(await paymentsOf(bookingId)).toMatchObject([
      { status: 'refunded', refundId: refundsOf(session.payment_intent)[0]!.id },
    ]);
    expect(await refundJobsOf(payment!.id)).toHaveLength(1);
  });

  it('refunds a card payment that arrives after the buyer switched to cash', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    const session = await chooseCard(buyer, bookingId);
    const cash = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/payment`,
      as: buyer,
      payload: { method: 'cash' },
    });
    expect(cash.statusCode).toBe(200);
    expect(await stripe.pay(session.id)).toBe(200);
    expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'refunding' }]);
    expect(await bookingOf(bookingId)).toEqual({ state: 'accepted', paymentMethod: 'cash', paidAt: null });
  });

  it('refunds a second paid session of a booking already paid', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    const first = await chooseCard(buyer, bookingId);
    // The first session expires at Stripe: Pay makes a new one.
    first.status = 'expired';
    const second = await chooseCard(buyer, bookingId);
    expect(second.id).not.toBe(first.id);
    first.status = 'open';
    expect(await stripe.pay(second.id)).toBe(200);
    expect(await stripe.pay(first.id)).toBe(200);
    const rows = await paymentsOf(bookingId);
    expect(Object.fromEntries(rows.map((row) => [row.checkoutSessionId, row.status]))).toEqual({
      [first.id]: 'refunding',
      [second.id]: 'paid',
    });
  });

  it('refunds a paid booking the seller cancels, once, even when the job runs twice', async () => {
    const { seller, buyer, bookingId } = await acceptedBooking();
    const session = await chooseCard(buyer, bookingId);
    expect(await stripe.pay(session.id)).toBe(200);
    expect((await cancel(seller, bookingId)).statusCode).toBe(200);
    const [payment] = await paymentsOf(bookingId);
    expect(payment!.status).toBe('refunding');
    expect(await runRefund(payment!.id)).toBeNull();
    expect(await runRefund(payment!.id)).toBeNull();
    // Stripe answered, then the server stopped before recording it: the retry asks again with the
    // same idempotency key and is given the same refund.
    await t.db
      .update(payments)
      .set({ status: 'refunding', refundId: null })
      .where(eq(payments.id, payment!.id));
    await runRefund(payment!.id);
    const made = refundsOf(session.payment_intent);
    expect(made).toHaveLength(1);
    expect(made[0]!.amount).toBe(1250);
    expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'refunded', refundId: made[0]!.id }]);
  });

  it('leaves the payment refunding when Stripe fails, for the runner to try again', async () => {
    const { seller, buyer, bookingId } = await acceptedBooking();
    const session = await chooseCard(buyer, bookingId);
    expect(await stripe.pay(session.id)).toBe(200);
    expect((await cancel(seller, bookingId)).statusCode).toBe(200);
    const [payment] = await paymentsOf(bookingId);
    stripe.failing = true;
    try {
      expect(await runRefund(payment!.id)).toContain('unavailable');
    } finally {
      stripe.failing = false;
    }
    // Tried again later, with backoff.
    const [job] = await refundJobsOf(payment!.id);
    expect(job).toMatchObject({ attempts: 1, doneAt: null });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'refunding', refundId: null }]);
    expect(await runRefund(payment!.id)).toBeNull();
    expect(refundsOf(session.payment_intent)).toHaveLength(1);
    expect(await paymentsOf(bookingId)).toMatchObject([{ status: 'refunded' }]);
  });

  it('webhook against a cancel: exactly one refund request, whichever comes first', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { seller, buyer, bookingId } = await acceptedBooking();
      const session = await chooseCard(buyer, bookingId);
      const canceller = round % 2 === 0 ? buyer : seller;
      // On PostgreSQL the booking's row is held first, until both wait for it, so that they run at once.
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const held =
        t.database.kind === 'postgres'
          ? t.db.transaction(async (tx) => {
              await tx.execute(sql`select 1 from ${bookings} where ${bookings.id} = ${bookingId} for update`);
              locked();
              await t.untilWaitingForLocks(2);
            })
          : Promise.resolve(locked());
      await isLocked;
      const [, webhookStatus, cancelled] = await Promise.all([
        held,
        stripe.pay(session.id),
        cancel(canceller, bookingId),
      ]);
      expect(webhookStatus).toBe(200);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [payment] = await paymentsOf(bookingId);
      expect(payment!.status, `round ${round}`).toBe('refunding');
      expect(await refundJobsOf(payment!.id)).toHaveLength(1);
      expect((await bookingOf(bookingId)).state).toBe('cancelled');
      await runRefund(payment!.id);
      expect(refundsOf(session.payment_intent)).toHaveLength(1);
    }
  });
});
