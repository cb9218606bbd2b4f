import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { choosePaymentSchema, idParamsSchema, paymentChoiceSchema } from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentsRepository } from './repository.js';
import { toMinorUnits } from './stripe-client.js';

export interface PaymentsOptions {
  repository: PaymentsRepository;
  /** The Stripe client, when card payments are on (both keys set). */
  stripe: Stripe | undefined;
  webhookSecret: string | undefined;
  currency: string;
  /** Where Stripe Checkout sends the buyer back. */
  baseUrl: string;
}

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * Choosing how to pay (cash at the meetup, or card through Stripe Checkout) and Stripe's webhook,
 * the only word that makes a card payment paid (docs/bookings.md, Paying).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsOptions> = async (app, options) => {
  const { repository, stripe, currency, baseUrl } = options;

  /** An open Checkout session of this booking that the buyer can still pay, if any. */
  async function openCheckoutUrl(request: FastifyRequest, checkoutSessionId: string): Promise<string | null> {
    try {
      const session = await stripe!.checkout.sessions.retrieve(checkoutSessionId);
      return session.status === 'open' ? session.url : null;
    } catch (error) {
      request.log.warn({ err: error }, 'Stripe did not give back a checkout session');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
  }

  app.post(
    '/api/bookings/:id/payment',
    {
      config: {
        errors: [
          'ALREADY_PAID',
          'BOOKING_NOT_FOUND',
          'BOOKING_STATE_CHANGED',
          'CARD_PAYMENTS_OFF',
          'NOT_A_PARTY',
          'PAYMENT_PROVIDER_UNAVAILABLE',
        ],
        access: 'buyer',
      },
      schema: {
        summary:
          "The booking's buyer chooses how to pay: cash at the meetup, or card (answers where to pay, Stripe Checkout)",
        params: idParamsSchema,
        body: choosePaymentSchema,
        response: { 200: paymentChoiceSchema },
      },
    },
    async (request) => {
      const buyer = viewerOf(request);
      const bookingId = request.params.id;
      if (request.body.method === 'cash') {
        await repository.chooseCash(bookingId, buyer.id);
        return { method: 'cash' as const };
      }
      const booking = await repository.payable(bookingId, buyer.id);
      if (!stripe) throw new AppError('CARD_PAYMENTS_OFF');
      // The price the booking recorded, never one the client sends.
      const amountCents = toMinorUnits(booking.productPrice, currency);
      const pending = booking.pending;
      // Pressing Pay again (back from Checkout, a second tab) goes to the same open session.
      if (pending && pending.amountCents === amountCents && pending.currency === currency) {
        const url = await openCheckoutUrl(request, pending.checkoutSessionId);
        if (url) {
          await repository.chooseCard(bookingId, buyer.id);
          return { method: 'card' as const, checkoutUrl: url };
        }
      }
      const paymentId = randomUUID();
      const back = `${baseUrl}/bookings/${encodeURIComponent(bookingId)}?payment=`;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency,
                  unit_amount: amountCents,
                  product_data: { name: booking.productName },
                },
              },
            ],
            metadata: { booking_id: bookingId, payment_id: paymentId },
            payment_intent_data: { metadata: { booking_id: bookingId, payment_id: paymentId } },
            client_reference_id: bookingId,
            success_url: `${back}success`,
            cancel_url: `${back}cancelled`,
          },
          { idempotencyKey: `checkout:${paymentId}` },
        );
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe did not create a checkout session');
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      }
      if (!session.url) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      await repository.chooseCard(bookingId, buyer.id, {
        id: paymentId,
        checkoutSessionId: session.id,
        amountCents,
        currency,
      });
      return { method: 'card' as const, checkoutUrl: session.url };
    },
  );

  await app.register(stripeWebhook, options);
};

/**
 * Stripe signs the exact bytes it sends. The webhook's own scope keeps them as they came, whatever
 * the content type, instead of parsing JSON (bytes parsed and written again would not match the
 * signature). They are kept beside the request rather than as its body, which every route's input
 * check walks (lib/text-input.ts) and which has nothing to check here.
 */
const stripeWebhook: FastifyPluginAsyncZod<PaymentsOptions> = async (
  app,
  { repository, stripe, webhookSecret },
) => {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    done(null, undefined);
  });

  app.post(
    '/api/stripe/webhook',
    {
      config: {
        access: 'public',
        errors: ['NOT_FOUND', 'INVALID_WEBHOOK_SIGNATURE'],
        openApi: {
          requestBody: {
            required: true,
            description:
              'A Stripe event, as Stripe sends it, with its Stripe-Signature header (404 without STRIPE_SECRET_KEY)',
            content: { 'application/json': { schema: { type: 'object', description: 'A Stripe event' } } },
          },
        },
      },
      schema: {
        summary: "Stripe's events (signed): a Checkout session paid makes its booking paid",
        response: { 200: receivedSchema },
      },
    },
    async (request) => {
      if (!stripe || !webhookSecret) throw new AppError('NOT_FOUND');
      const raw = rawBodies.get(request);
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!raw || typeof signature !== 'string') throw new Error('no body or no signature');
        event = stripe.webhooks.constructEvent(raw, signature, webhookSecret);
      } catch {
        throw new AppError('INVALID_WEBHOOK_SIGNATURE');
      }
      if (
        (event.type === 'checkout.session.completed' ||
          event.type === 'checkout.session.async_payment_succeeded') &&
        event.data.object.payment_status === 'paid'
      ) {
        const session = event.data.object;
        const paymentIntent =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? null);
        const outcome = await repository.completeCheckout(session.id, paymentIntent);
        if (outcome === 'unknown') {
          request.log.warn(
            { session: session.id, event: event.id },
            'a paid checkout session of no payment here',
          );
        } else {
          request.log.info({ session: session.id, event: event.id, outcome }, 'card payment');
        }
      }
      return { received: true as const };
    },
  );
};
