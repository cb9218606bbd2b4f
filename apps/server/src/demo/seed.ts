import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import {
  CATEGORY_IDS,
  CATEGORY_NAMES,
  photoUrl,
  type BookingState,
  type ConditionNote,
  type NotificationKind,
} from '@second-shelf/shared';
import type { Auth } from '../auth/auth.js';
import { processPhoto } from '../features/photos/processing.js';
import type { PhotosRepository } from '../features/photos/repository.js';
import type { Db } from '../db/client.js';
import { advertiseDemoBooks } from './advertising.js';
import { seedDemoDrafts } from './drafts.js';
import { demoBookPhoto } from './photos.js';
import { seedDemoQuestion } from './questions.js';
import { seedDemoReports } from './reports.js';
import { seedDemoWishlist } from './wishlist.js';
import {
  bookingEvents,
  bookings,
  conversations,
  messages,
  notifications,
  photos,
  listings,
  reviews,
  user,
} from '../db/schema.js';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS = [
  { name: 'Ada Admin', email: 'admin@example.com', password: 'shelf-admin-1', role: 'buyer', isAdmin: true },
  { name: 'Nadia Rahman', email: 'seller@example.com', password: 'shelf-seller-1', role: 'seller' },
  { name: "Tom's Corner Books", email: 'seller2@example.com', password: 'shelf-seller-2', role: 'seller' },
  { name: 'Ben Buyer', email: 'buyer@example.com', password: 'shelf-buyer-1', role: 'buyer' },
] as const;

type Condition = 'excellent' | 'good' | 'fair';
const DEMO_BOOKS: [string, string, string, number, number, number, string, Condition, number][] = [
  // [category, slug, book name, original price, resell price, years used, location, condition, seller]
  ['1', 'the-salt-road', 'The Salt Road', 24, 11, 2, 'Dhaka, Dhanmondi', 'good', 1],
  ['1', 'north-of-the-river', 'North of the River', 18, 9.5, 1, 'Chittagong, GEC Circle', 'excellent', 2],
  ['1', 'the-last-expedition', 'The Last Expedition', 30, 14, 3, 'Dhaka, Mirpur 10', 'fair', 1],
  ['1', 'storm-harbour', 'Storm Harbour', 22, 12, 1, 'Sylhet, Zindabazar', 'excellent', 2],
  ['1', 'the-cartographers-daughter', "The Cartographer's Daughter", 26, 13, 2, 'Dhaka, Uttara', 'good', 1],
  ['2', 'moonlit-guild', 'The Moonlit Guild', 15, 7, 2, 'Dhaka, Banani', 'good', 2],
  [
    '2',
    'dragons-of-the-ember-coast',
    'Dragons of the Ember Coast',
    28,
    15,
    1,
    'Khulna, Sonadanga',
    'excellent',
    1,
  ],
  ['2', 'the-paper-knight', 'The Paper Knight', 12, 5, 4, 'Rajshahi, Shaheb Bazar', 'fair', 2],
  ['2', 'city-of-lanterns', 'City of Lanterns', 20, 10, 2, 'Dhaka, Mohammadpur', 'good', 1],
  ['2', 'the-glass-familiar', 'The Glass Familiar', 17, 8.5, 1, 'Chittagong, Agrabad', 'excellent', 2],
  ['3', 'the-quiet-orchard', 'The Quiet Orchard', 19, 9, 3, 'Dhaka, Gulshan', 'good', 1],
  [
    '3',
    'letters-to-a-young-teacher',
    'Letters to a Young Teacher',
    14,
    6,
    5,
    'Sylhet, Ambarkhana',
    'fair',
    2,
  ],
  [
    '3',
    'a-house-by-the-estuary',
    'A House by the Estuary',
    25,
    13.5,
    1,
    'Barishal, Sadar Road',
    'excellent',
    1,
  ],
  ['3', 'the-weight-of-small-things', 'The Weight of Small Things', 21, 10, 2, 'Dhaka, Farmgate', 'good', 2],
  ['3', 'winter-in-valparaiso', 'Winter in Valparaíso', 23, 12.5, 2, 'Cumilla, Kandirpar', 'good', 1],
];

