import { and, eq, gte, lt, lte, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { searchSort, toIsbn13, type SearchQuery, type SearchSort } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import {
  booksOnSale,
  countedEstimate,
  countMatches,
  counted as countedUpTo,
  estimateMatches,
  isCommon,
  keptAMinute,
  pageOfMatches,
  planner,
  rowsToWalk,
  searchRows,
  sortedMatches,
  type Estimate,
  type MatchCount,
  type OrderKey,
  type Planner,
  type ReadPage,
} from '../../db/fast-path/search-pages.js';
import { listingColumns, withSellerRating, type ListingRow } from '../../db/listing-row.js';
import { listings, userRatings } from '../../db/schema.js';
import { ratingColumns, ratingOf } from '../../db/user-rating.js';
import { columnReader, type RowsQuery } from '../../db/fast-path/prepared-rows.js';
import { correctSpelling, type Spelling } from './spelling.js';

/** A book found, with the key it is ordered by after its row: the next page's cursor. */
export type FoundBook = ListingRow & { key: number };

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
const matching = (text: string | Placeholder) =>
  sql`websearch_to_tsquery('english'::regconfig, search_fold(${text}))`;

/**
 * A value of a search as a statement takes it: itself, or a placeholder filled in each time the
 * statement runs (PostgreSQL's pages, made once per shape: searchRows).
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/**
 * Search: the books on sale that match the words (title, author, ISBN, place, description; stems,
 * accents folded) and the filters, in the order asked for, paged by keyset. Words that find nothing
 * are looked at for misspellings, and the search is made again with the words corrected.
 *
 * Relevance puts the books whose title, author or ISBN (their own document, title_document) hold all
 * the words before those where some are only in the place or description, each group newest first.
 * How each page and the count are read, so that a search costs the same at any size of the
 * catalogue, is the fast path's (db/fast-path/search-pages.ts).
 */
export function createSearch(
  db: Db,
  { kind, rows: driverRows }: { kind: 'pglite' | 'postgres'; rows: RowsQuery },
) {
  // The planner's estimates of the searches made in the last minute, by their words and filters.
  // An estimate comes from the table's statistics, which change only when the table is analyzed
  // again (autovacuum, when a tenth of it has changed): a search asked again within the minute is
  // answered without asking the planner, one round trip fewer of the two a common word's first page
  // takes (the driver's writes were a fifth of the server's time on a search).
  const estimates = keptAMinute<Estimate>();
  // The corrections found in the last minute, by the words typed: a misspelt search asked again
  // takes two statements, not three, and not the one that costs the most (spelling.ts). The words
  // as typed are still searched first, so a book listed since under them is found; a correction to
  // a word that has left the shelves within the minute finds nothing, as no correction would. Words
  // with nothing near them are looked at again each time: a book listed since may be near them.
  const corrections = keptAMinute<Spelling>(Date.now, (spelling) => spelling.corrected);
  // A shape's terms with placeholders hold no value of a search: made once per shape, as its statements are.
  const madeTerms = new Map<string, unknown>();
  const placeholderTerms = <T>(shape: string, make: () => T): T => {
    let made = madeTerms.get(shape) as T | undefined;
    if (made === undefined) madeTerms.set(shape, (made = make()));
    return made;
  };
  // PostgreSQL's pages are read by the driver (searchRows); PGlite's in the search's transaction.
  const pageRows = kind === 'postgres' ? searchRows(driverRows) : undefined;
  /** The page of the books that `words` match, with their count. */
  async function pageFor(
    db: Db,
    plan: Planner,
    words: string,
    query: SearchQuery,
  ): Promise<Omit<SearchPage, 'corrected'>> {
    const sort = searchSort(query);
    const cursor = readCursor(query.cursor);
    const wanted = query.limit + 1;
    // Every value of the search, for the statements that take them as placeholders (pageRows).
    // Written out field by field, so that every search's values have one shape: a copy of the
    // query (whose fields vary) missed the engine's caches on each field.
    const values = {
      words,
      category: query.category,
      condition: query.condition,
      format: query.format,
      language: query.language,
      min_price: query.min_price,
      max_price: query.max_price,
      location: query.location,
      cursorSeq: cursor?.seq,
      cursorKey: cursor?.key,
      cursorPrice: cursor && cursor.key / 100,
      walk: undefined as number | undefined,
      limit: query.limit,
    };
    // The filters' values, each undefined when the search has no such filter.
    const filterValues = [
      query.category,
      query.condition,
      query.format,
      query.language,
      query.min_price,
      query.max_price,
      query.location || undefined,
    ];
    // Text without a letter or a digit ("!!!", "-") holds no word to look for: every book matches.
    const hasWords = /[\p{L}\p{N}]/u.test(words);
    // The statements' shape: which filters, words and order the search has (its values aside).
    const shape = filterValues.map((value) => (value === undefined ? '-' : '+')).join('');
    const terms = (bind: Bind) => {
      const tsquery = matching(bind('words', words));
      return {
        match: hasWords ? sql`${listings.searchDocument} @@ ${tsquery}` : undefined,
        inTitle: sql`${listings.titleDocument} @@ ${tsquery}`,
        filters: and(
          booksOnSale,
          query.category === undefined
            ? undefined
            : eq(listings.categoryId, bind('category', query.category)),
          query.condition === undefined
            ? undefined
            : eq(listings.productCondition, bind('condition', query.condition)),
          query.format === undefined ? undefined : eq(listings.format, bind('format', query.format)),
          query.language === undefined ? undefined : eq(listings.language, bind('language', query.language)),
          query.min_price === undefined
            ? undefined
            : gte(listings.resellPrice, bind('min_price', query.min_price)),
          query.max_price === undefined
            ? undefined
            : lte(listings.resellPrice, bind('max_price', query.max_price)),
          query.location === undefined || query.location === ''
            ? undefined
            : sql`strpos(search_fold(${listings.location}), search_fold(${bind('location', query.location)})) > 0`,
        ),
      };
    };
    // The estimate and the count take the values, made only when they are asked of the database;
    // PostgreSQL's pages take placeholders, the same for every search of a shape (searchRows).
    let valuedTerms: ReturnType<typeof terms> | undefined;
    const valued = () => (valuedTerms ??= terms(asValue));
    const bind = pageRows ? asPlaceholder : asValue;
    const pageTerms = pageRows
      ? placeholderTerms(`${shape}${hasWords ? 'w' : ''}`, () => terms(asPlaceholder))
      : valued();
    await plan?.('index');
    // PGlite's estimate is a count (no statistics there), which a book listed since would change:
    // only PostgreSQL's estimates are kept.
    const estimate =
      kind === 'pglite'
        ? await countedEstimate(db, valued().filters, valued().match, query.category)
        : await estimates(JSON.stringify([words, ...filterValues]), () =>
            estimateMatches(db, valued().filters, valued().match),
          );
    // Without words, or when they are common, a page is found sooner by walking the order's index.
    const walk = !hasWords || isCommon(estimate, wanted) ? rowsToWalk(estimate, wanted) : undefined;
    // A first page that is not full holds every match: its rows are the count.
    const counted = (rows: FoundBook[]): Promise<MatchCount> =>
      cursor === undefined && rows.length < wanted
        ? Promise.resolve({ exact: rows.length, more: false })
        : estimate.counted
          ? Promise.resolve(countedUpTo(estimate.matches))
          : countMatches(db, plan, () => and(valued().filters, valued().match), estimate.matches);

    values.walk = walk;
    const walkLimit = walk === undefined ? undefined : bind('walk', walk);

    /**
     * Reads rows with their sort key (the next page's cursor), its seller's rating joined. `pass`
     * tells the statement's shape beside the search's: which part of the order, after a cursor or not.
     */
    const reader =
      (key: SQL<number>, limit: number, pass: string): ReadPage<FoundBook> =>
      async (path, source, where, order) => {
        const page = () =>
          db
            .select({ ...foundColumns, key: sql<number>`${key}`.mapWith(Number).as('key') })
            .from(source())
            .leftJoin(userRatings, eq(userRatings.userId, listings.sellerId))
            .where(where)
            .orderBy(...order)
            .limit(bind('limit', limit));
        if (!pageRows) return (await page()).map(asFound);
        const statement = `${shape}${hasWords ? 'w' : ''}:${sort}:${pass}:${path}`;
        // This read's limit: searchRows fills the placeholders before it awaits anything.
        values.limit = limit;
        return (await pageRows(statement, page, values)).map(readFound);
      };
    const { filters: pageFilters, match: pageMatch, inTitle } = pageTerms;
    // Newest first, the books before the cursor's.
    const beforeCursor = () => lt(listings.seq, bind('cursorSeq', cursor?.seq ?? 0));

    if (sort === 'relevance' && pageMatch !== undefined) {
      // The books with every word in the title, author or ISBN (key 1), then the others (key 0).
      if (walk === undefined) {
        // Few books match: all of them, read from the words' GIN index, sorted titled first at once.
        const titledFirst = sql<number>`(${inTitle})::int`;
        const after =
          cursor &&
          sql`(${titledFirst}, ${listings.seq}) < (${bind('cursorKey', cursor.key)}, ${bind('cursorSeq', cursor.seq)})`;
        const rows = await sortedMatches(
          plan,
          and(pageFilters, pageMatch, after),
          [titledFirst, listings.seq],
          reader(titledFirst, wanted, `sorted${cursor ? '>' : ''}`),
        );
        return { rows, count: await counted(rows) };
      }
      const order: OrderKey[] = [[listings.seq, 'desc']];
      const titled =
        cursor === undefined || cursor.key === 1
          ? await pageOfMatches(
              db,
              plan,
              {
                filters: and(pageFilters, cursor && beforeCursor()),
                match: and(inTitle, pageMatch),
                order,
                wanted,
                walk: walkLimit,
              },
              reader(sql<number>`1`, wanted, `titled${cursor ? '>' : ''}`),
            )
          : [];
      const rest = wanted - titled.length;
      const others =
        rest > 0
          ? await pageOfMatches(
              db,
              plan,
              {
                filters: and(pageFilters, cursor?.key === 0 ? beforeCursor() : undefined),
                match: and(pageMatch, not(inTitle)),
                order,
                wanted: rest,
                walk: walkLimit,
              },
              reader(sql<number>`0`, rest, `others${cursor?.key === 0 ? '>' : ''}`),
            )
          : [];
      const rows = [...titled, ...others];
      return { rows, count: await counted(rows) };
    }
    const price = (compare: '>' | '<') =>
      cursor &&
      sql`(${listings.resellPrice}, ${listings.seq}) ${sql.raw(compare)} (${bind('cursorPrice', cursor.key / 100)}::numeric, ${bind('cursorSeq', cursor.seq)})`;
    const [after, order, key]: [SQL | undefined, OrderKey[], SQL<number>] =
      sort === 'price_asc'
        ? [
            price('>'),
            [
              [listings.resellPrice, 'asc'],
              [listings.seq, 'asc'],
            ],
            priceKey,
          ]
        : sort === 'price_desc'
          ? [
              price('<'),
              [
                [listings.resellPrice, 'desc'],
                [listings.seq, 'desc'],
              ],
              priceKey,
            ]
          : [cursor && beforeCursor(), [[listings.seq, 'desc']], sql<number>`0`];
    const rows = await pageOfMatches(
      db,
      plan,
      { filters: and(pageFilters, after), match: pageMatch, order, wanted, walk: walkLimit },
      reader(key, wanted, `plain${cursor ? '>' : ''}`),
    );
    return { rows, count: await counted(rows) };
  }

  /** The search on the database, in a transaction whose planner is set on PGlite (search-pages.ts). */
  const run = <T>(work: (db: Db, plan: Planner) => Promise<T>): Promise<T> =>
    kind === 'pglite'
      ? db.transaction((transaction) => {
          const tx = transaction as unknown as Db;
          return work(tx, planner(tx));
        })
      : work(db, undefined);

  return {
    find(query: SearchQuery): Promise<SearchPage> {
      return run(async (db, plan) => {
        // An ISBN however typed (ISBN-10, hyphens) is searched as the ISBN-13 listings store.
        const isbn = toIsbn13(query.q);
        const found = await pageFor(db, plan, isbn ?? query.q, query);
        if (found.rows.length > 0 || isbn !== null || query.q === '') return found;
        const spelling = await corrections(query.q, () => correctSpelling(db, query.q));
        if (!spelling.corrected) return found;
        return { ...(await pageFor(db, plan, spelling.text, query)), corrected: spelling.text };
      });
    },
  };
}

/** A price as the cursor carries it: whole cents. */
const priceKey = sql<number>`(${listings.resellPrice} * 100)::bigint`;

/** A found book's cells: its columns, its seller's rating, then its key. */
const foundColumns = { ...listingColumns, ...ratingColumns };
const readBook = columnReader<ListingRow>(listingColumns);
const ratingCell = Object.keys(listingColumns).length;

/** A found book from the driver's cells (searchRows), in foundColumns' order and its key. */
function readFound(row: unknown[]): FoundBook {
  const book = readBook(row, 0) as FoundBook;
  book.seller_rating = ratingOf(row[ratingCell], row[ratingCell + 1]);
  book.key = Number(row[ratingCell + 2]);
  return book;
}

function asFound(row: Parameters<typeof withSellerRating>[0] & { seq: number; key: number }): FoundBook {
  return { ...(withSellerRating(row) as unknown as ListingRow), seq: Number(row.seq), key: row.key };
}

export type Search = ReturnType<typeof createSearch>;
