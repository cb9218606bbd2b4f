import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { DELETION_LOCK } from '../db/locks.js';
import { listings, user } from '../db/schema.js';
import { cancelOpenBookingsOf } from '../features/bookings/lifecycle.js';
import { closeOpenReports } from '../features/reports/repository.js';
import { FORMER_MEMBER } from '@second-shelf/shared';
import { forgetPerson } from '../features/users/forget-person.js';

/**
 * Removes the user; the database cascades to their sessions, accounts and listings, so their
 * cookie and tokens stop working and their books leave the catalogue. Their open bookings, as
 * buyer or seller, are cancelled first and the other side told; copies they had booked become
 * available again. Their bookings stay in the other side's history, without them: named "A
 * former member", with no email, phone or meeting place (forget-person.ts), as are the messages
 * and reviews they wrote. The open reports about them and their listings are resolved by `by`,
 * the admin deleting them (or themselves).
 */
export async function deleteAccount(db: Db, id: string, by: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DELETION_LOCK}::bigint)`);
    // Lock the user first: a booking by them or of their copies cannot commit between the
    // steps below (it locks the user's row too, then finds it gone).
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, id)).for('update');
    if (!target) return 0;
    // Then the user's own listings, by id, as a booking statement locks the copies it books:
    // deleting them one by one in the cascade's order could otherwise meet a statement booking
    // two of them, each holding one and waiting for the other.
    await tx
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.sellerId, id))
      .orderBy(listings.id)
      .for('update');
    // The other side is told of the cancellation by no name.
    await cancelOpenBookingsOf(tx, { id, name: FORMER_MEMBER });
    await closeOpenReports(tx, { accountId: id }, 'resolved', by);
    await forgetPerson(tx, id);
    const deleted = await tx.delete(user).where(eq(user.id, id)).returning({ id: user.id });
    return deleted.length;
  });
}
