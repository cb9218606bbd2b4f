import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();
/** Keyset pagination walks this column: unique, indexed, and never reused. */
const seq = () => bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull();

// Better Auth's tables (user, session, account, verification, rate_limit), with our two
// columns on user: the account type chosen at sign-up and the operator-granted admin flag.
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').default(false).notNull(),
    image: text('image'),
    role: text('role', { enum: ['buyer', 'seller'] })
      .default('buyer')
      .notNull(),
    isAdmin: boolean('is_admin').default(false).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_seq_idx').on(t.seq),
    index('user_role_seq_idx').on(t.role, t.seq),
    check('user_role_check', sql`${t.role} in ('buyer', 'seller')`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  categoryId: text('category_id').notNull().unique(),
  categoryName: text('category_name').notNull(),
  imageUrl: text('image_url').notNull(),
});

/**
 * How many books of each category are available, kept by triggers on products in the same
 * transaction as every change (migrations 0003 and 0005): the category page shows the sum of a
 * category's rows without a count(*). Spread over 16 rows per category (by product id), so that
 * bookings of different copies rarely wait for one another's commit on the same counter row.
 */
export const categoryCounts = pgTable(
  'category_counts',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.categoryId, { onDelete: 'cascade' }),
    shard: integer('shard').notNull(),
    available: integer('available').default(0).notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.shard] })],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.categoryId),
    categoryName: text('category_name').notNull(),
    bookName: text('book_name').notNull(),
    imageUrl: text('image_url').notNull(),
    originalPrice: numeric('original_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    resellPrice: numeric('resell_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    used: numeric('used', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    location: text('location').notNull(),
    productCondition: text('product_condition', { enum: ['excellent', 'good', 'fair'] }).notNull(),
    postedTime: text('posted_time').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerEmail: text('seller_email').notNull(),
    status: text('status', { enum: ['available', 'booked', 'sold'] })
      .default('available')
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // No index on seq alone: the planner would walk every book newest first and filter by
    // category, fast on the first page of an even catalogue, slow on a small or sold-out category.
    // The category page: available books of one category, newest first.
    index('products_category_status_seq_idx').on(t.categoryId, t.status, t.seq),
    // My Products: one seller's listings, newest first.
    index('products_seller_seq_idx').on(t.sellerId, t.seq),
    check('products_status_check', sql`${t.status} in ('available', 'booked', 'sold')`),
    check('products_condition_check', sql`${t.productCondition} in ('excellent', 'good', 'fair')`),
    check('products_prices_check', sql`${t.originalPrice} >= 0 and ${t.resellPrice} >= 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // A listing removed later leaves the buyer's order readable from its snapshot.
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    productName: text('product_name').notNull(),
    productPrice: numeric('product_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    imageUrl: text('image_url').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerEmail: text('seller_email').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_seq_idx').on(t.seq),
    // One copy, one booking: the database itself refuses a second one.
    uniqueIndex('bookings_product_id_idx').on(t.productId),
    index('bookings_buyer_seq_idx').on(t.buyerId, t.seq),
  ],
);

/**
 * How many bookings each buyer holds (their rows in bookings), kept by triggers on bookings
 * (migration 0006). A booking locks its buyer's row here before counting, so that bookings racing
 * from one buyer, on any instance, see each other and the cap on open bookings holds exactly.
 * Every user has a row from sign-up on.
 */
export const openBookings = pgTable(
  'open_bookings',
  {
    buyerId: text('buyer_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    count: integer('count').default(0).notNull(),
  },
  (t) => [check('open_bookings_count_check', sql`${t.count} >= 0`)],
);

/** Fixed-window counters for our own abuse limits, shared by every instance. */
export const requestLimits = pgTable('request_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
