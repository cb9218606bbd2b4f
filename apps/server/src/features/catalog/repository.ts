import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Category } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';
import { productColumns, type ProductRow } from '../products/product-row.js';

export function createCatalogRepository(db: Db) {
  return {
    async listCategories(): Promise<Category[]> {
      return db
        .select({
          _id: categories.id,
          category_id: categories.categoryId,
          category_name: categories.categoryName,
          image_url: categories.imageUrl,
        })
        .from(categories)
        .orderBy(categories.categoryId);
    },

    async categoryExists(categoryId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.categoryId, categoryId))
        .limit(1);
      return row !== undefined;
    },

    /** Available books of a category, newest first; one more row than asked tells if a next page exists. */
    async listAvailableBooks(
      categoryId: string,
      page: { limit: number; before?: number },
    ): Promise<{ rows: ProductRow[]; total: number }> {
      const inCategory = and(eq(products.categoryId, categoryId), eq(products.status, 'available'));
      const [rows, [totals]] = await Promise.all([
        db
          .select(productColumns)
          .from(products)
          .where(page.before === undefined ? inCategory : and(inCategory, lt(products.seq, page.before)))
          .orderBy(desc(products.seq))
          .limit(page.limit + 1),
        db.select({ total: count() }).from(products).where(inCategory),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
