import Stripe from 'stripe';
import type { PaymentsRepository } from './repository.js';
import { refundJobKey, type RefundPayload } from './refunds.js';

/**
 * The 'refund' job: gives a payment's money back through Stripe, then records the refund. A failure
 * throws, and the jobs runner tries again later; every attempt for one payment carries the same
 * idempotency key, so Stripe makes one refund however often the job runs.
 */
export function refundJob(repository: PaymentsRepository, stripe: Stripe | undefined) {
  return async (payload: unknown): Promise<void> => {
    const { paymentId } = payload as RefundPayload;
    const payment = await repository.refunding(paymentId);
    // Refunded by an earlier run, or the booking is gone: nothing left to give back.
    if (!payment) return;
    if (!stripe) throw new Error('Card payments are off (STRIPE_SECRET_KEY unset): cannot refund yet');
    if (!payment.paymentIntentId) throw new Error(`Payment ${paymentId} has no payment intent to refund`);
    let refundId: string | null;
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: payment.paymentIntentId },
        { idempotencyKey: refundJobKey(paymentId) },
      );
      refundId = refund.id;
    } catch (error) {
      // Stripe keeps idempotency keys for 24 hours: a run after that, following one whose refund
      // went through but was not recorded, is told the payment is refunded already. It is.
      if (!(
        error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded'
      )) {
        throw error;
      }
      refundId = null;
    }
    await repository.markRefunded(paymentId, refundId);
  };
}
