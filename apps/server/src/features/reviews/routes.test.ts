import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_STATES } from '@second-shelf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, reviews, user, userRatings } from '../../db/schema.js';
import { useTestApp, type TestUser } from '../../../test/test-app.js';
import { bookingIn as bookingThroughApi, listBook } from '../../../test/booking-fixtures.js';
import { bookingIn } from '../../../test/trust-fixtures.js';

const t = useTestApp();

let buyer: TestUser;
let seller: TestUser;

beforeAll(async () => {
  buyer = await t.signUp();
  seller = await t.signUp({ role: 'seller' });
});

function review(
  bookingId: string,
  as: TestUser | null,
  payload: unknown = { rating: 5, comment: 'Smooth deal' },
) {
  return t.request({ method: 'POST', url: `/api/bookings/${bookingId}/review`, as, payload });
}

async function ratingRow(userId: string) {
  const [row] = await t.db.select().from(userRatings).where(eq(userRatings.userId, userId));
  return row ? { count: row.count, total: row.total } : undefined;
}

/** What a review writes: reviews, the summed ratings and the notifications. */
async function trustRows(): Promise<string> {
  const result = (await t.db.execute(sql`
    select (select count(*) from reviews)::text || '/' || (select count(*) from notifications)::text
      || '/' || coalesce((select sum(count) || ':' || sum(total) from user_ratings), '-') as rows`)) as unknown as {
    rows: { rows: string }[];
  };
  return result.rows[0]!.rows;
}

