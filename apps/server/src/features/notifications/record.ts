import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BookingNotificationKind, BookNotificationKind } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export interface NewNotification {
  /** Who is told. */
  userId: string;
  bookingId: string;
  kind: BookingNotificationKind;
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

export interface NewBookNotification {
  /** Who is told. */
  userId: string;
  productId: string;
  kind: BookNotificationKind;
  /** The book's name as the listing has it now. */
  bookName: string;
  /** A price cut's new price. */
  price?: number;
}

/**
 * Tells people about a book (a price cut of a book they saved, another copy of one they want, their
 * listing removed), in the transaction of the change that caused it; one statement for all of them.
 */
export async function recordBookNotifications(db: Db, told: NewBookNotification[]): Promise<void> {
  if (told.length === 0) return;
  await db.insert(notifications).values(
    told.map((notification) => ({
      id: randomUUID(),
      userId: notification.userId,
      productId: notification.productId,
      kind: notification.kind,
      bookName: notification.bookName,
      price: notification.price ?? null,
      actorName: null,
    })),
  );
}
