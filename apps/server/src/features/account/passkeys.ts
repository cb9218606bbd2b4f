import { randomUUID } from 'node:crypto';
import {
  acknowledgedSchema,
  idParamsSchema,
  PASSKEY_MAX,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeySchema,
} from '@second-shelf/shared';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
} from '@simplewebauthn/server';
import { isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../auth/access.js';
import { CHALLENGE_SECONDS, keepChallenge, takeChallenge, type RelyingParty } from '../../auth/passkeys.js';
import type { Db } from '../../db/client.js';
import { passkeys, session, user } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { LIMITS } from '../../lib/rate-limit.js';

/** A passkey is added from a sign-in of the last day: an old session found on a device cannot add one. */
const FRESH_SIGN_IN_SECONDS = 24 * 60 * 60;

type PasskeyRow = Pick<typeof passkeys.$inferSelect, 'id' | 'name' | 'createdAt' | 'lastUsedAt'>;
const listed = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};
const toPasskey = (row: PasskeyRow) => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Whether this request's sign-in is recent enough to add a passkey. */
async function assertFreshSignIn(db: Db, sessionId: string): Promise<void> {
  const [row] = await db
    .select({
      fresh: sql<boolean>`${session.createdAt} > now() - make_interval(secs => ${FRESH_SIGN_IN_SECONDS})`,
    })
    .from(session)
    .where(eq(session.id, sessionId));
  if (!row?.fresh) throw new AppError('STALE_SIGN_IN');
}

/**
 * A person's passkeys (WebAuthn, through @simplewebauthn/server): adding one in two steps (the
 * options, then the browser's new credential with its name), the list, and removing one. Signing
 * in with one is auth/passkeys.ts. Registered only where browsers offer passkeys.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<{ db: Db; party: RelyingParty }> = async (
  app,
  { db, party },
) => {
  app.get(
    '/api/account/passkeys',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The signed-in person's passkeys, the latest first (names and dates, never their keys)",
        response: { 200: z.array(passkeySchema) },
      },
    },
    async (request) => {
      const rows = await db
        .select(listed)
        .from(passkeys)
        .where(eq(passkeys.userId, viewerOf(request).id))
        .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
      return rows.map(toPasskey);
    },
  );

  app.post(
    '/api/account/passkeys/options',
    {
      config: {
        errors: ['PASSKEYS_FULL', 'STALE_SIGN_IN'],
        access: 'signed-in',
        limit: LIMITS.passkeyRegistrationPerPerson,
      },
      schema: {
        summary: 'Starts adding a passkey: the options for navigator.credentials.create',
        description: `The challenge in them works once, for 5 minutes, for this person. Only from a sign-in of the last day (403 otherwise), and while the account has fewer than ${PASSKEY_MAX} passkeys (409).`,
        response: { 200: passkeyOptionsSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await assertFreshSignIn(db, viewer.sessionId);
      const own = await db
        .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, viewer.id));
      if (own.length >= PASSKEY_MAX) throw new AppError('PASSKEYS_FULL');
      const options = await generateRegistrationOptions({
        rpName: party.name,
        rpID: party.id,
        userID: isoUint8Array.fromUTF8String(viewer.id),
        userName: viewer.email,
        userDisplayName: viewer.name,
        attestationType: 'none',
        timeout: CHALLENGE_SECONDS * 1000,
        // The authenticator already holding one of theirs says so instead of making a second.
        excludeCredentials: own.map((row) => ({
          id: row.credentialId,
          transports: row.transports as AuthenticatorTransportFuture[],
        })),
        // Signing in names no account first: the passkey must be one the authenticator can find.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await keepChallenge(db, options.challenge, viewer.id);
      return { ...options };
    },
  );

  app.post(
    '/api/account/passkeys',
    {
      config: {
        errors: ['PASSKEY_ALREADY_ADDED', 'PASSKEY_CHALLENGE_INVALID', 'PASSKEY_NOT_VERIFIED'],
        access: 'signed-in',
      },
      schema: {
        summary:
          "Adds a passkey: its name and the browser's new credential, made from the options just given",
        description:
          'A challenge unknown, used, expired or given to someone else, or a credential that does not check, is a 400; a credential already added (by anyone) is a 409.',
        body: passkeyRegistrationSchema,
        response: { 201: passkeySchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { name, response } = request.body;
      const expectedChallenge = await takeChallenge(db, response.response.clientDataJSON, viewer.id);
      let credential: { id: string; publicKey: Uint8Array; counter: number };
      try {
        const verification = await verifyRegistrationResponse({
          response,
          expectedChallenge,
          expectedOrigin: party.origins,
          expectedRPID: party.id,
          requireUserVerification: false,
        });
        if (!verification.verified) throw new AppError('PASSKEY_NOT_VERIFIED');
        credential = verification.registrationInfo.credential;
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.info({ err: error }, 'a new passkey did not check');
        throw new AppError('PASSKEY_NOT_VERIFIED');
      }
      const added = await db.transaction(async (tx) => {
        // One at a time per person, so that two at once cannot pass the count together.
        await tx.select({ id: user.id }).from(user).where(eq(user.id, viewer.id)).for('update');
        const [held] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, viewer.id));
        if ((held?.n ?? 0) >= PASSKEY_MAX) throw new AppError('PASSKEYS_FULL');
        const [row] = await tx
          .insert(passkeys)
          .values({
            id: randomUUID(),
            userId: viewer.id,
            name,
            credentialId: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: response.response.transports ?? [],
          })
          .onConflictDoNothing({ target: passkeys.credentialId })
          .returning(listed);
        if (!row) throw new AppError('PASSKEY_ALREADY_ADDED');
        return row;
      });
      reply.status(201);
      return toPasskey(added);
    },
  );

  app.delete(
    '/api/account/passkeys/:id',
    {
      config: { errors: ['PASSKEY_NOT_FOUND'], access: 'signed-in' },
      schema: {
        summary: "Removes one of the signed-in person's passkeys: it signs nobody in any more",
        params: idParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      const removed = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, request.params.id), eq(passkeys.userId, viewerOf(request).id)))
        .returning({ id: passkeys.id });
      if (removed.length === 0) throw new AppError('PASSKEY_NOT_FOUND');
      return { acknowledged: true };
    },
  );
};
