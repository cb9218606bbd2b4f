import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, statusText, type AppErrorCode } from '../lib/errors.js';
import { passkeyOptionsSchema, passkeySignInSchema } from '@second-shelf/shared';
import { LIMITS, type RouteLimit } from '../lib/rate-limit.js';
import { CLIENT_IP_HEADER, SIGN_IN_LINK_VERIFY_PATH, type Auth } from './auth.js';
import { PASSKEY_SIGN_IN_OPTIONS_PATH, PASSKEY_SIGN_IN_PATH } from './passkeys.js';
import { runAsClient } from './client.js';
import { BETTER_AUTH_DOCS, BETTER_AUTH_ERRORS } from './endpoint-docs.js';
import { toHeaders } from './fetch-headers.js';

/**
 * The session token lives in an httpOnly cookie; Better Auth also puts it in JSON bodies
 * (for its bearer plugin, which we do not use), where page scripts could read it.
 */
function withoutSessionTokens(text: string): string {
  if (!text.startsWith('{')) return text;
  try {
    const body = JSON.parse(text) as { token?: unknown; session?: { token?: unknown } | null };
    if (!('token' in body) && !body.session?.token) return text;
    delete body.token;
    if (body.session) delete body.session.token;
    return JSON.stringify(body);
  } catch {
    return text;
  }
}

/**
 * The Better Auth endpoints the product uses, under /api/auth. Its other endpoints (email changes,
 * account linking, provider tokens, …)
 * are not mounted: unused surface is attack surface, and each one here has a row in the
 * authorization matrix test, which also fails when a Better Auth upgrade adds an endpoint.
 */
export const AUTH_ENDPOINTS = [
  { method: 'POST', path: '/sign-up/email' },
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-out' },
  { method: 'GET', path: '/get-session' },
  { method: 'POST', path: '/sign-in/social' },
  { method: 'GET', path: '/callback/:id' },
  // Setting a new password with a reset link's token (the link is asked for at /api/account/password-reset).
  { method: 'POST', path: '/reset-password' },
  // The account page's password change: the current password, a new one, other sessions ended.
  { method: 'POST', path: '/change-password' },
  // Signing in with a sign-in link's token (the link is asked for at /api/account/sign-in-link; 404
  // without SMTP_URL). Called by the Sign in button of the page the link opens, never by the link.
  { method: 'GET', path: SIGN_IN_LINK_VERIFY_PATH },
  // Signing in with a passkey: the options (a challenge), then the passkey's signature over them.
  // 404 where passkeys are off (BASE_URL an IP address, or plain http other than localhost).
  { method: 'POST', path: PASSKEY_SIGN_IN_OPTIONS_PATH },
  { method: 'POST', path: PASSKEY_SIGN_IN_PATH },
] as const;

/**
 * The sign-in link's and the passkeys' endpoints are documented by their schemas (DOCUMENTED), which
 * they validate with; Better Auth's others by what they take and answer (endpoint-docs.ts).
 */
const SIGN_IN_LINK_VERIFY_SCHEMA = {
  summary: "Signs in with a sign-in link's token (once, within 15 minutes); sets the session cookie",
  description:
    "The token of a link mailed by POST /api/account/sign-in-link. The answer is the person and their session (JSON, never a redirect: any callbackURL is ignored); a token unknown, used or expired is a 400. Only a script of the app's own pages may call it: a navigation, or a request from another site (Sec-Fetch-Site, Sec-Fetch-Mode), is a 403. Failed sign-ins from elsewhere do not stop it, and the client address it is used from counts as one the person has signed in from. 404 without SMTP_URL.",
  querystring: z.object({
    token: z.string({ message: 'token is required' }).min(1, 'token is required').max(500),
  }),
};

const PASSKEYS_OFF =
  ' 404 where passkeys are off: BASE_URL names an IP address, or plain http on a host other than localhost.';

const PASSKEY_SIGN_IN_OPTIONS_SCHEMA = {
  summary: 'Starts a sign-in with a passkey: the options for navigator.credentials.get',
  description: `The challenge in them works once, for 5 minutes; any passkey of this site may answer.${PASSKEYS_OFF}`,
  response: { 200: passkeyOptionsSchema },
};

const PASSKEY_SIGN_IN_SCHEMA = {
  summary: "Signs in with a passkey's answer to the options; sets the session cookie",
  description: `The answer is the person and their session. A challenge unknown, used or expired, or a signature that does not check, is a 400; a passkey nobody here has (removed) is a 401. Failed sign-ins from elsewhere do not stop it, and the client address it is used from counts as one the person has signed in from.${PASSKEYS_OFF}`,
  body: passkeySignInSchema,
};

/** The OpenAPI document lists Better Auth's endpoints of our own making or with our own rules. */
const DOCUMENTED: Record<string, object> = {
  [SIGN_IN_LINK_VERIFY_PATH]: SIGN_IN_LINK_VERIFY_SCHEMA,
  [PASSKEY_SIGN_IN_OPTIONS_PATH]: PASSKEY_SIGN_IN_OPTIONS_SCHEMA,
  [PASSKEY_SIGN_IN_PATH]: PASSKEY_SIGN_IN_SCHEMA,
};

