import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { JobHandler } from '../../jobs/runner.js';
import { isPermanentFailure, type MailTransport } from './transport.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/**
 * Tries past this many are not made: about two days at the runner's longest wait (an hour), long
 * enough for an SMTP server to come back from an outage, short enough not to send stale news.
 */
export const MAIL_MAX_ATTEMPTS = 50;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'failed';

const isNotificationKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/**
 * Sends one queued outbox message to the SMTP server. A message is sent once: it is marked sent as
 * soon as the server takes it, and a message no longer queued (sent, failed) is not sent again.
 * A failure the server would repeat (5xx) marks it failed; any other is thrown, for the job runner
 * to try again later with a longer wait each time. One case stays between the two: an instance
 * killed after the server took a message and before it wrote so. The message is then sent again
 * after the job's lease, with the same Message-ID (docs/reliability.md).
 */
export function mailJob(
  db: Db,
  transport: MailTransport,
  {
    from,
    baseUrl,
    unsubscribeTokens,
  }: { from: string; baseUrl: string; unsubscribeTokens: UnsubscribeTokens },
): JobHandler {
  const host = new URL(baseUrl).hostname;
  return async (payload) => {
    const { id } = payload as { id: string };
    const [message] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(sql`${mailOutbox.id} = ${id} and ${mailOutbox.state} = 'queued'`)
      .returning();
    if (!message) return;
    const unsubscribe =
      message.userId !== null && isNotificationKind(message.kind)
        ? `${baseUrl}/api/mail/unsubscribe?token=${unsubscribeTokens.sign({ userId: message.userId, kind: message.kind })}`
        : undefined;
    try {
      await transport.send({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        messageId: `<${message.id}@${host}>`,
        // One-click unsubscribe from the mail program itself (RFC 8058).
        ...(unsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${unsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
    } catch (error) {
      const failedForGood = isPermanentFailure(error) || message.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({ lastError: errorText(error), ...(failedForGood ? { state: 'failed' as const } : {}) })
        .where(eq(mailOutbox.id, message.id));
      if (failedForGood) return;
      throw error;
    }
    await db
      .update(mailOutbox)
      .set({ state: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(mailOutbox.id, message.id));
  };
}
