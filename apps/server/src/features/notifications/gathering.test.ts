import { and, eq, sql } from 'drizzle-orm';
import type { Notification } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { bookInput, useTestApp, type TestUser } from '../../../test/test-app.js';
import { mailOutbox, notifications } from '../../db/schema.js';

// A seller's flood of news about one book (price cuts a cent at a time, copies listed one after
// another) tells each person once a day, by one notification and one email. No SMTP server: the
// emails are kept in the outbox, which is what is counted.
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

async function cut(seller: TestUser, id: string, price: number): Promise<void> {
  const response = await t.request({
    method: 'PATCH',
    url: `/api/products/${id}`,
    as: seller,
    payload: { resell_price: price },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function noticesOf(person: TestUser): Promise<Notification[]> {
  const response = await t.request({ url: '/api/notifications?limit=100', as: person });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The emails written for a person's notifications of a kind, once the mail sweep has run. */
async function mailsTo(person: TestUser, kind: 'price_cut' | 'copy_listed'): Promise<string[]> {
  await t.app.jobs.runDue();
  const mails = await t.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, person.id), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.seq);
  return mails.map((mail) => mail.subject);
}

/** As if a day had passed since the person's notifications were first written. */
const aDayPasses = (person: TestUser) =>
  t.db
    .update(notifications)
    .set({ gatherUntil: sql`now()`, createdAt: sql`${notifications.createdAt} - interval '1 day'` })
    .where(eq(notifications.userId, person.id));

describe("a book's price cuts", () => {
  it('make one notification a day, with the latest price, brought up unread again, and one email', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const id = await list(seller, { book_name: 'Penny Drop', resell_price: 30 });
    const other = await list(seller, { book_name: 'Other Book', resell_price: 10 });
    for (const book of [id, other]) {
      expect((await t.request({ method: 'PUT', url: `/api/wishlist/${book}`, as: buyer })).statusCode).toBe(
        200,
      );
    }
    await cut(seller, id, 29.99);
    expect(await mailsTo(buyer, 'price_cut')).toEqual(['Penny Drop is now $29.99']);
    const [first] = await noticesOf(buyer);
    expect(first).toMatchObject({ kind: 'price_cut', price: 29.99, read: false, productId: id });
    // The buyer reads it, and another book's cut comes after it.
    const read = await t.request({ method: 'POST', url: `/api/notifications/${first!._id}/read`, as: buyer });
    expect(read.statusCode).toBe(200);
    await cut(seller, other, 9);

    for (let cents = 2998; cents >= 2980; cents -= 1) await cut(seller, id, cents / 100);
    const notices = await noticesOf(buyer);
    expect(notices.map((notice) => [notice.bookName, notice.price, notice.read])).toEqual([
      ['Penny Drop', 29.8, false],
      ['Other Book', 9, false],
    ]);
    expect(notices[0]!._id).toBe(first!._id);
    expect(Date.parse(notices[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(first!.createdAt));
    expect(await mailsTo(buyer, 'price_cut')).toEqual([
      'Penny Drop is now $29.99',
      'Other Book is now $9.00',
    ]);

    // A day on, the next cut is news again: a notification and an email of its own.
    await aDayPasses(buyer);
    await cut(seller, id, 25);
    expect((await noticesOf(buyer)).map((notice) => [notice.bookName, notice.price])).toEqual([
      ['Penny Drop', 25],
      ['Penny Drop', 29.8],
      ['Other Book', 9],
    ]);
    expect(await mailsTo(buyer, 'price_cut')).toEqual([
      'Penny Drop is now $29.99',
      'Other Book is now $9.00',
      'Penny Drop is now $25.00',
    ]);
  });

  it('fold into the notification not yet emailed: its one email gives the latest price', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const id = await list(seller, { book_name: 'Slow Post', resell_price: 20 });
    expect((await t.request({ method: 'PUT', url: `/api/wishlist/${id}`, as: buyer })).statusCode).toBe(200);
    await cut(seller, id, 19);
    await cut(seller, id, 18);
    expect(await mailsTo(buyer, 'price_cut')).toEqual(['Slow Post is now $18.00']);
  });
});

describe('copies listed for an alert', () => {
  it('make one notification a day, counting them, and one email, however many are listed at once', async () => {
    const [buyer, seller, otherSeller] = [
      await t.signUp(),
      await t.signUp({ role: 'seller' }),
      await t.signUp({ role: 'seller' }),
    ];
    const isbn = '9780140449136';
    const asked = await list(seller, { book_name: 'Many Copies', isbn });
    const alert = await t.request({
      method: 'POST',
      url: '/api/alerts',
      as: buyer,
      payload: { productId: asked },
    });
    expect(alert.statusCode, alert.body).toBe(201);

    await list(otherSeller, { book_name: 'Many Copies', isbn });
    expect(await mailsTo(buyer, 'copy_listed')).toEqual(['Another copy of Many Copies is on sale']);
    // Nine more, all at once (on PostgreSQL, in transactions running side by side).
    const copies = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        list(i % 2 ? seller : otherSeller, { book_name: 'Many Copies', isbn }),
      ),
    );
    const notices = await noticesOf(buyer);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'copy_listed', copies: 10, read: false });
    // It leads to the latest copy.
    expect(copies).toContain(notices[0]!.productId);
    expect(await mailsTo(buyer, 'copy_listed')).toEqual(['Another copy of Many Copies is on sale']);

    // A day on, the next copy is news again.
    await aDayPasses(buyer);
    await list(otherSeller, { book_name: 'Many Copies', isbn });
    expect((await noticesOf(buyer)).map((notice) => notice.copies)).toEqual([1, 10]);
    expect(await mailsTo(buyer, 'copy_listed')).toHaveLength(2);
  });
});
