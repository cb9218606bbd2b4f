import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Category } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { categories, categoryCounts, products } from '../../db/schema.js';
import { productColumns, type ProductRow } from '../products/product-row.js';

export interface CategoryPage {
  rows: ProductRow[];
  /** Available books in the category, kept by triggers (migrations 0003, 0005): no count(*). */
  total: number;
}

export function createCatalogRepository(db: Db) {
  /**
   * The category page in one statement, one round trip: the category row (none when it does not
   * exist) with its count (the sum of its 16 counter rows), joined to the page of books walked newest first on
   * products_category_status_seq_idx, however deep the cursor. Prepared once per connection.
   */
  const prepare = (deep: boolean) => {
    const inCategory = and(
      eq(products.categoryId, sql.placeholder('categoryId')),
      eq(products.status, 'available'),
    );
    const page = db
      .select(productColumns)
      .from(products)
      .where(deep ? and(inCategory, lt(products.seq, sql.placeholder('before'))) : inCategory)
      .orderBy(desc(products.seq))
      .limit(sql.placeholder('limit'))
      .as('page');
    const book = Object.fromEntries(
      Object.keys(productColumns).map((key) => [key, page[key as keyof typeof productColumns]]),
    ) as { [K in keyof typeof productColumns]: (typeof page)[K] };
    // Joined, not a subquery in the select list: that would be summed again for every book.
    const counted = db
      .select({ total: sql<number>`coalesce(sum(${categoryCounts.available}), 0)::int`.as('total') })
      .from(categoryCounts)
      .where(eq(categoryCounts.categoryId, categories.categoryId))
      .as('counted');
    return db
      .select({ total: counted.total, book })
      .from(categories)
      .innerJoinLateral(counted, sql`true`)
      .leftJoinLateral(page, sql`true`)
      .where(eq(categories.categoryId, sql.placeholder('categoryId')))
      .prepare(deep ? 'category_page_after_cursor' : 'category_page_first');
  };
  const firstPage = prepare(false);
  const pageAfterCursor = prepare(true);

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

    /**
     * Available books of a category, newest first; one more row than asked tells if a next page
     * exists. Undefined when there is no such category.
     */
    async availableBooks(
      categoryId: string,
      page: { limit: number; before?: number },
    ): Promise<CategoryPage | undefined> {
      const found =
        page.before === undefined
          ? await firstPage.execute({ categoryId, limit: page.limit + 1 })
          : await pageAfterCursor.execute({ categoryId, limit: page.limit + 1, before: page.before });
      if (found.length === 0) return undefined;
      return {
        total: found[0]!.total,
        rows: found.flatMap(({ book }) => (book ? [book] : [])),
      };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
