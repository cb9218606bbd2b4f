import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import type { NotificationKind } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { mailOptOuts, notifications, user } from '../../db/schema.js';
import type { NewMail, Outbox } from './outbox.js';
import { notificationMail } from './templates.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** A new message is emailed when its thread is still unread this long after it came. */
export const MESSAGE_MAIL_DELAY_SECONDS = 10 * 60;
const BATCH = 100;
/** A backlog (instances that were down, a burst) is mailed over several polls, this many batches at each. */
const BATCHES_PER_POLL = 20;

/**
 * Turns notifications into emails, a batch at a time, on every poll of every instance: each batch
 * takes its notifications with `FOR UPDATE SKIP LOCKED` and, in the same transaction, writes their
 * emails to the outbox and marks them done, so that a notification is emailed once whichever
 * instance takes it, and never lost between the two. A notification is not emailed when its person
 * unsubscribed from its kind, nor, when mail really leaves (an SMTP server is set), while their
 * address is not confirmed. New messages wait: a thread still unread ten minutes after its last
 * message is emailed once, however many messages it holds, until it is read again. A backlog goes
 * at most half as fast as it could and a bounded part at each poll: the poll's jobs (a sign-in link)
 * do not wait behind it, and live requests keep the database and the event loop between batches.
 */
export function mailNotifications(
  db: Db,
  outbox: Outbox,
  {
    baseUrl,
    unsubscribeTokens,
    verifiedOnly,
  }: { baseUrl: string; unsubscribeTokens: UnsubscribeTokens; verifiedOnly: boolean },
): () => Promise<number> {
  const unsubscribeUrl = (userId: string, kind: NotificationKind) =>
    `${baseUrl}/email/unsubscribe?token=${unsubscribeTokens.sign({ userId, kind })}`;

  return async function sweep() {
    let mailed = 0;
    for (let turn = 1; ; turn++) {
      const began = performance.now();
      const batch = await db.transaction(async (tx) => {
        const due = await tx
          .select({
            id: notifications.id,
            userId: notifications.userId,
            kind: notifications.kind,
            actorName: notifications.actorName,
            bookName: notifications.bookName,
            price: notifications.price,
            copies: notifications.copies,
            bookingId: notifications.bookingId,
            conversationId: notifications.conversationId,
            productId: notifications.productId,
            read: sql<boolean>`${notifications.readAt} is not null`,
            name: user.name,
            email: user.email,
            emailVerified: user.emailVerified,
            optedOut: sql<boolean>`exists (select 1 from ${mailOptOuts} where ${mailOptOuts.userId} = ${notifications.userId} and ${mailOptOuts.kind} = ${notifications.kind})`,
          })
          .from(notifications)
          .innerJoin(user, sql`${user.id} = ${notifications.userId}`)
          .where(
            sql`${notifications.mailDoneAt} is null and (${notifications.kind} <> 'message' or ${notifications.readAt} is not null or ${notifications.createdAt} <= now() - make_interval(secs => ${MESSAGE_MAIL_DELAY_SECONDS}::double precision))`,
          )
          .orderBy(notifications.seq)
          .limit(BATCH)
          .for('update', { of: notifications, skipLocked: true });
        const mails: NewMail[] = due
          .filter((n) => !n.read && !n.optedOut && (n.emailVerified || !verifiedOnly))
          .map((n) => ({
            userId: n.userId,
            to: n.email,
            kind: n.kind,
            content: notificationMail(n, n, { baseUrl, unsubscribeUrl: unsubscribeUrl(n.userId, n.kind) }),
          }));
        await outbox.write(tx, mails);
        if (due.length > 0) {
          await tx
            .update(notifications)
            .set({ mailDoneAt: sql`now()` })
            .where(
              inArray(
                notifications.id,
                due.map((n) => n.id),
              ),
            );
        }
        mailed += mails.length;
        return due.length;
      });
      if (batch < BATCH || turn === BATCHES_PER_POLL) break;
      await sleep(performance.now() - began);
    }
    if (mailed > 0) outbox.sendSoon();
    return mailed;
  };
}
