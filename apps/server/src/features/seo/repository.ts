import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categoryCounts, listings } from '../../db/schema.js';

/** What the sitemaps list: the books on sale, oldest first, a file's worth at a time. */
export function createSeoRepository(db: Db) {
  return {
    /** How many books are on sale, from the counts the triggers keep (no count of the table). */
    async booksOnSale(): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${categoryCounts.available}), 0)::int` })
        .from(categoryCounts);
      return row?.total ?? 0;
    },

    /** The ids of the books on sale from the `offset`-th, oldest first. */
    async bookIds(offset: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.status, 'available'))
        .orderBy(asc(listings.seq))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
