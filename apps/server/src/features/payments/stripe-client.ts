import Stripe from 'stripe';
import type { Config } from '../../config.js';

export type StripeSettings = NonNullable<Config['stripe']>;

/**
 * The official SDK, talking to Stripe's API, or to STRIPE_API_URL when set (the local server of the
 * tests, test/stripe-server.ts). A buyer waits on the checkout call: 10 s, not the SDK's 80, and one
 * retry (the SDK sends an idempotency key with it).
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    timeout: 10_000,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

// Stripe counts amounts in the currency's smallest unit; these currencies have none, or three
// decimals (https://docs.stripe.com/currencies#zero-decimal).
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));
const THREE_DECIMAL = new Set('bhd jod kwd omr tnd'.split(' '));

/** A price (as stored, in the currency's main unit) in the smallest unit Stripe counts. */
export function toMinorUnits(price: number, currency: string): number {
  if (ZERO_DECIMAL.has(currency)) return Math.round(price);
  // Stripe takes three-decimal amounts rounded to ten.
  if (THREE_DECIMAL.has(currency)) return Math.round(price * 100) * 10;
  return Math.round(price * 100);
}