/** The API's own errors of the endpoints it answers itself, or guards (lib/errors.ts). */
const OUR_ERRORS: Record<string, AppErrorCode[]> = {
  [SIGN_IN_LINK_VERIFY_PATH]: ['UNTRUSTED_ORIGIN', 'SIGN_IN_LINK_INVALID', 'SIGN_IN_LINKS_OFF'],
  [PASSKEY_SIGN_IN_OPTIONS_PATH]: ['NOT_FOUND'],
  [PASSKEY_SIGN_IN_PATH]: [
    'NOT_FOUND',
    'PASSKEY_CHALLENGE_INVALID',
    'PASSKEY_NOT_VERIFIED',
    'PASSKEY_UNKNOWN',
  ],
};

/** Limits of our own on top of Better Auth's (each options call stores a challenge). */
const LIMITED: Record<string, RouteLimit> = {
  [PASSKEY_SIGN_IN_OPTIONS_PATH]: LIMITS.passkeySignInPerAddress,
  [PASSKEY_SIGN_IN_PATH]: LIMITS.passkeySignInPerAddress,
};

/** Better Auth's endpoints that end sessions in the database (other than sign-out, the caller's own). */
const SESSION_ENDING = new Set(['/api/auth/change-password', '/api/auth/reset-password']);

/**
 * Mounts those endpoints. Fastify has already parsed the body, so it is sent on as JSON; the
 * client address Fastify determined (honouring TRUST_PROXY) replaces anything the client
 * claims, so rate limits count per real client. Errors take the API's one error shape.
 */
export async function authRoutes(
  app: FastifyInstance,
  options: {
    auth: Auth;
    forgetSessionOf: (request: FastifyRequest) => Promise<void>;
    /** After a password change or reset, which end sessions (sessions.ts). */
    sessionsEnded: () => Promise<void>;
  },
): Promise<void> {
  const { auth, forgetSessionOf, sessionsEnded } = options;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, auth.options.baseURL);
    const signInLink = url.pathname === `/api/auth${SIGN_IN_LINK_VERIFY_PATH}`;
    // Only the token goes on: without a callbackURL the answer is JSON, never a redirect, so that no
    // link can send a browser elsewhere (the web page goes on to a path of its own).
    if (signInLink) {
      // Only the app's own page uses a token, from a script: a link elsewhere that opens this
      // address (another site, a mail) would sign its visitor in to someone else's account.
      const site = request.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'none' || request.headers['sec-fetch-mode'] === 'navigate') {
        throw new AppError('UNTRUSTED_ORIGIN');
      }
      const token = url.searchParams.get('token');
      url.search = '';
      if (token !== null) url.searchParams.set('token', token);
    }
    const headers = toHeaders(request.headers);
    headers.set(CLIENT_IP_HEADER, request.ip);
    headers.delete('content-length');
    const hasBody = request.method !== 'GET' && request.body !== undefined;
    if (hasBody) headers.set('content-type', 'application/json');
    // The client is known to what Better Auth calls without the request: the hash queue, fair per
    // address, and the sign-in guard (client.ts).
    const arrived = performance.now() - reply.elapsedTime;
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    const response = await runAsClient({ address: request.ip, arrived, gone: gone.signal }, () =>
      auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      ),
    );

    // The session is gone from the database; this instance forgets it before answering.
    if (url.pathname === '/api/auth/sign-out') await forgetSessionOf(request);
    // A password changed or reset ends sessions: every instance knows before the answer. So may a
    // sign-in link, to an address not yet confirmed (Better Auth then ends what predates the proof).
    if (response.ok && (SESSION_ENDING.has(url.pathname) || signInLink)) await sessionsEnded();

    // A token that is unknown, used or expired comes back as a redirect with an error code.
    if (signInLink && response.status === 302) throw new AppError('SIGN_IN_LINK_INVALID');

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const retryAfter = response.headers.get('x-retry-after');
    if (retryAfter) reply.header('retry-after', retryAfter);

    const text = await response.text();
    if (response.status < 400) return reply.send(withoutSessionTokens(text));

    let message = text;
    let code: string | undefined;
    try {
      const parsed = JSON.parse(text) as { message?: string; code?: string };
      message = parsed.message ?? text;
      code = parsed.code;
    } catch {
      // Not JSON: the text itself is the message.
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    return reply.send({
      statusCode: response.status,
      error: statusText(response.status),
      message:
        response.status >= 500
          ? 'Something went wrong on our side. Please try again.'
          : message || statusText(response.status),
      ...(code ? { code } : {}),
    });
  };

  for (const { method, path } of AUTH_ENDPOINTS) {
    // Better Auth checks the session itself where an endpoint needs one.
    app.route({
      method,
      url: `/api/auth${path}`,
      schema: DOCUMENTED[path] ?? {
        summary: BETTER_AUTH_DOCS[path]!.summary,
        description: BETTER_AUTH_DOCS[path]!.description,
      },
      config: {
        access: 'public',
        ...(LIMITED[path] ? { limit: LIMITED[path] } : {}),
        errors: OUR_ERRORS[path] ?? [],
        openApi: {
          ...BETTER_AUTH_DOCS[path]?.openApi,
          foreignErrors: {
            ...BETTER_AUTH_ERRORS(method, path),
            ...BETTER_AUTH_DOCS[path]?.openApi.foreignErrors,
          },
        },
      },
      handler,
    });
  }
}
