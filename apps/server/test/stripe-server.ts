import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

/** Delivers one signed event to the app and gives its status (app.inject in tests, fetch otherwise). */
export type WebhookDelivery = (payload: string, signature: string) => Promise<number>;

export interface LocalCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
  /** Not Stripe's: the line item's name, for the hosted page. */
  line_items_name: string;
}

export interface LocalRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string;
  status: 'succeeded';
}

export interface LocalStripe {
  /** Where the SDK should send its requests (STRIPE_API_URL). */
  url: string;
  /** The app's settings for this server. */
  env: { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_API_URL: string };
  sessions: Map<string, LocalCheckoutSession>;
  /** Every refund made, in order. */
  refunds: LocalRefund[];
  /** Every API request the server answered (method and path), in order. */
  requests: string[];
  /** Every event delivered to the app, with the app's answer. */
  deliveries: { type: string; session: string; status: number }[];
  /** While true, every API request fails as in an outage (500 api_error, not to be retried). */
  failing: boolean;
  /** Where events go from now on (for an app started after this server). */
  setWebhook(target: string | WebhookDelivery): void;
  /** The buyer presses Pay on the hosted page: the session is paid and the app told; its answer. */
  pay(sessionId: string): Promise<number>;
  /** Sends (again) an event about a session as it is now: replays and out-of-order deliveries. */
  sendEvent(session: string | LocalCheckoutSession, type?: string): Promise<number>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; param?: string },
    readonly shouldRetry?: boolean,
  ) {
    super(error.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (next === null || typeof next !== 'object') node[part] = /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function asText(value: unknown, param: string): string {
  if (typeof value !== 'string' || value === '') throw invalid(`Missing required param: ${param}.`, param);
  return value;
}

function asAmount(value: unknown, param: string): number {
  const amount = Number(asText(value, param));
  if (!Number.isInteger(amount) || amount < 0) throw invalid(`Invalid integer: ${String(value)}`, param);
  return amount;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A local stand-in for the few parts of Stripe the app uses, in Stripe's wire format: the API
 * (create and read a Checkout session, refund a payment intent) with its form-encoded requests,
 * Bearer secret key, `object` fields, error shape and Idempotency-Key replays; the hosted checkout
 * page (`/pay/<session>`, buttons Pay and Cancel); and webhook delivery, signed as Stripe signs.
 * On 127.0.0.1 only. Tests, the e2e journeys and a developer (run this file) use it.
 */
export async function startStripeServer(
  options: { secretKey?: string; webhookSecret?: string; webhook?: string | WebhookDelivery } = {},
): Promise<LocalStripe> {
  const secretKey = options.secretKey ?? 'sk_test_local_stripe';
  const webhookSecret = options.webhookSecret ?? 'whsec_local_stripe';
  let webhook = options.webhook;
  const sessions = new Map<string, LocalCheckoutSession>();
  const refunds: LocalRefund[] = [];
  const requests: string[] = [];
  const deliveries: LocalStripe['deliveries'] = [];
  // The first answer to each idempotency key, with the request it answered.
  const idempotent = new Map<string, { body: string; status: number; answer: string }>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function deliver(type: string, session: LocalCheckoutSession): Promise<number> {
    if (!webhook) throw new Error('The local Stripe server has nowhere to send events: setWebhook first');
    const { line_items_name: _name, ...object } = session;
    const payload = JSON.stringify(
      {
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const target = webhook;
    // An app that cannot be reached gets status 0, as Stripe records a failed delivery.
    const status =
      typeof target === 'function'
        ? await target(payload, signature)
        : await fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
            body: payload,
          }).then(
            (response) => response.status,
            () => 0,
          );
    deliveries.push({ type, session: session.id, status });
    return status;
  }

  function sessionOf(sessionId: string): LocalCheckoutSession {
    const session = sessions.get(sessionId);
    if (!session)
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        message: `No such checkout.session: '${sessionId}'`,
        code: 'resource_missing',
        param: 'session',
      });
    return session;
  }

  async function pay(sessionId: string): Promise<number> {
    const session = sessionOf(sessionId);
    if (session.status !== 'open') throw invalid('This Checkout Session is no longer active.');
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
    return deliver('checkout.session.completed', session);
  }

  function createSession(params: Record<string, unknown>): LocalCheckoutSession {
    if (params.mode !== 'payment') throw invalid('Only mode=payment is supported here.', 'mode');
    const items = params.line_items;
    if (!Array.isArray(items) || items.length === 0)
      throw invalid('Missing required param: line_items.', 'line_items');
    let total = 0;
    let currency: string | undefined;
    const names: string[] = [];
    items.forEach((raw: unknown, index) => {
      const item = (raw ?? {}) as { price_data?: Record<string, unknown>; quantity?: unknown };
      const param = `line_items[${index}]`;
      const price = item.price_data;
      if (!price) throw invalid(`Missing required param: ${param}[price_data].`, `${param}[price_data]`);
      const itemCurrency = asText(price.currency, `${param}[price_data][currency]`).toLowerCase();
      if (currency && itemCurrency !== currency)
        throw invalid('All line items must share one currency.', `${param}[price_data][currency]`);
      currency = itemCurrency;
      const listing = (price.product_data ?? {}) as Record<string, unknown>;
      names.push(asText(listing.name, `${param}[price_data][product_data][name]`));
      total +=
        asAmount(price.unit_amount, `${param}[price_data][unit_amount]`) *
        asAmount(item.quantity, `${param}[quantity]`);
    });
    const sessionId = id('cs');
    const session: LocalCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      created: now(),
      currency: currency!,
      expires_at: now() + 24 * 3600,
      livemode: false,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: asText(params.success_url, 'success_url'),
      url: `${url}/pay/${sessionId}`,
      line_items_name: names.join(', '),
    };
    sessions.set(sessionId, session);
    return session;
  }

  function refund(params: Record<string, unknown>): LocalRefund {
    const paymentIntent = asText(params.payment_intent, 'payment_intent');
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) {
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        message: `No such payment_intent: '${paymentIntent}'`,
        code: 'resource_missing',
        param: 'payment_intent',
      });
    }
    // Stripe refuses to refund a payment twice (a second request without the first's idempotency key).
    if (refunds.some((r) => r.payment_intent === paymentIntent)) {
      throw invalid(
        `Charge for ${paymentIntent} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const made: LocalRefund = {
      id: id('re'),
      object: 'refund',
      amount: session.amount_total,
      currency: session.currency,
      created: now(),
      metadata: {},
      payment_intent: paymentIntent,
      status: 'succeeded',
    };
    refunds.push(made);
    return made;
  }

  async function api(request: IncomingMessage, path: string, body: string): Promise<object> {
    const authorization = request.headers.authorization ?? '';
    if (authorization !== `Bearer ${secretKey}`) {
      throw new StripeFailure(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    }
    if (stripe.failing)
      throw new StripeFailure(
        500,
        { type: 'api_error', message: 'Stripe is unavailable (local outage).' },
        false,
      );
    const params = parseStripeForm(body);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const { line_items_name: _name, ...session } = createSession(params);
      return session;
    }
    if (request.method === 'GET' && sessionPath) {
      const { line_items_name: _name, ...session } = sessionOf(decodeURIComponent(sessionPath[1]!));
      return session;
    }
    if (request.method === 'POST' && path === '/v1/refunds') return refund(params);
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${request.method}: ${path}).`,
    });
  }

  function checkoutPage(session: LocalCheckoutSession): string {
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: session.currency }).format(
      session.amount_total / 100,
    );
    const open = session.status === 'open';
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pay ${escapeHtml(amount)} (local Stripe)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
<main>
<h1>Local Stripe checkout</h1>
<p>${escapeHtml(session.line_items_name)}</p>
<p>Amount: <strong>${escapeHtml(amount)}</strong></p>
${
  open
    ? `<form method="post" action="/pay/${encodeURIComponent(session.id)}">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`
    : `<p>This checkout session is ${escapeHtml(session.status)}.</p>`
}
</main></body></html>`;
  }

  async function hostedPage(
    request: IncomingMessage,
    response: ServerResponse,
    sessionId: string,
    body: string,
  ) {
    const session = sessions.get(sessionId);
    if (!session) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
      return;
    }
    if (request.method === 'POST') {
      const action = new URLSearchParams(body).get('action');
      if (action === 'pay' && session.status === 'open') {
        await pay(sessionId);
        response.writeHead(303, { location: session.success_url }).end();
        return;
      }
      if (action === 'cancel' && session.cancel_url) {
        response.writeHead(303, { location: session.cancel_url }).end();
        return;
      }
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(session));
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const path = new URL(request.url ?? '/', url).pathname;
      const body = await readBody(request);
      const page = /^\/pay\/([^/]+)$/.exec(path);
      if (page) return hostedPage(request, response, decodeURIComponent(page[1]!), body);
      requests.push(`${request.method} ${path}`);
      const requestId = id('req');
      const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (replay) {
        if (replay.body !== body) {
          response.writeHead(400, { 'content-type': 'application/json', 'request-id': requestId }).end(
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              },
            }),
          );
          return;
        }
        response
          .writeHead(replay.status, {
            'content-type': 'application/json',
            'request-id': requestId,
            'idempotent-replayed': 'true',
            'idempotency-key': key as string,
          })
          .end(replay.answer);
        return;
      }
      let status = 200;
      let answer: string;
      const headers: Record<string, string> = { 'content-type': 'application/json', 'request-id': requestId };
      try {
        answer = JSON.stringify(await api(request, path, body), null, 2);
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        status = error.status;
        answer = JSON.stringify(
          { error: { ...error.error, request_log_url: `${url}/logs/${requestId}` } },
          null,
          2,
        );
        if (error.shouldRetry !== undefined) headers['stripe-should-retry'] = String(error.shouldRetry);
      }
      // Stripe keeps the answer of an idempotent request, errors included, except 5xx (retried).
      if (typeof key === 'string' && status < 500) {
        idempotent.set(key, { body, status, answer });
        headers['idempotency-key'] = key;
      }
      response.writeHead(status, headers).end(answer);
    })().catch((error: unknown) => {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });

  const stripe: LocalStripe = {
    url,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: url },
    sessions,
    refunds,
    requests,
    deliveries,
    failing: false,
    setWebhook(target) {
      webhook = target;
    },
    pay,
    sendEvent(session, type = 'checkout.session.completed') {
      return deliver(type, typeof session === 'string' ? sessionOf(session) : session);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stripe;
}

// A developer's card payments without a Stripe account:
//   npx tsx apps/server/test/stripe-server.ts http://localhost:3000/api/stripe/webhook
// then start the app with the settings it prints.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const webhook = process.argv[2] ?? 'http://localhost:3000/api/stripe/webhook';
  const stripe = await startStripeServer({ webhook });
  const settings = Object.entries(stripe.env).map(([name, value]) => `${name}=${value}`);
  process.stdout.write(
    `Local Stripe on ${stripe.url}, sending events to ${webhook}. Start the app with:\n${settings.join('\n')}\n`,
  );
}
