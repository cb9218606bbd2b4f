import { z } from './zod-in-browsers.js';

/** What every list answers to a cursor that no page of it gave. */
export const CURSOR_MESSAGE = 'cursor must be the value given by the previous page';

/**
 * The whole numbers each kind of column a cursor's part is compared with holds. A part past its
 * column's range was never given by a page: the database would refuse it with an error instead of
 * an answer, or JavaScript would round it to another row's.
 */
export const CURSOR_COLUMNS = {
  /** PostgreSQL's integer: search's relevance key (titled first or not). */
  integer: { min: 0, max: 2_147_483_647 },
  /**
   * A row's seq: a bigint identity from 1, which the server reads as a JavaScript number (Drizzle's
   * mode 'number'), exact up to 2^53 - 1, well inside bigint's 2^63 - 1.
   */
  bigint: { min: 1, max: Number.MAX_SAFE_INTEGER },
  /** A price of numeric(12, 2), in whole cents. */
  cents: { min: 0, max: 999_999_999_999 },
} as const;
export type CursorColumn = keyof typeof CURSOR_COLUMNS;

// A number as a page writes one: digits only, no sign, point, exponent or leading zero.
const WHOLE_NUMBER = /^(?:0|[1-9][0-9]*)$/;

function holds(column: CursorColumn, part: string): boolean {
  const { min, max } = CURSOR_COLUMNS[column];
  // More digits than the column's largest value can only be past it; fewer read exactly.
  if (!WHOLE_NUMBER.test(part) || part.length > String(max).length) return false;
  const value = Number(part);
  return value >= min && value <= max;
}

/** Whether `cursor` has the parts, joined by `_`, that a list ordered by `columns` gives. */
export function isCursorOf(cursor: string, columns: readonly CursorColumn[]): boolean {
  const parts = cursor.split('_');
  return parts.length === columns.length && parts.every((part, index) => holds(columns[index]!, part));
}

/** A cursor whose parts are compared with `columns`, in that order. */
export function cursorSchema(...columns: CursorColumn[]) {
  return z
    .string({ message: CURSOR_MESSAGE })
    .refine((cursor) => isCursorOf(cursor, columns), CURSOR_MESSAGE);
}

/** The cursor of a list ordered by its rows' seq: most lists. */
export const bigintCursor = cursorSchema('bigint');
