import type { Category } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import type { CategoryPage, ReadCategoryPage } from '../../db/fast-path/category-page.js';
import { categories } from '../../db/schema.js';

export type { CategoryPage };

/**
 * The catalogue: the categories, and the books on sale in each. A category page is the API's most
 * read answer: it comes from its own statement in the fast-path wing (db/fast-path/category-page.ts).
 */
export function createCatalogRepository(db: Db, readCategoryPage: ReadCategoryPage) {
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
     * The books of a category still on sale (booked and sold ones are not), newest first; one more
     * row than asked tells if a next page exists. Undefined when there is no such category.
     */
    availableBooks(
      categoryId: string,
      page: { limit: number; before?: number },
    ): Promise<CategoryPage | undefined> {
      return readCategoryPage(categoryId, page);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
