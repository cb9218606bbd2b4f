import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountNameSchema,
  accountSessionSchema,
  acknowledgedSchema,
  deleteAccountSchema,
  idParamsSchema,
  PASSWORD_RESET_SENT,
  passwordResetRequestSchema,
  SIGN_IN_LINK_SENT,
  signInLinkRequestSchema,
  verifyEmailSchema,
} from '@second-shelf/shared';
import { and, desc, eq } from 'drizzle-orm';
import { viewerOf } from '../../auth/access.js';
import { verifyPassword } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { account, listings, session, user } from '../../db/schema.js';
import { personalData } from './data-export.js';
import { enqueueJob } from '../../jobs/runner.js';
import { AppError } from '../../lib/errors.js';
import { hitLimit, LIMITS } from '../../lib/rate-limit.js';
import { deleteAccount } from '../../use-cases/delete-account.js';
import type { Outbox } from '../mail/outbox.js';
import type { EmailVerification } from './email-verification.js';
import { deviceName } from './device-name.js';

/** Asks Better Auth for a reset link to an address (payload `{ email }`): app.ts registers it. */
export const PASSWORD_RESET_JOB = 'password-reset';

/** Asks Better Auth for a sign-in link to an address (payload `{ email }`): app.ts registers it. */
export const SIGN_IN_LINK_JOB = 'sign-in-link';

