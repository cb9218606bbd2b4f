import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { listingColumns, type ListingRow } from '../listing-row.js';
import { categories, categoryCounts, listings, userRatings } from '../schema.js';
import { ratingColumns, ratingOf } from '../user-rating.js';
import {
  columnReader,
  preparedRows,
  statementPerPageSize,
  writtenLimit,
  type RowsQuery,
} from './prepared-rows.js';

export interface CategoryPage {
  /** One more row than asked for when a next page exists. */
  rows: ListingRow[];
  /** Available books in the category, kept by triggers (migrations 0003, 0005): no count(*). */
  total: number;
}

/**
 * Reads a page of a category's available books, newest first (`limit` rows, and one more that
 * tells whether a next page exists), from `before` on when given; undefined when there is no such
 * category.
 */
export type ReadCategoryPage = (
  categoryId: string,
  page: { limit: number; before?: number },
) => Promise<CategoryPage | undefined>;

/**
 * The category page in one statement, one round trip: the category row (none when it does not
 * exist) with its count, joined to the page of books walked newest first on
 * products_category_status_seq_idx, however deep the cursor, each with its seller's rating. Prepared
 * once per connection, run by the driver (prepared-rows.ts): each row is the total, then the book's
 * columns, then its seller's two rating cells (all null past the last book). One statement per page size, at most 2 × 101 (statementPerPageSize).
 */
export function createCategoryPage(db: Db, rows: RowsQuery): ReadCategoryPage {
  // Hand-written: Drizzle's prepared select took 2.9–3.0x the CPU (PGlite 1.4–1.5x) (bench, 2026-11-27).
  const pageColumns = { ...listingColumns, ...ratingColumns };
  const statement = statementPerPageSize((deep, rowsWanted) => {
    // The page: the category's available books, newest first, after the cursor on a deep page.
    const inCategory = and(
      eq(listings.categoryId, sql.placeholder('categoryId')),
      eq(listings.status, 'available'),
    );
    // The seller's rating is joined inside the page, under its ORDER BY: walked in index order, each
    // book looks up its seller's user_ratings row by key (none before their first review).
    const page = db
      .select(pageColumns)
      .from(listings)
      .leftJoin(userRatings, eq(userRatings.userId, listings.sellerId))
      .where(deep ? and(inCategory, lt(listings.seq, sql.placeholder('before'))) : inCategory)
      .orderBy(desc(listings.seq))
      .limit(writtenLimit(rowsWanted))
      .as('page');
    const book = Object.fromEntries(
      Object.keys(pageColumns).map((key) => [key, page[key as keyof typeof pageColumns]]),
    );
    // The count: the sum of the category's 16 counter rows. Joined, not a subquery in the select
    // list: that would be summed again for every book.
    const counted = db
      .select({ total: sql<number>`coalesce(sum(${categoryCounts.available}), 0)::int`.as('total') })
      .from(categoryCounts)
      .where(eq(categoryCounts.categoryId, categories.categoryId))
      .as('counted');
    // The category row, which is there only when the category exists, with its count and its page
    // (a left join: a category without books still gives its row).
    return preparedRows(
      rows,
      `category_page_${deep ? 'after_cursor' : 'first'}_${rowsWanted}`,
      db
        .select({ total: counted.total, ...book })
        .from(categories)
        .innerJoinLateral(counted, sql`true`)
        .leftJoinLateral(page, sql`true`)
        .where(eq(categories.categoryId, sql.placeholder('categoryId'))),
    );
  });
  const readColumns = columnReader<ListingRow>(listingColumns);
  const ratingCell = 1 + Object.keys(listingColumns).length;
  const readBook = (row: unknown[]): ListingRow => {
    const book = readColumns(row, 1);
    book.seller_rating = ratingOf(row[ratingCell], row[ratingCell + 1]);
    return book;
  };

  return async (categoryId, page) => {
    const deep = page.before !== undefined;
    const found = await statement(deep, page.limit + 1)({ categoryId, before: page.before });
    if (found.length === 0) return undefined;
    // A category without (more) books gives one row: its total, and nulls for the book.
    const books = found[0]![1] === null ? [] : found;
    return { total: Number(found[0]![0]), rows: books.map(readBook) };
  };
}
