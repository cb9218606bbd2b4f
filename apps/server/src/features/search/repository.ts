import { and, asc, desc, eq, gte, isNotNull, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import { searchSort, toIsbn13, type SearchQuery, type SearchSort } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import {
  countedEstimate,
  countMatches,
  counted as countedUpTo,
  estimateMatches,
  isCommon,
  pageOfMatches,
  planner,
  rowsToWalk,
  type MatchCount,
  type ReadPage,
} from '../../db/fast-path/search-pages.js';
import { productColumns, withSellerRating, type ProductRow } from '../../db/product-row.js';
import { products, userRatings } from '../../db/schema.js';
import { ratingColumns } from '../../db/user-rating.js';
import { correctSpelling } from './spelling.js';

/** A book found, with the key it is ordered by after its row: the next page's cursor. */
export type FoundBook = ProductRow & { key: number };

/** A page of search results: one row more than asked when a next page exists. */
export interface SearchPage {
  rows: FoundBook[];
  /** How many books on sale match: counted (up to SEARCH_COUNT_MAX), or estimated when there are many. */
  count: MatchCount;
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
 * before those where some are only in the place or description, each group newest first. How each
 * page and the count are read, so that a search costs the same at any size of the catalogue, is the
 * fast path's (db/fast-path/search-pages.ts): one transaction, whose planner settings are its own.
 */
export function createSearch(db: Db, { kind }: { kind: 'pglite' | 'postgres' }) {
  return {
    find(query: SearchQuery): Promise<SearchPage> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const plan = planner(tx);
        await plan('index');
        const sort = searchSort(query);
        // An ISBN however typed (ISBN-10, hyphens) is searched as the ISBN-13 listings store.
        const isbn = toIsbn13(query.q);
        const spelling = query.q === '' || isbn !== null ? undefined : await correctSpelling(tx, query.q);
        const words = isbn ?? spelling?.text ?? query.q;
        const tsquery = matching(words);
        // Text without a letter or a digit ("!!!", "-") holds no word to look for: every book matches.
        const match = /[\p{L}\p{N}]/u.test(words) ? sql`${products.searchDocument} @@ ${tsquery}` : undefined;
        const filters = and(
          eq(products.status, 'available'),
          // Always true (a generated column), said so that the newest-first walk may take its index.
          isNotNull(products.searchDocument),
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
        const estimate =
          kind === 'pglite'
            ? await countedEstimate(tx, filters, match, query.category)
            : await estimateMatches(tx, filters, match);
        // Without words, or when they are common, a page is found sooner by walking the order's index.
        const walk =
          match === undefined || isCommon(estimate, wanted) ? rowsToWalk(estimate, wanted) : undefined;
        // A first page that is not full holds every match: its rows are the count.
        const counted = (rows: FoundBook[]): Promise<MatchCount> =>
          cursor === undefined && rows.length < wanted
            ? Promise.resolve({ exact: rows.length, more: false })
            : estimate.counted
              ? Promise.resolve(countedUpTo(estimate.matches))
              : countMatches(tx, plan, and(filters, match), estimate.matches);

        /** Reads rows with their sort key (the next page's cursor), its seller's rating joined. */
        const reader =
          (key: SQL<number>, order: SQL[], limit: number): ReadPage<FoundBook> =>
          async (source, where) =>
            (
              await tx
                .select({
                  ...productColumns,
                  ...ratingColumns,
                  key: sql<number>`${key}`.mapWith(Number).as('key'),
                })
                .from(source)
                .leftJoin(userRatings, eq(userRatings.userId, products.sellerId))
                .where(where)
                .orderBy(...order)
                .limit(limit)
            ).map(asFound);

        if (sort === 'relevance' && match !== undefined) {
          // The books with every word in the title, author or ISBN (key 1), then the others (key 0).
          const inTitle = sql`ts_filter(${products.searchDocument}, '{a}') @@ ${tsquery}`;
          const order = [desc(products.seq)];
          const titled =
            cursor === undefined || cursor.key === 1
              ? await pageOfMatches(
                  tx,
                  plan,
                  {
                    filters: and(filters, cursor && lt(products.seq, cursor.seq)),
                    match: and(match, inTitle),
                    order,
                    wanted,
                    walk,
                  },
                  reader(sql<number>`1`, order, wanted),
                )
              : [];
          const rest = wanted - titled.length;
          const others =
            rest > 0
              ? await pageOfMatches(
                  tx,
                  plan,
                  {
                    filters: and(filters, cursor?.key === 0 ? lt(products.seq, cursor.seq) : undefined),
                    match: and(match, not(inTitle)),
                    order,
                    wanted: rest,
                    walk,
                  },
                  reader(sql<number>`0`, order, rest),
                )
              : [];
          const rows = [...titled, ...others];
          return { rows, count: await counted(rows), corrected };
        }
        const price = (compare: '>' | '<') =>
          cursor &&
          sql`(${products.resellPrice}, ${products.seq}) ${sql.raw(compare)} (${cursor.key / 100}::numeric, ${cursor.seq})`;
        const [after, order, key] =
          sort === 'price_asc'
            ? [price('>'), [asc(products.resellPrice), asc(products.seq)], priceKey]
            : sort === 'price_desc'
              ? [price('<'), [desc(products.resellPrice), desc(products.seq)], priceKey]
              : [cursor && lt(products.seq, cursor.seq), [desc(products.seq)], sql<number>`0`];
        const rows = await pageOfMatches(
          tx,
          plan,
          { filters: and(filters, after), match, order, wanted, walk },
          reader(key, order, wanted),
        );
        return { rows, count: await counted(rows), corrected };
      });
    },
  };
}

/** A price as the cursor carries it: whole cents. */
const priceKey = sql<number>`(${products.resellPrice} * 100)::bigint`;

function asFound(row: Parameters<typeof withSellerRating>[0] & { seq: number; key: number }): FoundBook {
  return { ...(withSellerRating(row) as unknown as ProductRow), seq: Number(row.seq), key: row.key };
}

export type Search = ReturnType<typeof createSearch>;
