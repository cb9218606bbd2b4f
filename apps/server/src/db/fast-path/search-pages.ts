import { and, sql, type SQL, type Subquery } from 'drizzle-orm';
import { SEARCH_COUNT_MAX } from '@second-shelf/shared';
import type { Db } from '../client.js';
import { categoryCounts, products } from '../schema.js';

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
 * So the planner's estimates (its statistics, no row read: estimateMatches) choose the path. A book
 * in s of the N the filters keep, a page of n is found by walking about n / s books in the order's
 * own index (newest first, or by price), and by reading all s × N matches from the GIN index and
 * sorting them: the walk is taken when it is the shorter, s × N > √(n × N) (isCommon), and goes at
 * most four times as far as expected (rowsToWalk). Should it find less than a page (an estimate too
 * high, as for a word no book has), the GIN index is read after all. Each path then costs at most
 * about √(n × N) books: 5,000 of a million. Every statement runs in the search's transaction, with
 * planner settings of its own (planner).
 */

/** The planner's two ways to read books for a search. */
export type Path = 'walk' | 'index';

/**
 * Sets the planner for the next statements of the transaction, when it is not already so: never a
 * parallel plan (a page is a few rows; fifty searches at once have no spare cores), never a
 * sequential scan, and for 'index' no ordered index walk either, so that the words are looked up in
 * their GIN index.
 */
export function planner(tx: Db): (path: Path) => Promise<void> {
  let current: Path | undefined;
  return async (path) => {
    if (path === current) return;
    const walk = path === 'walk' ? 'on' : 'off';
    await tx.execute(sql`select
      set_config('max_parallel_workers_per_gather', '0', true),
      set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', ${walk}, true),
      set_config('enable_indexonlyscan', ${walk}, true)`);
    current = path;
  };
}

/**
 * The books that match, and the books the filters keep: the planner's estimates on PostgreSQL; on
 * PGlite (`counted`) the matches counted up to COUNTED_MATCHES_MAX.
 */
export interface Estimate {
  matches: number;
  books: number;
  counted?: boolean;
}

/** How far PGlite counts the matches of a search (countedEstimate). */
export const COUNTED_MATCHES_MAX = 5000;

/**
 * PGlite's estimate: the matches counted from the words' GIN index up to COUNTED_MATCHES_MAX, and
 * the books on sale in the category asked for (or all), from their counts (category_counts), as an
 * upper bound of the books the filters keep. PGlite has no autovacuum, so its planner has no
 * statistics: an EXPLAIN there gives the default share of matches for any words.
 */
export async function countedEstimate(
  tx: Db,
  filters: SQL | undefined,
  match: SQL | undefined,
  category: string | undefined,
): Promise<Estimate> {
  const { rows } = (await tx.execute(sql`select
    (select coalesce(sum(${categoryCounts.available}), 0)::int from ${categoryCounts}
      ${category === undefined ? sql`` : sql`where ${categoryCounts.categoryId} = ${category}`}) as books,
    ${
      match === undefined
        ? sql`null`
        : sql`(select count(*)::int from (select 1 from ${products} where ${and(filters, match)}
            limit ${sql.raw(String(COUNTED_MATCHES_MAX))}) as matching)`
    } as matches`)) as unknown as { rows: { books: number; matches: number | null }[] };
  const books = Number(rows[0]?.books ?? 0);
  const matches =
    rows[0]?.matches === null || rows[0]?.matches === undefined ? books : Number(rows[0].matches);
  return { matches, books: Math.max(books, matches), counted: match !== undefined };
}

/**
 * Estimates, in one plan and without reading a row, how many books on sale `filters` keep and how
 * many of those `match` (the words).
 */
