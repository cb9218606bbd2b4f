import { describe, expect, it } from 'vitest';
import { multipart, photo } from '../../../test/photo-fixtures.js';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';

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

async function uploadPhotos(seller: TestUser, count: number): Promise<{ id: string; url: string }[]> {
  const data = await photo('jpeg', { width: 120, height: 180 });
  const body = multipart(Array.from({ length: count }, () => ({ data })));
  const response = await t.request({ method: 'POST', url: '/api/photos', as: seller, ...body });
  return response.json().photos;
}

const detail = async (id: string, as: TestUser) => t.request({ url: `/api/products/${id}`, as });
const edit = (id: string, as: TestUser, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/products/${id}`, as, payload });

describe("the book's own data", () => {
  it('keeps author, ISBN (as ISBN-13), description, format and language', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const id = await list(seller, {
      author: '  Frank Herbert ',
      isbn: '0-306-40615-2',
      description: 'Line one\r\nLine two <b>not bold</b>',
      format: 'hardcover',
      language: 'Spanish',
    });
    expect((await detail(id, seller)).json()).toMatchObject({
      author: 'Frank Herbert',
      isbn: '9780306406157',
      description: 'Line one\nLine two <b>not bold</b>',
      format: 'hardcover',
      language: 'Spanish',
      photos: [],
    });
    // Without them: no ISBN, no description, a paperback in English.
    const plain = await list(seller);
    expect((await detail(plain, seller)).json()).toMatchObject({
      isbn: null,
      description: '',
      format: 'paperback',
      language: 'English',
    });
  });

  it('refuses a wrong ISBN check digit, a missing author and a description that is too long or not text', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['isbn', { isbn: '9780306406158' }, /check digit does not match/],
      ['isbn', { isbn: '0306406153' }, /check digit does not match/],
      ['isbn', { isbn: '97803064061' }, /10 or 13 digits/],
      ['isbn', { isbn: '978-0-306-40615-7; drop table' }, /10 or 13 digits/],
      ['author', { author: '' }, /Author is required/],
      ['author', { author: undefined }, /Author is required/],
      ['description', { description: 'x'.repeat(2001) }, /at most 2,000/],
      ['description', { description: 'bell \u0007' }, /plain text/],
      ['format', { format: 'scroll' }, /paperback, hardcover or other/],
      ['language', { language: 'Klingon' }, /from the list/],
      ['image_url', { image_url: undefined, photo_ids: [] }, /Add a photo, or give an image url/],
      ['photo_ids.0', { photo_ids: ['not-an-id'] }, /ids given by the upload/],
    ];
    for (const [field, override, message] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/addproduct',
        as: seller,
        payload: bookInput(override),
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toMatch(new RegExp(`^${field}: `));
      expect(response.json().message).toMatch(message);
    }
    expect((await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).json()).toEqual(
      [],
    );
  });
});

describe('PATCH /api/products/:id', () => {
  it('lets the seller change price, condition, description, location and the book’s data', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const id = await list(seller);
    const response = await edit(id, seller, {
      resell_price: '7.5',
      product_condition: 'fair',
      description: 'Now with notes',
      location: 'Sylhet',
      isbn: '9780306406157',
    });
    expect(response.statusCode).toBe(200);
    expect((await detail(id, seller)).json()).toMatchObject({
      resell_price: 7.5,
      product_condition: 'fair',
      description: 'Now with notes',
      location: 'Sylhet',
      isbn: '9780306406157',
      book_name: 'A Test Book',
      original_price: 20,
    });
    // An empty ISBN takes it away.
    await edit(id, seller, { isbn: '' });
    expect((await detail(id, seller)).json().isbn).toBeNull();
  });

  it('replaces the photos: new ones attached, taken-off ones deleted, the first the cover', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const [a, b, c] = await uploadPhotos(seller, 3);
    const id = await list(seller, { photo_ids: [a!.id, b!.id], image_url: undefined });
    expect((await edit(id, seller, { photo_ids: [c!.id, a!.id] })).statusCode).toBe(200);
    const book = (await detail(id, seller)).json();
    expect(book.photos).toEqual([c!.url, a!.url]);
    expect(book.image_url).toBe(c!.url);
    expect((await t.request({ url: b!.url })).statusCode).toBe(404);
    // Back to a picture by address: the photos go.
    expect((await edit(id, seller, { image_url: '/images/covers/storm-harbour.svg' })).statusCode).toBe(400);
    expect(
      (await edit(id, seller, { photo_ids: [], image_url: '/images/covers/storm-harbour.svg' })).statusCode,
    ).toBe(200);
    expect((await detail(id, seller)).json()).toMatchObject({
      photos: [],
      image_url: '/images/covers/storm-harbour.svg',
    });
    expect((await t.request({ url: c!.url })).statusCode).toBe(404);
    expect((await edit(id, seller, { photo_ids: [] })).statusCode).toBe(400);
  });

  it('is the seller’s own: another seller gets 403, nothing changes', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const rival = await t.signUp({ role: 'seller' });
    const id = await list(seller);
    const [theirs] = await uploadPhotos(rival, 1);
    expect((await edit(id, rival, { resell_price: 1 })).statusCode).toBe(403);
    // Nor can a seller put another's photo on their own listing.
    expect((await edit(id, seller, { photo_ids: [theirs!.id] })).statusCode).toBe(400);
    expect((await edit('no-such-book', seller, { resell_price: 1 })).statusCode).toBe(404);
    expect((await detail(id, seller)).json()).toMatchObject({ resell_price: 9.5, photos: [] });
  });

  it('is refused while a booking is open and once sold, and allowed again when a booking ends', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const id = await list(seller);
    const booked = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      payload: { productId: id, meetingLocation: 'Gate', phoneNumber: '0123456789' },
    });
    const bookingId = booked.json().insertedId;
    const refused = await edit(id, seller, { resell_price: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A listing cannot be changed while a booking of it is open, nor once it is sold',
    );
    expect(
      (await t.request({ method: 'POST', url: `/api/products/${id}/hide`, as: seller })).statusCode,
    ).toBe(409);
    await t.request({ method: 'POST', url: `/api/bookings/${bookingId}/decline`, as: seller, payload: {} });
    expect((await edit(id, seller, { resell_price: 1 })).statusCode).toBe(200);
    expect((await detail(id, seller)).json().resell_price).toBe(1);
  });

  it('answers 400 to an empty change and to malformed fields', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const id = await list(seller);
    for (const payload of [
      {},
      { resell_price: -1 },
      { isbn: '123' },
      { book_name: '' },
      { photo_ids: 'x' },
    ]) {
      expect((await edit(id, seller, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('hiding a listing', () => {
  it('takes it off the catalogue, keeps it in My Products, and shows it again', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const id = await list(seller, { category_id: '1', category_name: 'Action & Adventure' });
    const inCategory = async () =>
      ((await t.request({ url: '/api/categories/1?limit=100', as: buyer })).json() as { _id: string }[]).some(
        (book) => book._id === id,
      );
    expect(await inCategory()).toBe(true);
    expect(
      (await t.request({ method: 'POST', url: `/api/products/${id}/hide`, as: seller })).statusCode,
    ).toBe(200);
    expect(await inCategory()).toBe(false);
    const [mine] = (await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).json();
    expect(mine).toMatchObject({ _id: id, status: 'hidden', bookingId: null });
    // Nobody can book it, nor see it but its seller and admins.
    const booking = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      payload: { productId: id, meetingLocation: 'Gate', phoneNumber: '0123456789' },
    });
    expect(booking.statusCode).toBe(404);
    expect((await detail(id, buyer)).statusCode).toBe(404);
    expect((await detail(id, await t.makeAdmin(await t.signUp()))).statusCode).toBe(200);
    // A hidden listing can still be edited, then shown again.
    expect((await edit(id, seller, { resell_price: 3 })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: `/api/products/${id}/show`, as: seller })).statusCode,
    ).toBe(200);
    expect(await inCategory()).toBe(true);
    expect((await detail(id, buyer)).json()).toMatchObject({ status: 'available', resell_price: 3 });
  });
});
