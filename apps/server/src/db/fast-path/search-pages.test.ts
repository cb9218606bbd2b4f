import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookInput, useTestApp } from '../../../test/test-app.js';
import type { Db } from '../client.js';
import { products } from '../schema.js';
import { countMatches, isCommon, planner, roughly, rowsToWalk } from './search-pages.js';

const t = useTestApp();

const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
  t.db.transaction((tx) => work(tx as unknown as Db));

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
    const lantern = sql`${products.status} = 'available' and ${products.searchDocument} @@ to_tsquery('english', 'lantern')`;
    const none = sql`${products.searchDocument} @@ to_tsquery('english', 'qwrtzp')`;
    expect(await inTransaction((tx) => countMatches(tx, planner(tx), lantern, 3))).toEqual({
      exact: 1,
      more: false,
    });
    expect(await inTransaction((tx) => countMatches(tx, planner(tx), none, 3))).toEqual({
      exact: 0,
      more: false,
    });
    expect(await inTransaction((tx) => countMatches(tx, planner(tx), lantern, 27_027))).toEqual({
      estimated: 27_000,
    });
  });
});
