import { and, asc, desc, eq, gte, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import {
  searchSort,
  SEARCH_COUNT_MAX,
  toIsbn13,
  type SearchQuery,
  type SearchSort,
} from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { productColumns, withSellerRating, type ProductRow } from '../../db/product-row.js';
import { products, userRatings } from '../../db/schema.js';
import { ratingColumns } from '../../db/user-rating.js';
import { correctSpelling } from './spelling.js';

/** A book found, with the key it is ordered by after its row: the next page's cursor. */
export type FoundBook = ProductRow & { key: number };

/** A page of search results: one row more than asked when a next page exists. */
export interface SearchPage {
  rows: FoundBook[];
  /** Matching books on sale, counted up to SEARCH_COUNT_MAX + 1. */
  total: number;
  /** The words searched for, when misspelt words were corrected ("harry poter" → "harry potter"). */
  corrected?: string;
}

/** A cursor as the previous page gave it: its sort key (0 when newest first) and its row. */
export function readCursor(cursor: string | undefined): { key: number; seq: number } | undefined {
  if (cursor === undefined) return undefined;
  const [key, seq] = cursor.includes('_') ? cursor.split('_') : ['0', cursor];
  return { key: Number(key), seq: Number(seq) };
}

export function writeCursor(sort: SearchSort, row: { key: number; seq: number }): string {
  return sort === 'newest' ? String(row.seq) : `${row.key}_${row.seq}`;
}

/** The words of a query as PostgreSQL's web search syntax reads them: "quoted phrases", or, -not. */
const matching = (text: string) => sql`websearch_to_tsquery('english'::regconfig, search_fold(${text}))`;

/**
 * Search: the books on sale that match the words (title, author, ISBN, place, description; stems,
 * accents folded, a misspelt word corrected) and the filters, in the order asked for, paged by keyset.
 *
 * Relevance puts the books whose title, author or ISBN (the document's weight A) hold all the words
 * before those where some are only in the place or description, each group newest first. Every order
 * is then one an index walks (products_available_seq_idx, products_available_price_idx), so that a
 * word found in a hundred thousand books costs a page, not a sort of all of them; a rare word's few
 * books come from the GIN index instead. The planner picks by the words' frequencies.
 */
export function createSearch(db: Db) {
  const read = (where: SQL | undefined, order: SQL[], key: SQL<number>, limit: number) =>
    db
      .select({ ...productColumns, ...ratingColumns, key: sql<number>`${key}`.mapWith(Number).as('key') })
      .from(products)
      .leftJoin(userRatings, eq(userRatings.userId, products.sellerId))
      .where(where)
      .orderBy(...order)
      .limit(limit);

  const count = (where: SQL | undefined) =>
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(products)
        .where(where)
        .limit(SEARCH_COUNT_MAX + 1)
        .as('matches'),
    );

  return {
    async find(query: SearchQuery): Promise<SearchPage> {
      const sort = searchSort(query);
      // An ISBN however typed (ISBN-10, hyphens) is searched as the ISBN-13 listings store.
      const isbn = toIsbn13(query.q);
      const spelling = query.q === '' || isbn !== null ? undefined : await correctSpelling(db, query.q);
      const words = isbn ?? spelling?.text ?? query.q;
      const tsquery = matching(words);
      const inTitle = sql`ts_filter(${products.searchDocument}, '{a}') @@ ${tsquery}`;

      const where = and(
        eq(products.status, 'available'),
        words === '' ? undefined : sql`${products.searchDocument} @@ ${tsquery}`,
        query.category === undefined ? undefined : eq(products.categoryId, query.category),
        query.condition === undefined ? undefined : eq(products.productCondition, query.condition),
        query.format === undefined ? undefined : eq(products.format, query.format),
        query.language === undefined ? undefined : eq(products.language, query.language),
        query.min_price === undefined ? undefined : gte(products.resellPrice, query.min_price),
        query.max_price === undefined ? undefined : lte(products.resellPrice, query.max_price),
        query.location === undefined || query.location === ''
          ? undefined
          : sql`strpos(search_fold(${products.location}), search_fold(${query.location})) > 0`,
      );
      const cursor = readCursor(query.cursor);
      const wanted = query.limit + 1;
      const corrected = spelling?.corrected ? spelling.text : undefined;

      const page = async (): Promise<FoundBook[]> => {
        if (sort === 'relevance') {
          // The books with every word in the title, author or ISBN (key 1), then the others (key 0).
          const titled =
            cursor === undefined || cursor.key === 1
              ? await read(
                  and(where, inTitle, cursor && lt(products.seq, cursor.seq)),
                  [desc(products.seq)],
                  sql<number>`1`,
                  wanted,
                )
              : [];
          const others =
            titled.length < wanted
              ? await read(
                  and(where, not(inTitle), cursor?.key === 0 ? lt(products.seq, cursor.seq) : undefined),
                  [desc(products.seq)],
                  sql<number>`0`,
                  wanted - titled.length,
                )
              : [];
          return [...titled, ...others].map(asFound);
        }
        const price = (compare: '>' | '<') =>
          cursor &&
          sql`(${products.resellPrice}, ${products.seq}) ${sql.raw(compare)} (${cursor.key / 100}::numeric, ${cursor.seq})`;
        const [after, order, key] =
          sort === 'newest'
            ? [cursor && lt(products.seq, cursor.seq), [desc(products.seq)], sql<number>`0`]
            : sort === 'price_asc'
              ? [
                  price('>'),
                  [asc(products.resellPrice), asc(products.seq)],
                  sql<number>`(${products.resellPrice} * 100)::bigint`,
                ]
              : [
                  price('<'),
                  [desc(products.resellPrice), desc(products.seq)],
                  sql<number>`(${products.resellPrice} * 100)::bigint`,
                ];
        return (await read(and(where, after), order, key, wanted)).map(asFound);
      };
      // The count beside the page: two statements at once where the database takes them (PostgreSQL).
      const [rows, [counted]] = await Promise.all([page(), count(where)]);
      return { rows, total: counted?.total ?? 0, corrected };
    },
  };
}

function asFound(row: Parameters<typeof withSellerRating>[0] & { seq: number; key: number }): FoundBook {
  return { ...(withSellerRating(row) as unknown as ProductRow), seq: Number(row.seq), key: row.key };
}

export type Search = ReturnType<typeof createSearch>;
