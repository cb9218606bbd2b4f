import { randomUUID } from 'node:crypto';
import { CATEGORY_IDS, CATEGORY_NAMES } from '@second-shelf/shared';
import type { Db } from './client.js';
import { categories } from './schema.js';

const CATEGORY_IMAGES = [
  '/images/categories/action-adventure.svg',
  '/images/categories/comics-fantasy.svg',
  '/images/categories/literary-fiction.svg',
] as const;

/** The three categories of the specification: reference data, present on every database. */
export async function ensureCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(
      CATEGORY_IDS.map((categoryId, index) => ({
        id: randomUUID(),
        categoryId,
        categoryName: CATEGORY_NAMES[index]!,
        imageUrl: CATEGORY_IMAGES[index]!,
      })),
    )
    .onConflictDoNothing({ target: categories.categoryId });
}
