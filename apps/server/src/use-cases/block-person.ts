import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { blocks, user } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import { cancelOpenBookingsBetween, type Party } from '../features/bookings/lifecycle.js';
import type { MessagesRepository } from '../features/messages/repository.js';

/**
 * `blocker` blocks `blockedId` (again: nothing changes), with what goes with it: the open bookings
 * between the two are cancelled and the other side told. 404 for no such person, 403 for oneself.
 *
 * Both people's rows first, in id order, as an account's deletion, a booking and a message take
 * them, for no key update: Accept takes them for share before reading whether either blocked the
 * other, so the two never overlap (bookings and messages, which take them for key share, are not
 * held up). Then the open bookings, as their changes take them (docs/bookings.md, "Lock order"); the
 * conversations between them last, as the booking statement takes them after the copies, so that a
 * message being sent either commits before the block or sees it.
 */
export async function blockPerson(
  db: Db,
  messages: MessagesRepository,
  blocker: Party,
  blockedId: string,
): Promise<void> {
  if (blocker.id === blockedId) throw new AppError('CANNOT_BLOCK_SELF');
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, [blocker.id, blockedId]))
      .orderBy(user.id)
      .for('no key update');
    if (!found.some((row) => row.id === blockedId)) throw new AppError('USER_NOT_FOUND');
    const [added] = await tx
      .insert(blocks)
      .values({ blockerId: blocker.id, blockedId })
      .onConflictDoNothing()
      .returning({ at: sql`1` });
    if (!added) return;
    await cancelOpenBookingsBetween(tx as unknown as Db, blocker, blockedId);
    await messages.lockConversationsBetween(tx as unknown as Db, blocker.id, blockedId);
  });
}
