import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { DELETION_LOCK } from '../db/locks.js';
import { recordBookNotifications } from '../db/notices.js';
import { listings, user } from '../db/schema.js';
import { cancelOpenBookingOfCopy, type Party } from '../features/bookings/lifecycle.js';
import { releasePhotos } from '../features/photos/repository.js';
import { closeOpenReports } from '../features/reports/repository.js';

/**
 * Removes a listing with its photos (a cover a booking still shows stays for it), by its seller or
 * an admin (`remover`), with all that goes with it: an open booking of it is cancelled and its
 * parties told, its open reports are resolved, and the seller is told when an admin removed it. A
 * booking of it keeps its snapshot (product id set to null).
 */
export async function removeListing(
  db: Db,
  id: string,
  remover: Party,
): Promise<{ deletedCount: number; deletedPhotos: string[]; reportsResolved: number }> {
  return db.transaction(async (tx) => {
    // As an account deletion does: the deletions' lock, then the seller's row for update. Every
    // booking and every change of one takes its parties' rows (key share) before anything else,
    // so none of the copy's can be made or changed between the cancellation and the deletion.
    await tx.execute(sql`select pg_advisory_xact_lock(${DELETION_LOCK}::bigint)`);
    const [listing] = await tx
      .select({ sellerId: listings.sellerId, bookName: listings.bookName })
      .from(listings)
      .where(eq(listings.id, id))
      .limit(1);
    if (!listing) return { deletedCount: 0, deletedPhotos: [], reportsResolved: 0 };
    await tx.select({ id: user.id }).from(user).where(eq(user.id, listing.sellerId)).for('update');
    await cancelOpenBookingOfCopy(tx as unknown as Db, id, remover);
    const reportsResolved = await closeOpenReports(
      tx as unknown as Db,
      { productId: id },
      'resolved',
      remover.id,
    );
    // Told before the row goes: the notification keeps the book's name once its product id is null.
    if (remover.id !== listing.sellerId) {
      await recordBookNotifications(tx as unknown as Db, [
        { userId: listing.sellerId, productId: id, kind: 'listing_removed', bookName: listing.bookName },
      ]);
    }
    const deletedPhotos = await releasePhotos(tx as unknown as Db, id);
    const deleted = await tx.delete(listings).where(eq(listings.id, id)).returning({ id: listings.id });
    return { deletedCount: deleted.length, deletedPhotos, reportsResolved };
  });
}
