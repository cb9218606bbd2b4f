import { and, eq, sql } from 'drizzle-orm';
import type { Notification } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { escapeHtml } from '../../lib/html.js';
import { notificationWording } from './templates.js';

/** A notification as its email was written from it, to `userId`. */
export type WrittenNotification = Pick<Notification, 'kind' | 'actorName' | 'bookName' | 'price'> & {
  userId: string;
};

/**
 * Rewrites the outbox's emails of these notifications as if they had named `actorName` instead
 * (a deleted account's "A former member"), whether they wait to be sent or were already: the
 * outbox keeps no name of a person gone. An email is found by its person, its kind and its subject,
 * the notification's own sentence; in its bodies only that sentence changes.
 */
export async function renameActorInOutbox(
  tx: Db,
  written: WrittenNotification[],
  actorName: string,
): Promise<void> {
  const seen = new Set<string>();
  for (const notification of written) {
    const before = notificationWording(notification);
    const after = notificationWording({ ...notification, actorName });
    const key = JSON.stringify([notification.userId, notification.kind, before.subject]);
    if (before.sentence === after.sentence || seen.has(key)) continue;
    seen.add(key);
    await tx
      .update(mailOutbox)
      .set({
        subject: after.subject,
        textBody: sql`replace(${mailOutbox.textBody}, ${before.sentence}, ${after.sentence})`,
        htmlBody: sql`replace(${mailOutbox.htmlBody}, ${escapeHtml(before.sentence)}, ${escapeHtml(after.sentence)})`,
      })
      .where(
        and(
          eq(mailOutbox.userId, notification.userId),
          eq(mailOutbox.kind, notification.kind),
          eq(mailOutbox.subject, before.subject),
        ),
      );
  }
}
