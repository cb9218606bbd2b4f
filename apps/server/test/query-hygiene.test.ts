import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookInput, useTestApp, type TestUser } from './test-app.js';

// What each API call costs the database, counted statement by statement: a page of books
// is a constant number of statements whatever its size, a signed-in request is checked from memory
// once its session has been read, and every list walks an index, never the whole table.
const t = useTestApp();

let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

async function addBooks(count: number, category = '1'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({
        category_id: category,
        category_name: 'Action & Adventure',
        book_name: `Book ${i}`,
      }),
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json().insertedId as string);
  }
  return ids;
}

async function book(productId: string, as = buyer) {
  return t.request({
    method: 'POST',
    url: '/api/bookings',
    as,
    payload: { productId, meetingLocation: 'Dhaka', phoneNumber: '01700000000' },
  });
}

/** Available books of a category, counted the slow way. */
async function countedAvailable(category: string): Promise<number> {
  const rows = (await t.db.execute(
    sql`select count(*)::int as n from products where category_id = ${category} and status = 'available'`,
  )) as unknown as { rows: { n: number }[] };
  return rows.rows[0]!.n;
}

async function shownTotal(category: string, as = buyer): Promise<number> {
  const response = await t.request({ url: `/api/categories/${category}`, as });
  expect(response.statusCode).toBe(200);
  return Number(response.headers['x-total-count']);
}

beforeAll(async () => {
  seller = await t.signUp({ role: 'seller' });
  buyer = await t.signUp();
  admin = await t.makeAdmin(await t.signUp());
});

