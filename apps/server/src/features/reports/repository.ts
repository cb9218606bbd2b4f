import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_REASONS,
  REPORTED_CONVERSATION_MESSAGES,
  REPORTED_ITEM_NOTES,
  sellerOnly,
  type ReportKind,
  type ReportReason,
  type ReportedItem,
  type ReportState,
} from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { conversations, listings, messages, reports, user } from '../../db/schema.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';

/** Who reports, or who acts on the queue. */
export interface Person {
  id: string;
  isAdmin: boolean;
}

export type NewReport = { reason: ReportReason; note?: string | undefined } & (
  | { kind: 'book'; productId: string }
  | { kind: 'person'; userId: string }
  | { kind: 'conversation'; conversationId: string }
);

/**
 * Which open reports an action closes: a listing's, the reports of a person, of a conversation, or
 * all about an account.
 */
export type ReportedItemRef =
  { productId: string } | { personId: string } | { conversationId: string } | { accountId: string };

function reportsOf(item: ReportedItemRef): SQL {
  if ('productId' in item) return and(eq(reports.kind, 'book'), eq(reports.productId, item.productId))!;
  if ('personId' in item) return and(eq(reports.kind, 'person'), eq(reports.subjectId, item.personId))!;
  if ('conversationId' in item) {
    return and(eq(reports.kind, 'conversation'), eq(reports.conversationId, item.conversationId))!;
  }
  // Every report whose subject is the account: the person's own and those of their listings.
  return eq(reports.subjectId, item.accountId);
}

/**
 * Closes the open reports of an item (dismissed, or resolved by removing it), inside the caller's
 * transaction when it removes the item: a report never outlives its item as an open one. Returns
 * how many it closed.
 */
export async function closeOpenReports(
  db: Db,
  item: ReportedItemRef,
  state: Exclude<ReportState, 'open'>,
  by: string,
): Promise<number> {
  const closed = await db
    .update(reports)
    .set({ state, resolvedBy: by, resolvedAt: sql`now()` })
    .where(and(reportsOf(item), eq(reports.state, 'open')))
    .returning({ id: reports.id });
  return closed.length;
}

