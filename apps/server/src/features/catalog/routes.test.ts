import { describe, expect, it } from 'vitest';
import { bookInput, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();

describe('GET /api/categories', () => {
  it('lists the three categories to anyone', async () => {
    const response = await t.request({ url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual([
      {
        _id: expect.any(String),
        category_id: '1',
        category_name: 'Action & Adventure',
        image_url: expect.stringMatching(/^\/images\//),
      },
      {
        _id: expect.any(String),
        category_id: '2',
        category_name: 'Comics & Fantasy',
        image_url: expect.stringMatching(/^\/images\//),
      },
      {
        _id: expect.any(String),
        category_id: '3',
        category_name: 'Literary Fiction',
        image_url: expect.stringMatching(/^\/images\//),
      },
    ]);
  });
});

describe('GET /api/categories/:id', () => {
  it("answers visitors too, without the sellers' emails", async () => {
    const response = await t.request({ url: '/api/categories/1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBeDefined();
    for (const book of response.json() as object[]) expect(book).not.toHaveProperty('seller_email');
  });

  it('answers 404 for an unknown category and 400 for malformed paging', async () => {
    const buyer = await t.signUp();
    expect((await t.request({ url: '/api/categories/9', as: buyer })).statusCode).toBe(404);
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=abc', 'cursor=-1', 'cursor=0']) {
      const response = await t.request({ url: `/api/categories/1?${query}`, as: buyer });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(query.startsWith('limit') ? /limit/ : /cursor/);
    }
  });

  it('lists available books with the product card fields, newest first, the seller’s email for the seller and admins only', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const posted = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ category_id: '3', category_name: 'Literary Fiction', book_name: 'Newest' }),
    });
    expect(posted.statusCode).toBe(201);
    const response = await t.request({ url: '/api/categories/3', as: buyer });
    expect(response.statusCode).toBe(200);
    const [first] = response.json();
    expect(first).toEqual({
      _id: posted.json().insertedId,
      category_id: '3',
      category_name: 'Literary Fiction',
      book_name: 'Newest',
      image_url: '/images/covers/the-paper-knight.svg',
      original_price: 20,
      resell_price: 9.5,
      used: 2,
      location: 'Dhaka',
      product_condition: 'good',
      posted_time: new Date().toISOString().slice(0, 10),
      seller_name: seller.name,
      status: 'available',
      author: 'Ann Author',
      isbn: null,
      format: 'paperback',
      language: 'English',
      condition_notes: [],
      seller_id: seller.id,
      seller_rating: { average: null, count: 0 },
      seller_verified: false,
    });
    // The seller's email only for the seller and admins: anyone else meets them through a booking.
    const admin = await t.makeAdmin(await t.signUp());
    for (const as of [seller, admin]) {
      const [own] = (await t.request({ url: '/api/categories/3', as })).json();
      expect(own.seller_email).toBe(seller.email);
    }
  });

  it('pages with limit and cursor: stable order, no duplicates or gaps while books are added', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const addBook = async (name: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/addproduct',
        as: seller,
        payload: bookInput({ category_id: '1', category_name: 'Action & Adventure', book_name: name }),
      });
      expect(response.statusCode).toBe(201);
      return response.json().insertedId as string;
    };
    const before = await t.request({ url: '/api/categories/1', as: buyer });
    const initialTotal = Number(before.headers['x-total-count']);
    const initialIds = before.json().map((book: { _id: string }) => book._id);
    const added: string[] = [];
    for (let i = 0; i < 7; i += 1) added.push(await addBook(`Paged ${i}`));
    const expected = [...added.reverse(), ...initialIds];
    expect(Number((await t.request({ url: '/api/categories/1', as: buyer })).headers['x-total-count'])).toBe(
      initialTotal + 7,
    );

    const seen: string[] = [];
    let url: string | undefined = '/api/categories/1?limit=3';
    let pages = 0;
    while (url) {
      const response = await t.request({ url, as: buyer });
      expect(response.statusCode).toBe(200);
      const page = response.json() as { _id: string }[];
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...page.map((book) => book._id));
      // Books added while paging land before the first page, never inside the walk.
      if (pages === 0) await addBook('Added while paging');
      pages += 1;
      const link = response.headers.link as string | undefined;
      if (link) expect(link).toMatch(/^<\/api\/categories\/1\?limit=3&cursor=\d+>; rel="next"$/);
      url = link ? /^<([^>]+)>/.exec(link)![1] : undefined;
    }
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(expected.length / 3));
  });

  it('uses the default page size of 24 and honours the maximum of 100', async () => {
    const buyer = await t.signUp();
    const response = await t.request({ url: '/api/categories/2?limit=100', as: buyer });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBeUndefined();
  });
});
