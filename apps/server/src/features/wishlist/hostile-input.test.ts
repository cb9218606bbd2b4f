import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookInput, nextIp, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;

/** What could stand for a book's or an alert's id: none of them is one. */
const ids = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uuid(),
  fc.constantFrom(
    "' OR 1=1 --",
    "x'); delete from wishlist_items; --",
    '../ids',
    'ids',
    '%',
    '\u0000',
    '\ud800',
    '‮reversed',
    '__proto__',
    'constructor',
    '-1',
    '1e309',
    '9223372036854775808',
    ' ',
    'x'.repeat(65),
    'x'.repeat(5_000),
  ),
);

/** Any body, and bodies close to the real one. */
const bodies = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ productId: fc.oneof(ids, fc.jsonValue({ maxDepth: 2 })) }),
  fc.dictionary(
    fc.constantFrom('productId', '__proto__', 'constructor', 'isbn'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);

/** Percent-encodes any string; a lone surrogate (which no URL can carry) becomes U+FFFD first. */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );

async function rows(): Promise<string> {
  const result = (await t.db.execute(sql`
    select md5(coalesce((select string_agg(w::text, ',' order by w.seq) from wishlist_items w), '')
      || coalesce((select string_agg(a::text, ',' order by a.id) from copy_alerts a), '')
      || coalesce((select string_agg(n::text, ',' order by n.id) from notifications n), '')) as sum`)) as unknown as {
    rows: { sum: string }[];
  };
  return result.rows[0]!.sum;
}

describe(`the wishlist and alerts with hostile input (${RUNS} cases a route, seed ${SEED})`, () => {
  it('answers only 2xx for what exists and 4xx for the rest, and a refusal changes nothing', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ isbn: '9780306406157' }),
    });
    const productId = listed.json().insertedId as string;
    expect(
      (await t.request({ method: 'PUT', url: `/api/wishlist/${productId}`, as: buyer })).statusCode,
    ).toBe(200);
    const alert = await t.request({ method: 'POST', url: '/api/alerts', as: buyer, payload: { productId } });
    expect(alert.statusCode).toBe(201);
    const before = await rows();
    const failures: string[] = [];
    const check = (what: string, status: number, body: string) => {
      if (status < 400 || status >= 500) failures.push(`${what}: ${status} ${body.slice(0, 200)}`);
      return status >= 400 && status < 500;
    };

    await fc.assert(
      fc.asyncProperty(ids, fc.constantFrom('PUT', 'DELETE'), async (id, method) => {
        const response = await t.request({
          method,
          url: `/api/wishlist/${encode(id) || 'x'}`,
          as: buyer,
          ip: nextIp(),
        });
        return check(`${method} /api/wishlist/${id.slice(0, 80)}`, response.statusCode, response.body);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await t.request({
          method: 'POST',
          url: '/api/alerts',
          as: buyer,
          ip: nextIp(),
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        // The one real book's alert exists already: asked again, the same one (200).
        const isTheBook = (body as { productId?: unknown } | null)?.productId === productId;
        if (isTheBook) return response.statusCode === 200;
        return check(
          `POST /api/alerts ${JSON.stringify(body).slice(0, 120)}`,
          response.statusCode,
          response.body,
        );
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(ids, async (id) => {
        const response = await t.request({
          method: 'DELETE',
          url: `/api/alerts/${encode(id) || 'x'}`,
          as: buyer,
        });
        return check(`DELETE /api/alerts/${id.slice(0, 80)}`, response.statusCode, response.body);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(ids, ids, async (limit, cursor) => {
        const response = await t.request({
          url: `/api/wishlist?limit=${encode(limit)}&cursor=${encode(cursor)}`,
          as: buyer,
        });
        // A number that happens to be a valid limit and cursor is a page (perhaps empty).
        if (response.statusCode === 200) return true;
        return check(`GET /api/wishlist?limit=${limit.slice(0, 40)}`, response.statusCode, response.body);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Malformed escapes, as a raw client sends them.
    for (const raw of ['%ED%A0%80', '%', '%E0%A4%A', '%00', '%2e%2e%2f']) {
      for (const [method, url] of [
        ['PUT', `/api/wishlist/${raw}`],
        ['DELETE', `/api/wishlist/${raw}`],
        ['DELETE', `/api/alerts/${raw}`],
        ['GET', `/api/wishlist?cursor=${raw}`],
      ] as const) {
        const response = await t.request({ method, url, as: buyer });
        check(`${method} ${url}`, response.statusCode, response.body);
      }
    }
    // Past what a page can give, the cursor is refused with the reason.
    for (const cursor of ['9007199254740992', '9223372036854775808']) {
      const response = await t.request({ url: `/api/wishlist?cursor=${cursor}`, as: buyer });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/cursor must be the value given by the previous page/);
    }
    expect(failures).toEqual([]);
    expect(await rows()).toBe(before);
  }, 300_000);
});
