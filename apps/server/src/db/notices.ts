import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BookingNotificationKind, BookNotificationKind } from '@second-shelf/shared';
import type { Db } from './client.js';
import { notifications } from './schema.js';

export interface NewNotification {
  /** Who is told. */
  userId: string;
  bookingId: string;
  kind: Exclude<BookingNotificationKind, 'message'>;
  /** Who caused it, by name (null: the server, as on expiry). */
  actorName: string | null;
  bookName: string;
}

/**
 * Tells a person what happened to one of their bookings, in the transaction of the change itself (a
 * change is never committed without its notification, nor a notification without its change). A
 * notification brought to the top of the list again (recordMessageNotification) takes a new `seq`
 * (and a new time), never reused: the list is newest first by `seq`, and a reader paging down meets
 * it at most once. The insert's (or update's) trigger tells the person's
 * open pages at commit (migration 0007).
 */
export async function recordNotification(db: Db, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values({ id: randomUUID(), ...notification });
}

export interface NewMessageNotification {
  /** Who is told. */
  userId: string;
  conversationId: string;
  /** The booking the message was written on, if any. */
  bookingId: string | null;
  actorName: string;
  bookName: string;
}

/**
 * Tells a person of a new message: the new messages of one conversation share one unread
 * notification, brought to the top again (see recordNotification's note on `seq`).
 */
export async function recordMessageNotification(db: Db, notification: NewMessageNotification): Promise<void> {
  // Drizzle's upsert cannot set an identity column; `set seq = default` draws the next one.
  await db.execute(sql`
    insert into ${notifications} (id, user_id, conversation_id, booking_id, kind, actor_name, book_name)
    values (${randomUUID()}, ${notification.userId}, ${notification.conversationId}, ${notification.bookingId},
      'message', ${notification.actorName}, ${notification.bookName})
    on conflict (user_id, conversation_id) where kind = 'message' and read_at is null
    do update set seq = default, actor_name = excluded.actor_name, booking_id = excluded.booking_id,
      created_at = now()`);
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

/** How long a book's later news folds into the notification that told of it first. */
export const GATHER_HOURS = 24;

export interface GatheredBookNotification extends NewBookNotification {
  kind: 'price_cut' | 'copy_listed';
  /** What later news folds in under: 'price_cut:' and the listing, 'copy_listed:' and the alert. */
  gatherKey: string;
}

/**
 * Tells people about a book, folding the news into the notification that told each of them of the
 * same thing (`gatherKey`) in the last `GATHER_HOURS`: that one takes the latest price (a price cut)
 * or counts one copy more (a copy listed), is made unread and brought to the top with a new `seq`
 * (whose update tells the person's open pages: migration 0012's trigger), and is not emailed again,
 * since the mail sweep takes each notification once. A seller cutting a price twenty times, or
 * listing ten copies, makes one notification and one email a day.
 */
export async function gatherBookNotifications(db: Db, told: GatheredBookNotification[]): Promise<void> {
  if (told.length === 0) return;
  const keys = [...new Set(told.map((notification) => notification.gatherKey))];
  // A notification whose day has passed stops gathering: the upsert below then starts a new one.
  await db.execute(sql`
    update ${notifications} set gather_key = null
    where gather_key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) and gather_until <= now()`);
  // One statement, whose unique index makes two changes at once fold into one notification; in
  // the order of the people told, so that two such statements cannot deadlock.
  const rows = [...told].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  await db.execute(sql`
    insert into ${notifications} (id, user_id, product_id, kind, book_name, price, gather_key, gather_until)
    values ${sql.join(
      rows.map(
        (row) =>
          sql`(${randomUUID()}, ${row.userId}, ${row.productId}, ${row.kind}, ${row.bookName}, ${row.price ?? null}, ${row.gatherKey}, now() + make_interval(hours => ${GATHER_HOURS}::int))`,
      ),
      sql`, `,
    )}
    on conflict (gather_key, user_id) where gather_key is not null
    do update set seq = default, created_at = now(), read_at = null, product_id = excluded.product_id,
      book_name = excluded.book_name, price = excluded.price,
      copies = ${notifications}.copies + case when excluded.kind = 'copy_listed' then 1 else 0 end`);
}
