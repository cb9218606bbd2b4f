import { count, eq, sql } from 'drizzle-orm';
import type { CopyAlert, Notification, WishlistItem } from '@second-shelf/shared';
import { COPY_ALERTS_MAX, WISHLIST_MAX } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';
import { copyAlerts, notifications, listings, wishlistItems } from '../../db/schema.js';

const t = useTestApp();

async function list(seller: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: seller,
    payload: bookInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId;
}

const save = (as: TestUser | null, productId: string) =>
  t.request({ method: 'PUT', url: `/api/wishlist/${productId}`, as });
const unsave = (as: TestUser | null, productId: string) =>
  t.request({ method: 'DELETE', url: `/api/wishlist/${productId}`, as });
const alertFor = (as: TestUser | null, productId: unknown) =>
  t.request({ method: 'POST', url: '/api/alerts', as, payload: { productId } });
const edit = (id: string, as: TestUser, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/products/${id}`, as, payload });

async function wishlistOf(person: TestUser, query = ''): Promise<WishlistItem[]> {
  const response = await t.request({ url: `/api/wishlist${query}`, as: person });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function idsOf(person: TestUser): Promise<string[]> {
  const response = await t.request({ url: '/api/wishlist/ids', as: person });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().productIds;
}

async function alertsOf(person: TestUser): Promise<CopyAlert[]> {
  const response = await t.request({ url: '/api/alerts', as: person });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The person's notifications about books: [kind, book name, price], newest first. */
async function bookNoticesOf(person: TestUser): Promise<[string, string, number | null][]> {
  const response = await t.request({ url: '/api/notifications?limit=100', as: person });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Notification[])
    .filter((notice) => notice.productId !== null)
    .map((notice) => [notice.kind, notice.bookName, notice.price]);
}

/**
 * As if a day had passed since every notification about a book: later news makes a new one rather
 * than folding into them (db/notices.ts).
 */
const aDayPasses = () => t.db.update(notifications).set({ gatherUntil: sql`now()` });

/** Every row of the two tables, to show that a refused request changed nothing. */
async function wishlistRows(): Promise<string> {
  const result = (await t.db.execute(sql`
    select coalesce((select string_agg(w::text, ',' order by w.seq) from wishlist_items w), '')
      || coalesce((select string_agg(a::text, ',' order by a.id) from copy_alerts a), '') as rows`)) as unknown as {
    rows: { rows: string }[];
  };
  return result.rows[0]!.rows;
}

describe('the wishlist', () => {
  it('saves books with their price, lists them latest first, paginated, and gives their ids', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const first = await list(seller, { book_name: 'First Saved', resell_price: 12 });
    const second = await list(seller, { book_name: 'Second Saved', resell_price: 7.5 });
    const third = await list(seller, { book_name: 'Third Saved', resell_price: 4 });
    expect(await wishlistOf(buyer)).toEqual([]);
    expect(await idsOf(buyer)).toEqual([]);
    for (const id of [first, second, third]) {
      const saved = await save(buyer, id);
      expect([saved.statusCode, saved.json()]).toEqual([200, { acknowledged: true }]);
    }
    const items = await wishlistOf(buyer);
    expect(items.map((item) => [item.book_name, item.savedPrice, item.resell_price, item.status])).toEqual([
      ['Third Saved', 4, 4, 'available'],
      ['Second Saved', 7.5, 7.5, 'available'],
      ['First Saved', 12, 12, 'available'],
    ]);
    expect(items[0]).toMatchObject({
      _id: third,
      seller_id: seller.id,
      seller_name: seller.name,
      author: 'Ann Author',
      seller_rating: { average: null, count: 0 },
      alertId: null,
    });
    expect(Date.parse(items[0]!.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await idsOf(buyer)).toEqual([third, second, first]);

    const page = await t.request({ url: '/api/wishlist?limit=2', as: buyer });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((item: WishlistItem) => item._id)).toEqual([third, second]);
    const next = /^<([^>]+)>; rel="next"$/.exec(page.headers.link as string)![1]!;
    const rest = await t.request({ url: next, as: buyer });
    expect(rest.json().map((item: WishlistItem) => item._id)).toEqual([first]);
    expect(rest.headers.link).toBeUndefined();

    // Another buyer's list is their own.
    const other = await t.signUp();
    expect(await wishlistOf(other)).toEqual([]);
    expect(await idsOf(other)).toEqual([]);
  });

  it('keeps the price a book was saved at, and shows its state as it is now', async () => {
    const [buyer, otherBuyer, seller] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp({ role: 'seller' }),
    ];
    const cut = await list(seller, { book_name: 'Cut Later', resell_price: 12 });
    const booked = await list(seller, { book_name: 'Booked Later' });
    const hidden = await list(seller, { book_name: 'Hidden Later' });
    for (const id of [cut, booked, hidden]) expect((await save(buyer, id)).statusCode).toBe(200);
    expect((await edit(cut, seller, { resell_price: 8 })).statusCode).toBe(200);
    // Saving it again changes nothing: the price it was saved at stays.
    expect((await save(buyer, cut)).statusCode).toBe(200);
    const bookedBy = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: otherBuyer,
      payload: { productId: booked, meetingLocation: 'Gate', phoneNumber: '0123456789' },
    });
    expect(bookedBy.statusCode).toBe(201);
    expect(
      (await t.request({ method: 'POST', url: `/api/products/${hidden}/hide`, as: seller })).statusCode,
    ).toBe(200);
    // What the seller changes while it is hidden stays theirs: the list keeps the price it was saved at.
    expect((await edit(hidden, seller, { resell_price: 4, location: 'Back room' })).statusCode).toBe(200);
    expect(
      (await wishlistOf(buyer)).map((item) => [
        item.book_name,
        item.status,
        item.savedPrice,
        item.resell_price,
      ]),
    ).toEqual([
      ['Hidden Later', 'hidden', 9.5, 9.5],
      ['Booked Later', 'booked', 9.5, 9.5],
      ['Cut Later', 'available', 12, 8],
    ]);
    // A book saved before it was hidden can still be taken off the list.
    expect((await unsave(buyer, hidden)).statusCode).toBe(200);
    // A removed listing leaves every list it was on.
    expect((await t.request({ method: 'DELETE', url: `/api/products/${cut}`, as: seller })).statusCode).toBe(
      200,
    );
    expect((await wishlistOf(buyer)).map((item) => item.book_name)).toEqual(['Booked Later']);
    expect(await idsOf(buyer)).toEqual([booked]);
  });

  it("takes a book off the list, again and again, and never off another person's", async () => {
    const [buyer, otherBuyer, seller] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp({ role: 'seller' }),
    ];
    const id = await list(seller);
    expect((await save(buyer, id)).statusCode).toBe(200);
    expect((await save(otherBuyer, id)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const removed = await unsave(buyer, id);
      expect([removed.statusCode, removed.json()]).toEqual([200, { acknowledged: true }]);
    }
    expect(await idsOf(buyer)).toEqual([]);
    expect(await idsOf(otherBuyer)).toEqual([id]);
  });

  it('keeps one row of a book saved, and one alert asked, by many requests at once', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const id = await list(seller, { isbn: '9780140328721' });
    const saves = await Promise.all(Array.from({ length: 8 }, () => save(buyer, id)));
    expect(saves.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const alerts = await Promise.all(Array.from({ length: 8 }, () => alertFor(buyer, id)));
    expect(alerts.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(alerts.map((response) => response.json()._id)).size).toBe(1);
    expect(await idsOf(buyer)).toEqual([id]);
    expect(await alertsOf(buyer)).toHaveLength(1);
  });

  it('refuses what cannot be saved, with a clear message, and changes nothing', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const hidden = await list(seller, { book_name: 'Kept Back' });
    expect(
      (await t.request({ method: 'POST', url: `/api/products/${hidden}/hide`, as: seller })).statusCode,
    ).toBe(200);
    const before = await wishlistRows();
    for (const id of [hidden, 'no-such-book', '00000000-0000-0000-0000-000000000000']) {
      for (const call of [save, unsave]) {
        const refused = await call(buyer, id);
        expect(refused.statusCode, `${id}: ${refused.body}`).toBe(404);
        expect(refused.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'No such book' });
      }
    }
    // An admin sees hidden listings, and so may keep one.
    const admin = await t.makeAdmin(await t.signUp());
    expect((await save(admin, hidden)).statusCode).toBe(200);
    expect(await idsOf(admin)).toEqual([hidden]);
    expect((await unsave(admin, hidden)).statusCode).toBe(200);

    expect((await save(null, hidden)).statusCode).toBe(401);
    // A seller buys too, and keeps their own books off their list.
    expect((await t.request({ url: '/api/wishlist', as: seller })).statusCode).toBe(200);
    const own = await list(seller);
    for (const refused of [await save(seller, own), await alertFor(seller, own)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'OWN_LISTING',
        message: 'This is your own listing: it cannot be saved or watched',
      });
    }
    // So does a buyer who started selling.
    await t.startSelling(buyer);
    const theirs = await list(buyer);
    for (const refused of [await save(buyer, theirs), await alertFor(buyer, theirs)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'OWN_LISTING',
        message: 'This is your own listing: it cannot be saved or watched',
      });
    }
    expect(await wishlistRows()).toBe(before);
  });

  it(`holds at most ${WISHLIST_MAX} books a person, and says so`, async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    await t.db.execute(sql`
      insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
        resell_price, used, location, product_condition, posted_time, seller_name, seller_email)
      select 'full-' || g, ${seller.id}, '1', 'Action & Adventure', 'Full ' || g,
        '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka', 'good', '2026-11-22', ${seller.name}, ${seller.email}
      from generate_series(1, ${WISHLIST_MAX}) g`);
    await t.db.execute(sql`
      insert into wishlist_items (user_id, product_id, saved_price)
      select ${buyer.id}, 'full-' || g, 9.5 from generate_series(1, ${WISHLIST_MAX}) g`);
    const more = await list(seller);
    const refused = await save(buyer, more);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'WISHLIST_FULL',
      message: 'Your wishlist holds as many books as it can: remove some before saving more',
    });
    // One already saved is still saved, and the ids come whole.
    expect((await save(buyer, 'full-7')).statusCode).toBe(200);
    expect(await idsOf(buyer)).toHaveLength(WISHLIST_MAX);
    expect((await unsave(buyer, 'full-7')).statusCode).toBe(200);
    expect((await save(buyer, more)).statusCode).toBe(200);
  });

  it("walks the person's saved books by index, a page costing the same at any depth", async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    await t.db.execute(sql`
      insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
        resell_price, used, location, product_condition, posted_time, seller_name, seller_email)
      select 'plan-' || g, ${seller.id}, '2', 'Comics & Fantasy', 'Plan ' || g,
        '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka', 'good', '2026-11-22', ${seller.name}, ${seller.email}
      from generate_series(1, 3000) g`);
    await t.db.execute(sql`
      insert into "user" (id, name, email, role)
      select 'plan-user-' || g, 'Plan ' || g, 'plan-' || g || '@example.com', 'buyer' from generate_series(1, 300) g`);
    await t.db.execute(sql`
      insert into wishlist_items (user_id, product_id, saved_price)
      select 'plan-user-' || (g % 300 + 1), 'plan-' || g, 9.5 from generate_series(1, 3000) g`);
    await t.db.execute(sql`
      insert into copy_alerts (id, user_id, isbn, title_key, author_key, book_name, author)
      select 'plan-alert-' || g, 'plan-user-' || (g % 300 + 1),
        case when g % 2 = 0 then '978' || lpad(g::text, 10, '0') end, 'plan ' || g, 'ann author', 'Plan ' || g,
        'Ann Author'
      from generate_series(1, 3000) g`);
    await t.db.execute(sql`analyze`);
    for (const id of ['plan-1', 'plan-2', 'plan-3']) expect((await save(buyer, id)).statusCode).toBe(200);
    const client = (t.db as unknown as { $client: unknown }).$client as {
      query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    };
    const page = await t.request({ url: '/api/wishlist?limit=2', as: buyer });
    const next = /^<([^>]+)>/.exec(page.headers.link as string)![1]!;
    for (const url of ['/api/wishlist?limit=2', next]) {
      const { response, statements } = await t.statementsOf({ url, as: buyer });
      expect(response.statusCode).toBe(200);
      const statement = statements.find((candidate) =>
        /from "wishlist_items".*order by/s.test(candidate.sql),
      )!;
      const result = await client.query(`explain ${statement.sql}`, statement.params);
      const plan = result.rows.map((row) => Object.values(row)[0]).join('\n');
      expect(plan, plan).toContain('wishlist_items_user_seq_idx');
      expect(plan, plan).not.toMatch(/Seq Scan on "?(wishlist_items|products|copy_alerts)"?\b/);
    }
  });
});

describe('a price cut', () => {
  it('tells everyone who saved the book, with the new price, and no one else', async () => {
    const [buyer, otherBuyer, bystander, seller] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp({ role: 'seller' }),
    ];
    const id = await list(seller, { book_name: 'Falling Price', resell_price: 15 });
    for (const person of [buyer, otherBuyer]) expect((await save(person, id)).statusCode).toBe(200);
    expect((await edit(id, seller, { resell_price: 12.5 })).statusCode).toBe(200);
    for (const person of [buyer, otherBuyer]) {
      expect(await bookNoticesOf(person)).toEqual([['price_cut', 'Falling Price', 12.5]]);
    }
    const [notice] = (await t.request({ url: '/api/notifications', as: buyer })).json() as Notification[];
    expect(notice).toMatchObject({
      productId: id,
      bookingId: null,
      kind: 'price_cut',
      actorName: null,
      read: false,
    });
    expect(await bookNoticesOf(bystander)).toEqual([]);
    expect(await bookNoticesOf(seller)).toEqual([]);

    // A rise, the same price, other fields: no cut. A cut with a new name names it so.
    expect((await edit(id, seller, { resell_price: 14 })).statusCode).toBe(200);
    expect((await edit(id, seller, { resell_price: 14, location: 'Sylhet' })).statusCode).toBe(200);
    expect((await edit(id, seller, { description: 'Clean pages' })).statusCode).toBe(200);
    await aDayPasses();
    expect((await edit(id, seller, { resell_price: 10, book_name: 'Fallen Price' })).statusCode).toBe(200);
    expect(await bookNoticesOf(buyer)).toEqual([
      ['price_cut', 'Fallen Price', 10],
      ['price_cut', 'Falling Price', 12.5],
    ]);
    // Raised and cut again to a price they were already told of, or above it: nobody is told twice.
    expect((await edit(id, seller, { resell_price: 13 })).statusCode).toBe(200);
    expect((await edit(id, seller, { resell_price: 10 })).statusCode).toBe(200);
    expect((await edit(id, seller, { resell_price: 11 })).statusCode).toBe(200);
    expect((await edit(id, seller, { resell_price: 10.5 })).statusCode).toBe(200);
    expect(await bookNoticesOf(buyer)).toHaveLength(2);
    // A hidden listing's cut reaches nobody: they could not open it.
    await t.request({ method: 'POST', url: `/api/products/${id}/hide`, as: seller });
    expect((await edit(id, seller, { resell_price: 5 })).statusCode).toBe(200);
    expect(await bookNoticesOf(buyer)).toHaveLength(2);
    // Taken off the list, the book's cuts no longer concern them.
    await t.request({ method: 'POST', url: `/api/products/${id}/show`, as: seller });
    expect((await unsave(otherBuyer, id)).statusCode).toBe(200);
    expect((await edit(id, seller, { resell_price: 4 })).statusCode).toBe(200);
    await aDayPasses();
    expect((await edit(id, seller, { resell_price: 3 })).statusCode).toBe(200);
    expect(await bookNoticesOf(buyer)).toHaveLength(3);
    expect(await bookNoticesOf(otherBuyer)).toHaveLength(2);
  });

  it('is kept with its notifications or not at all', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const id = await list(seller, { resell_price: 15 });
    expect((await save(buyer, id)).statusCode).toBe(200);
    await t.db.execute(
      sql.raw(`create function refuse_book_notice() returns trigger language plpgsql as $$
        begin raise exception 'no book notices today'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_book_notice before insert on notifications for each row
        when (new.product_id is not null) execute function refuse_book_notice()`),
    );
    try {
      expect((await edit(id, seller, { resell_price: 9 })).statusCode).toBe(500);
      const [row] = await t.db
        .select({ price: listings.resellPrice })
        .from(listings)
        .where(eq(listings.id, id));
      expect(row!.price).toBe(15);
      // A new listing waited for by someone is not kept without its notices either.
      expect((await alertFor(buyer, id)).statusCode).toBe(201);
      const listed = await t.request({
        method: 'POST',
        url: '/api/addproduct',
        as: seller,
        payload: bookInput(),
      });
      expect(listed.statusCode).toBe(500);
      const [kept] = await t.db.select({ n: count() }).from(listings).where(eq(listings.sellerId, seller.id));
      expect(kept!.n).toBe(1);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_book_notice on notifications'));
      await t.db.execute(sql.raw('drop function refuse_book_notice()'));
    }
    expect((await edit(id, seller, { resell_price: 9 })).statusCode).toBe(200);
    expect(await bookNoticesOf(buyer)).toEqual([['price_cut', 'A Test Book', 9]]);
  });
});

describe('copy alerts', () => {
  it('are made from the ISBN, or from the title and author, once, and listed latest first', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const withIsbn = await list(seller, {
      book_name: 'Numbered',
      author: 'Nia North',
      isbn: '0-306-40615-2',
    });
    const without = await list(seller, { book_name: 'Über Straße', author: 'Zoë Ångström' });
    const first = await alertFor(buyer, withIsbn);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      _id: expect.any(String),
      isbn: '9780306406157',
      bookName: 'Numbered',
      author: 'Nia North',
      createdAt: expect.any(String),
    });
    const again = await alertFor(buyer, withIsbn);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    const second = await alertFor(buyer, without);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ isbn: null, bookName: 'Über Straße', author: 'Zoë Ångström' });
    // Another copy with the same title and author, in other letters, is the same alert.
    const sameBook = await list(seller, { book_name: 'über strasse', author: 'ZOE ANGSTROM' });
    const same = await alertFor(buyer, sameBook);
    expect([same.statusCode, same.json()]).toEqual([200, second.json()]);
    const [keys] = await t.db
      .select({ titleKey: copyAlerts.titleKey, authorKey: copyAlerts.authorKey })
      .from(copyAlerts)
      .where(eq(copyAlerts.id, second.json()._id));
    expect(keys).toEqual({ titleKey: 'uber strasse', authorKey: 'zoe angstrom' });
    expect((await alertsOf(buyer)).map((alert) => alert.bookName)).toEqual(['Über Straße', 'Numbered']);
    // The saved book shows its alert.
    expect((await save(buyer, withIsbn)).statusCode).toBe(200);
    expect((await save(buyer, without)).statusCode).toBe(200);
    expect((await wishlistOf(buyer)).map((item) => [item.book_name, item.alertId])).toEqual([
      ['Über Straße', second.json()._id],
      ['Numbered', first.json()._id],
    ]);
    expect(await alertsOf(await t.signUp())).toEqual([]);
  });

  it('tell each person waiting once when another copy is listed, never its seller', async () => {
    const [byIsbn, byTitle, both, bystander] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
    ];
    const [seller, otherSeller] = [await t.signUp({ role: 'seller' }), await t.signUp({ role: 'seller' })];
    const numbered = await list(seller, {
      book_name: 'Harbour Lights',
      author: 'Ada Quay',
      isbn: '9781861972712',
    });
    const plain = await list(seller, { book_name: 'Harbour Lights', author: 'Ada Quay' });
    expect((await alertFor(byIsbn, numbered)).statusCode).toBe(201);
    expect((await alertFor(byTitle, plain)).statusCode).toBe(201);
    expect((await alertFor(both, numbered)).statusCode).toBe(201);
    expect((await alertFor(both, plain)).statusCode).toBe(201);
    // The seller of the new copy had asked too (written straight in: sellers have no alerts today).
    await t.db.insert(copyAlerts).values({
      id: 'seller-alert',
      userId: otherSeller.id,
      isbn: '9781861972712',
      titleKey: 'harbour lights',
      authorKey: 'ada quay',
      bookName: 'Harbour Lights',
      author: 'Ada Quay',
    });
    const notices = async () =>
      Promise.all([byIsbn, byTitle, both, bystander, otherSeller].map((person) => bookNoticesOf(person)));

    // The same ISBN under another title: the ISBN's watchers only.
    await list(otherSeller, {
      book_name: 'Harbour Lights (2nd ed.)',
      author: 'A. Quay',
      isbn: '978-1-86197-271-2',
    });
    expect(await notices()).toEqual([
      [['copy_listed', 'Harbour Lights (2nd ed.)', null]],
      [],
      [['copy_listed', 'Harbour Lights (2nd ed.)', null]],
      [],
      [],
    ]);
    // (Each copy a day after the one before: the same day's are one notification, tested below.)
    // The same title and author with another ISBN: the title's watchers (an ISBN names one edition).
    await aDayPasses();
    await list(otherSeller, { book_name: 'HARBOUR LIGHTS', author: 'ada quay', isbn: '9780131103627' });
    // The same title and author with no ISBN: the title's watchers again.
    await aDayPasses();
    await list(otherSeller, { book_name: 'Harbour Lights', author: 'Ada Quay' });
    const [isbnNotices, titleNotices, bothNotices, bystanderNotices] = await notices();
    expect(isbnNotices).toHaveLength(1);
    expect(titleNotices).toEqual([
      ['copy_listed', 'Harbour Lights', null],
      ['copy_listed', 'HARBOUR LIGHTS', null],
    ]);
    expect(bothNotices).toHaveLength(3);
    expect(bystanderNotices).toEqual([]);
    // A copy with the ISBN and the title: a person with both alerts hears of it once.
    await aDayPasses();
    await list(otherSeller, { book_name: 'Harbour Lights', author: 'Ada Quay', isbn: '9781861972712' });
    const [, afterTitle, afterBoth] = await notices();
    expect(afterTitle).toHaveLength(3);
    expect(afterBoth).toHaveLength(4);
    // The notification leads to the new copy.
    const [latest] = (await t.request({ url: '/api/notifications', as: both })).json() as Notification[];
    const [newest] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.sellerId, otherSeller.id))
      .orderBy(sql`${listings.seq} desc`)
      .limit(1);
    expect(latest).toMatchObject({ kind: 'copy_listed', productId: newest!.id, bookingId: null });
    // The copy the alert was asked from being sold or gone does not end it.
    await t.request({ method: 'DELETE', url: `/api/products/${numbered}`, as: seller });
    expect(await bookNoticesOf(byIsbn)).toHaveLength(2);
    await aDayPasses();
    await list(otherSeller, { book_name: 'Anything', author: 'Anyone', isbn: '9781861972712' });
    expect(await bookNoticesOf(byIsbn)).toHaveLength(3);
  });

  it("are stopped by their owner only; another person's is answered as if it did not exist", async () => {
    const [buyer, otherBuyer, seller] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp({ role: 'seller' }),
    ];
    const admin = await t.makeAdmin(await t.signUp());
    const id = (await alertFor(buyer, await list(seller))).json()._id as string;
    for (const outsider of [otherBuyer, admin]) {
      const refused = await t.request({ method: 'DELETE', url: `/api/alerts/${id}`, as: outsider });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'ALERT_NOT_FOUND', message: 'No such alert' });
    }
    expect((await t.request({ method: 'DELETE', url: `/api/alerts/${id}`, as: seller })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/alerts/${id}`, as: null })).statusCode).toBe(401);
    expect((await alertsOf(buyer)).map((alert) => alert._id)).toEqual([id]);
    const stopped = await t.request({ method: 'DELETE', url: `/api/alerts/${id}`, as: buyer });
    expect([stopped.statusCode, stopped.json()]).toEqual([200, { acknowledged: true }]);
    expect(await alertsOf(buyer)).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/api/alerts/${id}`, as: buyer })).statusCode).toBe(404);
  });

  it('refuse books the person cannot see, bodies that name none, and more than the cap', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const hidden = await list(seller);
    await t.request({ method: 'POST', url: `/api/products/${hidden}/hide`, as: seller });
    const before = await wishlistRows();
    for (const [productId, status, message] of [
      [hidden, 404, /^No such book$/],
      ['no-such-book', 404, /^No such book$/],
      ['', 400, /productId: productId is required/],
      [42, 400, /productId/],
      [null, 400, /productId/],
      ['x'.repeat(65), 400, /productId must be at most 64 characters/],
    ] as const) {
      const refused = await alertFor(buyer, productId);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().message).toMatch(message);
    }
    const noBody = await t.request({ method: 'POST', url: '/api/alerts', as: buyer, payload: {} });
    expect(noBody.statusCode).toBe(400);
    expect(await wishlistRows()).toBe(before);

    await t.db.execute(sql`
      insert into copy_alerts (id, user_id, isbn, title_key, author_key, book_name, author)
      select 'cap-' || g, ${buyer.id}, null, 'cap ' || g, 'someone', 'Cap ' || g, 'Someone'
      from generate_series(1, ${COPY_ALERTS_MAX}) g`);
    const full = await alertFor(buyer, await list(seller));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('ALERTS_FULL');
    expect(await alertsOf(buyer)).toHaveLength(COPY_ALERTS_MAX);
    const [held] = await t.db.select({ n: count() }).from(copyAlerts).where(eq(copyAlerts.userId, buyer.id));
    expect(held!.n).toBe(COPY_ALERTS_MAX);
    expect(
      await t.db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, buyer.id)),
    ).toEqual([{ n: 0 }]);
  });

  it('find the people waiting through the indexes of copy_alerts and wishlist_items', async () => {
    const seller = await t.signUp({ role: 'seller' });
    await t.db.execute(sql`
      insert into "user" (id, name, email, role)
      select 'watch-user-' || g, 'Watch ' || g, 'watch-' || g || '@example.com', 'buyer' from generate_series(1, 2000) g`);
    await t.db.execute(sql`
      insert into copy_alerts (id, user_id, isbn, title_key, author_key, book_name, author)
      select 'watch-' || g, 'watch-user-' || g,
        case when g % 2 = 0 then '978' || lpad(g::text, 10, '0') end, 'title ' || g, 'author', 'Title ' || g, 'Author'
      from generate_series(1, 2000) g`);
    await t.db.execute(sql`
      insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
        resell_price, used, location, product_condition, posted_time, seller_name, seller_email)
      select 'watched-' || g, ${seller.id}, '1', 'Action & Adventure', 'Watched ' || g,
        '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka', 'good', '2026-11-22', ${seller.name}, ${seller.email}
      from generate_series(1, 500) g`);
    await t.db.execute(sql`
      insert into wishlist_items (user_id, product_id, saved_price)
      select 'watch-user-' || g, 'watched-' || (g % 500 + 1), 9.5 from generate_series(1, 2000) g`);
    await t.db.execute(sql`analyze`);
    const client = (t.db as unknown as { $client: unknown }).$client as {
      query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
    };
    /** The plan of the statement of a call that reads `table`. */
    const planOf = async (call: Parameters<typeof t.statementsOf>[0], table: string) => {
      const { response, statements } = await t.statementsOf(call);
      expect(response.statusCode, response.body).toBeLessThan(300);
      const statement = statements.find((candidate) => candidate.sql.includes(`from "${table}"`))!;
      const result = await client.query(`explain ${statement.sql}`, statement.params);
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    };
    const listed = await planOf(
      { method: 'POST', url: '/api/addproduct', as: seller, payload: bookInput({ isbn: '9780131103627' }) },
      'copy_alerts',
    );
    expect(listed, listed).toContain('copy_alerts_isbn_idx');
    expect(listed, listed).toContain('copy_alerts_title_idx');
    expect(listed, listed).not.toMatch(/Seq Scan on "?copy_alerts"?\b/);
    const cut = await planOf(
      { method: 'PATCH', url: '/api/products/watched-7', as: seller, payload: { resell_price: 5 } },
      'wishlist_items',
    );
    expect(cut, cut).toContain('wishlist_items_product_idx');
    expect(cut, cut).not.toMatch(/Seq Scan on "?wishlist_items"?\b/);
  });
});

describe("the bell's number", () => {
  it('counts an unread price cut', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const id = await list(seller, { resell_price: 20 });
    await save(buyer, id);
    await edit(id, seller, { resell_price: 18 });
    const summary = await t.request({ url: '/api/notifications/summary', as: buyer });
    expect(summary.json()).toEqual({ unread: 1 });
    const [stored] = await t.db
      .select({ kind: notifications.kind, price: notifications.price })
      .from(notifications)
      .where(eq(notifications.userId, buyer.id));
    expect(stored).toEqual({ kind: 'price_cut', price: 18 });
  });
});
