import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_MAX } from '@second-shelf/shared';
import { listings } from '../../db/schema.js';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';

const t = useTestApp();

let seller: TestUser;
let buyer: TestUser;
const ids: Record<string, string> = {};

/** Lists a book; its id under `name`. */
async function list(name: string, fields: Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: seller,
    payload: bookInput(fields),
  });
  expect(response.statusCode, response.body).toBe(201);
  ids[name] = response.json().insertedId;
}

async function search(query: string, as: TestUser | null = buyer) {
  const response = await t.request({ url: `/api/search?${query}`, as });
  return { response, names: (response.json() as { book_name: string }[]).map?.((book) => book.book_name) };
}

beforeAll(async () => {
  seller = await t.signUp({ role: 'seller' });
  buyer = await t.signUp();
  await list('potter', {
    book_name: "Harry Potter and the Philosopher's Stone",
    author: 'J. K. Rowling',
    isbn: '0-7475-3269-9',
    category_id: '2',
    category_name: 'Comics & Fantasy',
    resell_price: 12,
    product_condition: 'excellent',
    format: 'hardcover',
    location: 'Dhaka, Dhanmondi',
  });
  await list('knight', {
    book_name: 'The Paper Knight',
    author: 'Émile Zola',
    category_id: '1',
    category_name: 'Action & Adventure',
    resell_price: 4,
    product_condition: 'fair',
    location: 'Chattogram',
    language: 'French',
  });
  await list('mention', {
    book_name: 'Letters from the Shire',
    author: 'Ann Author',
    description: 'A fan of harry potter wrote these letters.',
    category_id: '3',
    category_name: 'Literary Fiction',
    resell_price: 8,
    location: 'Sylhet',
  });
  await list('hidden', { book_name: 'Harry the Hidden', author: 'Ann Author' });
  await t.db.update(listings).set({ status: 'hidden' }).where(eq(listings.id, ids.hidden!));
  await list('booked', { book_name: 'Harry the Booked', author: 'Ann Author' });
  await t.db.update(listings).set({ status: 'booked' }).where(eq(listings.id, ids.booked!));
});

