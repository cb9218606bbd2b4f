import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AccountType, UserListItem } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema.js';

export interface RoleFlags {
  isAdmin: boolean;
  isBuyer: boolean;
  isSeller: boolean;
}

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select({ id: user.id, name: user.name, role: user.role, sells: user.sells, isAdmin: user.isAdmin })
        .from(user)
        .where(eq(user.email, email.toLowerCase()))
        .limit(1);
      return row;
    },

    /** What the account may do: every account buys, those who sell sell, admins are made so. */
    async roleFlags(email: string): Promise<RoleFlags> {
      const row = await this.findByEmail(email);
      return {
        isAdmin: row?.isAdmin ?? false,
        isBuyer: row !== undefined,
        isSeller: row?.sells ?? false,
      };
    },

    async list(options: {
      role?: AccountType;
      limit: number;
      before?: number;
    }): Promise<{ rows: (UserListItem & { seq: number })[]; total: number }> {
      // Every account buys: the buyers are everyone, the sellers those who sell.
      const filters: SQL[] = [];
      if (options.role === 'seller') filters.push(eq(user.sells, true));
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
            sells: user.sells,
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
     * seller keeps the time they were first verified). Only an account that sells can be verified.
     */
    async setVerified(id: string, verified: boolean): Promise<'done' | 'not-found' | 'not-a-seller'> {
      const [changed] = await db
        .update(user)
        .set({ verifiedAt: verified ? sql`coalesce(${user.verifiedAt}, now())` : null })
        .where(and(eq(user.id, id), eq(user.sells, true)))
        .returning({ id: user.id });
      if (changed) return 'done';
      const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, id)).limit(1);
      return found ? 'not-a-seller' : 'not-found';
    },

    async updateName(id: string, name: string): Promise<void> {
      await db.update(user).set({ name }).where(eq(user.id, id));
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