/** Each demo book's own data, by slug: its author, and for some an ISBN, a description, another format or language. */
const DEMO_BOOK_DATA: Record<
  string,
  {
    author: string;
    isbn?: string;
    description?: string;
    format?: 'paperback' | 'hardcover' | 'other';
    language?: 'English' | 'Spanish' | 'Bengali';
    publisher?: string;
    publishedYear?: number;
    conditionNotes?: ConditionNote[];
    /** A second photo, on another table. */
    twoPhotos?: true;
  }
> = {
  'the-salt-road': {
    author: 'Ines Okafor',
    isbn: '9780306406157',
    publisher: 'Harbour Lane Press',
    publishedYear: 2017,
    description:
      'A caravan crosses the desert with a cargo nobody will name.\nPaperback, spine uncreased; a name written inside the front cover.',
    twoPhotos: true,
  },
  'north-of-the-river': { author: 'Paul Haddad', format: 'hardcover' },
  'the-last-expedition': {
    author: 'Mara Lindqvist',
    description: 'Read twice on long trips. Corners a little soft, every page there.',
  },
  'storm-harbour': {
    author: 'J. K. Mensah',
    isbn: '9781861972712',
    format: 'hardcover',
    publisher: 'Tidewater Books',
    publishedYear: 2009,
    conditionNotes: ['dust_jacket', 'signed_or_first_printing'],
    twoPhotos: true,
  },
  'the-cartographers-daughter': { author: 'Elena Voss' },
  'moonlit-guild': { author: 'Aiko Tanabe', description: 'First printing. No marks or notes.' },
  'dragons-of-the-ember-coast': { author: 'R. Castellanos', language: 'Spanish', format: 'hardcover' },
  'the-paper-knight': {
    author: 'Sam Whitlock',
    description: 'Well loved: a coffee ring on the back cover.',
    conditionNotes: ['notes_or_highlighting', 'spine_creases'],
  },
  'city-of-lanterns': { author: 'Noor Qasim', twoPhotos: true },
  'the-glass-familiar': { author: 'Leo Marchetti' },
  'the-quiet-orchard': { author: 'Hanna Berg', isbn: '9780131103627', conditionNotes: ['ex_library'] },
  'letters-to-a-young-teacher': {
    author: 'Daniel Osei',
    format: 'other',
    description: 'Spiral-bound teaching edition.',
  },
  'a-house-by-the-estuary': { author: 'Clare Fenwick' },
  'the-weight-of-small-things': { author: 'Priya Raman', language: 'Bengali' },
  'winter-in-valparaiso': { author: 'Tomás Ibarra', language: 'Spanish' },
};

/**
 * The demo books' photos, as their sellers would have uploaded them (demo-photos.ts), two at a time.
 * Returns each book's photo ids, the cover first.
 */
async function uploadDemoPhotos(
  store: PhotosRepository,
  books: { slug: string; sellerId: string }[],
): Promise<string[][]> {
  const ids: string[][] = books.map(() => []);
  const shots = books.flatMap((book, index) =>
    [0, ...(DEMO_BOOK_DATA[book.slug]?.twoPhotos ? [1] : [])].map((shot) => ({
      book,
      index,
      shot: shot as 0 | 1,
    })),
  );
  for (let start = 0; start < shots.length; start += 2) {
    const uploaded = await Promise.all(
      shots
        .slice(start, start + 2)
        .map(async ({ book, shot }) =>
          store.add(book.sellerId, await processPhoto(book.sellerId, await demoBookPhoto(book.slug, shot))),
        ),
    );
    uploaded.forEach((photo, offset) => ids[shots[start + offset]!.index]!.push(photo.id));
  }
  return ids;
}

type Side = 'buyer' | 'seller';

/**
 * A demo deal between the demo accounts: the book (its index in DEMO_BOOKS, whose seller sells it),
 * the buyer (index in DEMO_ACCOUNTS), each change of its state (who made it, how many hours ago),
 * the messages exchanged and, once sold, the review each side left of the other.
 */
interface DemoDeal {
  book: number;
  buyer: number;
  steps: { state: BookingState; by: Side | null; hoursAgo: number; reason?: string }[];
  paymentMethod?: 'cash';
  messages?: [Side, number, string][];
  reviews?: Record<Side, [number, string]>;
}

