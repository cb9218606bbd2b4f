import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user, verification } from '../../db/schema.js';
import type { Outbox } from '../mail/outbox.js';
import { releaseHeldListings } from '../../use-cases/list-book.js';
import { verifyEmailMail } from '../mail/templates.js';

/** How long a confirmation link works. */
export const VERIFY_EMAIL_HOURS = 24;
const PREFIX = 'verify-email:';

/** Only the hash of a link's token is stored: the database alone cannot confirm anyone's address. */
const identifierOf = (token: string) => `${PREFIX}${createHash('sha256').update(token).digest('base64url')}`;

export interface EmailVerification {
  /**
   * Writes a new confirmation link to the person's address (in the caller's transaction when
   * given), the earlier ones no longer working. The caller calls `outbox.sendSoon` after commit.
   */
  send(db: Db, person: { id: string; name: string; email: string }): Promise<void>;
  /**
   * Confirms the address a link was sent to, once: the link is used up, and refused when it is
   * unknown, expired, altered, or the account's address has changed since. The listings held for it
   * go on sale. The person's id, or undefined.
   */
  confirm(token: string): Promise<string | undefined>;
}

/**
 * Email confirmation by a link whose token is random, kept as a hash in Better Auth's `verification`
 * table with its expiry, and deleted when used: a link works once (Better Auth's own links are
 * signed tokens that work until they expire, however often).
 */
export function createEmailVerification(
  db: Db,
  { outbox, baseUrl }: { outbox: Outbox; baseUrl: string },
): EmailVerification {
  return {
    async send(tx, person) {
      const token = randomBytes(32).toString('base64url');
      await tx
        .delete(verification)
        .where(and(like(verification.identifier, `${PREFIX}%`), like(verification.value, `${person.id}:%`)));
      await tx.insert(verification).values({
        id: randomUUID(),
        identifier: identifierOf(token),
        value: `${person.id}:${person.email}`,
        expiresAt: sql`now() + make_interval(hours => ${VERIFY_EMAIL_HOURS})`,
      });
      await outbox.write(tx, [
        {
          userId: person.id,
          to: person.email,
          kind: 'verify_email',
          content: verifyEmailMail(person, `${baseUrl}/email/verify?token=${token}`, baseUrl),
        },
      ]);
    },
    async confirm(token) {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .delete(verification)
          .where(
            and(eq(verification.identifier, identifierOf(token)), sql`${verification.expiresAt} > now()`),
          )
          .returning({ value: verification.value });
        if (!used) return undefined;
        const separator = used.value.indexOf(':');
        const [confirmed] = await tx
          .update(user)
          .set({ emailVerified: true })
          .where(
            and(eq(user.id, used.value.slice(0, separator)), eq(user.email, used.value.slice(separator + 1))),
          )
          .returning({ id: user.id });
        if (confirmed) await releaseHeldListings(tx as unknown as Db, confirmed.id);
        return confirmed?.id;
      });
    },
  };
}