describe('POST /api/bookings/:id/review', () => {
  it('lets each party of a completed booking review the other once, with its rating and a notification', async () => {
    const people = { buyer: await t.signUp(), seller: await t.signUp({ role: 'seller' }) };
    const bookingId = await bookingIn(t, people, 'completed');

    const byBuyer = await review(bookingId, people.buyer, {
      rating: 4,
      comment: '  On time, book as described  ',
    });
    expect(byBuyer.statusCode, byBuyer.body).toBe(201);
    expect(byBuyer.json()).toEqual({
      _id: expect.any(String),
      bookingId,
      authorId: people.buyer.id,
      authorName: people.buyer.name,
      rating: 4,
      comment: 'On time, book as described',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await ratingRow(people.seller.id)).toEqual({ count: 1, total: 4 });
    const toldSeller = await t.db
      .select({
        kind: notifications.kind,
        actorName: notifications.actorName,
        bookName: notifications.bookName,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, people.seller.id), eq(notifications.bookingId, bookingId)));
    expect(toldSeller).toEqual([{ kind: 'review', actorName: people.buyer.name, bookName: 'A Test Book' }]);

    // The seller's review of the buyer: a rating without a comment.
    const bySeller = await review(bookingId, people.seller, { rating: '5' });
    expect(bySeller.statusCode, bySeller.body).toBe(201);
    expect(bySeller.json()).toMatchObject({ authorId: people.seller.id, rating: 5, comment: null });
    expect(await ratingRow(people.buyer.id)).toEqual({ count: 1, total: 5 });
    expect(await ratingRow(people.seller.id)).toEqual({ count: 1, total: 4 });
  });

  it('stores the comment as text, at most 1,000 characters, and an empty one as none', async () => {
    const markup = `<img src=x onerror="alert(1)"> & ${'x'.repeat(960)}`;
    const first = await bookingIn(t, { buyer, seller }, 'completed');
    const written = await review(first, buyer, { rating: 3, comment: markup });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().comment).toBe(markup);
    const [stored] = await t.db
      .select({ comment: reviews.comment })
      .from(reviews)
      .where(eq(reviews.bookingId, first));
    expect(stored!.comment).toBe(markup);

    const second = await bookingIn(t, { buyer, seller }, 'completed');
    expect((await review(second, buyer, { rating: 3, comment: '   ' })).json().comment).toBeNull();
  });

  it('refuses a malformed rating or comment with 400, writing nothing', async () => {
    const bookingId = await bookingIn(t, { buyer, seller }, 'completed');
    const before = await trustRows();
    for (const payload of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      { rating: 'five' },
      { rating: null },
      { rating: 4, comment: 'x'.repeat(1001) },
      { rating: 4, comment: 42 },
    ]) {
      const response = await review(bookingId, buyer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/rating|comment/i);
    }
    expect(await trustRows()).toBe(before);
  });

  it('is for the two parties only: 401 signed out, 403 for anyone else, 404 for an unknown booking', async () => {
    const bookingId = await bookingIn(t, { buyer, seller }, 'completed');
    const admin = await t.makeAdmin(await t.signUp());
    const before = await trustRows();
    expect((await review(bookingId, null)).statusCode).toBe(401);
    for (const stranger of [await t.signUp(), await t.signUp({ role: 'seller' }), admin]) {
      const response = await review(bookingId, stranger);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'NOT_A_PARTY',
        message: 'Only the buyer and the seller of this booking can do this',
      });
    }
    const unknown = await review('no-such-booking', buyer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BOOKING_NOT_FOUND');
    expect(await trustRows()).toBe(before);
  });

  it('waits for the sale: 409 in every other state, for either party, naming the state', async () => {
    const before = await trustRows();
    for (const state of BOOKING_STATES.filter((each) => each !== 'completed')) {
      const bookingId = await bookingIn(t, { buyer, seller }, state);
      for (const party of [buyer, seller]) {
        const response = await review(bookingId, party);
        expect(response.statusCode, `${state} by ${party.role}`).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'REVIEW_NOT_ALLOWED',
          message: `This booking is ${state}: a review can be left once the sale is completed`,
        });
      }
    }
    expect(await trustRows()).toBe(before);
  });

  it('calls an open booking past its time expired', async () => {
    const bookingId = await bookingIn(t, { buyer, seller }, 'accepted');
    await t.db.execute(
      sql`update bookings set expires_at = now() - interval '1 minute' where id = ${bookingId}`,
    );
    const response = await review(bookingId, buyer);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This booking is expired: a review can be left once the sale is completed',
    );
  });

  it('takes one review per party: the second is 409 and the rating counts once', async () => {
    const people = { buyer: await t.signUp(), seller: await t.signUp({ role: 'seller' }) };
    const bookingId = await bookingIn(t, people, 'completed');
    expect((await review(bookingId, people.buyer, { rating: 2 })).statusCode).toBe(201);
    const before = await trustRows();
    const again = await review(bookingId, people.buyer, { rating: 5, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: 'You have already reviewed this booking',
    });
    expect(await trustRows()).toBe(before);
    expect(await ratingRow(people.seller.id)).toEqual({ count: 1, total: 2 });
  });

  it('lets one of two identical requests racing through: the other is 409, never 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const people = { buyer: await t.signUp(), seller: await t.signUp({ role: 'seller' }) };
      const bookingId = await bookingIn(t, people, 'completed');
      const answers = await Promise.all([
        review(bookingId, people.buyer, { rating: 4 }),
        review(bookingId, people.buyer, { rating: 4 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('ALREADY_REVIEWED');
      expect(await ratingRow(people.seller.id)).toEqual({ count: 1, total: 4 });
      const told = await t.db.select().from(notifications).where(eq(notifications.userId, people.seller.id));
      expect(told).toHaveLength(1);
    }
  });

  it("refuses with 409 when the other party's account is gone, and the booking stays", async () => {
    const people = { buyer: await t.signUp(), seller: await t.signUp({ role: 'seller' }) };
    const bookingId = await bookingIn(t, people, 'completed');
    await t.db.delete(user).where(eq(user.id, people.seller.id));
    await t.changesDelivered();
    const before = await trustRows();
    const response = await review(bookingId, people.buyer);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'REVIEW_NOT_ALLOWED',
      message: "The seller's account has been deleted: there is no one left to review",
    });
    expect(await trustRows()).toBe(before);
  });

  it('keeps the review, the rating and the notification together: when one fails, none is kept', async () => {
    const people = { buyer: await t.signUp(), seller: await t.signUp({ role: 'seller' }) };
    const bookingId = await bookingIn(t, people, 'completed');
    await t.db.execute(
      sql.raw(`create function refuse_review_notice() returns trigger language plpgsql as $$
        begin raise exception 'no review notices today'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_review_notice before insert on notifications for each row
        when (new.kind = 'review') execute function refuse_review_notice()`),
    );
    const before = await trustRows();
    try {
      expect((await review(bookingId, people.buyer)).statusCode).toBe(500);
      expect(await trustRows()).toBe(before);
      expect(await ratingRow(people.seller.id)).toBeUndefined();
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_review_notice on notifications'));
      await t.db.execute(sql.raw('drop function refuse_review_notice()'));
    }
    expect((await review(bookingId, people.buyer)).statusCode).toBe(201);
    expect(await ratingRow(people.seller.id)).toEqual({ count: 1, total: 5 });
  });

  it('follows a deal through the API: booked, accepted, sold, then both review', async () => {
    const people = { buyer: await t.signUp(), seller: await t.signUp({ role: 'seller' }) };
    const productId = await listBook(t, people.seller);
    const booked = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: people.buyer,
      payload: { productId, meetingLocation: 'Dhaka', phoneNumber: '+8801712345678' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().insertedId as string;
    expect((await review(bookingId, people.buyer)).json().message).toMatch(/^This booking is requested:/);
    const accepted = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/accept`,
      as: people.seller,
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await review(bookingId, people.seller)).json().message).toMatch(/^This booking is accepted:/);
    const sold = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/complete`,
      as: people.seller,
      payload: {},
    });
    expect(sold.statusCode, sold.body).toBe(200);

    expect((await review(bookingId, people.buyer, { rating: 5, comment: 'Lovely copy' })).statusCode).toBe(
      201,
    );
    expect((await review(bookingId, people.seller, { rating: 4 })).statusCode).toBe(201);
    expect((await review(bookingId, people.seller, { rating: 4 })).statusCode).toBe(409);

    // The booking's page shows both reviews, and that neither side may review again.
    for (const party of [people.buyer, people.seller]) {
      const detail = await t.request({ url: `/api/bookings/${bookingId}`, as: party });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().reviews).toHaveLength(2);
      expect(detail.json().canReview).toBe(false);
    }
    const again = await bookingThroughApi(t, people, 'completed');
    expect((await review(again.bookingId, people.buyer, { rating: 4 })).statusCode).toBe(201);
    expect(await ratingRow(people.seller.id)).toEqual({ count: 2, total: 9 });
  });
});
