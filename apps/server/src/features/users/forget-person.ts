import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, conversations, messages, notifications, reports, reviews } from '../../db/schema.js';
import { FORMER_MEMBER } from '@second-shelf/shared';
import { renameActorInOutbox } from '../mail/renamed-actor.js';

/**
 * Takes a person out of what other people keep, inside their account's deletion, before their row
 * goes (the rows still point at them). The other side of each of their bookings keeps the deal (the
 * book, the price, the dates, the messages) but not who it was with, nor how to reach them: the
 * booking's copies of their name, email, phone and meeting place, their name on the messages and
 * reviews they wrote, on the notifications and emails telling of what they did, and on the reports
 * about them.
 */
export async function forgetPerson(tx: Db, personId: string): Promise<void> {
  await tx
    .update(bookings)
    .set({ userName: FORMER_MEMBER, email: '', phoneNumber: '', meetingLocation: '' })
    .where(eq(bookings.buyerId, personId));
  await tx
    .update(bookings)
    .set({ sellerName: FORMER_MEMBER, sellerEmail: '' })
    .where(eq(bookings.sellerId, personId));
  await tx.update(messages).set({ senderName: FORMER_MEMBER }).where(eq(messages.senderId, personId));
  await tx.update(reviews).set({ authorName: FORMER_MEMBER }).where(eq(reviews.authorId, personId));
  await tx.update(reports).set({ subjectName: FORMER_MEMBER }).where(eq(reports.subjectId, personId));

  // The other side's notifications of these bookings and conversations (a question's, before any
  // booking) name no one but this person: they go to the party who did not act.
  const theirBookings = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(eq(bookings.buyerId, personId), eq(bookings.sellerId, personId)));
  const theirConversations = tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.buyerId, personId), eq(conversations.sellerId, personId)));
  const told = await tx
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      actorName: notifications.actorName,
      bookName: notifications.bookName,
      price: notifications.price,
    })
    .from(notifications)
    .where(
      and(
        or(
          inArray(notifications.bookingId, theirBookings),
          inArray(notifications.conversationId, theirConversations),
        ),
        ne(notifications.userId, personId),
        isNotNull(notifications.actorName),
        ne(notifications.actorName, FORMER_MEMBER),
      ),
    );
  if (told.length === 0) return;
  await tx
    .update(notifications)
    .set({ actorName: FORMER_MEMBER })
    .where(
      inArray(
        notifications.id,
        told.map((notification) => notification.id),
      ),
    );
  // The emails already written from them, with the names they had.
  await renameActorInOutbox(tx, told, FORMER_MEMBER);
}
