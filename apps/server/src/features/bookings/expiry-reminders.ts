import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings } from '../../db/schema.js';
import { recordNotification } from '../../db/notices.js';
import { partiesLocked } from './lifecycle.js';

/** How long before a booking runs out its parties are told ("expires tomorrow"). */
export const REMIND_BEFORE_HOURS = 24;

/** At most this many bookings are reminded of in one transaction of the sweep. */
const SWEEP_BATCH = 100;

/**
 * Who is told that a booking expires tomorrow: a request only its seller, who has to answer it; an
 * accepted booking both sides, who have to meet (and the seller to mark it sold).
 */
const TOLD = {
  requested: ['seller'],
  accepted: ['buyer', 'seller'],
} as const;

/**
 * Tells the parties of every open booking that runs out within a day, once per state: a day before
 * a request expires unanswered (48 hours by default), a day before an accepted booking's meetup
 * time ends (7 days). A state shorter than a day has no reminder, as it would come with the change
 * itself. Batches lock their bookings `FOR UPDATE SKIP LOCKED` (the parties' user rows first, the
 * lifecycle's lock order), so that several instances never remind twice; the notification is
 * written in the transaction that marks the booking reminded, and mailed like any other.
 */
export async function remindExpiring(db: Db): Promise<number> {
  let reminded = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            inArray(bookings.state, ['requested', 'accepted']),
            isNull(bookings.remindedAt),
            sql`${bookings.expiresAt} > now()`,
            sql`${bookings.expiresAt} <= now() + make_interval(hours => ${REMIND_BEFORE_HOURS})`,
            sql`${bookings.expiresAt} - ${bookings.stateChangedAt} > make_interval(hours => ${REMIND_BEFORE_HOURS})`,
            sql`${partiesLocked} >= 0`,
          ),
        )
        .orderBy(bookings.expiresAt)
        .limit(SWEEP_BATCH)
        .for('update', { of: bookings, skipLocked: true });
      if (due.length === 0) return 0;
      const marked = await tx
        .update(bookings)
        .set({ remindedAt: sql`now()` })
        .where(
          inArray(
            bookings.id,
            due.map(({ id }) => id),
          ),
        )
        .returning({
          id: bookings.id,
          state: bookings.state,
          buyerId: bookings.buyerId,
          sellerId: bookings.sellerId,
          productName: bookings.productName,
        });
      for (const booking of marked) {
        if (booking.state !== 'requested' && booking.state !== 'accepted') continue;
        for (const side of TOLD[booking.state]) {
          const userId = side === 'buyer' ? booking.buyerId : booking.sellerId;
          if (userId === null) continue;
          await recordNotification(tx, {
            userId,
            bookingId: booking.id,
            kind: 'expiring',
            actorName: null,
            bookName: booking.productName,
          });
        }
      }
      return due.length;
    });
    reminded += batch;
    if (batch < SWEEP_BATCH) return reminded;
  }
}