/** A timestamptz as the API writes it (ISO 8601 in UTC, to the millisecond), on either driver. */
const iso = (time: SQL) => sql`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An open report of an item still there: once a listing or an account is gone its id is null. A
 * conversation is there while the person it reports is.
 */
const openAndThere = sql`${reports.state} = 'open' and ${reports.subjectId} is not null
  and case ${reports.kind} when 'book' then ${reports.productId} is not null
    when 'conversation' then ${reports.conversationId} is not null else true end`;
const itemId = sql`case ${reports.kind} when 'book' then ${reports.productId}
  when 'conversation' then ${reports.conversationId} else ${reports.subjectId} end`;

const KIND_NAMES: Record<ReportKind, string> = {
  book: 'book',
  person: 'person',
  conversation: 'conversation',
};

interface QueueRow extends Record<ReportReason, number> {
  kind: ReportKind;
  item_id: string;
  seq: string | number;
  count: number;
  first_at: string;
  last_at: string;
  name: string;
  image_url: string | null;
  account_id: string;
  account_name: string;
  account_email: string;
  notes: ReportedItem['notes'] | null;
  messages: ReportedItem['messages'] | null;
}

/**
 * Reports of books and people, and the admins' queue of what was reported (Reported Items). A
 * person reports an item once (the unique indexes of migration 0010); a report outlives its item
 * only as a closed one (closeOpenReports, in the removal's or the deletion's transaction).
 */
export function createReportsRepository(db: Db) {
  return {
    /**
     * Records `reporter`'s report; its id. Refusals are AppErrors: 404 no such book (or one hidden
     * from the reporter), person or conversation, 403 their own listing, themselves or a
     * conversation they are not in, 409 already reported.
     */
    async create(reporter: Person, report: NewReport): Promise<string> {
      const subject =
        report.kind === 'book'
          ? await bookSubject(db, reporter, report.productId)
          : report.kind === 'person'
            ? await personSubject(db, reporter, report.userId)
            : await conversationSubject(db, reporter, report.conversationId);
      try {
        // Of two identical reports racing, the unique index lets one insert; the other inserts nothing.
        const [inserted] = await db
          .insert(reports)
          .values({
            id: randomUUID(),
            kind: report.kind,
            reporterId: reporter.id,
            productId: report.kind === 'book' ? report.productId : null,
            conversationId: report.kind === 'conversation' ? report.conversationId : null,
            subjectId: subject.subjectId,
            subjectName: subject.subjectName,
            bookName: subject.bookName,
            reason: report.reason,
            note: report.note ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: reports.id });
        if (!inserted) {
          throw new AppError('ALREADY_REPORTED', `You have already reported this ${KIND_NAMES[report.kind]}`);
        }
        return inserted.id;
      } catch (error) {
        // The listing or the account went between the reading and the writing.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
          throw new AppError(report.kind === 'book' ? 'PRODUCT_NOT_FOUND' : 'USER_NOT_FOUND');
        }
        throw error;
      }
    },

    /**
     * A page of the queue: each item with open reports (a book still listed, a person still there),
     * the one reported first at the top, `limit` items and one more that tells of a next page, after
     * the item whose first open report is `after`. Open reports are few next to the catalogue: the
     * page groups all of them (on their partial indexes) and counts the items in a second statement.
     */
    async queue(page: {
      limit: number;
      after?: number;
    }): Promise<{ rows: (ReportedItem & { seq: number })[]; total: number }> {
      const reasonCounts = sql.join(
        REPORT_REASONS.map(
          (reason) =>
            sql`count(*) filter (where ${reports.reason} = ${reason})::int as ${sql.identifier(reason)}`,
        ),
        sql`, `,
      );
      const grouped = sql`select ${reports.kind} as kind, ${itemId} as item_id, min(${reports.seq}) as seq,
          count(*)::int as count, ${reasonCounts},
          ${iso(sql`min(${reports.createdAt})`)} as first_at, ${iso(sql`max(${reports.createdAt})`)} as last_at
        from ${reports}
        where ${openAndThere}
        group by 1, 2`;
      // A partial index of open reports serves each: by listing, by subject, by conversation.
      const ofItem = sql`${reports.state} = 'open' and ((items.kind = 'book' and ${reports.kind} = 'book' and ${reports.productId} = items.item_id)
        or (items.kind = 'person' and ${reports.kind} = 'person' and ${reports.subjectId} = items.item_id)
        or (items.kind = 'conversation' and ${reports.kind} = 'conversation' and ${reports.conversationId} = items.item_id))`;
      const notes = sql`(select json_agg(json_build_object('reason', latest.reason, 'note', latest.note,
            'createdAt', ${iso(sql`latest.created_at`)}) order by latest.seq desc)
          from (select ${reports.reason} as reason, ${reports.note} as note, ${reports.createdAt} as created_at,
              ${reports.seq} as seq
            from ${reports} where ${ofItem} and ${reports.note} is not null
            order by ${reports.seq} desc limit ${REPORTED_ITEM_NOTES}) as latest)`;
      // A conversation's last messages, on its (conversation, seq) index; oldest first.
      const lastMessages = sql`(select json_agg(json_build_object('senderId', latest.sender_id,
            'senderName', latest.sender_name, 'body', latest.body, 'createdAt', ${iso(sql`latest.created_at`)})
            order by latest.seq)
          from (select ${messages.senderId} as sender_id, ${messages.senderName} as sender_name,
              ${messages.body} as body, ${messages.createdAt} as created_at, ${messages.seq} as seq
            from ${messages} where ${messages.conversationId} = ${conversations.id}
            order by ${messages.seq} desc limit ${REPORTED_CONVERSATION_MESSAGES}) as latest)`;
      // The account a conversation's reports are about: the one its first reporter wrote with (should
      // both people report each other, the messages show both sides).
      const reportedPerson = sql`(select ${reports.subjectId} from ${reports}
        where ${reports.kind} = 'conversation' and ${reports.conversationId} = items.item_id and ${openAndThere}
        order by ${reports.seq} limit 1)`;
      const [result, counted] = await Promise.all([
        db.execute(sql`with items as (
            select * from (${grouped}) as grouped
            ${page.after === undefined ? sql`` : sql`where seq > ${page.after}`}
            order by seq limit ${page.limit + 1}
          )
          select items.*, coalesce(${listings.bookName}, ${conversations.bookName}, ${user.name}) as name,
            coalesce(${listings.imageUrl}, ${conversations.imageUrl}) as image_url,
            ${user.id} as account_id, ${user.name} as account_name, ${user.email} as account_email,
            ${notes} as notes, ${lastMessages} as messages
          from items
          left join ${listings} on items.kind = 'book' and ${listings.id} = items.item_id
          left join ${conversations} on items.kind = 'conversation' and ${conversations.id} = items.item_id
          join ${user} on ${user.id} = case items.kind when 'book' then ${listings.sellerId}
            when 'conversation' then ${reportedPerson} else items.item_id end
          order by items.seq`),
        db.execute(sql`select count(*)::int as total from (${grouped}) as grouped`),
      ]);
      const rows = (result as unknown as { rows: QueueRow[] }).rows.map(toReportedItem);
      const total = (counted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
      return { rows, total };
    },
  };
}

function toReportedItem(row: QueueRow): ReportedItem & { seq: number } {
  const reasons = REPORT_REASONS.map((reason) => ({ reason, count: Number(row[reason]) }))
    .filter(({ count }) => count > 0)
    // Stable: of reasons given as often, the form's order.
    .sort((a, b) => b.count - a.count);
  return {
    seq: Number(row.seq),
    kind: row.kind,
    _id: row.item_id,
    name: row.name,
    imageUrl: row.kind === 'person' ? null : row.image_url,
    account: { _id: row.account_id, name: row.account_name, email: row.account_email },
    count: Number(row.count),
    reasons,
    notes: row.notes ?? [],
    messages: row.messages ?? [],
    firstReportedAt: row.first_at,
    lastReportedAt: row.last_at,
  };
}

/** What a report of a book records: its seller (the subject) and both names as they are now. */
async function bookSubject(db: Db, reporter: Person, productId: string) {
  const [book] = await db
    .select({
      subjectId: listings.sellerId,
      subjectName: user.name,
      bookName: listings.bookName,
      status: listings.status,
    })
    .from(listings)
    .innerJoin(user, eq(user.id, listings.sellerId))
    .where(eq(listings.id, productId))
    .limit(1);
  // A hidden listing is seen by its seller and admins only (GET /api/products/:id).
  if (!book || (sellerOnly(book.status) && book.subjectId !== reporter.id && !reporter.isAdmin)) {
    throw new AppError('PRODUCT_NOT_FOUND');
  }
  if (book.subjectId === reporter.id)
    throw new AppError('CANNOT_REPORT_SELF', 'You cannot report your own listing');
  return { subjectId: book.subjectId, subjectName: book.subjectName, bookName: book.bookName };
}

async function personSubject(db: Db, reporter: Person, userId: string) {
  const [person] = await db
    .select({ subjectId: user.id, subjectName: user.name })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!person) throw new AppError('USER_NOT_FOUND');
  if (person.subjectId === reporter.id)
    throw new AppError('CANNOT_REPORT_SELF', 'You cannot report yourself');
  return { ...person, bookName: null };
}

/**
 * What a report of a conversation records: the other person in it (the subject), their name and
 * the book it is about. Only its two people may report it.
 */
async function conversationSubject(db: Db, reporter: Person, conversationId: string) {
  const [found] = await db
    .select({
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      bookName: conversations.bookName,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!found) throw new AppError('CONVERSATION_NOT_FOUND');
  if (found.buyerId !== reporter.id && found.sellerId !== reporter.id)
    throw new AppError('NOT_IN_CONVERSATION');
  const otherId = found.buyerId === reporter.id ? found.sellerId : found.buyerId;
  if (otherId === null) throw new AppError('USER_NOT_FOUND');
  const [other] = await db.select({ name: user.name }).from(user).where(eq(user.id, otherId)).limit(1);
  if (!other) throw new AppError('USER_NOT_FOUND');
  return { subjectId: otherId, subjectName: other.name, bookName: found.bookName };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
