import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BlockedPerson } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { blocks, user } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { MessagesRepository } from './repository.js';

/**
 * Blocking: the blocked person can no longer message the blocker, book their books or see their
 * contact data, and the blocker cannot book theirs (the booking statement and the messages check
 * `blocks`). A block takes the conversations between the two first: a message being sent either
 * commits before it, or sees it.
 */
export function createBlocks(db: Db, messages: MessagesRepository) {
  return {
    /** Blocks `blockedId` (again: nothing changes); 404 for no such person, 403 for oneself. */
    async block(blockerId: string, blockedId: string): Promise<void> {
      if (blockerId === blockedId) throw new AppError('CANNOT_BLOCK_SELF');
      await db.transaction(async (tx) => {
        // Both people's rows first, in id order, as an account's deletion and a message take them;
        // then the conversations between them.
        const found = await tx
          .select({ id: user.id })
          .from(user)
          .where(inArray(user.id, [blockerId, blockedId]))
          .orderBy(user.id)
          .for('key share');
        if (!found.some((row) => row.id === blockedId)) throw new AppError('USER_NOT_FOUND');
        await messages.lockConversationsBetween(tx, blockerId, blockedId);
        await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
      });
    },

    /** Takes a block back (none: nothing changes). */
    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    /** The people one blocked, the latest first, for the account page. */
    async blockedBy(blockerId: string): Promise<BlockedPerson[]> {
      const rows = await db
        .select({ _id: blocks.blockedId, name: user.name, blockedAt: blocks.createdAt })
        .from(blocks)
        .innerJoin(user, eq(user.id, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt))
        .limit(500);
      return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
    },
  };
}
