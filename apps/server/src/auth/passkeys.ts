import { isIP } from 'node:net';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passkeyChallenges, passkeys } from '../db/schema.js';
import { AppError, type AppErrorCode } from '../lib/errors.js';

/** Who passkeys are made for: the site's host name, and the origins its pages are served from. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/** How long a ceremony's challenge works (also the browser's timeout). */
export const CHALLENGE_SECONDS = 5 * 60;

/** The paths of the sign-in endpoints under /api/auth. */
export const PASSKEY_SIGN_IN_OPTIONS_PATH = '/passkey/sign-in/options';
export const PASSKEY_SIGN_IN_PATH = '/passkey/sign-in';

/**
 * The relying party of a site at `baseUrl`, or undefined where browsers offer no passkeys: WebAuthn
 * refuses an IP address as the site's identity, and needs https except on localhost.
 */
export function relyingPartyOf(baseUrl: string, trustedOrigins: string[]): RelyingParty | undefined {
  const url = new URL(baseUrl);
  const host = url.hostname;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return undefined;
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol !== 'https:' && !local) return undefined;
  // A credential made for the host works on its subdomains' pages too.
  const sameSite = (origin: string) => {
    const other = new URL(origin).hostname;
    return other === host || other.endsWith(`.${host}`);
  };
  return { id: host, name: 'Second Shelf', origins: [url.origin, ...trustedOrigins.filter(sameSite)] };
}

/**
 * A ceremony's challenge, kept for `CHALLENGE_SECONDS` (expired ones are cleared as new ones come):
 * a person's when adding a passkey, nobody's when signing in.
 */
export async function keepChallenge(db: Db, challenge: string, userId: string | null): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  await db.insert(passkeyChallenges).values({
    challenge,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_SECONDS})`,
  });
}

/**
 * The challenge the browser signed (from its client data), used up if it was given to `userId` and
 * has not expired; otherwise a 400. Two answers to one challenge: only the first is taken.
 */
export async function takeChallenge(db: Db, clientDataJSON: string, userId: string | null): Promise<string> {
  let challenge: unknown;
  try {
    challenge = (JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown }).challenge;
  } catch {
    throw new AppError('PASSKEY_NOT_VERIFIED');
  }
  if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 200) {
    throw new AppError('PASSKEY_NOT_VERIFIED');
  }
  const [taken] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        gt(passkeyChallenges.expiresAt, sql`now()`),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  if (!taken) throw new AppError('PASSKEY_CHALLENGE_INVALID');
  return taken.challenge;
}

/**
 * The person a passkey's signature proves, its counter and last use brought forward; a 401 for a
 * passkey nobody here has, a 400 for a signature that does not check.
 */
async function signedInBy(db: Db, party: RelyingParty, response: AuthenticationResponseJSON) {
  const expectedChallenge = await takeChallenge(db, response.response.clientDataJSON, null);
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!passkey) throw new AppError('PASSKEY_UNKNOWN');
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: party.origins,
      expectedRPID: party.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
      },
      requireUserVerification: false,
    });
    if (!verification.verified) throw new AppError('PASSKEY_NOT_VERIFIED');
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PASSKEY_NOT_VERIFIED');
  }
  // A counter that went back means a copied authenticator: simplewebauthn refused it above. Two
  // sign-ins at once with one counter: only the first moves it.
  await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, passkey.id));
  return passkey.userId;
}

/** An AppError as Better Auth answers it (auth/routes.ts gives it the API's error shape). */
function refused(error: AppError): APIError {
  const status = error.statusCode === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST';
  return new APIError(status, { message: error.message, code: error.code satisfies AppErrorCode });
}

/**
 * "Sign in with a passkey": a Better Auth plugin of two endpoints, so that the session is made and its
 * cookie set as for every other way in. The options ask for any passkey of this site (discoverable
 * credentials: nobody types an address first); the answer names the credential, whose person is
 * signed in. The stranger lock of password sign-ins does not apply: a passkey cannot be guessed.
 */
export function passkeySignIn(db: Db, party: RelyingParty): BetterAuthPlugin {
  return {
    id: 'second-shelf-passkeys',
    endpoints: {
      passkeySignInOptions: createAuthEndpoint(
        PASSKEY_SIGN_IN_OPTIONS_PATH,
        { method: 'POST' },
        async (ctx) => {
          const options = await generateAuthenticationOptions({
            rpID: party.id,
            userVerification: 'preferred',
            timeout: CHALLENGE_SECONDS * 1000,
          });
          await keepChallenge(db, options.challenge, null);
          return ctx.json(options);
        },
      ),
      passkeySignIn: createAuthEndpoint(PASSKEY_SIGN_IN_PATH, { method: 'POST' }, async (ctx) => {
        // The route's schema checked the body's shape (auth/routes.ts).
        const { response } = ctx.body as { response: AuthenticationResponseJSON };
        let userId: string;
        try {
          userId = await signedInBy(db, party, response);
        } catch (error) {
          throw error instanceof AppError ? refused(error) : error;
        }
        const user = await ctx.context.internalAdapter.findUserById(userId);
        if (!user) throw refused(new AppError('PASSKEY_UNKNOWN'));
        const session = await ctx.context.internalAdapter.createSession(userId);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ user, session });
      }),
    },
  };
}
