import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { accountTypeSchema } from '@second-shelf/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { hitLimit, LIMITS } from '../lib/rate-limit.js';
import { hashPassword, hashQueueSeconds, verifyPassword } from './password.js';

/**
 * Past this wait for a password hash, sign-in and sign-up answer 429 at once (see password.ts):
 * long enough for a class signing up together, short of a client's patience.
 */
const MAX_HASH_QUEUE_SECONDS = 5;

/** Fastify writes the connecting address here (see routes.ts); clients cannot set it. */
export const CLIENT_IP_HEADER = 'x-second-shelf-client-ip';

export interface AuthOptions {
  db: Db;
  baseUrl: string;
  secret: string;
  trustedOrigins: string[];
  log: FastifyBaseLogger;
  google: Config['google'];
}

/** The provider id in /api/auth/sign-in/social and the redirect URI /api/auth/callback/google. */
export const GOOGLE_PROVIDER_ID = 'google';

interface OidcProfile {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  name?: string;
  picture?: string;
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
        mapProfileToUser: (profile) => {
          const { email, email_verified, name, picture } = profile as unknown as OidcProfile;
          return {
            email,
            emailVerified: email_verified === true || email_verified === 'true',
            name: name?.trim() || email.split('@')[0],
            image: picture,
          };
        },
      },
    ],
  });
}

export function createAuth({ db, baseUrl, secret, trustedOrigins, log, google }: AuthOptions) {
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
      password: { hash: hashPassword, verify: verifyPassword },
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
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
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
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips this check when it detects a test run; tests must see production's rules.
      disableOriginCheck: false,
      useSecureCookies: baseUrl.startsWith('https://'),
    },
    plugins: google ? [googleSignIn(google)] : [],
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
        if (ctx.path === '/sign-in/email' || ctx.path === '/sign-up/email') {
          const wait = hashQueueSeconds();
          if (wait > MAX_HASH_QUEUE_SECONDS) {
            const seconds = Math.ceil(wait);
            throw new APIError(
              'TOO_MANY_REQUESTS',
              {
                message: `Many people are signing in right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
              },
              { 'Retry-After': String(seconds) },
            );
          }
        }
        // Per address is Better Auth's own limit; this one is per account, from any address.
        if (ctx.path === '/sign-in/email' && typeof ctx.body?.email === 'string') {
          const email = ctx.body.email.trim().toLowerCase();
          const limit = await hitLimit(db, `sign-in:${email}`, LIMITS.signInPerAccount);
          if (!limit.allowed) {
            const minutes = Math.ceil(limit.retryAfter / 60);
            throw new APIError(
              'TOO_MANY_REQUESTS',
              {
                message: `Too many sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
              },
              { 'Retry-After': String(limit.retryAfter) },
            );
          }
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