export async function estimateMatches(
  tx: Db,
  filters: SQL | undefined,
  match: SQL | undefined,
): Promise<Estimate> {
  const kept = sql`select 1 from ${products} where ${filters ?? sql`true`}`;
  const explained = (await tx.execute(
    match === undefined
      ? sql`explain (format json) ${kept}`
      : sql`explain (format json) select 1 from ${products} where ${and(filters, match)} union all ${kept}`,
  )) as unknown as { rows: { 'QUERY PLAN': PlanJson | string }[] };
  const cell = explained.rows[0]?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? (JSON.parse(cell) as PlanJson) : cell)?.[0]?.Plan;
  if (match === undefined) return { matches: plan?.['Plan Rows'] ?? 0, books: plan?.['Plan Rows'] ?? 0 };
  const [matching, kepts] = plan?.Plans ?? [];
  return { matches: matching?.['Plan Rows'] ?? 0, books: kepts?.['Plan Rows'] ?? 0 };
}
type PlanNode = { 'Plan Rows': number; Plans?: PlanNode[] };
type PlanJson = [{ Plan: PlanNode }];

/** Whether walking the order's index finds a page of `wanted` sooner than reading every match. */
export function isCommon({ matches, books }: Estimate, wanted: number): boolean {
  return matches * matches > wanted * books;
}

/** How many books a walk reads at most: four times what finds a page, within bounds. */
export function rowsToWalk({ matches, books }: Estimate, wanted: number): number {
  const expected = (wanted * books) / Math.max(matches, 1);
  return Math.round(Math.min(Math.max(4 * expected, 1000), 50_000));
}

/** Reads a page's rows from `source` (the books table, or the walked books under its name) where `where` holds. */
export type ReadPage<T> = (source: BookSource, where: SQL | undefined) => Promise<T[]>;

/** The books table, or the books walked in a page's order under its name. */
export type BookSource = typeof products | Subquery<'products'>;

/**
 * A page of the books that `filters` keep (on sale, category, price…, after the cursor) and that
 * `match` (the words), in `order`: up to `wanted` rows, read by `read`. With `walk`, the order's
 * index is walked through at most that many books first; else, or when the walk finds less than a
 * page, the words' GIN index is read. The filters and the order must be the books table's own
 * columns, so that the walk runs on an index.
 */
export async function pageOfMatches<T>(
  tx: Db,
  plan: (path: Path) => Promise<void>,
  spec: { filters: SQL | undefined; match: SQL | undefined; order: SQL[]; wanted: number; walk?: number },
  read: ReadPage<T>,
): Promise<T[]> {
  if (spec.walk !== undefined) {
    await plan('walk');
    // The walked books under the table's own name, so that the page's columns read them.
    const walked = tx
      .select()
      .from(products)
      .where(spec.filters)
      .orderBy(...spec.order)
      .limit(spec.walk)
      .as('products');
    const found = await read(walked, spec.match);
    // Without words every book the filters keep is a match: the walk has read the page.
    if (found.length >= spec.wanted || spec.match === undefined) return found;
  }
  await plan('index');
  return read(products, and(spec.filters, spec.match));
}

/** How many books match: exactly (`more`: past SEARCH_COUNT_MAX, the count's end), or as estimated. */
export type MatchCount = { exact: number; more: boolean } | { estimated: number };

/** A count of `total` books, as counted up to SEARCH_COUNT_MAX + 1. */
export const counted = (total: number): MatchCount => ({
  exact: Math.min(total, SEARCH_COUNT_MAX),
  more: total > SEARCH_COUNT_MAX,
});

/**
 * How many books on sale `where` keeps (filters and words, no cursor): the planner's estimate when
 * it is above SEARCH_COUNT_MAX, else counted from the GIN index up to SEARCH_COUNT_MAX + 1.
 */
export async function countMatches(
  tx: Db,
  plan: (path: Path) => Promise<void>,
  where: SQL | undefined,
  estimate: number,
): Promise<MatchCount> {
  if (estimate > SEARCH_COUNT_MAX) return { estimated: roughly(estimate) };
  await plan('index');
  const [row] = (
    (await tx.execute(sql`select count(*)::int as total from (
      select 1 from ${products} where ${where ?? sql`true`}
      limit ${sql.raw(String(SEARCH_COUNT_MAX + 1))}) as matches`)) as unknown as {
      rows: { total: number }[];
    }
  ).rows;
  return counted(Number(row?.total ?? 0));
}

/** An estimate to two significant figures: "about 27,000", not "about 27,027". */
export function roughly(estimate: number): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / scale) * scale;
}
