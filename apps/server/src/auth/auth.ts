import { BASE_ERROR_CODES, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { genericOAuth, magicLink } from 'better-auth/plugins';
import { accountTypeSchema, emailSchema, personNameSchema, toPersonName } from '@second-shelf/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { currentClient, type AuthClient } from './client.js';
import {
  addressHasRoom,
  ClientGoneError,
  HashQueueFullError,
  hashPassword,
  hashQueueSeconds,
  startsTooLate,
  verifyPassword,
} from './password.js';
import { passkeySignIn, PASSKEY_SIGN_IN_PATH, type RelyingParty } from './passkeys.js';
import { createSignInGuard } from './sign-in-guard.js';

/** Fastify writes the connecting address here (see routes.ts); clients cannot set it. */
export const CLIENT_IP_HEADER = 'x-second-shelf-client-ip';

export interface AuthOptions {
  db: Db;
  baseUrl: string;
  secret: string;
  trustedOrigins: string[];
  log: FastifyBaseLogger;
  google: Config['google'];
  /** Mails a password reset link's token to its person (the link works once, for an hour). */
  sendResetPassword?: (person: { id: string; name: string; email: string }, token: string) => Promise<void>;
  /**
   * Mails a sign-in link's token to its person (the link works once, for 15 minutes). Sign-in links
   * are on only when this is given: with an SMTP server (an admin must not read them).
   */
  sendSignInLink?: (
    person: { id: string; name: string; email: string; emailVerified: boolean },
    token: string,
  ) => Promise<void>;
  /** Signing in with a passkey, where browsers offer them (passkeys.ts, relyingPartyOf). */
  passkeys?: RelyingParty;
  /**
   * Called when a sign-up by email names an address that has an account already. The answer still
   * says so (422): see docs/reliability.md.
   */
  onTakenAddress?: (email: string) => Promise<void>;
  /** Called once a new account is stored, whichever way it signed up. */
  afterSignUp?: (person: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
  }) => Promise<void>;
}

/** The provider id in /api/auth/sign-in/social and the redirect URI /api/auth/callback/google. */
export const GOOGLE_PROVIDER_ID = 'google';

interface OidcProfile {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  name?: string;
}

/**
 * "Continue with Google": an OpenID Connect code flow (PKCE, state and nonce) with the issuer
 * found through its discovery document, Google's unless OIDC_DISCOVERY_URL names another.
 * New accounts are buyers (the role's default). An email that already has a password account
 * is not taken over: Better Auth links only when both sides have verified the email.
 */
function googleSignIn(google: NonNullable<Config['google']>) {
  return genericOAuth({
    config: [
      {
        providerId: GOOGLE_PROVIDER_ID,
        name: 'Google',
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        discoveryUrl: google.discoveryUrl,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        // The provider's name is made to fit our rule (it is not the person's fault); the picture
        // is not used.
        mapProfileToUser: (profile) => {
          const { email, email_verified, name } = profile as unknown as OidcProfile;
          return {
            email,
            emailVerified: email_verified === true || email_verified === 'true',
            name: toPersonName(name) ?? toPersonName(email?.split('@')[0]) ?? 'Google user',
          };
        },
      },
    ],
  });
}

/** The path of Better Auth's endpoint that signs in with a sign-in link's token. */
export const SIGN_IN_LINK_VERIFY_PATH = '/magic-link/verify';

/**
 * Sign-in links by email (Better Auth's magic link): asked for through POST /api/account/sign-in-link
 * (a job calls signInMagicLink for an address that has an account), used once within 15 minutes,
 * its token stored hashed. It creates no account. The stranger lock of password sign-ins
 * (sign-in-guard.ts) does not apply: the link proves the mailbox, not a guess. Used for an address
 * not yet confirmed, Better Auth confirms it and removes the password and sessions set up before
 * (someone else may have signed up with the address); the mail says so.
 */
function signInLinks(send: NonNullable<AuthOptions['sendSignInLink']>) {
  return magicLink({
    expiresIn: 15 * 60,
    disableSignUp: true,
    storeToken: 'hashed',
    sendMagicLink: async ({ email, token }, ctx) => {
      const found = await ctx?.context.internalAdapter.findUserByEmail(email);
      if (found) await send(found.user, token);
    },
  });
}

