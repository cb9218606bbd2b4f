import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Message } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, messages, user } from '../../db/schema.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { bookingOfParty } from '../../db/booking-row.js';
import { recordNotification } from '../../db/notices.js';

/** A message's columns, named as messageSchema names them (createdAt still a Date: see toMessage). */
const messageColumns = {
  _id: messages.id,
  bookingId: messages.bookingId,
  senderId: messages.senderId,
  senderName: messages.senderName,
  body: messages.body,
  createdAt: messages.createdAt,
};

function toMessage<T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** A booking's two sides; either is null once that account is deleted. */
interface Parties {
  buyerId: string | null;
  sellerId: string | null;
}

/** The other side of the booking from `personId`'s (null: that account is gone); NOT_A_PARTY if neither. */
function otherSideOf(booking: Parties, personId: string): string | null {
  if (booking.buyerId === personId) return booking.sellerId;
  if (booking.sellerId === personId) return booking.buyerId;
  throw new AppError('NOT_A_PARTY');
}

export interface NewMessage {
  bookingId: string;
  sender: { id: string; name: string };
  /** Already trimmed and within MESSAGE_MAX_LENGTH (sendMessageSchema). */
  body: string;
}

/**
 * The message thread of each booking, between its buyer and its seller only: others get 403, an
 * unknown booking 404. A thread is open in every state of the booking (the deal may need words after
 * it closed), but not once the other side's account is deleted: nobody would read it (409). A message
 * and the other side's notification are one transaction; the insert's trigger tells the open pages
 * (migration 0007, src/live/).
 */
export function createMessagesRepository(db: Db) {
  /** Why a message whose transaction hit a missing row was refused: whoever is gone, said plainly. */
  async function refusalAfterMissingRow(input: NewMessage): Promise<AppError> {
    const [found] = await db
      .select({
        sender: sql<boolean>`exists (select 1 from ${user} where ${user.id} = ${input.sender.id})`,
        booking: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.id} = ${input.bookingId})`,
      })
      .from(sql`(select 1) as one`);
    if (!found?.sender) return new AppError('INVALID_TOKEN');
    if (!found.booking) return new AppError('BOOKING_NOT_FOUND');
    return new AppError('PARTY_GONE');
  }

  return {
    /** Refuses anyone but the booking's buyer and seller: 404 for an unknown booking, 403 for others. */
    async assertParty(bookingId: string, personId: string): Promise<void> {
      const [booking] = await db
        .select({ buyerId: bookings.buyerId, sellerId: bookings.sellerId })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .limit(1);
      if (!booking) throw new AppError('BOOKING_NOT_FOUND');
      otherSideOf(booking, personId);
    },

    /** A page of the thread, newest first, for one of its parties; `total` counts the whole thread. */
    async list(
      bookingId: string,
      personId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (Message & { seq: number })[]; total: number }> {
      const inThread = eq(messages.bookingId, bookingId);
      // The parties and the page at once: the page is only answered once the parties are checked.
      const [[booking], rows] = await Promise.all([
        db
          .select({
            buyerId: bookings.buyerId,
            sellerId: bookings.sellerId,
            total: sql<number>`(select count(*) from ${messages} where ${inThread})`.mapWith(Number),
          })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .limit(1),
        db
          .select({ ...messageColumns, seq: messages.seq })
          .from(messages)
          .where(page.before === undefined ? inThread : and(inThread, lt(messages.seq, page.before)))
          .orderBy(desc(messages.seq))
          .limit(page.limit + 1),
      ]);
      if (!booking) throw new AppError('BOOKING_NOT_FOUND');
      otherSideOf(booking, personId);
      return { rows: rows.map(toMessage), total: booking.total };
    },

    /** Sends a message to the other side of the booking, who is notified in the same transaction. */
    async send(input: NewMessage): Promise<Message> {
      try {
        return await db.transaction(async (tx) => {
          const booking = await bookingOfParty(tx, input.bookingId, input.sender.id);
          const recipient = booking.otherSideId;
          if (recipient === null) throw new AppError('PARTY_GONE');
          const [message] = await tx
            .insert(messages)
            .values({
              id: randomUUID(),
              bookingId: input.bookingId,
              senderId: input.sender.id,
              senderName: input.sender.name,
              body: input.body,
            })
            .returning(messageColumns);
          await recordNotification(tx, {
            userId: recipient,
            bookingId: input.bookingId,
            kind: 'message',
            actorName: input.sender.name,
            bookName: booking.productName,
          });
          return toMessage(message!);
        });
      } catch (error) {
        // The sender's or the recipient's account was deleted meanwhile: nothing was kept.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw await refusalAfterMissingRow(input);
        throw error;
      }
    },

    /** One message of a thread, as the live updates send it (src/live/). */
    async byId(bookingId: string, messageId: string): Promise<Message | undefined> {
      const [row] = await db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.bookingId, bookingId)))
        .limit(1);
      return row && toMessage(row);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