describe('statements per API call', () => {
  it('checks a signed-in request with one statement the first time and none after', async () => {
    const fresh = await t.signUp();
    const url = `/api/myorders?email=${encodeURIComponent(fresh.email)}`;
    const first = await t.queriesOf({ url, as: fresh });
    const again = await t.queriesOf({ url, as: fresh });
    expect(first.response.statusCode).toBe(200);
    expect(again.response.statusCode).toBe(200);
    // The session-and-user join, then the page and its count.
    expect(first.queries.filter((query) => /from "session"/.test(query))).toHaveLength(1);
    expect(again.queries.filter((query) => /from "session"/.test(query))).toHaveLength(0);
    expect(again.queries).toHaveLength(first.queries.length - 1);
  });

  it('refuses a signed-out session on the next request, without waiting for the database to report it', async () => {
    const person = await t.signUp();
    const url = `/api/myorders?email=${encodeURIComponent(person.email)}`;
    expect((await t.request({ url, as: person })).statusCode).toBe(200);
    const signOut = await t.request({ method: 'POST', url: '/api/auth/sign-out', as: person, payload: {} });
    expect(signOut.statusCode).toBe(200);
    expect((await t.request({ url, as: person })).statusCode).toBe(401);
  });

  it('serves the category list from memory, with an entity tag', async () => {
    await t.request({ url: '/api/categories' });
    const { response, queries } = await t.queriesOf({ url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(queries).toEqual([]);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.request({ url: '/api/categories', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sees a category changed in the database by anyone, on every instance', async () => {
    const before = await t.request({ url: '/api/categories' });
    await t.db.execute(sql`update categories set category_name = 'Adventure' where category_id = '1'`);
    await t.changesDelivered();
    const after = await t.request({ url: '/api/categories' });
    expect(after.json()[0].category_name).toBe('Adventure');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.db.execute(
      sql`update categories set category_name = 'Action & Adventure' where category_id = '1'`,
    );
    await t.changesDelivered();
    expect((await t.request({ url: '/api/categories' })).json()[0].category_name).toBe('Action & Adventure');
  });

  it('reads a category page, its count and whether the category exists in one statement, whatever the page size', async () => {
    await shownTotal('1');
    await addBooks(3);
    const small = await t.queriesOf({ url: '/api/categories/1?limit=2', as: buyer });
    await addBooks(40);
    const large = await t.queriesOf({ url: '/api/categories/1?limit=40', as: buyer });
    const link = /^<([^>]+)>/.exec(large.response.headers.link as string)![1]!;
    const next = await t.queriesOf({ url: link, as: buyer });
    const missing = await t.queriesOf({ url: '/api/categories/404', as: buyer });
    expect(large.response.json()).toHaveLength(40);
    expect(missing.response.statusCode).toBe(404);
    for (const { queries } of [small, large, next, missing]) expect(queries).toHaveLength(1);
  });

  it('answers My Products and the admin lists in two statements (page and count), a party’s bookings in one', async () => {
    const ids = await addBooks(5, '2');
    for (const id of ids.slice(0, 3)) expect((await book(id)).statusCode).toBe(201);
    const calls = [
      { url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`, as: buyer, statements: 1 },
      { url: '/api/bookings?state=requested', as: seller, statements: 1 },
      { url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`, as: seller, statements: 2 },
      { url: '/api/allbuyers?role=buyer&limit=2', as: admin, statements: 2 },
      { url: '/api/allbuyers?role=seller', as: admin, statements: 2 },
    ];
    for (const { statements, ...call } of calls) {
      await t.request(call);
      const { response, queries } = await t.queriesOf(call);
      expect(response.statusCode, call.url).toBe(200);
      expect(queries, call.url).toHaveLength(statements);
    }
  });

  it('books a copy in one statement: the abuse limit, the reservation and the booking', async () => {
    const [id] = await addBooks(1, '3');
    await t.request({ url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`, as: buyer });
    const { response, queries } = await t.queriesOf({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      payload: { productId: id, meetingLocation: 'Dhaka', phoneNumber: '01700000000' },
    });
    expect(response.statusCode).toBe(201);
    expect(queries).toHaveLength(1);
  });
});

describe('the count of available books, kept with every change', () => {
  it('matches a count(*) after listing, booking, cancelling, removing and deleting accounts', async () => {
    const check = async () => {
      for (const category of ['1', '2', '3'])
        expect(await shownTotal(category)).toBe(await countedAvailable(category));
    };
    await check();
    const ids = await addBooks(6, '2');
    await check();
    const booked = await book(ids[0]!);
    expect(booked.statusCode).toBe(201);
    expect((await book(ids[0]!)).statusCode).toBe(409);
    await check();
    const orders = await t.request({
      url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
      as: buyer,
    });
    const order = (orders.json() as { _id: string; productId: string }[]).find((o) => o.productId === ids[0]);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/bookings/${order!._id}`, as: buyer })).statusCode,
    ).toBe(200);
    await check();
    expect(
      (await t.request({ method: 'DELETE', url: `/api/products/${ids[1]}`, as: seller })).statusCode,
    ).toBe(200);
    await check();

    // A buyer with a booking is deleted: the copy goes back on sale.
    const other = await t.signUp();
    expect((await book(ids[2]!, other)).statusCode).toBe(201);
    await check();
    expect((await t.request({ method: 'DELETE', url: `/api/users/${other.id}`, as: admin })).statusCode).toBe(
      200,
    );
    await check();
    // A seller is deleted: their books leave the catalogue.
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${seller.id}`, as: admin })).statusCode,
    ).toBe(200);
    await check();
    seller = await t.signUp({ role: 'seller' });
  });
});

describe('query plans', () => {
  /** The statement and parameters of the last query matching `pattern` that a call sent. */
  async function statementOf(call: { url: string; as: TestUser }, pattern: RegExp) {
    const { response, statements } = await t.statementsOf(call);
    expect(response.statusCode, call.url).toBe(200);
    const found = statements.findLast((statement) => pattern.test(statement.sql));
    expect(found, `${call.url} sent no statement matching ${pattern}`).toBeDefined();
    return found!;
  }

  async function plan(statement: { sql: string; params: unknown[] }): Promise<string> {
    // The driver under Drizzle (a pg pool or PGlite): both take a statement with its parameters.
    const client = (t.db as unknown as { $client: unknown }).$client as {
      query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    };
    const result = await client.query(`explain ${statement.sql}`, statement.params);
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  }

  it('walks an index for every list, never a whole table, and a category page needs no sort', async () => {
    // Enough rows that a sequential scan would be the planner's choice without a usable index.
    await t.db.execute(sql`
      insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
        resell_price, used, location, product_condition, posted_time, seller_name, seller_email, status)
      select gen_random_uuid()::text, ${seller.id}, ((g % 3) + 1)::text, 'Bulk', 'Bulk ' || g,
        '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka', 'good', '2026-11-22', 'Bulk seller',
        ${seller.email}, case when g % 4 = 0 then 'booked' else 'available' end
      from generate_series(1, 6000) g`);
    await t.db.execute(sql`
      insert into "user" (id, name, email, role, sells)
      select 'bulk-user-' || g, 'Bulk ' || g, 'bulk-' || g || '@example.com',
        case when g % 2 = 0 then 'buyer' else 'seller' end, g % 2 = 1
      from generate_series(1, 3000) g`);
    await t.db.execute(sql`
      insert into conversations (id, buyer_id, book_name, image_url)
      select 'bulk-talk-' || g, 'bulk-user-' || (2 * (g % 1500) + 2), 'Bulk', '/images/covers/the-paper-knight.svg'
      from generate_series(1, 6000) g`);
    await t.db.execute(sql`
      insert into bookings (id, buyer_id, conversation_id, user_name, email, product_name, product_price, image_url,
        seller_name, seller_email, meeting_location, phone_number)
      select gen_random_uuid()::text, 'bulk-user-' || (2 * (g % 1500) + 2), 'bulk-talk-' || g, 'Bulk',
        'bulk@example.com', 'Bulk', 9.5, '/images/covers/the-paper-knight.svg', 'Bulk seller', 'seller@example.com',
        'Dhaka', '01700000000'
      from generate_series(1, 6000) g`);
    await t.db.execute(sql`analyze`);
    const ids = await addBooks(2, '1');
    expect((await book(ids[0]!)).statusCode).toBe(201);

    const lists = [
      {
        call: { url: '/api/categories/1', as: buyer },
        table: 'products',
        index: 'products_category_status_seq_idx',
      },
      {
        call: { url: '/api/categories/2?limit=5', as: buyer },
        table: 'products',
        index: 'products_category_status_seq_idx',
      },
      {
        call: { url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`, as: seller },
        table: 'products',
        index: 'products_seller_seq_idx',
      },
      {
        call: { url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`, as: buyer },
        table: 'bookings',
        index: 'bookings_buyer_seq_idx',
      },
      {
        call: { url: '/api/bookings?state=requested', as: seller },
        table: 'bookings',
        index: 'bookings_seller_seq_idx',
      },
      // Everyone buys: the buyers' list walks every account in order; the sellers' its own index.
      { call: { url: '/api/allbuyers?role=buyer', as: admin }, table: 'user', index: 'user_seq_idx' },
      { call: { url: '/api/allbuyers?role=seller', as: admin }, table: 'user', index: 'user_sells_seq_idx' },
    ];
    for (const { call, table, index } of lists) {
      const statement = await statementOf(call, new RegExp(`from "${table}".*order by`, 's'));
      const text = await plan(statement);
      expect(text, `${call.url}\n${text}`).toMatch(index);
      expect(text, `${call.url}\n${text}`).not.toMatch(/Seq Scan on "?(products|bookings|user)"?\b/);
      // A category may hold a million books: its page comes in index order, never sorted. (One
      // person's orders or listings are few, and the planner may rightly sort those.)
      if (table === 'products' && call.url.startsWith('/api/categories'))
        expect(text).not.toMatch(/\bSort\b/);
    }
    // Messages: one statement, a branch per side on its own index and the count; never the table.
    const inbox = await t.statementsOf({ url: '/api/conversations', as: buyer });
    expect(inbox.response.statusCode).toBe(200);
    const read = inbox.statements.filter((statement) => /from "conversations"/.test(statement.sql));
    expect(read).toHaveLength(1);
    const inboxPlan = await plan(read[0]!);
    expect(inboxPlan, inboxPlan).not.toMatch(/Seq Scan on "?conversations"?\b/);
    for (const index of ['conversations_buyer_activity_idx', 'conversations_seller_activity_idx'])
      expect(inboxPlan, inboxPlan).toContain(index);
    // A deep page by cursor walks the same index from the cursor on.
    const firstPage = await t.request({ url: '/api/categories/1?limit=3', as: buyer });
    const next = /^<([^>]+)>/.exec(firstPage.headers.link as string)![1]!;
    const deep = await plan(await statementOf({ url: next, as: buyer }, /from "products"/));
    expect(deep).toContain('products_category_status_seq_idx');
    expect(deep).not.toMatch(/Seq Scan on "?products"?\b|\bSort\b/);
  });

  it("walks an index for the home page's advertised books and for a book page's other books of its seller", async () => {
    // Many books of many sellers, a few of them advertised, some booked: the planner could walk an
    // index or the whole table.
    await t.db.execute(sql`
      insert into "user" (id, name, email, role)
      select 'shelf-seller-' || g, 'Shelf ' || g, 'shelf-' || g || '@example.com', 'seller'
      from generate_series(1, 200) g`);
    await t.db.execute(sql`
      insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
        resell_price, used, location, product_condition, posted_time, seller_name, seller_email, status,
        advertised_until)
      select gen_random_uuid()::text, 'shelf-seller-' || (g % 200 + 1), ((g % 3) + 1)::text, 'Bulk',
        'Bulk ' || g, '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka', 'good', '2026-11-22',
        'Shelf seller', 'shelf@example.com', case when g % 4 = 0 then 'booked' else 'available' end,
        case when g % 500 = 0 then now() + interval '1 day' end
      from generate_series(1, 4000) g`);
    const ids = await addBooks(3, '2');
    for (const id of ids) {
      const advertised = await t.request({
        method: 'POST',
        url: `/api/products/${id}/advertise`,
        as: seller,
      });
      expect(advertised.statusCode, advertised.body).toBe(200);
    }
    await t.db.execute(sql`analyze products`);
    const advertised = await plan(
      await statementOf({ url: '/api/advertised', as: buyer }, /from "products"/),
    );
    expect(advertised).toContain('products_advertised_idx');
    expect(advertised).not.toMatch(/Seq Scan on "?products"?\b|\bSort\b/);
    const others = await plan(
      await statementOf({ url: `/api/products/${ids[0]}`, as: buyer }, /p\.seller_id/),
    );
    expect(others, others).toContain('products_seller_seq_idx');
    expect(others).not.toMatch(/Seq Scan on "?products"?\b/);
  });
});
