import { and, count, desc, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { AccountType, UserListItem } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, products, user } from '../../db/schema.js';

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
          })
          .from(user)
          .where(paged)
          .orderBy(desc(user.seq))
          .limit(options.limit + 1),
        db.select({ total: count() }).from(user).where(matching),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async updateName(id: string, name: string): Promise<void> {
      await db.update(user).set({ name }).where(eq(user.id, id));
    },

    /**
     * Removes the user; the database cascades to their sessions, accounts, listings and
     * bookings, so their cookie and tokens stop working and their books leave the catalogue.
     * Copies they had booked become available again.
     */
    async delete(id: string): Promise<number> {
      return db.transaction(async (tx) => {
        // Lock the user first: a booking by them cannot commit between the two steps below
        // (its foreign-key check waits, then fails once the user is gone).
        const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, id)).for('update');
        if (!target) return 0;
        // Then the user's own listings, by id, as a booking statement locks the copies it books:
        // deleting them one by one in the cascade's order could otherwise meet a statement booking
        // two of them, each holding one and waiting for the other.
        await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.sellerId, id))
          .orderBy(products.id)
          .for('update');
        // Books this user booked go back on sale before their bookings cascade away.
        await tx
          .update(products)
          .set({ status: 'available' })
          .where(
            and(
              eq(products.status, 'booked'),
              inArray(
                products.id,
                tx
                  .select({ id: bookings.productId })
                  .from(bookings)
                  .where(and(eq(bookings.buyerId, id), isNotNull(bookings.productId))),
              ),
            ),
          );
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