/** A 400 naming the field, in the API's own words (`name: Name must be at most 100 characters`). */
function invalid(field: string, message: string): APIError {
  return new APIError('BAD_REQUEST', { message: `${field}: ${message}`, code: 'VALIDATION_ERROR' });
}

/** The field's value under the shared rule, or a 400 naming the field. */
function checked<T extends z.ZodType>(schema: T, field: string, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // The shared email rule's length bound has zod's wording; say it as the other messages do.
  const message =
    issue?.code === 'too_big' && field === 'email'
      ? `Email must be at most ${String(issue.maximum)} characters`
      : (issue?.message ?? 'Invalid value');
  throw invalid(field, message);
}

function tooMany(message: string, retryAfter: number): APIError {
  return new APIError('TOO_MANY_REQUESTS', { message }, { 'Retry-After': String(Math.max(1, retryAfter)) });
}

const seconds = (count: number) => `${count} second${count === 1 ? '' : 's'}`;

/** The hash queue's refusals (see password.ts) as the 429 a client understands. */
function queueRefusal(reason: 'address' | 'queue', retryAfter: number): APIError {
  const wait = Math.max(1, Math.ceil(retryAfter));
  return tooMany(
    reason === 'address'
      ? `Too many sign-ins from your address at once. Please try again in ${seconds(wait)}.`
      : `Many people are signing in right now. Please try again in ${seconds(wait)}.`,
    wait,
  );
}

/** Refuses at once, before any other work, a sign-in or sign-up whose address has its share of hashes. */
function assertAddressHasRoom(client: AuthClient): void {
  if (!addressHasRoom(client)) throw queueRefusal('address', hashQueueSeconds(client));
}

/** Refuses at once a sign-in or sign-up whose hash would wait too long for its turn. */
function assertQueueHasRoom(client: AuthClient): void {
  if (startsTooLate(client)) throw queueRefusal('queue', hashQueueSeconds(client));
}

function withQueueRefusals<A extends unknown[], R>(hash: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await hash(...args);
    } catch (error) {
      if (error instanceof HashQueueFullError) throw queueRefusal(error.reason, error.retryAfter);
      // Nobody reads this answer: the client has gone.
      if (error instanceof ClientGoneError) throw new APIError('REQUEST_TIMEOUT', { message: error.message });
      throw error;
    }
  };
}

/**
 * Every user Better Auth writes, whichever endpoint or provider it comes from, meets the same rules
 * as our own routes: the shared name and email rules; `image` is not used by the product and is
 * never stored.
 */
function checkedUserFields(data: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if ('name' in data) fields.name = checked(personNameSchema, 'name', data.name);
  if ('email' in data) fields.email = checked(emailSchema, 'email', data.email);
  if ('image' in data) fields.image = null;
  return fields;
}

/** Better Auth's refusal of a sign-up whose address has an account. */
function isTakenAddress(returned: unknown): boolean {
  return (
    isAPIError(returned) &&
    (returned.body as { code?: unknown } | undefined)?.code ===
      BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL.code
  );
}

/** Ways in after which the client's network counts as one its person signed in from. */
const PROVEN_WAYS_IN = new Set(['/sign-up/email', SIGN_IN_LINK_VERIFY_PATH, PASSKEY_SIGN_IN_PATH]);

