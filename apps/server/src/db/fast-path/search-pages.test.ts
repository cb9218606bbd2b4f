import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookInput, useTestApp } from '../../../test/test-app.js';
import type { Db } from '../client.js';
import { listings } from '../schema.js';
import {
  booksOnSale,
  countMatches,
  isCommon,
  keptAMinute,
  pageOfMatches,
  roughly,
  rowsToWalk,
  searchRows,
  SEARCH_STATEMENTS_MAX,
  KEPT_ANSWERS,
  KEPT_MS,
  type Estimate,
  type OrderKey,
} from './search-pages.js';

const t = useTestApp();

describe('search pages', () => {
  it('rounds an estimate to two significant figures', () => {
    expect([0, 7, 42, 999, 1_049, 27_027, 1_000_000].map(roughly)).toEqual([
      0, 7, 42, 1_000, 1_000, 27_000, 1_000_000,
    ]);
  });

  it('walks for a page only when the words are common enough, and never far', () => {
    // 26 rows of a million: walking finds them in about 26 / s books, the GIN index reads s × 1,000,000.
    expect(isCommon({ matches: 27_000, books: 1_000_000 }, 26)).toBe(true);
    expect(isCommon({ matches: 4_000, books: 1_000_000 }, 26)).toBe(false);
    // The planner's guess for a word it has no statistics of: half a percent.
    expect(isCommon({ matches: 5_000, books: 1_000_000 }, 26)).toBe(false);
    expect(rowsToWalk({ matches: 27_000, books: 1_000_000 }, 26)).toBe(3_852);
    expect(rowsToWalk({ matches: 1_000_000, books: 1_000_000 }, 26)).toBe(1_000);
    expect(rowsToWalk({ matches: 0, books: 1_000_000 }, 26)).toBe(50_000);
  });

  it('counts from the index up to the end of the count, and gives the estimate past it', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ book_name: 'Counted Lantern', author: 'Ann Author' }),
    });
    expect(listed.statusCode).toBe(201);
    const lantern = sql`${listings.status} = 'available' and ${listings.searchDocument} @@ to_tsquery('english', 'lantern')`;
    const none = sql`${listings.searchDocument} @@ to_tsquery('english', 'qwrtzp')`;
    expect(await countMatches(t.db, undefined, () => lantern, 3)).toEqual({
      exact: 1,
      more: false,
    });
    expect(await countMatches(t.db, undefined, () => none, 3)).toEqual({
      exact: 0,
      more: false,
    });
    expect(await countMatches(t.db, undefined, () => lantern, 27_027)).toEqual({
      estimated: 27_000,
    });
  });

  it('keeps an estimate a minute, and the thousand asked for last', async () => {
    // Any clock but zero, which lru-cache reads as "no time kept".
    let clock = 1;
    const kept = keptAMinute<Estimate>(() => clock);
    let asked = 0;
    const estimate = (matches: number) => async () => {
      asked += 1;
      return { matches, books: 100 };
    };
    expect(await kept('garden', estimate(7))).toEqual({ matches: 7, books: 100 });
    clock = 1 + KEPT_MS;
    expect(await kept('garden', estimate(8))).toEqual({ matches: 7, books: 100 });
    expect(asked).toBe(1);
    clock = 2 + KEPT_MS;
    expect(await kept('garden', estimate(9))).toEqual({ matches: 9, books: 100 });
    expect(asked).toBe(2);
    for (let word = 0; word < KEPT_ANSWERS; word += 1) await kept(`word ${word}`, estimate(1));
    expect(asked).toBe(2 + KEPT_ANSWERS);
    // The thousand asked for last are kept; 'garden', asked for least recently, is asked again.
    await kept(`word ${KEPT_ANSWERS - 1}`, estimate(1));
    await kept('garden', estimate(10));
    expect(asked).toBe(3 + KEPT_ANSWERS);
  });

  it('keeps an answer asked for again over one asked for once', async () => {
    const kept = keptAMinute<number>(() => 1);
    const asked: string[] = [];
    const answer = (key: string) => () => kept(key, async () => (asked.push(key), 1));
    for (let word = 0; word < KEPT_ANSWERS; word += 1) await answer(`word ${word}`)();
    // The first is asked for again from memory; the next newcomer pushes out the second.
    await answer('word 0')();
    await answer('newcomer')();
    asked.length = 0;
    await answer('word 0')();
    await answer('word 1')();
    expect(asked).toEqual(['word 1']);
  });

  it('keeps only the answers it is told to keep', async () => {
    const kept = keptAMinute<number>(
      () => 0,
      (answer) => answer > 0,
    );
    let asked = 0;
    const answer = (value: number) => async () => {
      asked += 1;
      return value;
    };
    expect(await kept('none', answer(0))).toBe(0);
    expect(await kept('none', answer(3))).toBe(3);
    expect(await kept('none', answer(4))).toBe(3);
    expect(asked).toBe(2);
  });

  it("walks on the order's own index, on either database", async () => {
    // Had its index's predicate been something the database drops from a query as always true
    // (`search_document is not null` on PostgreSQL 18, PGlite's), no search could walk on it.
    const walkedOn = (order: OrderKey[]) =>
      t.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // Whatever the costs, only an index that the query's filters allow can be taken.
        await tx.execute(sql`select set_config('enable_seqscan', 'off', true),
          set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`);
        const plans: string[] = [];
        await pageOfMatches(
          tx,
          undefined,
          {
            filters: booksOnSale,
            match: sql`${listings.searchDocument} @@ to_tsquery('english', 'garden')`,
            order,
            wanted: 2,
            walk: 100,
          },
          async (_path, source, where: SQL | undefined, orderBy) => {
            const { rows } = (await tx.execute(
              sql`explain ${tx
                .select({ id: listings.id })
                .from(source())
                .where(where)
                .orderBy(...orderBy)
                .limit(2)}`,
            )) as unknown as { rows: Record<string, string>[] };
            plans.push(rows.map((row) => Object.values(row)[0]).join('\n'));
            return [];
          },
        );
        return plans[0];
      });
    expect(await walkedOn([[listings.seq, 'desc']])).toContain('products_search_newest_idx');
    expect(
      await walkedOn([
        [listings.resellPrice, 'asc'],
        [listings.seq, 'asc'],
      ]),
    ).toContain('products_available_price_idx');
  });

  it('makes a page statement once per shape, and fills each search in', async () => {
    const ran: { name?: string; text: string; values: unknown[] }[] = [];
    const run = searchRows(async (statement, values) => {
      ran.push({ ...statement, values });
      return [];
    });
    let made = 0;
    const build = () => {
      made += 1;
      return t.db
        .select({ id: listings.id })
        .from(listings)
        .where(sql`${listings.bookName} = ${sql.placeholder('title')}`)
        .limit(sql.placeholder('limit'));
    };
    await run('by title', build, { title: 'Lantern', limit: 3 });
    await run('by title', build, { title: 'Mirror', limit: 5 });
    expect(made).toBe(1);
    expect(ran.map(({ values }) => values)).toEqual([
      ['Lantern', 3],
      ['Mirror', 5],
    ]);
    expect(ran[0]!.name).toBeDefined();
    expect(ran[1]!.name).toBe(ran[0]!.name);
    // Past the bound, a shape is made each time and not prepared.
    for (let shape = 1; shape < SEARCH_STATEMENTS_MAX; shape += 1)
      await run(`shape ${shape}`, build, { title: 'x', limit: 1 });
    await run('one too many', build, { title: 'x', limit: 1 });
    await run('one too many', build, { title: 'x', limit: 1 });
    expect(made).toBe(SEARCH_STATEMENTS_MAX + 2);
    expect(ran.at(-1)!.name).toBeUndefined();
  });
});
