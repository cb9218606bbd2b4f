import { and, desc, eq } from 'drizzle-orm';
import type { BlockedPerson } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { blocks, user } from '../../db/schema.js';

/**
 * Blocking: the blocked person can no longer message the blocker, book their books or see their
 * contact data, and the blocker cannot book theirs (the booking statement, Accept and the messages
 * check `blocks`). A block is made by use-cases/block-person.ts, with what goes with it.
 */
export function createBlocks(db: Db) {
  return {
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
