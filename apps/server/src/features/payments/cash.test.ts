import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, jobs, payments } from '../../db/schema.js';
import { BASE_URL, useTestApp, type TestUser } from '../../../test/test-app.js';
import { bookingToPay } from './booking-to-pay.js';

// No Stripe keys: cash at the meetup only.
const t = useTestApp();

const requestedBooking = () => bookingToPay(t, 9.5, 'requested');
const acceptedBooking = () => bookingToPay(t, 9.5);

const choose = (as: TestUser | null, bookingId: string, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/bookings/${bookingId}/payment`, as, payload });

async function paymentMethodOf(bookingId: string) {
  const [row] = await t.db
    .select({ method: bookings.paymentMethod, paidAt: bookings.paidAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

describe('POST /api/bookings/:id/payment (cash)', () => {
  it('lets the buyer of an accepted booking choose cash at the meetup', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    const response = await choose(buyer, bookingId, { method: 'cash' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ method: 'cash' });
    expect(await paymentMethodOf(bookingId)).toEqual({ method: 'cash', paidAt: null });
    const detail = await t.request({ url: `/api/bookings/${bookingId}`, as: buyer });
    expect(detail.json().payment).toEqual({ method: 'cash', status: 'none' });
    // Choosing again is allowed while nothing is paid.
    expect((await choose(buyer, bookingId, { method: 'cash' })).statusCode).toBe(200);
  });

  it('is for the booking’s buyer only, and for a booking that exists', async () => {
    const { seller, bookingId } = await acceptedBooking();
    const otherBuyer = await t.signUp();
    const other = await choose(otherBuyer, bookingId, { method: 'cash' });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('NOT_A_PARTY');
    expect((await choose(seller, bookingId, { method: 'cash' })).statusCode).toBe(403);
    expect((await choose(null, bookingId, { method: 'cash' })).statusCode).toBe(401);
    const unknown = await choose(otherBuyer, 'no-such-booking', { method: 'cash' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BOOKING_NOT_FOUND');
    expect(await paymentMethodOf(bookingId)).toEqual({ method: null, paidAt: null });
  });

  it('refuses a method it does not know', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    for (const payload of [{ method: 'bitcoin' }, {}, { method: 'CASH' }]) {
      const response = await choose(buyer, bookingId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Payment method must be cash or card');
    }
  });

  it('answers 409 before acceptance, once the booking is closed, and past its time', async () => {
    const requested = await requestedBooking();
    const early = await choose(requested.buyer, requested.bookingId, { method: 'cash' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'BOOKING_STATE_CHANGED',
      message: expect.stringContaining('accept'),
    });

    const cancelled = await acceptedBooking();
    const cancel = await t.request({
      method: 'POST',
      url: `/api/bookings/${cancelled.bookingId}/cancel`,
      as: cancelled.buyer,
      payload: { reason: 'Found another copy' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const late = await choose(cancelled.buyer, cancelled.bookingId, { method: 'cash' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'BOOKING_STATE_CHANGED',
      message: expect.stringContaining('cancelled'),
    });

    const stale = await acceptedBooking();
    await t.db
      .update(bookings)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, stale.bookingId));
    const expired = await choose(stale.buyer, stale.bookingId, { method: 'cash' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({
      code: 'BOOKING_STATE_CHANGED',
      message: expect.stringContaining('expired'),
    });
    expect(await paymentMethodOf(stale.bookingId)).toEqual({ method: null, paidAt: null });
  });

  it('answers 409 ALREADY_PAID once the money is received', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    await t.db.update(bookings).set({ paidAt: new Date() }).where(eq(bookings.id, bookingId));
    const response = await choose(buyer, bookingId, { method: 'cash' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_PAID');
  });
});

describe('card payments off (no Stripe keys)', () => {
  it('says so in the public config', async () => {
    const response = await t.request({ url: '/api/config' });
    expect(response.json()).toEqual({
      googleSignIn: false,
      cardPayments: false,
      isbnLookup: false,
      emailDelivery: false,
      passkeys: true,
      siteUrl: BASE_URL,
      currency: 'USD',
      bookingRequestHours: 48,
      securityContact: null,
    });
  });

  it('refuses a card payment with 409 CARD_PAYMENTS_OFF and changes nothing', async () => {
    const { buyer, bookingId } = await acceptedBooking();
    const response = await choose(buyer, bookingId, { method: 'card' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CARD_PAYMENTS_OFF');
    expect(await paymentMethodOf(bookingId)).toEqual({ method: null, paidAt: null });
    expect(await t.db.select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual([]);
  });

  it('has no webhook: 404 to anything, signed or not', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{"type":"checkout.session.completed"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'refund'))).toEqual([]);
  });
});
