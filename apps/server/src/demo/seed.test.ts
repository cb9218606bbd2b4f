import { count, eq, sql } from 'drizzle-orm';
import {
  createReviewSchema,
  editListingSchema,
  pictureAddressProblem,
  sendMessageSchema,
  type CopyAlert,
  type Listing,
  type Notification,
  type Profile,
  type ReportedItem,
  type WishlistItem,
} from '@second-shelf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectOpenCount } from '../../test/booking-fixtures.js';
import { BASE_URL, useTestApp, type TestUser } from '../../test/test-app.js';
import {
  bookingEvents,
  bookings,
  messages,
  notifications,
  listings,
  reviews,
  user,
  userRatings,
} from '../db/schema.js';
import { DEMO_ACCOUNTS, seedDemo } from './seed.js';

const t = useTestApp();

// The demo is seeded once for the file (its photos are processed as uploads are: seconds): each
// part below reads what it shows.
let seeded: boolean;
beforeAll(async () => {
  seeded = await seedDemo(t.db, t.app.auth, t.app.photos);
}, 120_000);

/** A demo account signed in through the API, as a visitor of the demo would. */
async function signIn(email: string): Promise<TestUser> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: account.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .find((c) => c?.startsWith('better-auth.session_token='))!;
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return {
    id: row!.id,
    name: account.name,
    email,
    password: account.password,
    role: account.role,
    cookie: cookie.split(';')[0]!,
    sessionToken: decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!).split('.')[0]!,
    ip: '127.0.0.1',
  };
}

describe('demo data', () => {
  it('seeds deals in every state between the demo accounts, once', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemo(t.db, t.app.auth, t.app.photos)).toBe(false);

    const states = await t.db
      .select({ state: bookings.state, n: count() })
      .from(bookings)
      .groupBy(bookings.state)
      .orderBy(bookings.state);
    expect(Object.fromEntries(states.map((row) => [row.state, row.n]))).toEqual({
      accepted: 2,
      cancelled: 1,
      completed: 2,
      declined: 1,
      expired: 1,
      requested: 1,
    });
    // Each copy's status follows its deal, and the counters kept by triggers agree.
    const copies = await t.db
      .select({ state: bookings.state, status: listings.status })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.productId));
    for (const { state, status } of copies) {
      expect(status, state).toBe(
        state === 'completed'
          ? 'sold'
          : state === 'requested' || state === 'accepted'
            ? 'booked'
            : 'available',
      );
    }
    const buyers = await t.db.selectDistinct({ id: bookings.buyerId }).from(bookings);
    for (const { id } of buyers) await expectOpenCount(t, id!);
    const events = await t.db.select({ n: count() }).from(bookingEvents);
    expect(events[0]!.n).toBe(1 + 2 + 2 + 3 + 2 + 3 + 3 + 2);
    expect((await t.db.select({ n: count() }).from(messages))[0]!.n).toBe(10);
    expect((await t.db.select({ n: count() }).from(reviews))[0]!.n).toBe(4);
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(userRatings)
          .where(sql`${userRatings.count} > 0`)
      )[0]!.n,
    ).toBe(4);
    const unread = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(sql`${notifications.readAt} is null`);
    expect(unread[0]!.n).toBeGreaterThan(0);
    // The start-up's jobs tell the seller of the request unanswered for a day that it expires tomorrow.
    await t.app.jobs.runDue();
    const reminders = await t.db
      .select({ kind: notifications.kind, userId: notifications.userId, sellerId: bookings.sellerId })
      .from(notifications)
      .innerJoin(bookings, eq(bookings.id, notifications.bookingId))
      .where(eq(notifications.kind, 'expiring'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.userId).toBe(reminders[0]!.sellerId);

    // The demo buyer sees their orders and the page of each; the seller their incoming bookings.
    const buyer = await signIn('buyer@example.com');
    const orders = (await t.request({ url: `/api/myorders?email=${buyer.email}`, as: buyer })).json();
    expect(orders.map((order: { state: string }) => order.state)).toEqual([
      'requested',
      'accepted',
      'cancelled',
      'completed',
    ]);
    for (const order of orders) {
      const page = await t.request({ url: `/api/bookings/${order._id}`, as: buyer });
      expect(page.statusCode, page.body).toBe(200);
    }
    const accepted = (await t.request({ url: `/api/bookings/${orders[1]._id}`, as: buyer })).json();
    expect(accepted).toMatchObject({ state: 'accepted', actions: ['cancel'], payWith: ['cash'] });
    expect(accepted.history.map((event: { state: string }) => event.state)).toEqual([
      'requested',
      'accepted',
    ]);
    const sold = (await t.request({ url: `/api/bookings/${orders[3]._id}`, as: buyer })).json();
    expect(sold).toMatchObject({
      state: 'completed',
      canReview: false,
      seller: { rating: { average: 5, count: 1 } },
    });
    expect(sold.reviews).toHaveLength(2);
    const seller = await signIn('seller2@example.com');
    const incoming = (await t.request({ url: '/api/bookings?state=requested,accepted', as: seller })).json();
    expect(incoming).toMatchObject([
      { state: 'accepted', buyerName: 'Nadia Rahman' },
      { state: 'accepted', buyerName: 'Ben Buyer', phoneNumber: '+8801712345678' },
    ]);
    // The demo buyer asked a question before booking, and the seller's answer is unread.
    const inbox = (await t.request({ url: '/api/conversations', as: buyer })).json();
    expect(inbox.find((row: { bookName: string }) => row.bookName === 'The Salt Road')).toMatchObject({
      booking: null,
      unread: true,
      lastMessage: { body: expect.stringContaining('second printing') },
    });
    // The demo seller buys too: an order of hers beside her own listings.
    const both = await signIn('seller@example.com');
    const bought = (await t.request({ url: `/api/myorders?email=${both.email}`, as: both })).json();
    expect(bought).toMatchObject([{ state: 'accepted', productName: 'The Weight of Small Things' }]);
    const own = await t.request({ url: `/api/myproducts?email=${both.email}`, as: both });
    expect(own.json().length).toBeGreaterThan(0);
  });
});

