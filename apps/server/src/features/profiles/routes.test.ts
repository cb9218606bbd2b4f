import { eq } from 'drizzle-orm';
import type { Listing } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema.js';
import { useTestApp, type TestUser } from '../../../test/test-app.js';
import { listBook } from '../../../test/booking-fixtures.js';
import { bookingIn } from '../../../test/trust-fixtures.js';
import { PROFILE_REVIEWS } from './repository.js';

const t = useTestApp();

async function reviewed(
  people: { buyer: TestUser; seller: TestUser },
  author: 'buyer' | 'seller',
  rating: number,
) {
  const bookingId = await bookingIn(t, people, 'completed');
  const response = await t.request({
    method: 'POST',
    url: `/api/bookings/${bookingId}/review`,
    as: people[author],
    payload: { rating, comment: `Rated ${rating}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
}

function profileOf(id: string, as: TestUser | null) {
  return t.request({ url: `/api/profiles/${id}`, as });
}

/** The category page's card of a book, as a buyer sees it. */
async function cardOf(productId: string, as: TestUser) {
  const response = await t.request({ url: '/api/categories/2?limit=100', as });
  expect(response.statusCode).toBe(200);
  return (response.json() as Listing[]).find((book) => book._id === productId);
}

describe('GET /api/profiles/:id', () => {
  it('shows a seller as others see them: name, since when, books on sale, rating and reviews, never email or phone', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const viewer = await t.signUp();
    await listBook(t, seller);
    await listBook(t, seller);
    // A booked copy and a sold one are not on sale.
    await bookingIn(t, { buyer: viewer, seller }, 'accepted');
    const buyers = [await t.signUp(), await t.signUp()];
    const first = await reviewed({ buyer: buyers[0]!, seller }, 'buyer', 5);
    const second = await reviewed({ buyer: buyers[1]!, seller }, 'buyer', 4);
    const [created] = await t.db.select({ at: user.createdAt }).from(user).where(eq(user.id, seller.id));

    const response = await profileOf(seller.id, viewer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      _id: seller.id,
      name: seller.name,
      role: 'seller',
      verified: false,
      memberSince: created!.at.toISOString(),
      rating: { average: 4.5, count: 2 },
      booksOnSale: 2,
      reviews: [
        {
          _id: second._id,
          bookingId: expect.any(String),
          authorId: buyers[1]!.id,
          authorName: buyers[1]!.name,
          rating: 4,
          comment: 'Rated 4',
          createdAt: expect.any(String),
        },
        expect.objectContaining({ _id: first._id, authorName: buyers[0]!.name, rating: 5 }),
      ],
    });
    expect(response.body).not.toContain(seller.email);
    expect(response.body).not.toContain('8801712345678');
    expect(response.body).not.toMatch(/email|phone|isAdmin/i);
  });

  it('shows a buyer with no books on sale and the reviews sellers left them', async () => {
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    const response = await profileOf(buyer.id, seller);
    expect(response.json()).toMatchObject({
      role: 'buyer',
      booksOnSale: 0,
      rating: { average: null, count: 0 },
      reviews: [],
    });
    await reviewed({ buyer, seller }, 'seller', 3);
    expect((await profileOf(buyer.id, seller)).json()).toMatchObject({
      rating: { average: 3, count: 1 },
      reviews: [{ authorId: seller.id, rating: 3 }],
    });
  });

  it(`shows the latest ${PROFILE_REVIEWS} reviews, newest first`, async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const written: string[] = [];
    for (let i = 0; i < PROFILE_REVIEWS + 2; i += 1)
      written.push((await reviewed({ buyer, seller }, 'buyer', 1 + (i % 5)))._id);
    const profile = (await profileOf(seller.id, buyer)).json();
    expect(profile.rating.count).toBe(PROFILE_REVIEWS + 2);
    expect(profile.reviews.map((review: { _id: string }) => review._id)).toEqual(
      written.slice(-PROFILE_REVIEWS).reverse(),
    );
  });

  it('answers 404 for an unknown person, and visitors too', async () => {
    const viewer = await t.signUp();
    const missing = await profileOf('no-such-user', viewer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'No such user' });
    const visitor = await profileOf(viewer.id, null);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain(viewer.email);
  });
});

describe("the seller's rating on book cards", () => {
  it('sums every review of the seller, to one decimal, on the profile, the category page and My Products', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    const productId = await listBook(t, seller);
    const before = await cardOf(productId, buyer);
    expect(before).toMatchObject({ seller_id: seller.id, seller_rating: { average: null, count: 0 } });

    // 5 + 4 + 4 + 4 = 17 of 4: 4.25, shown 4.3; then 17 + 3 = 20 of 5: 4.
    for (const rating of [5, 4, 4, 4]) await reviewed({ buyer: await t.signUp(), seller }, 'buyer', rating);
    const expected = { average: 4.3, count: 4 };
    expect((await cardOf(productId, buyer))?.seller_rating).toEqual(expected);
    expect((await profileOf(seller.id, buyer)).json().rating).toEqual(expected);
    const mine = await t.request({
      url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`,
      as: seller,
    });
    expect((mine.json() as Listing[]).find((book) => book._id === productId)).toMatchObject({
      seller_id: seller.id,
      seller_rating: expected,
    });

    await reviewed({ buyer: await t.signUp(), seller }, 'buyer', 3);
    expect((await cardOf(productId, buyer))?.seller_rating).toEqual({ average: 4, count: 5 });
    // A review the seller wrote of a buyer is the buyer's, not the seller's.
    await reviewed({ buyer, seller }, 'seller', 1);
    expect((await cardOf(productId, buyer))?.seller_rating).toEqual({ average: 4, count: 5 });
  });

  it('keeps the category page one statement, each book with its own seller, on a deep page too', async () => {
    const rated = await t.signUp({ role: 'seller' });
    const unrated = await t.signUp({ role: 'seller' });
    const buyer = await t.signUp();
    await reviewed({ buyer: await t.signUp(), seller: rated }, 'buyer', 2);
    const ids = [await listBook(t, rated), await listBook(t, unrated), await listBook(t, rated)];
    // The buyer's session is read once, by a first request.
    await t.request({ url: '/api/categories/2', as: buyer });
    const firstPage = await t.queriesOf({ url: '/api/categories/2?limit=2', as: buyer });
    expect(firstPage.queries).toHaveLength(1);
    expect(firstPage.queries[0]).toMatch(/left join "user_ratings"/);
    const next = /^<([^>]+)>/.exec(firstPage.response.headers.link as string)![1]!;
    const deepPage = await t.queriesOf({ url: next, as: buyer });
    expect(deepPage.queries).toHaveLength(1);
    const cards = [...firstPage.response.json(), ...deepPage.response.json()] as {
      _id: string;
      seller_id: string;
      seller_rating: unknown;
    }[];
    expect(cards.slice(0, 3).map((card) => [card._id, card.seller_id, card.seller_rating])).toEqual([
      [ids[2], rated.id, { average: 2, count: 1 }],
      [ids[1], unrated.id, { average: null, count: 0 }],
      [ids[0], rated.id, { average: 2, count: 1 }],
    ]);
  });
});
