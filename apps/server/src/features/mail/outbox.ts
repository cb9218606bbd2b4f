import { randomUUID } from 'node:crypto';
import { count, desc, lt } from 'drizzle-orm';
import type { MailKind } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { jobs, mailOutbox } from '../../db/schema.js';
import type { MailContent } from './templates.js';

/** Sends one outbox message (payload `{ id }`): features/mail/send-job.ts. */
export const MAIL_JOB = 'mail';

export interface NewMail {
  /** Whose it is (null: nobody's account, yet). */
  userId: string | null;
  to: string;
  kind: MailKind;
  content: MailContent;
}

export interface Outbox {
  /**
   * Writes messages, in the caller's transaction when given one: queued for the SMTP server with a
   * 'mail' job each when one is set, else kept in the outbox. The caller calls `sendSoon` once its
   * transaction is committed.
   */
  write(db: Db, mails: NewMail[]): Promise<void>;
  /** Sends what was written without waiting for the next poll (with an SMTP server). */
  sendSoon(): void;
  /** Newest first, for the admins' outbox page. */
  list(options: { limit: number; before: number | undefined }): Promise<{
    rows: (typeof mailOutbox.$inferSelect)[];
    total: number;
  }>;
}

export function createOutbox(
  db: Db,
  { smtp, runJobsSoon }: { smtp: boolean; runJobsSoon: () => void },
): Outbox {
  return {
    async write(tx, mails) {
      if (mails.length === 0) return;
      const rows = mails.map(({ userId, to, kind, content }) => ({
        id: randomUUID(),
        userId,
        toAddress: to,
        kind,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        state: smtp ? ('queued' as const) : ('kept' as const),
      }));
      await tx.insert(mailOutbox).values(rows);
      if (!smtp) return;
      await tx
        .insert(jobs)
        .values(rows.map((row) => ({ kind: MAIL_JOB, key: `mail:${row.id}`, payload: { id: row.id } })))
        .onConflictDoNothing({ target: jobs.key });
    },
    sendSoon() {
      if (smtp) runJobsSoon();
    },
    async list({ limit, before }) {
      const where = before === undefined ? undefined : lt(mailOutbox.seq, before);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.seq))
          .limit(limit + 1),
        db.select({ value: count() }).from(mailOutbox),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