describe('demo data and the input rules', () => {
  it('holds only what the API would take: pictures, whole cents, plain text', async () => {
    const rows = await t.db.select().from(listings);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const parsed = editListingSchema.safeParse({
        book_name: row.bookName,
        author: row.author,
        description: row.description,
        location: row.location,
        original_price: row.originalPrice,
        resell_price: row.resellPrice,
        used: row.used,
        image_url: row.imageUrl,
      });
      expect(parsed.error?.issues, row.bookName).toBeUndefined();
      expect(pictureAddressProblem(row.imageUrl, [BASE_URL]), row.bookName).toBeUndefined();
    }
    for (const { body } of await t.db.select({ body: messages.body }).from(messages)) {
      expect(sendMessageSchema.safeParse({ body }).error?.issues, body).toBeUndefined();
    }
    for (const { rating, comment } of await t.db.select().from(reviews)) {
      const review = { rating, ...(comment === null ? {} : { comment }) };
      expect(createReviewSchema.safeParse(review).error?.issues, comment ?? '').toBeUndefined();
    }
  });
});

describe('the demo’s verified seller and reports', () => {
  it('shows the demo seller verified, and the admin a queue: a book reported twice for two reasons, a person once', async () => {
    const buyer = await signIn('buyer@example.com');
    const admin = await signIn('admin@example.com');
    const seller = await signIn('seller@example.com');
    const other = await signIn('seller2@example.com');

    const books = (await t.request({ url: '/api/categories/1', as: buyer })).json() as Listing[];
    const bySeller = (id: string) => books.filter((book) => book.seller_id === id);
    expect(bySeller(seller.id).length).toBeGreaterThan(0);
    expect(bySeller(seller.id).every((book) => book.seller_verified)).toBe(true);
    expect(bySeller(other.id).every((book) => !book.seller_verified)).toBe(true);
    const profile = (await t.request({ url: `/api/profiles/${seller.id}`, as: buyer })).json() as Profile;
    expect(profile.verified).toBe(true);

    const queue = (await t.request({ url: '/api/reports', as: admin })).json() as ReportedItem[];
    expect(
      queue.map((item) => [
        item.kind,
        item.name,
        item.account.email,
        item.count,
        item.reasons,
        item.notes.length,
      ]),
    ).toEqual([
      [
        'book',
        'Letters to a Young Teacher',
        'seller2@example.com',
        2,
        [
          { reason: 'counterfeit', count: 1 },
          { reason: 'spam', count: 1 },
        ],
        1,
      ],
      ['person', "Tom's Corner Books", 'seller2@example.com', 1, [{ reason: 'scam', count: 1 }], 1],
    ]);
    // The demo buyer has reported that book already: a second time is refused, saying so.
    const again = await t.request({
      method: 'POST',
      url: '/api/reports',
      as: buyer,
      payload: { kind: 'book', productId: queue[0]!._id, reason: 'other' },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("the demo buyer's wishlist", () => {
  it('has a sold book with an alert, one on sale and one cut in price since, with its notification', async () => {
    const buyer = await signIn('buyer@example.com');

    const saved = (await t.request({ url: '/api/wishlist', as: buyer })).json() as WishlistItem[];
    expect(saved.map((item) => [item.book_name, item.status, item.savedPrice, item.resell_price])).toEqual([
      ['The Quiet Orchard', 'available', 11, 9],
      ['The Salt Road', 'available', 11, 11],
      ['The Paper Knight', 'sold', 5, 5],
    ]);
    const alerts = (await t.request({ url: '/api/alerts', as: buyer })).json() as CopyAlert[];
    expect(alerts).toMatchObject([{ bookName: 'The Paper Knight', author: 'Sam Whitlock', isbn: null }]);
    expect(saved.map((item) => item.alertId)).toEqual([null, null, alerts[0]!._id]);

    const notices = (await t.request({ url: '/api/notifications', as: buyer })).json() as Notification[];
    expect(notices[0]).toMatchObject({
      kind: 'price_cut',
      bookName: 'The Quiet Orchard',
      price: 9,
      productId: saved[0]!._id,
      read: false,
    });
    // Another copy of the sold book, listed now, reaches the demo buyer.
    const seller = await t.signUp({ role: 'seller' });
    const listed = await t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: {
        category_id: '2',
        category_name: 'Comics & Fantasy',
        book_name: 'The Paper Knight',
        author: 'Sam Whitlock',
        image_url: '/images/covers/the-paper-knight.svg',
        original_price: 12,
        resell_price: 6,
        used: 1,
        location: 'Dhaka',
        product_condition: 'good',
      },
    });
    expect(listed.statusCode).toBe(201);
    const [latest] = (await t.request({ url: '/api/notifications', as: buyer })).json() as Notification[];
    expect(latest).toMatchObject({ kind: 'copy_listed', productId: listed.json().insertedId });
    // The demo's photos are processed as uploads are: seconds on a busy machine.
  }, 120_000);
});

describe("the demo seller's listings", () => {
  it('have drafts to finish, and copies with their condition notes, publisher and year', async () => {
    const seller = await signIn('seller@example.com');
    const drafts = (await t.request({ url: '/api/drafts', as: seller })).json() as { book_name: string }[];
    expect(drafts.map((draft) => draft.book_name).sort()).toEqual([
      'Introduction to Algorithms',
      'The Odyssey',
    ]);
    const found = (await t.request({ url: '/api/search?q=Storm+Harbour' })).json() as { _id: string }[];
    const page = (await t.request({ url: `/api/products/${found[0]!._id}` })).json();
    expect(page).toMatchObject({
      publisher: 'Tidewater Books',
      published_year: 2009,
      condition_notes: ['dust_jacket', 'signed_or_first_printing'],
    });
  });
});
