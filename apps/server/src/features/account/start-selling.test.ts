import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectOpenCount, listBook, newBooking } from '../../../test/booking-fixtures.js';
import { bookInput, nextIp, useTestApp, type TestUser } from '../../../test/test-app.js';
import { bookings, listings, notifications, user } from '../../db/schema.js';

const t = useTestApp();

const sessionOf = async (person: TestUser) =>
  (await t.request({ url: '/api/auth/get-session', as: person })).json().user;

const book = (person: TestUser, productId: string) =>
  t.request({
    method: 'POST',
    url: '/api/bookings',
    as: person,
    ip: nextIp(),
    payload: { productId, meetingLocation: 'Central library steps', phoneNumber: '+8801712345678' },
  });

describe('POST /api/account/start-selling', () => {
  it('lets a buyer list a book at once, in the same session, and keep buying', async () => {
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    // Before: a buyer cannot list, and their session says so.
    expect(await sessionOf(buyer)).toMatchObject({ role: 'buyer', sells: false });
    const refused = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: buyer,
      payload: bookInput(),
    });
    expect(refused.statusCode).toBe(403);

    const started = await t.request({ method: 'POST', url: '/api/account/start-selling', as: buyer });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ sells: true });
    // The very next request, with the same cookie, lists a book: no new sign-in.
    const productId = await listBook(t, buyer, 'My First Sale');
    expect(await sessionOf(buyer)).toMatchObject({ role: 'buyer', sells: true });
    const mine = await t.request({
      url: `/api/myproducts?email=${encodeURIComponent(buyer.email)}`,
      as: buyer,
    });
    expect(mine.json().map((row: { _id: string }) => row._id)).toEqual([productId]);
    // They still buy: another seller's book.
    const theirs = await listBook(t, seller);
    expect((await book(buyer, theirs)).statusCode).toBe(201);

    // Once is enough: pressing it again answers the same and changes nothing.
    const again = await t.request({ method: 'POST', url: '/api/account/start-selling', as: buyer });
    expect(again.json()).toEqual({ sells: true });
    const [row] = await t.db
      .select({ role: user.role, sells: user.sells })
      .from(user)
      .where(eq(user.id, buyer.id));
    expect(row).toEqual({ role: 'buyer', sells: true });
  });

  it('is refused to a visitor, and takes no body it does not need', async () => {
    const anonymous = await t.request({ method: 'POST', url: '/api/account/start-selling' });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await t.signUp();
    const withBody = await t.request({
      method: 'POST',
      url: '/api/account/start-selling',
      as: buyer,
      payload: { sells: false, isAdmin: true },
    });
    expect(withBody.statusCode).toBe(200);
    const [row] = await t.db.select({ isAdmin: user.isAdmin }).from(user).where(eq(user.id, buyer.id));
    expect(row!.isAdmin).toBe(false);
  });

  it('cannot be set through sign-up or the profile: only the button sells', async () => {
    const email = `sly-${Date.now()}@example.com`;
    await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      ip: nextIp(),
      payload: {
        name: 'Sly Buyer',
        email,
        password: 'a-long-password',
        role: 'buyer',
        sells: true,
      },
    });
    // Refused or ignored: the account made, if any, does not sell.
    const [made] = await t.db.select({ sells: user.sells }).from(user).where(eq(user.email, email));
    expect(made?.sells ?? false).toBe(false);
    const buyer = await t.signUp();
    const patched = await t.request({
      method: 'PATCH',
      url: '/api/account',
      as: buyer,
      payload: { sells: true },
    });
    expect(patched.statusCode).toBe(400);
    expect(await sessionOf(buyer)).toMatchObject({ sells: false });
  });
});

describe('one account buys and sells, never from itself', () => {
  it("books another seller's book, and is refused its own with nothing changed", async () => {
    const seller = await t.signUp({ role: 'seller' });
    const otherSeller = await t.signUp({ role: 'seller' });
    const { bookingId } = await newBooking(t, { buyer: seller, seller: otherSeller });
    const orders = await t.request({
      url: `/api/myorders?email=${encodeURIComponent(seller.email)}`,
      as: seller,
    });
    expect(orders.json().map((order: { _id: string }) => order._id)).toEqual([bookingId]);

    const own = await listBook(t, seller, 'Not For Myself');
    const refused = await book(seller, own);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'OWN_LISTING_BOOKING',
      message: 'This is your own listing: you cannot book it',
    });
    const [copy] = await t.db.select({ status: listings.status }).from(listings).where(eq(listings.id, own));
    expect(copy!.status).toBe('available');
    const [held] = await t.db.select({ n: count() }).from(bookings).where(eq(bookings.productId, own));
    expect(held!.n).toBe(0);
    const [told] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(told!.n).toBe(0);
    await expectOpenCount(t, seller.id);
  });

  it('refuses one’s own copy in a batch of bookings while another buyer gets it', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const buyers = [await t.signUp(), await t.signUp()];
    const own = await listBook(t, seller);
    // All at once: the booking statement takes them in one batch.
    const answers = await Promise.all([book(seller, own), ...buyers.map((buyer) => book(buyer, own))]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses[0]).toBe(403);
    expect(statuses.slice(1).sort()).toEqual([201, 409]);
  });
});

describe('migration 0021: accounts made before one account could buy and sell', () => {
  it('makes every seller sell and leaves buyers, admins and roles as they were', async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0021_one_account_sells.sql', import.meta.url),
      'utf8',
    );
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    const admin = await t.makeAdmin(await t.signUp());
    const listed = await listBook(t, seller);
    // The database as it was before the migration: no "sells", the list of users by role.
    await t.db.execute(sql.raw('DROP INDEX "user_sells_seq_idx"'));
    await t.db.execute(sql.raw('ALTER TABLE "user" DROP COLUMN "sells"'));
    await t.db.execute(sql.raw('CREATE INDEX "user_role_seq_idx" ON "user" USING btree ("role","seq")'));

    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    await t.changesDelivered();

    const rows = await t.db
      .select({ id: user.id, role: user.role, sells: user.sells, isAdmin: user.isAdmin })
      .from(user)
      .where(sql`${user.id} in (${buyer.id}, ${seller.id}, ${admin.id})`);
    expect(Object.fromEntries(rows.map(({ id, ...rest }) => [id, rest]))).toEqual({
      [buyer.id]: { role: 'buyer', sells: false, isAdmin: false },
      [seller.id]: { role: 'seller', sells: true, isAdmin: false },
      [admin.id]: { role: 'buyer', sells: false, isAdmin: true },
    });
    // The seller, signed in before, keeps selling and now buys too; the buyer books their book.
    expect((await listBook(t, seller)).length).toBeGreaterThan(0);
    const otherSeller = await t.signUp({ role: 'seller' });
    expect((await book(seller, await listBook(t, otherSeller))).statusCode).toBe(201);
    expect((await book(buyer, listed)).statusCode).toBe(201);
    expect((await book(admin, await listBook(t, otherSeller))).statusCode).toBe(201);
  });
});
