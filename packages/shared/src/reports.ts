import { z } from './zod-in-browsers.js';
import { paragraphText } from './user-text.js';

/** What can be reported: a book (its listing), a person (their profile), or a conversation one is in. */
export const REPORT_KINDS = ['book', 'person', 'conversation'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Why, as the Report form offers it. */
export const REPORT_REASONS = ['counterfeit', 'offensive', 'spam', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open; dismissed by an admin; resolved (the listing or the account removed). */
export const REPORT_STATES = ['open', 'dismissed', 'resolved'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_NOTE_MAX_LENGTH = 500;

/** The reasons as the Report form and the admins' queue word them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  counterfeit: 'Counterfeit or wrong book',
  offensive: 'Offensive',
  spam: 'Spam',
  scam: 'Scam',
  other: 'Other',
};

const reportReason = z.enum(REPORT_REASONS, {
  message: 'Please choose a reason: counterfeit or wrong book, offensive, spam, scam or other',
});

const reportedId = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} must be at most 64 characters`);

/**
 * What the reporter adds in their own words: plain text (line breaks kept, no other control
 * characters), at most REPORT_NOTE_MAX_LENGTH characters; empty means none. Only admins read it.
 */
const reportNote = paragraphText('Note', REPORT_NOTE_MAX_LENGTH)
  .transform((value) => value || undefined)
  .optional();

/** POST /api/reports: a book (its listing) or a person, a reason, and an optional note. */
export const createReportSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('book'),
      productId: reportedId('productId'),
      reason: reportReason,
      note: reportNote,
    }),
    z.object({
      kind: z.literal('person'),
      userId: reportedId('userId'),
      reason: reportReason,
      note: reportNote,
    }),
    z.object({
      kind: z.literal('conversation'),
      conversationId: reportedId('conversationId'),
      reason: reportReason,
      note: reportNote,
    }),
  ],
  { message: 'kind must be book, person or conversation' },
);
export type CreateReportInput = z.input<typeof createReportSchema>;

/**
 * One item of the admins' Reported Items queue: a book on sale, a person or a conversation, with
 * its open reports summed up. `account` is whose account the queue may delete: the book's seller,
 * the person, or the one the conversation's reporters wrote with.
 */
export const reportedItemSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  /** The book's id (kind book), the person's (kind person) or the conversation's. */
  _id: z.string(),
  /** The book's title, the person's name, or the title the conversation is about. */
  name: z.string(),
  /** The book's cover (a conversation's, as it was when it began); null for a person. */
  imageUrl: z.string().nullable(),
  account: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** Open reports of the item. */
  count: z.number().int(),
  /** How many of them give each reason, the most given first; reasons nobody gave are left out. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** The latest notes, newest first (at most REPORTED_ITEM_NOTES). */
  notes: z.array(z.object({ reason: z.enum(REPORT_REASONS), note: z.string(), createdAt: z.string() })),
  /** A conversation's last messages, oldest first (at most REPORTED_CONVERSATION_MESSAGES); none for others. */
  messages: z.array(
    z.object({
      /** Null once the sender's account is deleted. */
      senderId: z.string().nullable(),
      senderName: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/** How many notes of one item the queue shows. */
export const REPORTED_ITEM_NOTES = 20;

/** How many of a reported conversation's last messages the queue shows. */
export const REPORTED_CONVERSATION_MESSAGES = 20;

/** What an admin's action on the queue did: how many open reports it closed. */
export const reportsClosedSchema = z.object({
  acknowledged: z.boolean(),
  closedCount: z.number().int(),
});
