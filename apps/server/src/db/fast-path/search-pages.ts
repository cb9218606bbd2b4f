import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  gt,
  sql,
  type Placeholder,
  type SQL,
  type Subquery,
} from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { SEARCH_COUNT_MAX } from '@second-shelf/shared';
import type { Db } from '../client.js';
import type { RowsQuery } from './prepared-rows.js';
import { categoryCounts, listings } from '../schema.js';

/**
 * How a search reads its pages and its count: the planner's own estimates choose between walking
 * the order's index and reading the words' GIN index, so a search costs about the same with 1,000 or
 * 1,000,000 books (the reasoning and its figures: docs/search.md, "Choosing the path").
 */

/** The planner's two ways to read books for a search. */
export type Path = 'walk' | 'index';

/** Sets the planner for a path: PGlite's (planner); nothing on PostgreSQL. */
export type Planner = ((path: Path) => Promise<void>) | undefined;

/**
 * Sets the planner for the next statements of the transaction, when it is not already so: never a
 * sequential scan, and for 'index' no ordered index walk either, so that the words are looked up in
 * their GIN index.
 */
export function planner(tx: Db): (path: Path) => Promise<void> {
  let current: Path | undefined;
  return async (path) => {
    if (path === current) return;
    const walk = path === 'walk' ? 'on' : 'off';
    await tx.execute(sql`select
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
        : sql`(select count(*)::int from (select 1 from ${listings} where ${and(filters, match)}
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
  const kept = sql`select 1 from ${listings} where ${filters ?? sql`true`}`;
  const explained = (await tx.execute(
    match === undefined
      ? sql`explain (format json) ${kept}`
      : sql`explain (format json) select 1 from ${listings} where ${and(filters, match)} union all ${kept}`,
  )) as unknown as { rows: { 'QUERY PLAN': PlanJson | string }[] };
  const cell = explained.rows[0]?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? (JSON.parse(cell) as PlanJson) : cell)?.[0]?.Plan;
  if (match === undefined) return { matches: plan?.['Plan Rows'] ?? 0, books: plan?.['Plan Rows'] ?? 0 };
  const [matching, kepts] = plan?.Plans ?? [];
  return { matches: matching?.['Plan Rows'] ?? 0, books: kepts?.['Plan Rows'] ?? 0 };
}
/** How long an answer is kept (keptAMinute), and how many are kept at most. */
export const KEPT_MS = 60_000;
export const KEPT_ANSWERS = 1000;

/**
 * Answers kept a minute (KEPT_MS) by their key, at most KEPT_ANSWERS of them, the least recently
 * asked for dropped first; an answer that `keep` refuses is asked again each time. The search keeps
 * its planner's estimates and its spelling corrections so (repository.ts).
 */
export function keptAMinute<T extends NonNullable<unknown>>(
  now: () => number = Date.now,
  keep: (answer: T) => boolean = () => true,
): (key: string, answer: () => Promise<T>) => Promise<T> {
  // No cached clock (ttlResolution 0): `now` is read on every look-up, as the tests set it.
  const kept = new LRUCache<string, T>({ max: KEPT_ANSWERS, ttl: KEPT_MS, ttlResolution: 0, perf: { now } });
  return async (key, answer) => {
    const found = kept.get(key);
    if (found !== undefined) return found;
    const fresh = await answer();
    if (keep(fresh)) kept.set(key, fresh);
    else kept.delete(key);
    return fresh;
  };
}
type PlanNode = { 'Plan Rows': number; Plans?: PlanNode[] };
type PlanJson = [{ Plan: PlanNode }];

/** Whether walking the order's index finds a page of `wanted` sooner than reading every match, by twice. */
export function isCommon({ matches, books }: Estimate, wanted: number): boolean {
  return matches * matches > 4 * wanted * books;
}

/** How many books a walk reads at most: four times what finds a page, within bounds. */
export function rowsToWalk({ matches, books }: Estimate, wanted: number): number {
  const expected = (wanted * books) / Math.max(matches, 1);
  return Math.round(Math.min(Math.max(4 * expected, 1000), 50_000));
}

/**
 * The books on sale, as every search's filters begin: `seq > 0` is always true (an identity from 1),
 * said so that the newest-first walk may take its index (products_search_newest_idx).
 */
export const booksOnSale = and(eq(listings.status, 'available'), gt(listings.seq, 0));

/** A column of a page's order and its direction: an index's own columns, for the walk. */
export type OrderKey = [column: typeof listings.seq | typeof listings.resellPrice, direction: 'asc' | 'desc'];

/**
 * Reads a page's rows from `source` (the books table, or the walked books under its name, made only
 * when the statement is) where `where` holds, in `order`; `path` tells which of the two it is.
 */
export type ReadPage<T> = (
  path: Path,
  source: () => BookSource,
  where: SQL | undefined,
  order: SQL[],
) => Promise<T[]>;

/** The books table, or the books walked in a page's order under its name. */
export type BookSource = typeof listings | Subquery<'products'>;

const inOrder = ([column, direction]: OrderKey) => (direction === 'asc' ? asc(column) : desc(column));
/** The same order as a sort: plus zero, an expression no index gives. */
const sorted = ([column, direction]: OrderKey) => sql`${column} + 0 ${sql.raw(direction)}`;

/**
 * A page of the books that `filters` keep (on sale, category, price…, after the cursor) and that
 * `match` (the words), in `order`: up to `wanted` rows, read by `read`. With `walk`, the order's
 * index is walked through at most that many books first; else, or when the walk finds less than a
 * page, the words' GIN index is read and its books sorted. The filters must be the books table's own
 * columns, so that the walk runs on an index.
 */
export async function pageOfMatches<T>(
  tx: Db,
  plan: Planner,
  spec: {
    filters: SQL | undefined;
    match: SQL | undefined;
    order: OrderKey[];
    wanted: number;
    /** How many books to walk at most (or its placeholder), when the walk is taken. */
    walk?: number | Placeholder;
  },
  read: ReadPage<T>,
): Promise<T[]> {
  const order = spec.order.map(inOrder);
  if (spec.walk !== undefined) {
    await plan?.('walk');
    const walk = spec.walk;
    // The walked books under the table's own name, so that the page's columns read them.
    const walked = () =>
      tx
        .select()
        .from(listings)
        .where(spec.filters)
        .orderBy(...order)
        .limit(walk)
        .as('products');
    const found = await read('walk', walked, spec.match, order);
    // Without words every book the filters keep is a match: the walk has read the page.
    if (found.length >= spec.wanted || spec.match === undefined) return found;
  }
  await plan?.('index');
  return read('index', () => listings, and(spec.filters, spec.match), spec.order.map(sorted));
}

/**
 * A page of the books that `where` keeps (filters, words and cursor), highest `descending` first,
 * read from the words' GIN index and sorted, as pageOfMatches does when it does not walk.
 */
export async function sortedMatches<T>(
  plan: Planner,
  where: SQL | undefined,
  descending: (SQL | typeof listings.seq)[],
  read: ReadPage<T>,
): Promise<T[]> {
  await plan?.('index');
  return read(
    'index',
    () => listings,
    where,
    descending.map((value) => sql`${value} + 0 desc`),
  );
}

/** How many search statements are kept made (searchRows), at most. */
export const SEARCH_STATEMENTS_MAX = 500;

/**
 * Runs a search's page statement on PostgreSQL's driver, made once per shape (which filters, words,
 * order, part of the order, path, and whether after a cursor: `shape`) with placeholders for the
 * search's values, prepared on each connection the first time it runs there, and answered as arrays
 * of cells, as the category page's is (prepared-rows.ts). Drizzle made each search's statement
 * again (0.35–0.57 ms of the server's 1.4 ms a search), read each field of each row and made a Date
 * of every time.
 */
export function searchRows(
  rows: RowsQuery,
): (
  shape: string,
  build: () => { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
) => Promise<unknown[][]> {
  // Hand-written: Drizzle's prepared select took 1.9–2.1x the CPU (bench, 2026-11-27).
  const made = new Map<string, { name?: string; text: string; params: unknown[] }>();
  return (shape, build, values) => {
    let statement = made.get(shape);
    if (statement === undefined) {
      const { sql: text, params } = build().toSQL();
      statement = { name: `search_page_${made.size}`, text, params };
      // Past the bound, a shape is made each time it runs, and not prepared.
      if (made.size < SEARCH_STATEMENTS_MAX) made.set(shape, statement);
      else statement.name = undefined;
    }
    return rows({ name: statement.name, text: statement.text }, fillPlaceholders(statement.params, values));
  };
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
 * it is above SEARCH_COUNT_MAX, else counted from the GIN index up to SEARCH_COUNT_MAX + 1. The
 * condition is made only when the books are counted.
 */
export async function countMatches(
  tx: Db,
  plan: Planner,
  where: () => SQL | undefined,
  estimate: number,
): Promise<MatchCount> {
  if (estimate > SEARCH_COUNT_MAX) return { estimated: roughly(estimate) };
  await plan?.('index');
  const [row] = (
    (await tx.execute(sql`select count(*)::int as total from (
      select 1 from ${listings} where ${where() ?? sql`true`}
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
