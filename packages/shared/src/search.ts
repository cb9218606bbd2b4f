import { z } from './zod-in-browsers.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './common.js';
import { CURSOR_MESSAGE, isCursorOf, type CursorColumn } from './cursors.js';
import {
  BOOK_FORMATS,
  BOOK_LANGUAGES,
  LOCATION_MAX_LENGTH,
  PRICE_MAX,
  LISTING_CONDITIONS,
} from './listing-terms.js';
import { SEARCH_SORTS, SEARCH_TEXT_MAX_LENGTH, searchSort, type SearchSort } from './search-terms.js';

export * from './search-terms.js';

/** An empty field of a form (`?condition=`) means no filter, as if it were not there. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const price = (label: string) =>
  optional(
    z.coerce
      .number({ message: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(PRICE_MAX, `${label} must be at most ${PRICE_MAX}`),
  );

/**
 * The columns a search's cursor is compared with, by its order: its sort key's, then its row's seq
 * (the seq alone when newest first).
 */
export const SEARCH_CURSOR_COLUMNS: Record<SearchSort, readonly CursorColumn[]> = {
  relevance: ['integer', 'bigint'],
  newest: ['bigint'],
  price_asc: ['cents', 'bigint'],
  price_desc: ['cents', 'bigint'],
};

/**
 * GET /api/search and the /search screen's address: the words, the filters and the order, so that a
 * search can be shared and opened again. The cursor is the one the previous page gave (its sort key
 * and row, `key_seq`, or the row alone when newest first).
 */
export const searchQuerySchema = z
  .object({
    q: z
      .string({ message: 'q must be text' })
      .max(SEARCH_TEXT_MAX_LENGTH, `q must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`)
      .default('')
      .transform((text) => text.trim()),
    category: optional(z.string().regex(/^[0-9]{1,6}$/, 'category must be a category id')),
    condition: optional(z.enum(LISTING_CONDITIONS, { message: 'condition must be excellent, good or fair' })),
    min_price: price('min_price'),
    max_price: price('max_price'),
    location: optional(
      z
        .string()
        .max(LOCATION_MAX_LENGTH, `location must be at most ${LOCATION_MAX_LENGTH} characters`)
        .transform((text) => text.trim()),
    ),
    format: optional(z.enum(BOOK_FORMATS, { message: 'format must be paperback, hardcover or other' })),
    language: optional(z.enum(BOOK_LANGUAGES, { message: 'language must be one of the listed languages' })),
    sort: optional(z.enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` })),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
      .default(PAGE_SIZE_DEFAULT),
    // Not a field of a form: an empty cursor is refused with the others no page gave.
    cursor: z.string({ message: CURSOR_MESSAGE }).optional(),
  })
  .refine(
    ({ min_price, max_price }) =>
      min_price === undefined || max_price === undefined || min_price <= max_price,
    { message: 'min_price must not be more than max_price', path: ['min_price'] },
  )
  .refine(
    (query) =>
      query.cursor === undefined || isCursorOf(query.cursor, SEARCH_CURSOR_COLUMNS[searchSort(query)]),
    { message: CURSOR_MESSAGE, path: ['cursor'] },
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;
