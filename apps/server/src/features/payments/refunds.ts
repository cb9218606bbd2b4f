import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/runner.js';

/** The job that gives a card payment's money back (registered in app.ts, run by the jobs runner). */
export const REFUND_JOB = 'refund';

export interface RefundPayload {
  paymentId: string;
}

/** One refund job per payment, whatever asks for it and however often. */
export const refundJobKey = (paymentId: string) => `refund:${paymentId}`;

/**
 * Queues the refund job of a payment marked refunding, in the caller's transaction: the refund is
 * asked of Stripe later, outside any request, with retries. The job's unique key makes a second
 * request for the same payment a no-op.
 */
export async function enqueueRefund(db: Db, paymentId: string): Promise<void> {
  const payload: RefundPayload = { paymentId };
  await enqueueJob(db, { kind: REFUND_JOB, key: refundJobKey(paymentId), payload });
}

/**
 * A booking that will not end in a sale gives back what was paid by card. Called inside the
 * transaction that closes the booking, after its guarded UPDATE has locked the booking's row: the
 * webhook that marks a payment paid locks the same row first, so of a payment arriving and a booking
 * closing exactly one sees the other, and the refund is requested once (docs/bookings.md, Paying).
 */
export async function requestRefundIfPaid(db: Db, bookingId: string): Promise<void> {
  const refunding = await db
    .update(payments)
    .set({ status: 'refunding' })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')))
    .returning({ id: payments.id });
  for (const payment of refunding) await enqueueRefund(db, payment.id);
}
