import { count, eq } from 'drizzle-orm';
import { DRAFTS_MAX, type Draft } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { listBookWith } from '../../../test/booking-fixtures.js';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';
import { listingDrafts, listings } from '../../db/schema.js';

const t = useTestApp();

const keep = (as: TestUser | null, payload: object) =>
  t.request({ method: 'POST', url: '/api/drafts', as, payload });

const draftsOf = async (as: TestUser): Promise<Draft[]> =>
  (await t.request({ url: '/api/drafts', as })).json();

const listingsOf = async (sellerId: string) =>
  (await t.db.select({ n: count() }).from(listings).where(eq(listings.sellerId, sellerId)))[0]!.n;

describe('Drafts: books kept to list later', () => {
  it('keeps a scanned book once, lists the seller’s own newest first, and removes one', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const first = await keep(seller, {
      isbn: '0-306-40615-2',
      book_name: 'Scanned First',
      author: 'Ann Author',
      publisher: 'Plenum',
      published_year: '1985',
      format: 'hardcover',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      _id: expect.any(String),
      isbn: '9780306406157',
      book_name: 'Scanned First',
      author: 'Ann Author',
      publisher: 'Plenum',
      published_year: 1985,
      format: 'hardcover',
      language: null,
      createdAt: expect.any(String),
    });
    // The same barcode scanned again: the draft already kept, unchanged.
    const again = await keep(seller, { isbn: '9780306406157', book_name: 'Another Title' });
    expect([again.statusCode, again.json()._id, again.json().book_name]).toEqual([
      200,
      first.json()._id,
      'Scanned First',
    ]);
    // Just the ISBN is enough: the rest is given when it is listed.
    expect((await keep(seller, { isbn: '9780140449136' })).statusCode).toBe(201);
    expect((await draftsOf(seller)).map((draft) => draft.isbn)).toEqual(['9780140449136', '9780306406157']);
    // Theirs to take away, with the rest of what the site keeps about them.
    const exported = (await t.request({ url: '/api/account/data', as: seller })).json();
    expect(exported.drafts).toEqual([
      expect.objectContaining({ isbn: '9780140449136', title: '' }),
      expect.objectContaining({
        isbn: '9780306406157',
        title: 'Scanned First',
        publisher: 'Plenum',
        publishedYear: 1985,
      }),
    ]);

    // Another seller neither sees nor removes them.
    const other = await t.signUp({ role: 'seller' });
    expect(await draftsOf(other)).toEqual([]);
    const theirs = await t.request({ method: 'DELETE', url: `/api/drafts/${first.json()._id}`, as: other });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'DRAFT_NOT_FOUND']);
    const removed = await t.request({ method: 'DELETE', url: `/api/drafts/${first.json()._id}`, as: seller });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/drafts/${first.json()._id}`, as: seller })).statusCode,
    ).toBe(404);
    // Never public: a draft is no book of the catalogue.
    expect((await t.request({ url: `/api/products/${first.json()._id}` })).statusCode).toBe(404);
  });

  it('refuses a bad ISBN, a year out of range, and a buyer, changing nothing', async () => {
    const seller = await t.signUp({ role: 'seller' });
    for (const payload of [
      {},
      { isbn: '9780306406158' },
      { isbn: '12345' },
      { isbn: '9780306406157', published_year: 1200 },
      { isbn: '9780306406157', published_year: new Date().getUTCFullYear() + 2 },
      { isbn: '9780306406157', format: 'scroll' },
    ]) {
      const refused = await keep(seller, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await draftsOf(seller)).toEqual([]);
    const buyer = await t.signUp();
    expect((await keep(buyer, { isbn: '9780306406157' })).statusCode).toBe(403);
    expect((await keep(null, { isbn: '9780306406157' })).statusCode).toBe(401);
  });

  it(`keeps at most ${DRAFTS_MAX} drafts`, async () => {
    const seller = await t.signUp({ role: 'seller' });
    await t.db.insert(listingDrafts).values(
      Array.from({ length: DRAFTS_MAX }, (_, i) => ({
        id: crypto.randomUUID(),
        sellerId: seller.id,
        isbn: `pile-${i}`,
      })),
    );
    const full = await keep(seller, { isbn: '9780306406157' });
    expect([full.statusCode, full.json().code]).toEqual([409, 'DRAFTS_FULL']);
  });

  it('is listed once, with List my book: the draft goes with it, a second try lists nothing', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const draft = (await keep(seller, { isbn: '9780306406157', book_name: 'From The Pile' })).json() as Draft;
    const list = () =>
      t.request({
        method: 'POST',
        url: '/api/addproduct',
        as: seller,
        payload: bookInput({ book_name: draft.book_name, isbn: draft.isbn, draft_id: draft._id }),
      });
    // Two tabs at once: one lists it, the other is told the draft is gone.
    const answers = await Promise.all([list(), list()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    expect(answers.find((answer) => answer.statusCode === 404)!.json().code).toBe('DRAFT_NOT_FOUND');
    expect(await listingsOf(seller.id)).toBe(1);
    expect(await draftsOf(seller)).toEqual([]);
    // Someone else's draft lists nothing either.
    const other = await t.signUp({ role: 'seller' });
    const theirs = (await keep(other, { isbn: '9780140449136' })).json() as Draft;
    const refused = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ draft_id: theirs._id }),
    });
    expect(refused.statusCode).toBe(404);
    expect(await listingsOf(seller.id)).toBe(1);
    expect(await draftsOf(other)).toHaveLength(1);
  });
});

describe('A listing’s publisher, year and condition notes', () => {
  it('are kept and shown; the original price and years used may be left out', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const id = await listBookWith(t, seller, {
      book_name: 'Noted Copy',
      publisher: 'Penguin Classics',
      published_year: 2003,
      condition_notes: ['spine_creases', 'dust_jacket'],
      original_price: undefined,
      used: undefined,
    });
    const page = (await t.request({ url: `/api/products/${id}` })).json();
    expect(page).toMatchObject({
      publisher: 'Penguin Classics',
      published_year: 2003,
      condition_notes: ['spine_creases', 'dust_jacket'],
      original_price: 0,
      used: 0,
    });
    // The cards carry the notes too (the desktop card shows them).
    const category = (await t.request({ url: '/api/categories/2' })).json();
    expect(category.find((book: { _id: string }) => book._id === id).condition_notes).toEqual([
      'spine_creases',
      'dust_jacket',
    ]);
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/products/${id}`,
      as: seller,
      payload: { condition_notes: [], published_year: null, publisher: '' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.request({ url: `/api/products/${id}` })).json()).toMatchObject({
      publisher: '',
      published_year: null,
      condition_notes: [],
    });
  });

  it('refuses a note not on the list, a note twice and a year out of range', async () => {
    const seller = await t.signUp({ role: 'seller' });
    for (const overrides of [
      { condition_notes: ['coffee_stains'] },
      { condition_notes: ['ex_library', 'ex_library'] },
      { condition_notes: 'ex_library' },
      { published_year: 1449 },
      { published_year: 2003.5 },
      { original_price: -1 },
    ]) {
      const refused = await t.request({
        method: 'POST',
        url: '/api/addproduct',
        as: seller,
        payload: bookInput(overrides),
      });
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect(await listingsOf(seller.id)).toBe(0);
  });
});
