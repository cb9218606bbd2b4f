import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgedSchema,
  PASSWORD_RESET_SENT,
  passwordResetRequestSchema,
  verifyEmailSchema,
} from '@second-shelf/shared';
import { eq } from 'drizzle-orm';
import { viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/runner.js';
import { AppError } from '../../lib/errors.js';
import { hitLimit, LIMITS } from '../../lib/rate-limit.js';
import type { Outbox } from '../mail/outbox.js';
import type { EmailVerification } from './email-verification.js';

/** Asks Better Auth for a reset link to an address (payload `{ email }`): app.ts registers it. */
export const PASSWORD_RESET_JOB = 'password-reset';

/** A person's own account: confirming their email address, and a forgotten password. */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  outbox: Outbox;
  emailVerification: EmailVerification;
  runJobsSoon: () => void;
}> = async (app, { db, outbox, emailVerification, runJobsSoon }) => {
  app.post(
    '/api/account/password-reset',
    {
      config: { access: 'public', limit: LIMITS.passwordResetPerAddress },
      schema: {
        tags: ['account'],
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
    '/api/account/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
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
      config: { access: 'signed-in', limit: LIMITS.verificationEmailPerPerson },
      schema: {
        tags: ['account'],
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