/**
 * A person's own account: their name, where they are signed in, their data, leaving; confirming
 * their email address, and a forgotten password. (Changing the password is Better Auth's
 * POST /api/auth/change-password.)
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  outbox: Outbox;
  emailVerification: EmailVerification;
  /**
   * Sessions of the person ended or changed: read again from the database at once on every
   * instance (auth/sessions.ts).
   */
  forgetEndedSessionsOf: (userId: string) => Promise<void>;
  runJobsSoon: () => void;
  /** Whether sign-in links are mailed: only with an SMTP server, never to the admins' outbox. */
  signInLinks: boolean;
}> = async (app, { db, outbox, emailVerification, forgetEndedSessionsOf, runJobsSoon, signInLinks }) => {
  app.patch(
    '/api/account',
    {
      config: { access: 'signed-in' },
      schema: {
        summary:
          "Changes the signed-in person's name, on their listings too (past bookings, messages and reviews keep the name they were made with)",
        body: accountNameSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      const { id } = viewerOf(request);
      const { name } = request.body;
      await db.transaction(async (tx) => {
        await tx.update(user).set({ name }).where(eq(user.id, id));
        // Their listings are theirs: the cards show the seller's name as it is now.
        await tx.update(listings).set({ sellerName: name }).where(eq(listings.sellerId, id));
      });
      return { acknowledged: true };
    },
  );

  app.post(
    '/api/account/start-selling',
    {
      config: { access: 'signed-in' },
      schema: {
        summary:
          'Start selling: the signed-in person may list books from now on, in the same account and session (they keep buying); the same answer when they already sell',
        response: { 200: z.object({ sells: z.literal(true) }) },
      },
    },
    async (request) => {
      const { id } = viewerOf(request);
      // Written once; pressed again (or twice at once), nothing changes.
      await db
        .update(user)
        .set({ sells: true })
        .where(and(eq(user.id, id), eq(user.sells, false)));
      // Every instance forgets the person's sessions as it kept them (not selling) before the
      // answer, a second press's too (the first may still be waiting): the next request, wherever
      // it lands, may list a book.
      await forgetEndedSessionsOf(id);
      return { sells: true as const };
    },
  );

  app.get(
    '/api/account/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "Where the signed-in person is signed in, the latest first (never the sessions' tokens)",
        response: { 200: z.array(accountSessionSchema) },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const rows = await db
        .select({
          id: session.id,
          createdAt: session.createdAt,
          updatedAt: session.updatedAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, viewer.id))
        .orderBy(desc(session.updatedAt));
      return rows.map((row) => ({
        _id: row.id,
        current: row.id === viewer.sessionId,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        device: deviceName(row.userAgent),
      }));
    },
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      config: { errors: ['SESSION_NOT_FOUND'], access: 'signed-in' },
      schema: {
        summary: "Ends one of the signed-in person's sessions at once (this one too: signing out)",
        params: idParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      const ended = await db
        .delete(session)
        .where(and(eq(session.id, request.params.id), eq(session.userId, viewerOf(request).id)))
        .returning({ id: session.id });
      if (ended.length === 0) throw new AppError('SESSION_NOT_FOUND');
      await forgetEndedSessionsOf(viewerOf(request).id);
      return { acknowledged: true };
    },
  );

  app.get(
    '/api/account/data',
    {
      config: {
        access: 'signed-in',
        openApi: {
          produces: {
            type: 'application/json',
            schema: {
              type: 'object',
              description:
                'The account, its listings, bookings, messages, reviews, wishlist, alerts and sessions',
            },
          },
          headers: ['Content-Disposition'],
        },
      },
      schema: {
        summary: 'Everything kept about the signed-in person, as a JSON file to download',
      },
    },
    async (request, reply) => {
      const data = await personalData(db, viewerOf(request).id);
      reply
        .header('content-disposition', 'attachment; filename="second-shelf-data.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8');
      return JSON.stringify(data, null, 2);
    },
  );

  app.post(
    '/api/account/delete',
    {
      config: { errors: ['WRONG_PASSWORD'], access: 'signed-in', limit: LIMITS.accountDeletionPerPerson },
      schema: {
        summary: 'Delete my account: with its password; open bookings are cancelled and the other side told',
        description:
          'Every session ends, the listings leave the catalogue. The other side of each booking keeps it, with the messages and reviews written, under "A former member" and without email, phone or meeting place. An account that signs in with Google alone has no password to give.',
        body: deleteAccountSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const [credential] = await db
        .select({ hash: account.password })
        .from(account)
        .where(and(eq(account.userId, viewer.id), eq(account.providerId, 'credential')));
      if (credential?.hash) {
        const password = request.body.password ?? '';
        if (!(await verifyPassword({ hash: credential.hash, password })))
          throw new AppError('WRONG_PASSWORD');
      }
      await deleteAccount(db, viewer.id, viewer.id);
      await forgetEndedSessionsOf(viewer.id);
      return { acknowledged: true };
    },
  );

  app.post(
    '/api/account/password-reset',
    {
      config: { access: 'public', limit: LIMITS.passwordResetPerAddress },
      schema: {
        summary:
          'Forgot password: mails a reset link to the address if it has an account (the same answer either way)',
        description:
          'The link works once, for an hour, and setting the new password (POST /api/auth/reset-password) ends every session. The request only queues a job: it does the same work, in the same time, whether or not the address has an account.',
        body: passwordResetRequestSchema,
        response: { 200: acknowledgedSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const perAccount = await hitLimit(db, `password-reset:email:${email}`, LIMITS.passwordResetPerAccount);
      if (!perAccount.allowed) throw new AppError('TOO_MANY_REQUESTS', undefined, perAccount.retryAfter);
      await enqueueJob(db, {
        kind: PASSWORD_RESET_JOB,
        key: `password-reset:${randomUUID()}`,
        payload: { email },
      });
      runJobsSoon();
      return { acknowledged: true, message: PASSWORD_RESET_SENT };
    },
  );

  app.post(
    '/api/account/sign-in-link',
    {
      config: { errors: ['SIGN_IN_LINKS_OFF'], access: 'public', limit: LIMITS.signInLinkPerAddress },
      schema: {
        summary:
          'Mails a sign-in link to the address if it has an account (the same answer either way); only with SMTP_URL set',
        description:
          "The link opens the web app's /email/sign-in page, whose Sign in button sends its token to GET /api/auth/magic-link/verify: it works once, for 15 minutes, and also while failed sign-ins from elsewhere lock the password. No account is created. The request only queues a job: it does the same work, in the same time, whether or not the address has an account. Without SMTP_URL it answers 404: mail would stay in the admins' outbox.",
        body: signInLinkRequestSchema,
        response: { 200: acknowledgedSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      if (!signInLinks) throw new AppError('SIGN_IN_LINKS_OFF');
      const email = request.body.email.toLowerCase();
      const perAccount = await hitLimit(db, `sign-in-link:email:${email}`, LIMITS.signInLinkPerAccount);
      if (!perAccount.allowed) throw new AppError('TOO_MANY_REQUESTS', undefined, perAccount.retryAfter);
      await enqueueJob(db, {
        kind: SIGN_IN_LINK_JOB,
        key: `sign-in-link:${randomUUID()}`,
        payload: { email },
      });
      runJobsSoon();
      return { acknowledged: true, message: SIGN_IN_LINK_SENT };
    },
  );

  app.post(
    '/api/account/verify-email',
    {
      config: { errors: ['VERIFY_LINK_INVALID'], access: 'public' },
      schema: {
        summary:
          "Confirms an email address with the token of the link mailed to it (once; no sign-in: the link's token)",
        body: verifyEmailSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      if (!(await emailVerification.confirm(request.body.token))) throw new AppError('VERIFY_LINK_INVALID');
      return { acknowledged: true };
    },
  );

  app.post(
    '/api/account/verification-email',
    {
      config: {
        errors: ['EMAIL_ALREADY_VERIFIED'],
        access: 'signed-in',
        limit: LIMITS.verificationEmailPerPerson,
      },
      schema: {
        summary: 'Mails a new confirmation link to the signed-in person (Resend); earlier links stop working',
        // No body, or an empty object: anything else is a mistaken call, refused before it mails.
        body: z.strictObject({}, { message: 'This call takes no body' }).nullish(),
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await db.transaction(async (tx) => {
        const [person] = await tx
          .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
          .from(user)
          .where(eq(user.id, viewer.id))
          .for('update');
        if (!person) throw new AppError('UNAUTHENTICATED');
        if (person.emailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED');
        await emailVerification.send(tx as unknown as Db, person);
      });
      outbox.sendSoon();
      return { acknowledged: true };
    },
  );
};
