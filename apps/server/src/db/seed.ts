import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { CATEGORY_IDS, CATEGORY_NAMES } from '@second-shelf/shared';
import type { Auth } from '../auth/auth.js';
import type { Db } from './client.js';
import { categories, products, user } from './schema.js';

const CATEGORY_IMAGES = [
  '/images/categories/action-adventure.svg',
  '/images/categories/comics-fantasy.svg',
  '/images/categories/literary-fiction.svg',
] as const;

/** The three categories of the specification: reference data, present on every database. */
export async function ensureCategories(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(
      CATEGORY_IDS.map((categoryId, index) => ({
        id: randomUUID(),
        categoryId,
        categoryName: CATEGORY_NAMES[index]!,
        imageUrl: CATEGORY_IMAGES[index]!,
      })),
    )
    .onConflictDoNothing({ target: categories.categoryId });
}

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

/** Demo people and books, only on a database that has no users yet. Returns whether it seeded. */
export async function seedDemo(db: Db, auth: Auth): Promise<boolean> {
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
  // Oldest first, so that the newest (last inserted) come first in the catalogue.
  const rows = DEMO_BOOKS.map(
    (
      [categoryId, slug, bookName, originalPrice, resellPrice, used, location, productCondition, seller],
      index,
    ) => {
      const owner = accounts[seller]!;
      const posted = new Date(now - (DEMO_BOOKS.length - index) * day);
      return {
        id: randomUUID(),
        sellerId: owner.id,
        sellerName: owner.name,
        sellerEmail: owner.email,
        categoryId,
        categoryName: names[categoryId]!,
        bookName,
        imageUrl: `/images/covers/${slug}.svg`,
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
  for (const row of rows) await db.insert(products).values(row);
  return true;
}
