import { describe, expect, it } from 'vitest';
import { MORE_FROM_SELLER_MAX } from '@second-shelf/shared';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';

// GET /api/products/:id is what a book's page (/book/:id) shows: the book and the seller's other
// books on sale, in one call.
const t = useTestApp();

async function list(seller: TestUser, book_name: string): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/addproduct',
    as: seller,
    payload: bookInput({ book_name }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
}

describe("a book's page", () => {
  it("brings the seller's other books on sale, newest first and at most a few, in two statements", async () => {
    const seller = await t.signUp({ role: 'seller' });
    const otherSeller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const shown = await list(seller, 'The Book Itself');
    const others: string[] = [];
    for (let i = 0; i < MORE_FROM_SELLER_MAX + 2; i += 1) others.push(await list(seller, `Other ${i}`));
    await list(otherSeller, 'Not The Same Seller');
    const booked = others.at(-1)!;
    const hidden = others.at(-2)!;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/bookings',
          as: buyer,
          payload: { productId: booked, meetingLocation: 'Dhaka', phoneNumber: '01700000000' },
        })
      ).statusCode,
    ).toBe(201);
    await t.request({ method: 'POST', url: `/api/products/${hidden}/hide`, as: seller });

    await t.request({ url: `/api/products/${shown}`, as: buyer });
    const { response, queries } = await t.queriesOf({ url: `/api/products/${shown}`, as: buyer });
    expect(response.statusCode, response.body).toBe(200);
    const book = response.json();
    expect(book).toMatchObject({
      _id: shown,
      book_name: 'The Book Itself',
      seller_id: seller.id,
      sold_at: null,
    });
    // Neither the book itself nor one booked or hidden, nor another seller's; the newest first.
    expect(book.more_from_seller.map((other: { book_name: string }) => other.book_name)).toEqual(
      others
        .slice(0, -2)
        .map((_, index) => `Other ${index}`)
        .reverse(),
    );
    expect(book.more_from_seller).toHaveLength(MORE_FROM_SELLER_MAX);
    expect(book.more_from_seller[0]).toMatchObject({
      seller_id: seller.id,
      status: 'available',
      seller_rating: { average: null, count: 0 },
    });
    expect(queries).toHaveLength(2);
  });

  it('gives its buyer their open booking of the copy, and nobody else', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const [buyer, other] = [await t.signUp(), await t.signUp()];
    const id = await list(seller, 'Requested Here');
    const booked = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      payload: { productId: id, meetingLocation: 'Dhaka', phoneNumber: '01700000000' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().insertedId as string;
    const seen = async (as: TestUser | null) =>
      ((await t.request({ url: `/api/products/${id}`, as })).json() as { viewer_booking: unknown })
        .viewer_booking;
    expect(await seen(buyer)).toEqual({ _id: bookingId, state: 'requested' });
    for (const stranger of [other, seller, null]) expect(await seen(stranger)).toBeNull();
    await t.request({ method: 'POST', url: `/api/bookings/${bookingId}/accept`, as: seller });
    expect(await seen(buyer)).toEqual({ _id: bookingId, state: 'accepted' });
    // Closed: nothing of theirs open on it any more.
    await t.request({ method: 'POST', url: `/api/bookings/${bookingId}/complete`, as: seller });
    expect(await seen(buyer)).toBeNull();
  });

  it('shows a hidden book to its seller and admins only, and answers 404 for no such book', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const admin = await t.makeAdmin(await t.signUp());
    const id = await list(seller, 'Kept Aside');
    await t.request({ method: 'POST', url: `/api/products/${id}/hide`, as: seller });
    expect((await t.request({ url: `/api/products/${id}`, as: seller })).json().status).toBe('hidden');
    expect((await t.request({ url: `/api/products/${id}`, as: admin })).statusCode).toBe(200);
    const refused = await t.request({ url: `/api/products/${id}`, as: buyer });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No such book');
    expect((await t.request({ url: '/api/products/no-such-book', as: buyer })).statusCode).toBe(404);
    // Nor for visitors.
    expect((await t.request({ url: `/api/products/${id}` })).statusCode).toBe(404);
  });
});
