import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { messageWarningOf, type Message } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, conversations, messages, notifications, user } from '../../db/schema.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { recordMessageNotification } from '../../db/notices.js';
import { eitherBlocked } from '../../db/blocked.js';

/** A message's columns, named as messageSchema names them (createdAt still a Date: see toMessage). */
const messageColumns = {
  _id: messages.id,
  conversationId: messages.conversationId,
  bookingId: messages.bookingId,
  senderId: messages.senderId,
  senderName: messages.senderName,
  body: messages.body,
  warning: messages.warning,
  createdAt: messages.createdAt,
};

function toMessage<T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** A conversation's two sides; either is null once that account is deleted. */
interface Parties {
  buyerId: string | null;
  sellerId: string | null;
}

/** The viewer's side of a conversation (or a booking: `refusal` NOT_A_PARTY); 403 if neither. */
export function sideIn(
  parties: Parties,
  personId: string,
  refusal: 'NOT_IN_CONVERSATION' | 'NOT_A_PARTY' = 'NOT_IN_CONVERSATION',
): 'buyer' | 'seller' {
  if (parties.buyerId === personId) return 'buyer';
  if (parties.sellerId === personId) return 'seller';
  throw new AppError(refusal);
}

export interface NewMessage {
  conversationId: string;
  /** The booking page it was written on, if any (its thread is the conversation). */
  bookingId?: string;
  sender: { id: string; name: string };
  /** Already trimmed and within MESSAGE_MAX_LENGTH (sendMessageSchema). */
  body: string;
}

/**
 * Tells every open page of the person to read their unread counts again, when their conversations'
 * count changed without a notice changing (whose trigger would have told them).
 */
export async function tellPagesOfUnread(tx: Db, personId: string): Promise<void> {
  await tx.execute(sql`select pg_notify('booking_live', ${`n:${personId}`})`);
}

/**
 * The messages of each conversation (a buyer's about one copy, which its bookings' pages continue),
 * between its buyer and its seller only: others get 403, an unknown conversation 404. It takes
 * messages in every state of its bookings, but not once the other side's account is deleted
 * (409), nor between two people one of whom blocked the other (403). A message, the other side's
 * notification and the conversation's order are one transaction; the insert's trigger tells the
 * open pages (src/live/). A message's warning is stored as it was when sent; the web app shows a
 * payment warning to its receiver only.
 */
