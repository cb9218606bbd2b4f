import { and, sql, type SQL, type Subquery } from 'drizzle-orm';
import { SEARCH_COUNT_MAX } from '@second-shelf/shared';
import type { Db } from '../client.js';
import { products } from '../schema.js';

/**
 * How a search reads its pages and its count, so that a search costs about the same with 1,000 or
 * 1,000,000 books whatever its words (measured on 1,000,000 books, PostgreSQL 15):
 *
 * - Left to itself, the planner walked the books newest first for a word that no book has (its
 *   guess for an unknown word is half a percent of the rows): the whole index, 874 ms.
 * - A common word's GIN bitmap costs 40–70 ms (27,000 books spread over as many pages), while
 *   walking the newest books finds a page of them in well under a millisecond.
 * - A parallel plan for a page of 25 rows spent 60 ms starting its workers.
 *
 * So the planner's estimate of the matches (its statistics, not the rows: estimateMatches) decides
 * the path. When they are many, a page walks the order's own index (newest first, or by price)
 * through at most WALK_ROWS books on sale, keeping those that match; should it find fewer than a
 * page there (an estimate far too high, as for a word no book has), the words are rare after all.
 * When they are few, and then, the page is read from their GIN index and sorted. The count is the
 * estimate when that is large (a figure "about" so many), else counted exactly from the GIN index.
 * Every statement runs in the search's transaction, with its planner settings local to it (plan).
 */

/** Books walked, at most, before a page is read from the GIN index instead. */
export const WALK_ROWS = 2000;

/**
 * The planner's settings for the next statements of the transaction: never a parallel plan (a page
 * is a few rows; fifty searches at once have no spare cores), never a sequential scan, and for
 * 'index' no ordered index walk either, so that the words are looked up in their GIN index.
 */
export async function plan(tx: Db, path: 'walk' | 'index'): Promise<void> {
  const walk = path === 'walk' ? 'on' : 'off';
  await tx.execute(sql`select
    set_config('max_parallel_workers_per_gather', '0', true),
    set_config('enable_seqscan', 'off', true),
    set_config('enable_indexscan', ${walk}, true),
    set_config('enable_indexonlyscan', ${walk}, true)`);
}

/** Reads a page's rows from `source` (the books table, or the walked books under its name) where `where` holds. */
export type ReadPage<T> = (source: BookSource, where: SQL | undefined) => Promise<T[]>;

/** The books table, or the books walked in a page's order under its name. */
export type BookSource = typeof products | Subquery<'products'>;

/**
 * A page of the books that the filters keep (`filters`: on sale, category, price…, after the
 * cursor) and that `match` (the words), in `order`: up to `wanted` rows, read by `read`; walked
 * first when `many` match (estimateMatches). The filters and the order must be the books table's own
 * columns, so that the walk runs on an index.
 */
export async function pageOfMatches<T>(
  tx: Db,
  spec: { filters: SQL | undefined; match: SQL | undefined; order: SQL[]; wanted: number; many: boolean },
  read: ReadPage<T>,
): Promise<T[]> {
  if (spec.many || spec.match === undefined) {
    await plan(tx, 'walk');
    // The walked books under the table's own name, so that the page's columns read them.
    const walked = tx
      .select()
      .from(products)
      .where(spec.filters)
      .orderBy(...spec.order)
      .limit(WALK_ROWS)
      .as('products');
    const found = await read(walked, spec.match);
    // Without words every book the filters keep is a match: the walk has read the page.
    if (found.length >= spec.wanted || spec.match === undefined) return found;
  }
  await plan(tx, 'index');
  return read(products, and(spec.filters, spec.match));
}

/**
 * How many books on sale `where` keeps (filters and words, no cursor), as the planner estimates
 * from its statistics: one plan, no rows read.
 */
export async function estimateMatches(tx: Db, where: SQL | undefined): Promise<number> {
  const explained = (await tx.execute(
    sql`explain (format json) select 1 from ${products} where ${where ?? sql`true`}`,
  )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }[] };
  const cell = explained.rows[0]?.['QUERY PLAN'];
  const planned = typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: { 'Plan Rows': number } }]) : cell;
  return planned?.[0]?.Plan['Plan Rows'] ?? 0;
}

/** How many books match: exactly (`more`: past SEARCH_COUNT_MAX, the count's end), or as estimated. */
export type MatchCount = { exact: number; more: boolean } | { estimated: number };

/**
 * How many books on sale `where` keeps (filters and words, no cursor): the planner's `estimate` when
 * it is above SEARCH_COUNT_MAX, else counted from the GIN index up to SEARCH_COUNT_MAX + 1.
 */
export async function countMatches(tx: Db, where: SQL | undefined, estimate: number): Promise<MatchCount> {
  if (estimate > SEARCH_COUNT_MAX) return { estimated: roughly(estimate) };
  await plan(tx, 'index');
  const [row] = (
    (await tx.execute(sql`select count(*)::int as total from (
      select 1 from ${products} where ${where ?? sql`true`}
      limit ${sql.raw(String(SEARCH_COUNT_MAX + 1))}) as matches`)) as unknown as {
      rows: { total: number }[];
    }
  ).rows;
  const total = Number(row?.total ?? 0);
  return { exact: Math.min(total, SEARCH_COUNT_MAX), more: total > SEARCH_COUNT_MAX };
}

/** An estimate to two significant figures: "about 27,000", not "about 27,027". */
export function roughly(estimate: number): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / scale) * scale;
}
