import { Column, fillPlaceholders, is, sql, type SQL } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PAGE_SIZE_MAX } from '@second-shelf/shared';

/**
 * Runs a named statement on the database's driver and answers its rows as arrays of cells, a
 * timestamptz as the database's text on PostgreSQL (read by isoTimestamp).
 */
export type RowsQuery = (
  /** Without a name, the statement is parsed and planned each time it runs. */
  statement: { name?: string; text: string },
  values: unknown[],
) => Promise<unknown[][]>;

/**
 * A hot query built by Drizzle but run by the driver: a named statement (planned once per
 * connection) whose rows come as arrays, read by a mapper made once for its columns. Drizzle's own
 * reading checks the kind of every field of every row; on the category page that was a tenth of the
 * server's time.
 */
export function preparedRows(
  rows: RowsQuery,
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
): (values: Record<string, unknown>) => Promise<unknown[][]> {
  const { sql: text, params } = query.toSQL();
  const statement = { name, text };
  return (values) => rows(statement, fillPlaceholders(params, values));
}

/** A selected cell: a table's column, or a cell the database computes (named or not). */
type Cell = Column | SQL | SQL.Aliased;

/**
 * A timestamptz as the API writes it (ISO 8601 in UTC, to the millisecond, as Date's toISOString).
 * PostgreSQL's rows give the database's text (db/client.ts), "2026-11-23 19:46:40.123456+00" in a
 * session in UTC, turned around here without a Date: parsing 150 of them into Dates and writing
 * them out again was about a fifth of the server's time on the seller's Bookings list. Any other
 * offset, or a year past 9999, goes through the driver's own parser; PGlite's rows give Dates.
 */
export function isoTimestamp(value: string | Date): string {
  if (typeof value !== 'string') return value.toISOString();
  const utc =
    value.length >= 22 &&
    value.length <= 29 &&
    value.charCodeAt(4) === 45 &&
    value.charCodeAt(10) === 32 &&
    value.endsWith('+00');
  if (!utc) return (pg.types.getTypeParser(TIMESTAMPTZ) as (text: string) => Date)(value).toISOString();
  const fraction = value.charCodeAt(19) === 46 ? value.slice(20, -3) : '';
  return `${value.slice(0, 10)}T${value.slice(11, 19)}.${`${fraction}000`.slice(0, 3)}Z`;
}
const TIMESTAMPTZ = 1184;

/**
 * A row as the fast path reads it: each column decoded as Drizzle would, but a time as the API's
 * ISO text (isoTimestamp), not a Date.
 */
export type ReadRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * How a cell's value from the driver becomes the app's: a time as ISO text, another column by its
 * own decoder; a computed cell (`sql<T>`) as the driver reads it (the drivers parse booleans,
 * numbers and JSON; a `mapWith` on it would not be applied here). Undefined when the value stays as
 * it is: a computed cell, or a column that decodes nothing (text).
 */
function decoderOf(cell: Cell): ((value: unknown) => unknown) | undefined {
  if (!is(cell, Column)) return undefined;
  if (is(cell, PgTimestamp) && cell.withTimezone) return isoTimestamp as (value: unknown) => unknown;
  const column: Column = cell;
  if (column.mapFromDriverValue === Column.prototype.mapFromDriverValue) return undefined;
  return (value) => column.mapFromDriverValue(value);
}

/**
 * Reads the cells of `columns`, in their order, from `row` starting at `from`, each with its
 * column's own decoder (numeric and bigint to numbers…) and times as ISO text (ReadRow). A null
 * stays null.
 *
 * The reader is compiled once for its columns, one object literal with a field per column: every
 * object it makes has the same shape, which the serializer then reads without looking each field up.
 * A loop writing each field under its name took 34 µs for a search's 25 books, this 3 µs. The names
 * are the app's own column maps', written as JSON strings.
 */
export function columnReader<T>(columns: Record<string, Cell>): (row: unknown[], from: number) => T {
  const decoders = Object.values(columns).map(decoderOf);
  const fields = Object.keys(columns).map((key, index) => {
    // In an object literal that name would set the prototype, not a field.
    if (key === '__proto__') throw new Error('a column cannot be named __proto__');
    const cell = `row[from + ${index}]`;
    const value =
      decoders[index] === undefined ? cell : `${cell} === null ? null : decode[${index}](${cell})`;
    return `${JSON.stringify(key)}: ${value}`;
  });
  return new Function('decode', `return (row, from) => ({ ${fields.join(', ')} });`)(decoders) as (
    row: unknown[],
    from: number,
  ) => T;
}

/**
 * A page's statement for each page size, made when first asked for. The number of rows is written
 * into the statement, not passed: with LIMIT $n PostgreSQL prices the cached plan for a guessed
 * tenth of the rows, never keeps it, and plans the statement again on every run (measured with
 * pgbench on the category page: half the throughput). `rowsWanted` is checked against the page
 * sizes the API accepts, plus the row that tells of a next page, before it is written into SQL.
 */
export function statementPerPageSize<T>(
  make: (deep: boolean, rowsWanted: number) => T,
): (deep: boolean, rowsWanted: number) => T {
  const statements = new Map<string, T>();
  return (deep, rowsWanted) => {
    if (!Number.isInteger(rowsWanted) || rowsWanted < 2 || rowsWanted > PAGE_SIZE_MAX + 1) {
      throw new RangeError(`no page of ${rowsWanted} rows`);
    }
    const key = `${deep}:${rowsWanted}`;
    let found = statements.get(key);
    if (!found) statements.set(key, (found = make(deep, rowsWanted)));
    return found;
  };
}

/** An SQL chunk for a LIMIT: Drizzle writes it into the statement as it is (see statementPerPageSize). */
export function writtenLimit(rowsWanted: number): number {
  return sql.raw(String(rowsWanted)) as unknown as number;
}
