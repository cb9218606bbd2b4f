import { randomUUID } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { FORMER_MEMBER, sellerOnly, type Conversation } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, conversations, listings, messages, notifications, user } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { eitherBlocked } from '../../db/blocked.js';
import { sideIn, tellPagesOfUnread } from './repository.js';

type Side = 'buyer' | 'seller';

/**
 * The conversation row's own id, named with its table: Drizzle writes a column of the one table a
 * query reads without it, which inside a subquery of another table would name that table's column.
 */
const THIS_CONVERSATION = sql.raw('"conversations"."id"');

/** The viewer's side of each conversation row, and the other side's columns. */
const mine = (personId: string) => ({
  side: sql<Side>`case when ${conversations.buyerId} = ${personId} then 'buyer' else 'seller' end`,
  otherId: sql<
    string | null
  >`case when ${conversations.buyerId} = ${personId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
});

/**
 * A conversation as the inbox and its page show it: the copy, the other person (by their name now),
 * the latest booking of the copy by its buyer, the last message, whether the viewer has a message
 * not yet opened, and whether either blocked the other.
 */
function summaryColumns(personId: string) {
  const { side, otherId } = mine(personId);
  return {
    _id: conversations.id,
    activity: conversations.activity,
    productId: conversations.listingId,
    bookName: conversations.bookName,
    image_url: conversations.imageUrl,
    side,
    otherId,
    otherName: sql<string | null>`(select ${user.name} from ${user} where ${user.id} = ${otherId})`,
    booking: sql<{ _id: string; state: string } | null>`(
      select json_build_object('_id', ${bookings.id}, 'state', ${bookings.state}) from ${bookings}
      where ${bookings.conversationId} = ${THIS_CONVERSATION} order by ${bookings.seq} desc limit 1)`,
    lastMessage: sql<{ body: string; senderId: string | null; createdAt: string } | null>`(
      select json_build_object('body', ${messages.body}, 'senderId', ${messages.senderId},
        'createdAt', ${messages.createdAt}) from ${messages}
      where ${messages.conversationId} = ${THIS_CONVERSATION} order by ${messages.seq} desc limit 1)`,
    unread: sql<boolean>`case when ${conversations.buyerId} = ${personId} then ${conversations.buyerUnread} else ${conversations.sellerUnread} end`,
    blocked: eitherBlocked(personId, otherId),
  };
}

type SummaryRow = {
  _id: string;
  activity: number;
  productId: string | null;
  bookName: string;
  image_url: string;
  side: Side;
  otherId: string | null;
  otherName: string | null;
  booking: { _id: string; state: string } | null;
  lastMessage: { body: string; senderId: string | null; createdAt: string } | null;
  unread: boolean;
  blocked: boolean;
};

function toConversation(row: SummaryRow): Conversation & { seq: number } {
  return {
    _id: row._id,
    // The inbox's keyset position: the latest activity first.
    seq: Number(row.activity),
    productId: row.productId,
    bookName: row.bookName,
    image_url: row.image_url,
    side: row.side,
    other: { id: row.otherId, name: row.otherId === null ? FORMER_MEMBER : (row.otherName ?? FORMER_MEMBER) },
    booking: row.booking as Conversation['booking'],
    lastMessage: row.lastMessage && {
      ...row.lastMessage,
      createdAt: new Date(row.lastMessage.createdAt).toISOString(),
    },
    unread: row.unread,
    blocked: row.blocked,
  };
}

/**
 * Conversations: "Message seller" opens one (one per buyer and copy), the inbox lists them, opening
 * one marks it read. The messages themselves are the messages repository's.
 */
export function createConversations(db: Db) {
  return {
    /**
     * The buyer's conversation about a copy, made if it is new (true): never about one's own
     * listing, nor with a seller one blocked or who blocked one. A copy that is not there for
     * buyers (hidden, held) is not found.
     */
    async open(productId: string, buyerId: string): Promise<{ id: string; isNew: boolean }> {
      const [listing] = await db
        .select({
          sellerId: listings.sellerId,
          bookName: listings.bookName,
          imageUrl: listings.imageUrl,
          status: listings.status,
          blocked: eitherBlocked(sql.raw('"products"."seller_id"'), buyerId),
        })
        .from(listings)
        .where(eq(listings.id, productId))
        .limit(1);
      if (!listing || sellerOnly(listing.status)) throw new AppError('PRODUCT_NOT_FOUND');
      if (listing.sellerId === buyerId) throw new AppError('OWN_LISTING_MESSAGE');
      const existing = async () => {
        const [row] = await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.listingId, productId), eq(conversations.buyerId, buyerId)))
          .limit(1);
        return row;
      };
      const found = await existing();
      if (found) return { id: found.id, isNew: false };
      if (listing.blocked) throw new AppError('BLOCKED');
      const [made] = await db
        .insert(conversations)
        .values({
          id: randomUUID(),
          listingId: productId,
          buyerId,
          sellerId: listing.sellerId,
          bookName: listing.bookName,
          imageUrl: listing.imageUrl,
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      if (made) return { id: made.id, isNew: true };
      // Two opened at once: one made it, the other reads it.
      const raced = await existing();
      if (!raced) throw new Error('a conversation that conflicted on insert is not there');
      return { id: raced.id, isNew: false };
    },

    /**
     * The inbox: the person's conversations with a message or a booking, the latest activity first
     * (a conversation opened and left empty is the buyer's alone, until its first message).
     */
    async inbox(
      personId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (Conversation & { seq: number })[]; total: number }> {
      // Shown once it holds a message or a booking; the started filter reads the table the
      // statement names, whichever it is (a subquery's own "conversations" hides the outer one).
      const started = sql`(exists (select 1 from ${messages} where ${messages.conversationId} = ${THIS_CONVERSATION})
        or exists (select 1 from ${bookings} where ${bookings.conversationId} = ${THIS_CONVERSATION}))`;
      const before = page.before === undefined ? sql`` : sql`and ${conversations.activity} < ${page.before}`;
      // One branch per side, each on its own index; the page's rows merged in order, and only they
      // are read whole. One statement, the count with it.
      const side = (column: string) =>
        sql`(select ${conversations.id} as id from ${conversations}
          where ${sql.raw(`"conversations"."${column}"`)} = ${personId} and ${started} ${before}
          order by ${conversations.activity} desc limit ${page.limit + 1})`;
      const chosen = sql`(${side('buyer_id')} union all ${side('seller_id')}) as chosen`;
      const total = sql<number>`(select count(*) from ${conversations}
        where (${conversations.buyerId} = ${personId} or ${conversations.sellerId} = ${personId}) and ${started})`.mapWith(
        Number,
      );
      const rows = await db
        .select({ ...summaryColumns(personId), total })
        .from(conversations)
        .innerJoin(chosen, sql`chosen.id = ${THIS_CONVERSATION}`)
        .orderBy(desc(conversations.activity))
        .limit(page.limit + 1);
      if (rows.length > 0) {
        return { rows: (rows as SummaryRow[]).map(toConversation), total: rows[0]!.total };
      }
      // Nothing on this page (none at all, or a cursor past the last): the count alone.
      const [counted] = await db.select({ total }).from(sql`(select 1) as one`);
      return { rows: [], total: counted?.total ?? 0 };
    },

    /** One conversation, for one of its parties (404 unknown, 403 anyone else). */
    async find(conversationId: string, personId: string): Promise<Conversation> {
      const [row] = await db
        .select({
          ...summaryColumns(personId),
          buyerId: conversations.buyerId,
          sellerId: conversations.sellerId,
        })
        .from(conversations)
        .where(eq(conversations.id, conversationId))
        .limit(1);
      if (!row) throw new AppError('CONVERSATION_NOT_FOUND');
      sideIn(row, personId);
      const { seq: _seq, ...conversation } = toConversation(row as SummaryRow);
      return conversation;
    },

    /**
     * Opened: the person has read it, and its notifications (its messages', its bookings') are read,
     * in one transaction. Every open page of theirs is told: by the notifications' trigger, or, when
     * no notice was left unread (all marked read from the bell), by the same 'n:' signal sent here.
     */
    async markRead(conversationId: string, personId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ buyerId: conversations.buyerId, sellerId: conversations.sellerId })
          .from(conversations)
          .where(eq(conversations.id, conversationId))
          .limit(1);
        if (!row) throw new AppError('CONVERSATION_NOT_FOUND');
        const side = sideIn(row, personId);
        const flag = side === 'buyer' ? conversations.buyerUnread : conversations.sellerUnread;
        const cleared = await tx
          .update(conversations)
          .set(side === 'buyer' ? { buyerUnread: false } : { sellerUnread: false })
          .where(and(eq(conversations.id, conversationId), eq(flag, true)))
          .returning({ id: conversations.id });
        const read = await tx
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(
            and(
              eq(notifications.userId, personId),
              sql`${notifications.readAt} is null`,
              or(
                eq(notifications.conversationId, conversationId),
                sql`${notifications.bookingId} in (select ${bookings.id} from ${bookings}
                  where ${bookings.conversationId} = ${conversationId})`,
              ),
            ),
          )
          .returning({ id: notifications.id });
        if (cleared.length > 0 && read.length === 0) await tellPagesOfUnread(tx as unknown as Db, personId);
      });
    },

    /** How many of the person's conversations hold a message they have not opened. */
    async unreadCount(personId: string): Promise<number> {
      const [row] = await db
        .select({
          unread:
            sql<number>`(select count(*) from ${conversations} where ${conversations.buyerId} = ${personId} and ${conversations.buyerUnread})
            + (select count(*) from ${conversations} where ${conversations.sellerId} = ${personId} and ${conversations.sellerUnread})`.mapWith(
              Number,
            ),
        })
        .from(sql`(select 1) as one`);
      return row?.unread ?? 0;
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
