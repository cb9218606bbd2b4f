import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AccountType, UserListItem } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { listings, user } from '../../db/schema.js';
import { cancelOpenBookingsOf } from '../bookings/lifecycle.js';
import { closeOpenReports } from '../reports/repository.js';
import { FORMER_MEMBER, forgetPerson } from './forget-person.js';

/**
 * Any fixed number: the advisory lock account deletions take, one at a time. Two deletions of the
 * two parties of one booking would otherwise each hold their own user and wait for the other's
 * (a cancellation tells the other side, whose row it then needs).
 */
export const DELETION_LOCK = 7_215_902_115;

export interface RoleFlags {
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
}

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select({ id: user.id, name: user.name, role: user.role, isAdmin: user.isAdmin })
        .from(user)
        .where(eq(user.email, email.toLowerCase()))
        .limit(1);
      return row;
    },

    async roleFlags(email: string): Promise<RoleFlags> {
      const row = await this.findByEmail(email);
      return {
        isAdmin: row?.isAdmin ?? false,
        isBuyer: row?.role === 'buyer',
        isSeller: row?.role === 'seller',
      };
    },

    async list(options: {
      role?: AccountType;
      limit: number;
      before?: number;
    }): Promise<{ rows: (UserListItem & { seq: number })[]; total: number }> {
      const filters: SQL[] = [];
      if (options.role) filters.push(eq(user.role, options.role));
      const matching = filters.length ? and(...filters) : undefined;
      const paged = options.before === undefined ? matching : and(matching, lt(user.seq, options.before));
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            _id: user.id,
            seq: user.seq,
            name: user.name,
            email: user.email,
            role: user.role,
            isAdmin: user.isAdmin,
            verified: sql<boolean>`${user.verifiedAt} is not null`,
          })
          .from(user)
          .where(paged)
          .orderBy(desc(user.seq))
          .limit(options.limit + 1),
        db.select({ total: count() }).from(user).where(matching),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /**
     * Verifies a seller (VERIFY) or takes it back; doing either twice changes nothing (a verified
     * seller keeps the time they were first verified). Only a seller account can be verified.
     */
    async setVerified(id: string, verified: boolean): Promise<'done' | 'not-found' | 'not-a-seller'> {
      const [changed] = await db
        .update(user)
        .set({ verifiedAt: verified ? sql`coalesce(${user.verifiedAt}, now())` : null })
        .where(and(eq(user.id, id), eq(user.role, 'seller')))
        .returning({ id: user.id });
      if (changed) return 'done';
      const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, id)).limit(1);
      return found ? 'not-a-seller' : 'not-found';
    },

    async updateName(id: string, name: string): Promise<void> {
      await db.update(user).set({ name }).where(eq(user.id, id));
    },

    /**
     * Removes the user; the database cascades to their sessions, accounts and listings, so their
     * cookie and tokens stop working and their books leave the catalogue. Their open bookings, as
     * buyer or seller, are cancelled first and the other side told; copies they had booked become
     * available again. Their bookings stay in the other side's history, without them: named "A
     * former member", with no email, phone or meeting place (forget-person.ts), as are the messages
     * and reviews they wrote. The open reports about them and their listings are resolved by `by`,
     * the admin deleting them (or themselves).
     */
    async delete(id: string, by: string): Promise<number> {
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
    },

    async grantAdmin(email: string): Promise<boolean> {
      const updated = await db
        .update(user)
        .set({ isAdmin: true })
        .where(eq(user.email, email.toLowerCase()))
        .returning({ id: user.id });
      return updated.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