export function createAuth({
  db,
  baseUrl,
  secret,
  trustedOrigins,
  log,
  google,
  afterSignUp,
  sendResetPassword,
  sendSignInLink,
  passkeys,
  onTakenAddress,
}: AuthOptions) {
  const guard = createSignInGuard(db);
  return betterAuth({
    appName: 'Second Shelf',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseUrl, ...trustedOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: withQueueRefusals(hashPassword), verify: withQueueRefusals(verifyPassword) },
      // Forgot password: the link is asked for through POST /api/account/password-reset (a job
      // calls Better Auth's requestPasswordReset), works once for an hour, and ends every session.
      sendResetPassword: async ({ user, token }) => {
        await sendResetPassword?.(user, token);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: {
          type: 'string',
          required: false,
          defaultValue: 'buyer',
          input: true,
          validator: { input: accountTypeSchema },
        },
        // Set from the role at sign-up (a seller sells), and by Start selling; never by the client.
        sells: { type: 'boolean', required: false, defaultValue: false, input: false },
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, ...checkedUserFields(user), image: null, sells: user.role === 'seller' },
          }),
          after: async (user) => {
            await afterSignUp?.(user);
          },
        },
        update: {
          before: async (user) => ({ data: { ...user, ...checkedUserFields(user) } }),
          // A sign-in link updates its person only to confirm an address not confirmed before: the
          // passkeys added before the proof (someone else may have signed up with the address) go,
          // as Better Auth removes the password and sessions.
          after: async (user, ctx) => {
            if (ctx?.path === SIGN_IN_LINK_VERIFY_PATH) {
              await db.delete(schema.passkeys).where(eq(schema.passkeys.userId, user.id));
            }
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      // On in every mode (Better Auth turns it off outside production by default), and kept in
      // the database so that several instances share one count.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Limit what costs: a sign-in or sign-up hashes a password, a social sign-in stores a state
      // row, its callback calls the provider. Reading one's own session is answered from memory
      // and signing out deletes one's own row: neither is limited, so that page loads (or an
      // office behind one address) never show a signed-in person the login page.
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
        '/sign-in/social': { window: 60, max: 20 },
        '/callback/*': { window: 60, max: 20 },
        '/get-session': false,
        '/sign-out': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips this check when it detects a test run; tests must see production's rules.
      disableOriginCheck: false,
      useSecureCookies: baseUrl.startsWith('https://'),
    },
    plugins: [
      ...(google ? [googleSignIn(google)] : []),
      ...(sendSignInLink ? [signInLinks(sendSignInLink)] : []),
      ...(passkeys ? [passkeySignIn(db, passkeys)] : []),
    ],
    // A failed sign-in with Google comes back to our login page, which explains it.
    onAPIError: { errorURL: `${baseUrl}/login` },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        log[level]({ component: 'better-auth', details: args.length ? args : undefined }, message);
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' && ctx.path !== '/sign-up/email') return;
        // Outside a request (a direct server-side call) there is no client to hold to account.
        const client = currentClient();
        if (client) assertAddressHasRoom(client);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const email = checked(emailSchema, 'email', body.email);

        if (ctx.path === '/sign-up/email') {
          const name = checked(personNameSchema, 'name', body.name);
          if (body.image !== undefined) {
            throw invalid('image', 'profile pictures are not used; leave the field out');
          }
          if (client) assertQueueHasRoom(client);
          return { context: { body: { ...body, name, email } } };
        }

        if (client) {
          const admission = await guard.admit(email, client.address);
          if (!admission.allowed) throw tooMany(admission.message, admission.retryAfter);
          // Someone signing in from where they signed in before goes first in the hash queue: the
          // queue's bound is checked for their place in it, after the guard said whether they are.
          client.priority = admission.known;
          try {
            assertQueueHasRoom(client);
          } catch (error) {
            await guard.settle({ email, keys: admission.keys }, client.address, 'not-checked');
            throw error;
          }
          client.signIn = { email, keys: admission.keys };
        }
        return { context: { body: { ...body, email } } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (ctx.path === '/sign-up/email' && isTakenAddress(returned)) {
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          try {
            if (typeof email === 'string') await onTakenAddress?.(email);
          } catch (error) {
            // The answer stands; the owner is told of the next try instead.
            log.warn({ err: error }, 'mailing the owner of a taken address failed');
          }
        }
        const client = currentClient();
        if (!client) return;
        const failed = isAPIError(returned) || returned instanceof Error;
        try {
          if (ctx.path === '/sign-in/email' && client.signIn) {
            const status = isAPIError(returned) ? returned.statusCode : undefined;
            const outcome = !failed ? 'signed-in' : status === 401 ? 'failed' : 'not-checked';
            await guard.settle(client.signIn, client.address, outcome);
          } else if (PROVEN_WAYS_IN.has(ctx.path) && !failed) {
            // A sign-in link proves the mailbox, a passkey the person: the network it was used from
            // becomes the owner's, as after a password sign-in; every other network stays a stranger's.
            const user = (returned as { user?: { email?: string } } | undefined)?.user;
            if (user?.email) await guard.signedUp(user.email, client.address);
          }
        } catch (error) {
          // The answer stands; a counter not settled only errs on the side of caution.
          log.warn({ err: error, path: ctx.path }, 'settling a sign-in limit failed');
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
