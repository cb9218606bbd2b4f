import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MAIL_KINDS,
  MAIL_TOPICS,
  outboxMessageSchema,
  pageQuerySchema,
  SECRET_LINK_MAIL_KINDS,
  unsubscribeQuerySchema,
  unsubscribeStateSchema,
  type OutboxMessage,
} from '@second-shelf/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOptOuts, user } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { sendPage } from '../../lib/pagination.js';
import type { Outbox } from './outbox.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** An address as the unsubscribe page shows it: enough to recognise, not to harvest ("ri***@example.com"). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}

/**
 * An account email's text as the outbox shows it: once it has gone to its person's inbox, its link
 * is theirs alone (an admin could otherwise confirm an address with it). Kept here because no SMTP
 * server is set, it is shown whole: this is where it is read. A link that resets a password or
 * signs in is never shown, kept or sent: no admin may sign in as someone else.
 */
export function outboxText(message: { kind: string; state: string; textBody: string }): string {
  if ((SECRET_LINK_MAIL_KINDS as readonly string[]).includes(message.kind)) {
    return message.textBody.replace(/\S*[?&]token=\S*/g, 'a link was sent');
  }
  if (message.state === 'kept' || !(ACCOUNT_MAIL_KINDS as readonly string[]).includes(message.kind)) {
    return message.textBody;
  }
  return message.textBody.replace(/([?&]token=)[^\s&]+/g, "$1… (in the person's inbox)");
}

export const mailRoutes: FastifyPluginAsyncZod<{
  db: Db;
  outbox: Outbox;
  unsubscribeTokens: UnsubscribeTokens;
}> = async (app, { db, outbox, unsubscribeTokens }) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every email the server wrote, newest first, paginated (admin)',
        description:
          'Without SMTP_URL no email leaves the server: each is kept here (state "kept"), for an admin to read what people would get.',
        querystring: pageQuerySchema,
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request, reply) =>
      sendPage<OutboxMessage>(request, reply, async (page) => {
        const { rows, total } = await outbox.list(page);
        return {
          rows: rows.map((row) => ({
            seq: row.seq,
            _id: row.id,
            to: row.toAddress,
            kind: row.kind,
            subject: row.subject,
            text: outboxText(row),
            state: row.state,
            attempts: row.attempts,
            lastError: row.lastError,
            createdAt: row.createdAt.toISOString(),
            sentAt: row.sentAt?.toISOString() ?? null,
          })),
          total,
        };
      }),
  );

  /** The person and kind a token names, or a 400 for a token this server did not sign. */
  async function unsubscription(token: string) {
    const named = unsubscribeTokens.verify(token);
    if (!named) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
    const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, named.userId));
    // The account is gone, and its emails with it.
    if (!person) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
    return { ...named, email: person.email };
  }

  const state = async (token: string) => {
    const { userId, kind, email } = await unsubscription(token);
    const [optOut] = await db
      .select({ kind: mailOptOuts.kind })
      .from(mailOptOuts)
      .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
    return { topic: MAIL_TOPICS[kind], email: maskedEmail(email), unsubscribed: optOut !== undefined };
  };

  // A mail program's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form:
  // the token in the address is all that counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/api/mail/unsubscribe',
    {
      config: { errors: ['UNSUBSCRIBE_LINK_INVALID'], access: 'public' },
      schema: {
        summary:
          "Which emails an unsubscribe link stops, and whether they are stopped (no sign-in: the link's token)",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStateSchema },
      },
    },
    async (request) => state(request.query.token),
  );

  app.post(
    '/api/mail/unsubscribe',
    {
      config: { errors: ['UNSUBSCRIBE_LINK_INVALID'], access: 'public' },
      schema: {
        summary:
          "Stops one kind of email to the link's person, at once (one click from the email; again: no change)",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStateSchema },
      },
    },
    async (request) => {
      const { userId, kind } = await unsubscription(request.query.token);
      await db.insert(mailOptOuts).values({ userId, kind }).onConflictDoNothing();
      return state(request.query.token);
    },
  );

  app.post(
    '/api/mail/subscribe',
    {
      config: { errors: ['UNSUBSCRIBE_LINK_INVALID'], access: 'public' },
      schema: {
        summary: 'Sends one kind of email again, undoing an unsubscribe from the same link',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStateSchema },
      },
    },
    async (request) => {
      const { userId, kind } = await unsubscription(request.query.token);
      await db.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
      return state(request.query.token);
    },
  );
};