describe('GET /api/search', () => {
  it("answers visitors too, without the sellers' emails", async () => {
    const { response } = await search('q=harry', null);
    expect(response.statusCode).toBe(200);
    const books = response.json() as object[];
    expect(books.length).toBeGreaterThan(0);
    for (const book of books) expect(book).not.toHaveProperty('seller_email');
  });

  it('finds books on sale by title, author, ISBN, place and description, the best match first', async () => {
    const harry = await search('q=harry');
    expect(harry.response.statusCode).toBe(200);
    // The title match ranks above the description's; the hidden and the booked copies are not on sale.
    expect(harry.names).toEqual(["Harry Potter and the Philosopher's Stone", 'Letters from the Shire']);
    expect(harry.response.headers['x-total-count']).toBe('2');
    // A book as the API writes one: its order's keys (the cursor's) stay on the server.
    for (const book of harry.response.json() as Record<string, unknown>[]) {
      expect(Object.keys(book)).not.toContain('seq');
      expect(Object.keys(book)).not.toContain('key');
    }
    expect((await search('q=rowling')).names).toEqual(["Harry Potter and the Philosopher's Stone"]);
    expect((await search('q=dhanmondi')).names).toEqual(["Harry Potter and the Philosopher's Stone"]);
    expect((await search('q=fan%20letters')).names).toEqual(['Letters from the Shire']);
    // An ISBN as typed: ISBN-10 with hyphens, or the ISBN-13 it is stored as.
    for (const isbn of ['0-7475-3269-9', '9780747532699', '978-0-7475-3269-9'])
      expect((await search(`q=${isbn}`)).names, isbn).toEqual(["Harry Potter and the Philosopher's Stone"]);
  });

  it('folds accents and stems words, and reads web search syntax', async () => {
    expect((await search('q=emile')).names).toEqual(['The Paper Knight']);
    expect((await search(`q=${encodeURIComponent('ÉMILE')}`)).names).toEqual(['The Paper Knight']);
    expect((await search('q=knights')).names).toEqual(['The Paper Knight']);
    expect((await search(`q=${encodeURIComponent('"paper knight"')}`)).names).toEqual(['The Paper Knight']);
    expect((await search(`q=${encodeURIComponent('knight or shire')}`)).names).toHaveLength(2);
    expect((await search(`q=${encodeURIComponent('harry -potter')}`)).names).toEqual([]);
  });

  it('corrects a misspelt word to the nearest word of the catalogue, and says so', async () => {
    const { response, names } = await search(`q=${encodeURIComponent('harry poter')}`);
    expect(names?.[0]).toBe("Harry Potter and the Philosopher's Stone");
    expect(decodeURIComponent(String(response.headers['x-search-corrected']))).toBe('harry potter');
    // A word some book has is searched as typed, even a rare one; nothing near: nothing found.
    const exact = await search('q=shire');
    expect(exact.response.headers['x-search-corrected']).toBeUndefined();
    // Words that find books are searched as typed: the misspelt one is not looked at.
    const either = await search(`q=${encodeURIComponent('shire or poter')}`);
    expect(either.names).toEqual(['Letters from the Shire']);
    expect(either.response.headers['x-search-corrected']).toBeUndefined();
    const nothing = await search('q=xylophonist');
    expect(nothing.names).toEqual([]);
    expect(nothing.response.headers['x-total-count']).toBe('0');
    // The words of a listing that is not on sale are never offered: "hiddn" is not read as "hidden".
    const unlisted = await search('q=hiddn');
    expect(unlisted.response.headers['x-search-corrected']).toBeUndefined();
    expect(unlisted.names).toEqual([]);
  });

  it('keeps a correction a minute, yet searches the words as typed first, and keeps no lack of one', async () => {
    const first = await search(`q=${encodeURIComponent('lantrn keeper')}`);
    expect(first.names).toEqual([]);
    expect(first.response.headers['x-search-corrected']).toBeUndefined();
    // Nothing was near "lantrn": once a book is, the next search corrects it.
    await list('lantern', { book_name: 'The Lantern Keeper', author: 'Ann Author' });
    const corrected = await search(`q=${encodeURIComponent('lantrn keeper')}`);
    expect(corrected.names).toEqual(['The Lantern Keeper']);
    expect(decodeURIComponent(String(corrected.response.headers['x-search-corrected']))).toBe(
      'lantern keeper',
    );
    // Kept: a book listed since under the words as typed is found by them, not by the correction.
    await list('lantrn', { book_name: 'Lantrn Keeper, a Parody', author: 'Ann Author' });
    const typed = await search(`q=${encodeURIComponent('lantrn keeper')}`);
    expect(typed.names).toEqual(['Lantrn Keeper, a Parody']);
    expect(typed.response.headers['x-search-corrected']).toBeUndefined();
    // The other tests count the books on sale that beforeAll listed.
    await t.db
      .update(listings)
      .set({ status: 'hidden' })
      .where(inArray(listings.id, [ids.lantern!, ids.lantrn!]));
  });

  it('reads text without a letter or a digit as no words: every book on sale', async () => {
    const all = await search('q=');
    expect(all.names).toHaveLength(3);
    expect((await search(`q=${encodeURIComponent('!!! -')}`)).names).toEqual(all.names);
  });

  it('filters by category, condition, price, place, format and language', async () => {
    const all = (filters: string) => search(filters).then(({ names }) => names);
    expect(await all('category=1')).toEqual(['The Paper Knight']);
    expect(await all('condition=excellent')).toEqual(["Harry Potter and the Philosopher's Stone"]);
    expect(await all('min_price=5&max_price=10&sort=price_asc')).toEqual(['Letters from the Shire']);
    expect(await all(`location=${encodeURIComponent('chattogram')}`)).toEqual(['The Paper Knight']);
    expect(await all('format=hardcover')).toEqual(["Harry Potter and the Philosopher's Stone"]);
    expect(await all('language=French')).toEqual(['The Paper Knight']);
    expect(await all('q=harry&category=3')).toEqual(['Letters from the Shire']);
    // An empty field of the form is no filter.
    expect(await all('q=knight&category=&condition=&location=')).toEqual(['The Paper Knight']);
  });

  it('orders by newest or price, and pages by cursor without repeating or missing a book', async () => {
    expect((await search('sort=price_asc')).names).toEqual([
      'The Paper Knight',
      'Letters from the Shire',
      "Harry Potter and the Philosopher's Stone",
    ]);
    expect((await search('sort=price_desc')).names?.[0]).toBe("Harry Potter and the Philosopher's Stone");
    expect((await search('')).names?.[0]).toBe('Letters from the Shire');
    for (const sort of ['newest', 'price_asc', 'price_desc', 'relevance']) {
      const seen: string[] = [];
      let url: string | undefined =
        `/api/search?q=${encodeURIComponent('harry or knight or shire')}&sort=${sort}&limit=1`;
      while (url) {
        const response = await t.request({ url, as: buyer });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['x-total-count']).toBe('3');
        seen.push(...(response.json() as { _id: string }[]).map((book) => book._id));
        url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
      }
      expect(seen.toSorted(), sort).toEqual([ids.potter, ids.knight, ids.mention].toSorted());
    }
  });

  it('pages by relevance through the titled books, then the others, each newest first', async () => {
    // Twelve of the fifteen books on sale: common enough that PGlite's search walks the newest books.
    const titled: string[] = [];
    for (let n = 1; n <= 10; n += 1) {
      await list(`lantern ${n}`, { book_name: `Lantern Tales ${n}`, author: 'Ann Author' });
      titled.unshift(ids[`lantern ${n}`]!);
    }
    const described: string[] = [];
    for (let n = 1; n <= 2; n += 1) {
      await list(`lit ${n}`, {
        book_name: `Night Walks ${n}`,
        author: 'Ann Author',
        description: 'Read by lantern light.',
      });
      described.unshift(ids[`lit ${n}`]!);
    }
    for (const limit of [1, 4]) {
      const seen: string[] = [];
      let url: string | undefined = `/api/search?q=lantern&limit=${limit}`;
      while (url) {
        const response = await t.request({ url, as: buyer });
        expect(response.statusCode, url).toBe(200);
        seen.push(...(response.json() as { _id: string }[]).map((book) => book._id));
        url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
      }
      expect(seen, `limit ${limit}`).toEqual([...titled, ...described]);
    }
    await t.db
      .update(listings)
      .set({ status: 'hidden' })
      .where(sql`${listings.id} in ${[...titled, ...described]}`);
  });

  it('counts few matches, and says about how many when there are many', async () => {
    const few = await search('q=rowling');
    expect(few.response.headers['x-total-count']).toBe('1');
    expect(few.response.headers['x-total-estimate']).toBeUndefined();
    await t.db.execute(sql`
      insert into products (id, seller_id, category_id, category_name, book_name, author, image_url, original_price,
        resell_price, used, location, product_condition, posted_time, seller_name, seller_email)
      select gen_random_uuid()::text, ${seller.id}, '1', 'Action & Adventure', 'Many copies ' || g, 'Ann Author',
        '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka', 'good', '2026-11-22', 'Seller', ${seller.email}
      from generate_series(1, ${SEARCH_COUNT_MAX + 500}) g`);
    // The estimate comes from the statistics, as autovacuum would have them by now.
    await t.db.execute(sql`analyze products`);
    const { response, names } = await search('q=copies&limit=5');
    expect(names).toHaveLength(5);
    if (process.env.TEST_DATABASE_URL) {
      expect(response.headers['x-total-count']).toBeUndefined();
      expect(Number(response.headers['x-total-estimate'])).toBeGreaterThan(SEARCH_COUNT_MAX);
      expect(Number(response.headers['x-total-estimate'])).toBeLessThanOrEqual(SEARCH_COUNT_MAX + 600);
    } else {
      // PGlite counts its matches (it has no statistics of its own): past the count's end, "1,000+".
      expect(response.headers['x-total-count']).toBe(String(SEARCH_COUNT_MAX + 1));
      expect(response.headers['x-total-estimate']).toBeUndefined();
    }
    // Every page of many matches is found by walking the newest books.
    const next = String(response.headers.link).match(/<([^>]+)>/)?.[1];
    const second = await t.request({ url: next!, as: buyer });
    expect(second.json()).toHaveLength(5);
  });

  it('refuses malformed searches with 400 and a message naming the field', async () => {
    for (const [query, field] of [
      [`q=${'a'.repeat(201)}`, /q must be at most 200/],
      ['sort=cheapest', /sort must be one of/],
      ['condition=mint', /condition/],
      ['language=Klingon', /language/],
      ['min_price=-1', /min_price cannot be negative/],
      ['min_price=10&max_price=5', /min_price must not be more than max_price/],
      ['max_price=abc', /max_price must be a number/],
      ['category=fiction', /category/],
      ['cursor=abc', /cursor/],
      ['limit=0', /limit/],
    ] as const) {
      const { response } = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(field);
    }
  });
});