/** One booking in every state, so that every screen of the deal has something to show. */
const DEMO_DEALS: DemoDeal[] = [
  {
    // Unanswered for 24 of its 48 hours: its notification still unread (and mailed), and the
    // start-up's sweep tells the seller it expires tomorrow.
    book: 6,
    buyer: 3,
    steps: [{ state: 'requested', by: 'buyer', hoursAgo: 24 }],
  },
  {
    book: 5,
    buyer: 3,
    steps: [
      { state: 'requested', by: 'buyer', hoursAgo: 50 },
      { state: 'accepted', by: 'seller', hoursAgo: 26 },
    ],
    paymentMethod: 'cash',
    messages: [
      ['buyer', 25, 'Hi! Is the cover in good shape?'],
      ['seller', 24, 'Yes, only a small crease on the back. Saturday at 4 pm at the Banani library gate?'],
      ['buyer', 23, "Perfect, see you there. I'll bring cash."],
    ],
  },
  {
    book: 3,
    buyer: 0,
    steps: [
      { state: 'requested', by: 'buyer', hoursAgo: 6 * 24 },
      { state: 'declined', by: 'seller', hoursAgo: 5 * 24 },
    ],
  },
  {
    book: 2,
    buyer: 3,
    steps: [
      { state: 'requested', by: 'buyer', hoursAgo: 9 * 24 },
      { state: 'accepted', by: 'seller', hoursAgo: 8 * 24 + 20 },
      { state: 'cancelled', by: 'buyer', hoursAgo: 8 * 24, reason: 'I found another copy closer to home' },
    ],
    messages: [['seller', 8 * 24 + 19, 'Mirpur 10 metro station on Friday works for me.']],
  },
  {
    book: 1,
    buyer: 0,
    steps: [
      { state: 'requested', by: 'buyer', hoursAgo: 12 * 24 },
      { state: 'expired', by: null, hoursAgo: 10 * 24 },
    ],
  },
  {
    book: 4,
    buyer: 3,
    steps: [
      { state: 'requested', by: 'buyer', hoursAgo: 10 * 24 },
      { state: 'accepted', by: 'seller', hoursAgo: 9 * 24 + 18 },
      { state: 'completed', by: 'seller', hoursAgo: 8 * 24 },
    ],
    paymentMethod: 'cash',
    messages: [
      ['seller', 9 * 24 + 17, 'Hello Ben, I can meet at Uttara sector 7 park tomorrow at 5 pm.'],
      ['buyer', 9 * 24 + 16, 'Great, thank you!'],
    ],
    reviews: {
      buyer: [5, 'Lovely seller: the book was exactly as described.'],
      seller: [5, 'Friendly buyer, right on time.'],
    },
  },
  {
    book: 7,
    buyer: 0,
    steps: [
      { state: 'requested', by: 'buyer', hoursAgo: 7 * 24 },
      { state: 'accepted', by: 'seller', hoursAgo: 6 * 24 + 20 },
      { state: 'completed', by: 'seller', hoursAgo: 5 * 24 },
    ],
    paymentMethod: 'cash',
    reviews: {
      buyer: [4, 'A good copy, a little more worn than in the photos.'],
      seller: [5, 'Easy to deal with.'],
    },
  },
  {
    // One account buys and sells: the demo seller books a copy of the other seller's.
    book: 13,
    buyer: 1,
    steps: [
      { state: 'requested', by: 'buyer', hoursAgo: 30 },
      { state: 'accepted', by: 'seller', hoursAgo: 28 },
    ],
    messages: [
      [
        'buyer',
        27,
        'Hello! I sell here too, but this one I want to keep. Is Farmgate at 6 pm on Thursday fine?',
      ],
      ['seller', 26, 'Thursday at 6 works. See you by the foot bridge.'],
    ],
  },
];

/** Who is told of each change (docs/bookings.md): the other side, both on expiry. */
const NOTICE: Partial<Record<BookingState, NotificationKind>> = {
  requested: 'requested',
  accepted: 'accepted',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
  completed: 'sold',
};