export function createMessagesRepository(db: Db) {
  /** Why a message whose transaction hit a missing row was refused: whoever is gone, said plainly. */
  async function refusalAfterMissingRow(input: NewMessage): Promise<AppError> {
    const [found] = await db
      .select({
        sender: sql<boolean>`exists (select 1 from ${user} where ${user.id} = ${input.sender.id})`,
        conversation: sql<boolean>`exists (select 1 from ${conversations} where ${conversations.id} = ${input.conversationId})`,
      })
      .from(sql`(select 1) as one`);
    if (!found?.sender) return new AppError('INVALID_TOKEN');
    if (!found.conversation) return new AppError('CONVERSATION_NOT_FOUND');
    return new AppError('PARTY_GONE');
  }

  return {
    /** The conversation a booking's page continues, for one of the booking's parties. */
    async conversationOfBooking(bookingId: string, personId: string): Promise<string> {
      const [booking] = await db
        .select({
          buyerId: bookings.buyerId,
          sellerId: bookings.sellerId,
          conversationId: bookings.conversationId,
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .limit(1);
      if (!booking) throw new AppError('BOOKING_NOT_FOUND');
      sideIn(booking, personId, 'NOT_A_PARTY');
      return booking.conversationId;
    },

    /** Refuses anyone but the conversation's buyer and seller: 404 unknown, 403 for others. */
    async assertParty(conversationId: string, personId: string): Promise<void> {
      const [found] = await db
        .select({ buyerId: conversations.buyerId, sellerId: conversations.sellerId })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .limit(1);
      if (!found) throw new AppError('CONVERSATION_NOT_FOUND');
      sideIn(found, personId);
    },

    /** A page of the conversation, newest first, for one of its parties; `total` counts it all. */
    async list(
      conversationId: string,
      personId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (Message & { seq: number })[]; total: number }> {
      const inThread = eq(messages.conversationId, conversationId);
      // The parties and the page at once: the page is only answered once the parties are checked.
      const [[found], rows] = await Promise.all([
        db
          .select({
            buyerId: conversations.buyerId,
            sellerId: conversations.sellerId,
            total: sql<number>`(select count(*) from ${messages} where ${inThread})`.mapWith(Number),
          })
          .from(conversations)
          .where(eq(conversations.id, conversationId))
          .limit(1),
        db
          .select({ ...messageColumns, seq: messages.seq })
          .from(messages)
          .where(page.before === undefined ? inThread : and(inThread, lt(messages.seq, page.before)))
          .orderBy(desc(messages.seq))
          .limit(page.limit + 1),
      ]);
      if (!found) throw new AppError('CONVERSATION_NOT_FOUND');
      sideIn(found, personId);
      return { rows: rows.map(toMessage), total: found.total };
    },

    /**
     * Sends a message to the other side, who is notified in the same transaction. The conversation's
     * row is locked first: a block of either by the other waits for it, or it sees the block.
     */
    async send(input: NewMessage): Promise<Message> {
      try {
        return await db.transaction(async (tx) => {
          const conversation = () =>
            tx
              .select({
                buyerId: conversations.buyerId,
                sellerId: conversations.sellerId,
                bookName: conversations.bookName,
                buyerUnread: conversations.buyerUnread,
                sellerUnread: conversations.sellerUnread,
              })
              .from(conversations)
              .where(eq(conversations.id, input.conversationId))
              .limit(1);
          const [found] = await conversation();
          if (!found) throw new AppError('CONVERSATION_NOT_FOUND');
          const side = sideIn(found, input.sender.id);
          const recipient = side === 'buyer' ? found.sellerId : found.buyerId;
          if (recipient === null) throw new AppError('PARTY_GONE');
          // The two people's rows first, in id order, as an account's deletion takes them; then the
          // conversation's, which a block takes too. A deletion or a block at the same moment waits
          // for this message, or this message sees it.
          await tx
            .select({ id: user.id })
            .from(user)
            .where(inArray(user.id, [input.sender.id, recipient]))
            .orderBy(user.id)
            .for('key share');
          const [locked] = await conversation().for('update');
          if (!locked || (side === 'buyer' ? locked.sellerId : locked.buyerId) === null)
            throw new AppError('PARTY_GONE');
          const [checks] = await tx
            .select({
              blocked: eitherBlocked(input.sender.id, recipient),
              // The deal is agreed once a booking of the copy by this buyer is accepted or sold.
              agreed: sql<boolean>`exists (select 1 from ${bookings} where ${bookings.conversationId} = ${input.conversationId}
                and ${bookings.state} in ('accepted', 'completed'))`,
            })
            .from(sql`(select 1) as one`);
          if (checks?.blocked) throw new AppError('BLOCKED');
          const [message] = await tx
            .insert(messages)
            .values({
              id: randomUUID(),
              conversationId: input.conversationId,
              bookingId: input.bookingId ?? null,
              senderId: input.sender.id,
              senderName: input.sender.name,
              body: input.body,
              warning: messageWarningOf(input.body, checks?.agreed === true),
            })
            .returning(messageColumns);
          // The other side has something new; the sender, answering, has read what came before.
          await tx
            .update(conversations)
            .set({
              activity: sql`nextval('conversation_activity_seq')`,
              ...(side === 'buyer'
                ? { sellerUnread: true, buyerUnread: false }
                : { buyerUnread: true, sellerUnread: false }),
            })
            .where(eq(conversations.id, input.conversationId));
          const read = await tx
            .update(notifications)
            .set({ readAt: sql`now()` })
            .where(
              and(
                eq(notifications.userId, input.sender.id),
                eq(notifications.conversationId, input.conversationId),
                eq(notifications.kind, 'message'),
                isNull(notifications.readAt),
              ),
            )
            .returning({ id: notifications.id });
          if ((side === 'buyer' ? locked.buyerUnread : locked.sellerUnread) && read.length === 0)
            await tellPagesOfUnread(tx as unknown as Db, input.sender.id);
          await recordMessageNotification(tx, {
            userId: recipient,
            conversationId: input.conversationId,
            bookingId: input.bookingId ?? null,
            actorName: input.sender.name,
            bookName: found.bookName,
          });
          return toMessage(message!);
        });
      } catch (error) {
        // The sender's or the recipient's account was deleted meanwhile: nothing was kept.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw await refusalAfterMissingRow(input);
        throw error;
      }
    },

    /** One message of a conversation, as the live updates send it (src/live/). */
    async byId(conversationId: string, messageId: string): Promise<Message | undefined> {
      const [row] = await db
        .select(messageColumns)
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
        .limit(1);
      return row && toMessage(row);
    },

    /** Locks the conversations between two people (a block waits for the messages being sent). */
    async lockConversationsBetween(tx: Db, a: string, b: string): Promise<void> {
      await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          or(
            and(eq(conversations.buyerId, a), eq(conversations.sellerId, b)),
            and(eq(conversations.buyerId, b), eq(conversations.sellerId, a)),
          ),
        )
        .orderBy(conversations.id)
        .for('update');
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
