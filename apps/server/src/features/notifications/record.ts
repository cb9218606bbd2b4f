import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export interface NewNotification {
  /** Who is told. */
  userId: string;
  bookingId: string;
  kind: NotificationKind;
  /** Who caused it, by name (null: the server, as on expiry). */
  actorName: string | null;
  bookName: string;
}

/**
 * Tells a person what happened to one of their bookings, in the transaction of the change itself (a
 * change is never committed without its notification, nor a notification without its change). New
 * messages of one thread share one unread notification, brought to the top of the list again: the
 * list is newest first by `seq`, so the bump takes a new `seq` (and a new time), never reused, and a
 * reader paging down meets it at most once. The insert's (or update's) trigger tells the person's
 * open pages at commit (migration 0007).
 */
export async function recordNotification(db: Db, notification: NewNotification): Promise<void> {
  const row = { id: randomUUID(), ...notification };
  if (notification.kind !== 'message') {
    await db.insert(notifications).values(row);
    return;
  }
  // Drizzle's upsert cannot set an identity column; `set seq = default` draws the next one.
  await db.execute(sql`
    insert into ${notifications} (id, user_id, booking_id, kind, actor_name, book_name)
    values (${row.id}, ${row.userId}, ${row.bookingId}, 'message', ${row.actorName}, ${row.bookName})
    on conflict (user_id, booking_id) where kind = 'message' and read_at is null
    do update set seq = default, actor_name = excluded.actor_name, created_at = now()`);
}