const HOUR = 60 * 60 * 1000;
// The defaults of BOOKING_REQUEST_HOURS and BOOKING_MEET_DAYS: the demo reads the same anywhere.
const BOOKING_REQUEST_DEFAULT_MS = 48 * HOUR;
const BOOKING_MEET_DEFAULT_MS = 7 * 24 * HOUR;

/**
 * Writes the demo deals as the lifecycle would have left them: the bookings and their history,
 * messages, notifications (those older than a day read), reviews and the copies' status.
 */
async function seedDeals(
  db: Db,
  accounts: { id: string; name: string; email: string }[],
  books: { id: string; sellerId: string; bookName: string; imageUrl: string; resellPrice: number }[],
): Promise<void> {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  // Oldest first, as they would have been made: lists show the newest (last inserted) first.
  const oldestFirst = DEMO_DEALS.toSorted((a, b) => b.steps[0]!.hoursAgo - a.steps[0]!.hoursAgo);
  const notices: (typeof notifications.$inferInsert)[] = [];
  for (const deal of oldestFirst) {
    const book = books[deal.book]!;
    const buyer = accounts[deal.buyer]!;
    const seller = accounts.find((account) => account.id === book.sellerId)!;
    const party = { buyer, seller };
    const first = deal.steps[0]!;
    const last = deal.steps.at(-1)!;
    const open = last.state === 'requested' || last.state === 'accepted';
    const id = randomUUID();
    const conversationId = randomUUID();
    const tell = (to: Side, kind: NotificationKind, actorName: string | null, hoursAgo: number) =>
      notices.push({
        id: randomUUID(),
        userId: party[to].id,
        bookingId: id,
        conversationId,
        kind,
        actorName,
        bookName: book.bookName,
        readAt: hoursAgo > 24 ? at(hoursAgo - 1) : null,
        createdAt: at(hoursAgo),
      });

    // The booking's thread is the buyer's conversation about the copy; unread by the side a message
    // came to within the last day.
    const latest = deal.messages?.at(-1);
    const unreadBy = latest && latest[1] <= 24 ? (latest[0] === 'buyer' ? 'seller' : 'buyer') : null;
    await db.insert(conversations).values({
      id: conversationId,
      listingId: book.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      bookName: book.bookName,
      imageUrl: book.imageUrl,
      buyerUnread: unreadBy === 'buyer',
      sellerUnread: unreadBy === 'seller',
      createdAt: at(first.hoursAgo),
    });
    await db.insert(bookings).values({
      id,
      buyerId: buyer.id,
      sellerId: seller.id,
      productId: book.id,
      conversationId,
      userName: buyer.name,
      email: buyer.email,
      productName: book.bookName,
      productPrice: book.resellPrice,
      imageUrl: book.imageUrl,
      sellerName: seller.name,
      sellerEmail: seller.email,
      meetingLocation: DEMO_BOOKS[deal.book]![6],
      phoneNumber: '+8801712345678',
      state: last.state,
      stateChangedAt: at(last.hoursAgo),
      expiresAt: open
        ? new Date(
            at(last.hoursAgo).getTime() +
              (last.state === 'requested' ? BOOKING_REQUEST_DEFAULT_MS : BOOKING_MEET_DEFAULT_MS),
          )
        : null,
      paymentMethod: deal.paymentMethod ?? null,
      paidAt: last.state === 'completed' ? at(last.hoursAgo) : null,
      createdAt: at(first.hoursAgo),
    });
    for (const step of deal.steps) {
      const actor = step.by ? party[step.by] : null;
      await db.insert(bookingEvents).values({
        bookingId: id,
        state: step.state,
        actorId: actor?.id ?? null,
        reason: step.reason ?? null,
        createdAt: at(step.hoursAgo),
      });
      const kind = NOTICE[step.state]!;
      if (step.by === null) {
        tell('buyer', kind, null, step.hoursAgo);
        tell('seller', kind, null, step.hoursAgo);
      } else {
        tell(step.by === 'buyer' ? 'seller' : 'buyer', kind, actor!.name, step.hoursAgo);
      }
    }
    for (const [from, hoursAgo, body] of deal.messages ?? []) {
      await db.insert(messages).values({
        id: randomUUID(),
        conversationId,
        bookingId: id,
        senderId: party[from].id,
        senderName: party[from].name,
        body,
        createdAt: at(hoursAgo),
      });
    }
    // New messages of a thread share one notification: the latest, for the side it was sent to.
    if (latest) tell(latest[0] === 'buyer' ? 'seller' : 'buyer', 'message', party[latest[0]].name, latest[1]);
    for (const [author, [rating, comment]] of Object.entries(deal.reviews ?? {}) as [
      Side,
      [number, string],
    ][]) {
      const subject = author === 'buyer' ? 'seller' : 'buyer';
      const hoursAgo = last.hoursAgo - (author === 'buyer' ? 2 : 3);
      await db.insert(reviews).values({
        id: randomUUID(),
        bookingId: id,
        authorId: party[author].id,
        authorName: party[author].name,
        subjectId: party[subject].id,
        rating,
        comment,
        createdAt: at(hoursAgo),
      });
      tell(subject, 'review', party[author].name, hoursAgo);
    }
    if (last.state !== 'declined' && last.state !== 'cancelled' && last.state !== 'expired') {
      await db
        .update(listings)
        .set({ status: last.state === 'completed' ? 'sold' : 'booked' })
        .where(eq(listings.id, book.id));
    }
  }
  // Oldest first too: the bell's list shows the newest (last inserted) first.
  const byTime = (notice: (typeof notices)[number]) => (notice.createdAt as Date).getTime();
  await db.insert(notifications).values(notices.toSorted((a, b) => byTime(a) - byTime(b)));
}

