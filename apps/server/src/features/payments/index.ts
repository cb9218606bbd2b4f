import fp from 'fastify-plugin';
import { expireStale } from '../bookings/lifecycle.js';
import { refundJob } from './refund-job.js';
import { REFUND_JOB } from './refunds.js';
import { createPaymentsRepository } from './repository.js';
import { paymentsRoutes } from './routes.js';
import { createStripeClient } from './stripe-client.js';

/**
 * Cash at the meetup always; card through Stripe Checkout when both keys are set. A payment for a
 * deal that fell through is refunded by the 'refund' job (refunds.ts).
 */
export default fp(
  async (app) => {
    const { config, db } = app;
    const stripe = config.stripe && createStripeClient(config.stripe);
    // A booking found past its time while being paid is expired on the way, by the bookings' rule.
    const repository = createPaymentsRepository(db, { expireStale });
    await app.register(paymentsRoutes, {
      repository,
      stripe,
      webhookSecret: config.stripe?.webhookSecret,
      currency: config.currency,
      baseUrl: config.baseUrl,
    });
    app.jobs.register(REFUND_JOB, refundJob(repository, stripe));
  },
  { name: 'payments', dependencies: ['core', 'bookings'] },
);
