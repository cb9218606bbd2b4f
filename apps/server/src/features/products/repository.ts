import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { MyProduct } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { bookings, categories, products, userRatings } from '../../db/schema.js';
import { productColumns, withSellerRating } from '../../db/product-row.js';
import { ratingColumns } from '../../db/user-rating.js';

export interface NewProduct {
  sellerId: string;
  sellerName: string;
  sellerEmail: string;
  categoryId: string;
  bookName: string;
  imageUrl: string;
  originalPrice: number;
  resellPrice: number;
  used: number;
  location: string;
  productCondition: 'excellent' | 'good' | 'fair';
  postedTime: string;
}

/**
 * The booking a listing is in, for My Products' link to it: its open booking while booked, its sale
 * once sold (the latest, should a sold copy ever have been booked again), none while on sale.
 */
const bookingOfCopy = sql<string | null>`case when ${products.status} = 'available' then null else (
  select ${bookings.id} from ${bookings}
  where ${bookings.productId} = ${products.id} and ${bookings.state} in ('requested', 'accepted', 'completed')
  order by ${bookings.seq} desc limit 1) end`;

export function createProductsRepository(db: Db) {
  return {
    /** Inserts a listing; the category name is the category's own, so the two never disagree. */
    async create(input: NewProduct): Promise<string | null> {
      const [category] = await db
        .select({ name: categories.categoryName })
        .from(categories)
        .where(eq(categories.categoryId, input.categoryId))
        .limit(1);
      if (!category) return null;
      const id = randomUUID();
      await db.insert(products).values({ id, ...input, categoryName: category.name });
      return id;
    },

    async listBySeller(
      sellerId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: (MyProduct & { seq: number })[]; total: number }> {
      const mine = eq(products.sellerId, sellerId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ ...productColumns, ...ratingColumns, bookingId: bookingOfCopy })
          .from(products)
          .leftJoin(userRatings, eq(userRatings.userId, products.sellerId))
          .where(page.before === undefined ? mine : and(mine, lt(products.seq, page.before)))
          .orderBy(desc(products.seq))
          .limit(page.limit + 1),
        db.select({ total: count() }).from(products).where(mine),
      ]);
      return { rows: rows.map(withSellerRating), total: totals?.total ?? 0 };
    },

    async findOwner(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sellerId: products.sellerId })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      return row?.sellerId;
    },

    /** Removes a listing; a booking of it keeps its snapshot (product id set to null). */
    async delete(id: string): Promise<number> {
      const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      return deleted.length;
    },
  };
}
