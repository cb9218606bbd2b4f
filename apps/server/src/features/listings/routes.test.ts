import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookInput, nextIp, useTestApp } from '../../../test/test-app.js';
import { listings, requestLimits } from '../../db/schema.js';
import { LIMITS } from '../../lib/rate-limit.js';

const t = useTestApp();

describe('POST /api/addproduct', () => {
  it('lists a seller’s book with seller name, email and date from the server', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const response = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({
        posted_time: '1999-01-01',
        seller_email: 'someone@else.com',
        original_price: '25',
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const [mine] = (await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).json();
    expect(mine).toMatchObject({
      _id: response.json().insertedId,
      seller_email: seller.email,
      seller_name: seller.name,
      posted_time: new Date().toISOString().slice(0, 10),
      original_price: 25,
      status: 'available',
    });
  });

  it('takes the category name from the category id', async () => {
    const seller = await t.signUp({ role: 'seller' });
    await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ category_id: '1', category_name: 'Literary Fiction' }),
    });
    const [mine] = (await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).json();
    expect(mine).toMatchObject({ category_id: '1', category_name: 'Action & Adventure' });
  });

  it('is for sellers only', async () => {
    const buyer = await t.signUp();
    const admin = await t.makeAdmin(await t.signUp());
    expect(
      (await t.request({ method: 'POST', url: '/api/addproduct', payload: bookInput() })).statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/addproduct', as: buyer, payload: bookInput() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/addproduct', as: admin, payload: bookInput() }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 400 naming each malformed field, and stores nothing', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const cases: [string, Record<string, unknown>][] = [
      ['category_id', { category_id: '4' }],
      ['category_id', { category_id: 1 }],
      ['category_name', { category_name: 'Cookbooks' }],
      ['book_name', { book_name: '' }],
      ['book_name', { book_name: '   ' }],
      ['book_name', { book_name: 'x'.repeat(201) }],
      ['image_url', { image_url: 'javascript:alert(1)' }],
      ['image_url', { image_url: '//evil.example/x.png' }],
      ['image_url', { image_url: '' }],
      ['original_price', { original_price: 'ten' }],
      ['original_price', { original_price: -1 }],
      ['resell_price', { resell_price: null }],
      ['resell_price', { resell_price: 1e9 }],
      ['used', { used: 'old' }],
      ['used', { used: -2 }],
      ['location', { location: '' }],
      ['product_condition', { product_condition: 'mint' }],
    ];
    for (const [field, override] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/addproduct',
        as: seller,
        payload: bookInput(override),
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    }
    // Required: all but the original price and the years used, which may be left out (0).
    for (const field of [
      'category_id',
      'book_name',
      'image_url',
      'resell_price',
      'location',
      'product_condition',
    ]) {
      const rest: Record<string, unknown> = { ...bookInput() };
      delete rest[field];
      const response = await t.request({ method: 'POST', url: '/api/addproduct', as: seller, payload: rest });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    }
    // A picture the page could never show is refused, saying why.
    const insecure = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ image_url: 'http://covers.example/dune.jpg' }),
    });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json().message).toBe(
      'image_url: Image url must use https://: browsers block http:// pictures on these pages',
    );
    const mine = await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller });
    expect(mine.json()).toEqual([]);
    expect(mine.headers['x-total-count']).toBe('0');
  });
});

describe('listing writes', () => {
  const { max, windowSeconds } = LIMITS.listingWritePerPerson;

  it(`limits each seller to ${max} new or changed listings an hour, from whatever address`, async () => {
    const [seller, otherSeller] = [await t.signUp({ role: 'seller' }), await t.signUp({ role: 'seller' })];
    const add = (as = seller) =>
      t.request({ method: 'POST', url: '/api/addproduct', as, ip: nextIp(), payload: bookInput() });
    const edit = (id: string) =>
      t.request({
        method: 'PATCH',
        url: `/api/products/${id}`,
        as: seller,
        ip: nextIp(),
        payload: { resell_price: 5 },
      });
    const counter = eq(requestLimits.key, `listing-write:user:${seller.id}`);
    const counted = async () => (await t.db.select().from(requestLimits).where(counter))[0]?.count;

    const id = (await add()).json().insertedId as string;
    expect((await edit(id)).statusCode).toBe(200);
    // An invalid listing is not counted.
    expect(
      (await t.request({ method: 'POST', url: '/api/addproduct', as: seller, payload: {} })).statusCode,
    ).toBe(400);
    expect(await counted()).toBe(2);
    // The rest of the hour's writes, as if made (so that the test makes one real write past the limit, not a hundred).
    await t.db.update(requestLimits).set({ count: max }).where(counter);
    for (const refused of [await add(), await edit(id)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    }
    const listed = await t.db
      .select({ price: listings.resellPrice })
      .from(listings)
      .where(eq(listings.sellerId, seller.id));
    expect(listed).toEqual([{ price: 5 }]);
    // Another seller has a count of their own.
    expect((await add(otherSeller)).statusCode).toBe(201);
  });
});

describe('GET /api/myproducts', () => {
  it('shows a seller their own listings only', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const rival = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ book_name: 'Mine' }),
    });
    await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: rival,
      payload: bookInput({ book_name: 'Theirs' }),
    });
    const mine = await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller });
    expect(mine.json().map((book: { book_name: string }) => book.book_name)).toEqual(['Mine']);
    expect(mine.headers['x-total-count']).toBe('1');
    expect((await t.request({ url: `/api/myproducts?email=${seller.email}` })).statusCode).toBe(401);
    expect((await t.request({ url: `/api/myproducts?email=${seller.email}`, as: rival })).statusCode).toBe(
      403,
    );
    expect((await t.request({ url: `/api/myproducts?email=${seller.email}`, as: buyer })).statusCode).toBe(
      403,
    );
    expect((await t.request({ url: '/api/myproducts?email=bad', as: seller })).statusCode).toBe(400);
    const token = await t.accessTokenFor(seller);
    expect((await t.request({ url: `/api/myproducts?email=${seller.email}`, token })).statusCode).toBe(200);
  });
});

describe('DELETE /api/products/:id', () => {
  it('lets the seller (or an admin) remove a listing, nobody else', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const rival = await t.signUp({ role: 'seller' });
    const admin = await t.makeAdmin(await t.signUp());
    const add = async () =>
      (await t.request({ method: 'POST', url: '/api/addproduct', as: seller, payload: bookInput() })).json()
        .insertedId;
    const id = await add();
    expect((await t.request({ method: 'DELETE', url: `/api/products/${id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: `/api/products/${id}`, as: rival })).statusCode).toBe(
      403,
    );
    const removed = await t.request({ method: 'DELETE', url: `/api/products/${id}`, as: seller });
    expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await t.request({ method: 'DELETE', url: `/api/products/${id}`, as: seller })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'DELETE', url: `/api/products/${await add()}`, as: admin })).statusCode,
    ).toBe(200);
    expect((await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).json()).toEqual(
      [],
    );
  });
});
