import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox, user } from '../../db/schema.js';
import type { Outbox } from '../mail/outbox.js';
import { signUpAttemptMail } from '../mail/templates.js';

/** An address's owner hears of sign-ups with it at most once in this many hours. */
export const SIGN_UP_ATTEMPT_MAIL_HOURS = 24;

/**
 * Mails the owner of an address that someone tried to sign up with (the sign-up's answer says it
 * is taken: docs/reliability.md), at most once a day, so that repeated tries cannot flood their
 * inbox. The owner's row is locked while the outbox is checked: of two tries at once, one mails.
 */
export function createSignUpAttemptMail(db: Db, { outbox, baseUrl }: { outbox: Outbox; baseUrl: string }) {
  return async function mailOwnerOf(email: string): Promise<void> {
    const written = await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(eq(user.email, email.toLowerCase()))
        .limit(1)
        .for('no key update');
      if (!owner) return false;
      const [recent] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.userId, owner.id),
            eq(mailOutbox.kind, 'sign_up_attempt'),
            sql`${mailOutbox.createdAt} > now() - make_interval(hours => ${SIGN_UP_ATTEMPT_MAIL_HOURS})`,
          ),
        )
        .limit(1);
      if (recent) return false;
      await outbox.write(tx, [
        {
          userId: owner.id,
          to: owner.email,
          kind: 'sign_up_attempt',
          content: signUpAttemptMail(owner, `${baseUrl}/login`, baseUrl),
        },
      ]);
      return true;
    });
    if (written) outbox.sendSoon();
  };
}