/**
 * Demo people, books and deals, only on a database that has no users yet. Returns whether it
 * seeded.
 */
export async function seedDemo(db: Db, auth: Auth, photoStore: PhotosRepository): Promise<boolean> {
  const [existing] = await db.select({ users: count() }).from(user);
  if ((existing?.users ?? 0) > 0) return false;

  const accounts: { id: string; name: string; email: string }[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const result = await auth.api.signUpEmail({
      body: { name: account.name, email: account.email, password: account.password, role: account.role },
    });
    if ('isAdmin' in account && account.isAdmin) {
      await db.update(user).set({ isAdmin: true }).where(eq(user.id, result.user.id));
    }
    accounts.push({ id: result.user.id, name: account.name, email: account.email });
  }

  const names = Object.fromEntries(CATEGORY_IDS.map((id, index) => [id, CATEGORY_NAMES[index]!]));
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const photoIds = await uploadDemoPhotos(
    photoStore,
    DEMO_BOOKS.map(([, slug, , , , , , , seller]) => ({ slug, sellerId: accounts[seller]!.id })),
  );
  // Oldest first, so that the newest (last inserted) come first in the catalogue.
  const rows = DEMO_BOOKS.map(
    (
      [categoryId, slug, bookName, originalPrice, resellPrice, used, location, productCondition, seller],
      index,
    ) => {
      const owner = accounts[seller]!;
      const posted = new Date(now - (DEMO_BOOKS.length - index) * day);
      const { twoPhotos: _twoPhotos, ...data } = DEMO_BOOK_DATA[slug]!;
      return {
        id: randomUUID(),
        sellerId: owner.id,
        sellerName: owner.name,
        sellerEmail: owner.email,
        categoryId,
        categoryName: names[categoryId]!,
        bookName,
        ...data,
        photoIds: photoIds[index]!,
        imageUrl: photoUrl(photoIds[index]![0]!),
        originalPrice,
        resellPrice,
        used,
        location,
        productCondition,
        postedTime: posted.toISOString().slice(0, 10),
        createdAt: posted,
      };
    },
  );
  for (const row of rows) {
    await db.insert(listings).values(row);
    await db
      .update(photos)
      .set({ productId: row.id, attachedAt: row.createdAt })
      .where(inArray(photos.id, row.photoIds));
  }
  await seedDeals(db, accounts, rows);
  await seedDemoQuestion(db);
  await advertiseDemoBooks(db);
  await seedDemoWishlist(db);
  await seedDemoReports(db);
  await seedDemoDrafts(db);
  return true;
}
