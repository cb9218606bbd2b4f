import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Notification } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/**
 * A person's notifications (written by the changes themselves: record.ts). Each person sees only
 * their own: another person's notification is answered as if it did not exist.
 */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * A page of the person's notifications, newest first by `seq` (a message notification bumped by
     * a new message takes a new one: record.ts), with the count of all of them.
     */
    async list(
      userId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (Notification & { seq: number })[]; total: number }> {
      const mine = eq(notifications.userId, userId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            _id: notifications.id,
            seq: notifications.seq,
            bookingId: notifications.bookingId,
            conversationId: notifications.conversationId,
            productId: notifications.productId,
            kind: notifications.kind,
            actorName: notifications.actorName,
            bookName: notifications.bookName,
            price: notifications.price,
            copies: notifications.copies,
            readAt: notifications.readAt,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .where(page.before === undefined ? mine : and(mine, lt(notifications.seq, page.before)))
          .orderBy(desc(notifications.seq))
          .limit(page.limit + 1),
        db.select({ total: count() }).from(notifications).where(mine),
      ]);
      return {
        rows: rows.map(({ readAt, createdAt, ...row }) => ({
          ...row,
          read: readAt !== null,
          createdAt: createdAt.toISOString(),
        })),
        total: totals?.total ?? 0,
      };
    },

    /** How many of the person's notifications are unread (the partial index of unread ones). */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.unread ?? 0;
    },

    /**
     * Marks the person's notification read; reading it again changes nothing (and tells no open page).
     * One statement: the update of an unread one, and whether the person has it at all.
     */
    async markRead(userId: string, id: string): Promise<void> {
      const owned = and(eq(notifications.id, id), eq(notifications.userId, userId));
      const result = (await db.execute(sql`
        with marked as (
          update ${notifications} set read_at = now() where ${owned} and read_at is null returning 1
        )
        select exists (select 1 from ${notifications} where ${owned}) as found`)) as unknown as {
        rows: { found: boolean }[];
      };
      if (!result.rows[0]?.found) throw new AppError('NOTIFICATION_NOT_FOUND');
    },

    /** Every unread notification of the person read, in one statement (its trigger tells their pages). */
    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), sql`${notifications.readAt} is null`));
    },
  };
}
