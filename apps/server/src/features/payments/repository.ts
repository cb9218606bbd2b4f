import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, payments } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { enqueueRefund } from './refunds.js';

/** A Checkout session made for a booking, as the payments table keeps it. */
export interface NewCardPayment {
  id: string;
  checkoutSessionId: string;
  amountCents: number;
  currency: string;
}

/** What a verified `checkout.session.completed` did. */
export type CheckoutOutcome =
  /** The booking is paid. */
  | 'paid'
  /** The money came for a deal that is over, or that is paid otherwise: it goes back. */
  | 'refunding'
  /** A replay, or a session already settled: nothing changed. */
  | 'unchanged'
  /** No payment of ours has this session. */
  | 'unknown';

/** An accepted booking, before the end of its time. */
const stillAccepted = sql<boolean>`(${bookings.state} = 'accepted' and (${bookings.expiresAt} is null or ${bookings.expiresAt} > now()))`;

/** The booking, if it is the buyer's, still accepted and not paid yet: the buyer may pay it now. */
const payableBy = (bookingId: string, buyerId: string) =>
  and(eq(bookings.id, bookingId), eq(bookings.buyerId, buyerId), stillAccepted, isNull(bookings.paidAt));

/**
 * Paying for a booking (docs/bookings.md, Paying). The buyer may choose how to pay while the booking
 * is accepted and not paid; a card payment counts only once Stripe's verified webhook says it is
 * paid, and only while the booking still waits for it, otherwise the money goes back (refunds.ts).
 * Choosing and the webhook both lock the booking's row first, as every change of its state does.
 */
export function createPaymentsRepository(
  db: Db,
  { expireStale }: { expireStale: (db: Db, bookingId: string) => Promise<unknown> },
) {
  /**
   * Why the buyer may not pay this booking now. Outside a transaction (`settle`), a booking found
   * past its time is expired on the way, as every action on a stale booking does.
   */
  async function refusal(tx: Db, bookingId: string, buyerId: string, settle = false): Promise<AppError> {
    const [booking] = await tx
      .select({
        buyerId: bookings.buyerId,
        state: bookings.state,
        paidAt: bookings.paidAt,
        accepted: stillAccepted,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .limit(1);
    if (!booking) return new AppError('BOOKING_NOT_FOUND');
    if (booking.buyerId !== buyerId) return new AppError('NOT_A_PARTY');
    if (booking.paidAt) return new AppError('ALREADY_PAID');
    if (booking.state === 'requested') {
      return new AppError('BOOKING_STATE_CHANGED', 'This booking can be paid once the seller accepts it');
    }
    const stale = booking.state === 'accepted' && !booking.accepted;
    if (stale && settle) await expireStale(db, bookingId);
    const state = stale ? 'expired' : booking.state;
    return new AppError('BOOKING_STATE_CHANGED', `This booking is ${state}: there is nothing to pay`);
  }

  /** Sets how the buyer pays, if they still may; the UPDATE locks the booking's row. */
  async function choose(
    tx: Db,
    bookingId: string,
    buyerId: string,
    method: PaymentMethod,
    settle = false,
  ): Promise<void> {
    const [chosen] = await tx
      .update(bookings)
      .set({ paymentMethod: method })
      .where(payableBy(bookingId, buyerId))
      .returning({ id: bookings.id });
    if (!chosen) throw await refusal(tx, bookingId, buyerId, settle);
  }

  return {
    /**
     * The booking as a card payment needs it, if the buyer may pay it now (else the AppError why),
     * with its latest Checkout session still waiting to be paid, if any.
     */
    async payable(bookingId: string, buyerId: string) {
      const [booking] = await db
        .select({ productName: bookings.productName, productPrice: bookings.productPrice })
        .from(bookings)
        .where(payableBy(bookingId, buyerId))
        .limit(1);
      if (!booking) throw await refusal(db, bookingId, buyerId, true);
      const [pending] = await db
        .select({
          checkoutSessionId: payments.checkoutSessionId,
          amountCents: payments.amountCents,
          currency: payments.currency,
        })
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'pending')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return { ...booking, pending };
    },

    /** Cash at the meetup: the seller's Mark as sold will record the money. */
    async chooseCash(bookingId: string, buyerId: string): Promise<void> {
      await choose(db, bookingId, buyerId, 'cash', true);
    },

    /** Card, with the Checkout session just made for it (none when an open one is used again). */
    async chooseCard(bookingId: string, buyerId: string, payment?: NewCardPayment): Promise<void> {
      await db.transaction(async (tx) => {
        await choose(tx, bookingId, buyerId, 'card');
        if (payment) await tx.insert(payments).values({ ...payment, bookingId, status: 'pending' });
      });
    },

    /**
     * Stripe says the session is paid. Only a pending payment changes, once: replays and late
     * deliveries find it settled. The booking keeps the money only while it waits for a card
     * payment (accepted, card chosen, not paid); otherwise the payment is refunded.
     */
    async completeCheckout(
      checkoutSessionId: string,
      paymentIntentId: string | null,
    ): Promise<CheckoutOutcome> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ id: payments.id, bookingId: payments.bookingId })
          .from(payments)
          .where(eq(payments.checkoutSessionId, checkoutSessionId))
          .limit(1);
        if (!payment) return 'unknown';
        // The booking's row first, as closing a booking locks it: of this payment and a cancel,
        // whichever comes second sees the other (requestRefundIfPaid).
        const [booking] = await tx
          .select({
            paymentMethod: bookings.paymentMethod,
            paidAt: bookings.paidAt,
            accepted: stillAccepted,
          })
          .from(bookings)
          .where(eq(bookings.id, payment.bookingId))
          .for('update');
        const keep =
          booking?.accepted === true && booking.paymentMethod === 'card' && booking.paidAt === null;
        const [settled] = await tx
          .update(payments)
          .set({ status: keep ? 'paid' : 'refunding', paymentIntentId })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
          .returning({ id: payments.id });
        if (!settled) return 'unchanged';
        if (!keep) {
          await enqueueRefund(tx, payment.id);
          return 'refunding';
        }
        await tx
          .update(bookings)
          .set({ paidAt: sql`now()` })
          .where(eq(bookings.id, payment.bookingId));
        return 'paid';
      });
    },

    /** A payment being refunded, for its refund job (undefined once refunded, or gone). */
    async refunding(paymentId: string): Promise<{ paymentIntentId: string | null } | undefined> {
      const [payment] = await db
        .select({ paymentIntentId: payments.paymentIntentId })
        .from(payments)
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding')))
        .limit(1);
      return payment;
    },

    async markRefunded(paymentId: string, refundId: string | null): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'refunded', refundId })
        .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunding')));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
