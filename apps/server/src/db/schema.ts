import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// A booking's states (docs/bookings.md), notification kinds and the longest message are the shared
// contract's, so the columns' enums and checks cannot drift from what the API validates.
import {
  BOOK_FORMATS,
  BOOKING_STATES,
  CONDITION_NOTES,
  MAIL_KINDS,
  MAIL_STATES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_WARNINGS,
  NOTIFICATION_KINDS,
  LISTING_STATUSES,
  REPORT_KINDS,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_STATES,
} from '@second-shelf/shared';

/** Binary data: a Buffer from the pg driver, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/** A full-text search document (never read by the app: searched in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /**
     * What the person said they came for when they signed up ("I want to buy" / "I want to sell"):
     * the specification's role, on the wire as it has it. Every account buys; `sells` says who sells.
     */
    role: text('role', { enum: ['buyer', 'seller'] })
      .default('buyer')
      .notNull(),
    /** Whether the person sells: from sign-up as a seller, or from Start selling, for good. */
    sells: boolean('sells').default(false).notNull(),
    isAdmin: boolean('is_admin').default(false).notNull(),
    /** When an admin verified this seller (VERIFY); null when not verified or taken back. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_seq_idx').on(t.seq),
    index('user_sells_seq_idx')
      .on(t.seq)
      .where(sql`${t.sells}`),
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

/**
 * A person's passkeys (WebAuthn credentials): the public key of each, in COSE form, by the
 * credential's id (base64url); its name is the person's. The signature counter is kept to notice a
 * cloned authenticator (passkeys that sync keep it at 0).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator (usb, internal, hybrid, …), as it reported. */
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The challenges of passkey ceremonies under way, each used once and for a few minutes: to add a
 * passkey (for its person) or to sign in (for nobody yet).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
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

export const listings = pgTable(
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
    /** 'hidden': kept by its seller but not on sale; 'held': until its seller confirms their email. */
    status: text('status', { enum: LISTING_STATUSES }).default('available').notNull(),
    /** Empty on listings made before authors were asked for (migration 0008). */
    author: text('author').default('').notNull(),
    /** Always ISBN-13, check digit verified (shared/isbn.ts). */
    isbn: text('isbn'),
    description: text('description').default('').notNull(),
    format: text('format', { enum: BOOK_FORMATS }).default('paperback').notNull(),
    language: text('language').default('English').notNull(),
    /** The edition's publisher ('' when not given) and year (null). */
    publisher: text('publisher').default('').notNull(),
    publishedYear: integer('published_year'),
    /** What the seller ticked of shared's CONDITION_NOTES. */
    conditionNotes: text('condition_notes', { enum: CONDITION_NOTES })
      .array()
      .default(sql`'{}'::text[]`)
      .notNull(),
    /** The listing's photos in order, the cover first (photos.id); image_url is the cover's address. */
    photoIds: text('photo_ids')
      .array()
      .default(sql`'{}'::text[]`)
      .notNull(),
    /** Promoted on the home page's Advertised Items until then, while on sale (ADVERTISE). */
    advertisedUntil: timestamp('advertised_until', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * What search matches (features/search): title, author and ISBN weigh most, then the place, then
     * the description; accents folded (search_fold, migration 0009), English words stemmed.
     */
    searchDocument: tsvector('search_document')
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, search_fold(book_name || ' ' || author)), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(isbn, '')), 'A') || setweight(to_tsvector('english'::regconfig, search_fold(location)), 'B') || setweight(to_tsvector('english'::regconfig, search_fold(description)), 'C')`,
      )
      .notNull(),
    /**
     * The words of the title, author and ISBN alone (the search document's weight A), with an index
     * of its own: search's relevance order puts the books whose title holds every word first, and
     * finds them from this index however many other books hold the words in their descriptions.
     */
    titleDocument: tsvector('title_document')
      .generatedAlwaysAs(
        sql`to_tsvector('english'::regconfig, search_fold(book_name || ' ' || author)) || to_tsvector('simple'::regconfig, coalesce(isbn, ''))`,
      )
      .notNull(),
  },
  (t) => [
    // No index on seq alone: the planner would walk every book newest first and filter by
    // category, fast on the first page of an even catalogue, slow on a small or sold-out category.
    // The category page: available books of one category, newest first.
    index('products_category_status_seq_idx').on(t.categoryId, t.status, t.seq),
    // My Products: one seller's listings, newest first.
    index('products_seller_seq_idx').on(t.sellerId, t.seq),
    // Search (db/fast-path/search-pages.ts): the books on sale walked newest first or by price, and the
    // books a query's words match (GIN) when they are too few for a walk to find a page.
    index('products_search_idx')
      .using('gin', t.searchDocument)
      .where(sql`${t.status} = 'available'`),
    index('products_title_search_idx')
      .using('gin', t.titleDocument)
      .where(sql`${t.status} = 'available'`),
    // Search's newest-first walk. Its predicate holds `seq > 0`, always true (an identity from 1),
    // which every search states and the category page does not: so the category page never takes it
    // for its own (see the first comment of this list). (It said `search_document is not null`,
    // which PostgreSQL 18, PGlite's, drops from a query as always true of a NOT NULL column: no
    // search could take the index there.)
    index('products_search_newest_idx')
      .on(t.seq)
      .where(sql`${t.status} = 'available' and ${t.seq} > 0`),
    index('products_available_price_idx')
      .on(t.resellPrice, t.seq)
      .where(sql`${t.status} = 'available'`),
    // Advertised Items: the promoted books on sale, the latest promotion first.
    index('products_advertised_idx')
      .on(t.advertisedUntil)
      .where(sql`${t.status} = 'available' and ${t.advertisedUntil} is not null`),
    // Another copy listed: the alerts by ISBN look the new book up by it, and back.
    index('products_isbn_idx')
      .on(t.isbn)
      .where(sql`${t.isbn} is not null`),
    // The price suggestion of a book without an ISBN: copies of the same title and author.
    index('products_title_author_idx').on(sql`lower(${t.bookName})`, sql`lower(${t.author})`),
    check('products_status_check', sql`${t.status} in ('available', 'booked', 'sold', 'hidden', 'held')`),
    check('products_format_check', sql`${t.format} in ('paperback', 'hardcover', 'other')`),
    check('products_condition_check', sql`${t.productCondition} in ('excellent', 'good', 'fair')`),
    check('products_prices_check', sql`${t.originalPrice} >= 0 and ${t.resellPrice} >= 0`),
  ],
);

/**
 * A seller's uploaded photo (features/photos): its WebP widths are kept by the photo store (files
 * under DATA_DIR, or photo_files on PostgreSQL). Unattached until a listing takes it; an upload
 * never attached is swept after a day.
 */
export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The listing showing it; null before it is attached, or once a booking alone still shows it. */
    productId: text('product_id').references(() => listings.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** The largest width's size in pixels (after rotation). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_product_idx').on(t.productId),
    // The sweep of uploads never attached.
    index('photos_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
  ],
);

/** The photos' bytes on PostgreSQL, so that every instance serves every photo (features/photos/store.ts). */
export const photoFiles = pgTable(
  'photo_files',
  {
    photoId: text('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width] })],
);

/**
 * Every word of the catalogue's titles and authors, accents folded (a trigger of products adds them,
 * migration 0009): search corrects a query's misspelt words to the nearest of these (pg_trgm).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** Answers of the book metadata service (Open Library), by ISBN-13: none when it knew nothing. */
export const bookMetadata = pgTable('book_metadata', {
  isbn: text('isbn').primaryKey(),
  found: boolean('found').notNull(),
  title: text('title'),
  author: text('author'),
  coverUrl: text('cover_url'),
  publisher: text('publisher'),
  publishedYear: integer('published_year'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * A seller's book to list later: scanned or typed by its ISBN, with what was known of it then. Never
 * public (no catalogue reads this table); listing it (POST /api/addproduct with its draft_id) removes it.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isbn: text('isbn').notNull(),
    bookName: text('book_name').default('').notNull(),
    author: text('author').default('').notNull(),
    publisher: text('publisher').default('').notNull(),
    publishedYear: integer('published_year'),
    format: text('format', { enum: BOOK_FORMATS }),
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [
    // My Products' Drafts: one seller's, newest first; and one draft per book per seller.
    index('listing_drafts_seller_seq_idx').on(t.sellerId, t.seq),
    uniqueIndex('listing_drafts_seller_isbn_idx').on(t.sellerId, t.isbn),
  ],
);

const openStates = sql`('requested', 'accepted')`;

/**
 * Who blocked whom: the blocked person can no longer message the blocker, book their books or see
 * their contact data, and the blocker cannot book theirs either; unblocking removes the row.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** The order of conversations' last activity (a message, a booking): the inbox's, newest first. */
export const conversationActivity = pgSequence('conversation_activity_seq');

/**
 * A buyer's conversation with a seller about one copy: the questions before booking, and the thread
 * of every booking the buyer makes of it (bookings.conversation_id). One per buyer and copy. The
 * book's name and picture are kept as they were when it began, as a booking keeps them.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    /** Null once the listing is deleted: both keep the conversation. */
    listingId: text('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** Null once that account is deleted: the other side keeps the conversation. */
    buyerId: text('buyer_id').references(() => user.id, { onDelete: 'set null' }),
    sellerId: text('seller_id').references(() => user.id, { onDelete: 'set null' }),
    bookName: text('book_name').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Raised at each message and booking: the inbox lists the latest first. */
    activity: bigint('activity', { mode: 'number' })
      .notNull()
      .default(sql`nextval('conversation_activity_seq')`),
    /** Whether a message came that this side has not opened yet. */
    buyerUnread: boolean('buyer_unread').notNull().default(false),
    sellerUnread: boolean('seller_unread').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_seq_idx').on(t.seq),
    uniqueIndex('conversations_listing_buyer_idx').on(t.listingId, t.buyerId),
    index('conversations_buyer_activity_idx').on(t.buyerId, t.activity),
    index('conversations_seller_activity_idx').on(t.sellerId, t.activity),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    /** Null once the buyer's account is deleted: the seller keeps the booking in their history. */
    buyerId: text('buyer_id').references(() => user.id, { onDelete: 'set null' }),
    /** Null once the seller's account is deleted: the buyer keeps the booking in their history. */
    sellerId: text('seller_id').references(() => user.id, { onDelete: 'set null' }),
    productId: text('product_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The buyer's conversation about the copy, which the booking's page continues. */
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    productName: text('product_name').notNull(),
    productPrice: numeric('product_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    imageUrl: text('image_url').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerEmail: text('seller_email').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    phoneNumber: text('phone_number').notNull(),
    state: text('state', { enum: BOOKING_STATES }).default('requested').notNull(),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).defaultNow().notNull(),
    /** When an open booking expires if nobody acts (null once closed). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When its parties were told it expires tomorrow (null until then, and again after each change). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** How the buyer pays, once chosen: cash at the meetup, or card (payments). */
    paymentMethod: text('payment_method', { enum: ['cash', 'card'] }),
    /** When the money was received: the card payment's webhook, or the seller's Mark as sold for cash. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_seq_idx').on(t.seq),
    // One copy has at most one open booking; closed ones stay in both histories.
    uniqueIndex('bookings_open_product_idx')
      .on(t.productId)
      .where(sql`${t.state} in ${openStates}`),
    // A copy's bookings, open or closed: My Products links each sold copy to its sale, and deleting
    // a listing finds the bookings whose product_id it sets to null.
    index('bookings_product_idx').on(t.productId),
    index('bookings_conversation_seq_idx').on(t.conversationId, t.seq),
    index('bookings_buyer_seq_idx').on(t.buyerId, t.seq),
    index('bookings_seller_seq_idx').on(t.sellerId, t.seq),
    index('bookings_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} in ${openStates}`),
    check(
      'bookings_state_check',
      sql`${t.state} in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'completed')`,
    ),
    check('bookings_payment_method_check', sql`${t.paymentMethod} in ('cash', 'card')`),
  ],
);

/** Every change of a booking's state: who made it (null: the server, on expiry), when, and why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    state: text('state', { enum: BOOKING_STATES }).notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.id)],
);

/** The thread of one booking, between its buyer and its seller. */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    /** The conversation it belongs to (a booking's thread is its conversation). */
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The booking it was written on, if any (null: asked before booking). */
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    /** Why it is marked, as it was when sent (messageWarningOf): 'contact' or 'payment'. */
    warning: text('warning', { enum: MESSAGE_WARNINGS }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_seq_idx').on(t.seq),
    check('messages_warning_check', sql`${t.warning} in ('contact', 'payment')`),
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    index('messages_booking_idx').on(t.bookingId),
    check(
      'messages_body_check',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);

/**
 * What happened while a person was away: to one of their bookings (booking_id), or to a book they
 * saved or asked to hear of (product_id: a price cut, another copy listed, their listing removed).
 * The bell counts the unread ones.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The conversation it is about: a message's, and a booking's (its thread). */
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** The book it is about, when not a booking's; null once that listing is gone (book_name stays). */
    productId: text('product_id').references(() => listings.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** Who caused it, as they were named then (null: the server). */
    actorName: text('actor_name'),
    /** The book's name, as the booking or the listing had it then. */
    bookName: text('book_name').notNull(),
    /** A price cut's new price. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    /** How many copies a 'copy_listed' notification tells of (1 for every other kind). */
    copies: integer('copies').notNull().default(1),
    /**
     * What later news of the same kind folds into this notification while `gather_until` has not
     * passed ('price_cut:' and the listing, 'copy_listed:' and the alert); null for other kinds, and
     * once that time has passed (db/notices.ts).
     */
    gatherKey: text('gather_key'),
    gatherUntil: timestamp('gather_until', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When its email was dealt with (written to the outbox, or not sent: its person unsubscribed
     * from its kind, or read it first); null while it waits for that (features/mail).
     */
    mailDoneAt: timestamp('mail_done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_seq_idx').on(t.seq),
    index('notifications_mail_due_idx')
      .on(t.seq)
      .where(sql`${t.mailDoneAt} is null`),
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_conversation_idx').on(t.conversationId),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // New messages of one conversation share one unread notification.
    uniqueIndex('notifications_unread_message_idx')
      .on(t.userId, t.conversationId)
      .where(sql`${t.kind} = 'message' and ${t.readAt} is null`),
    // One open notification per person and subject: two changes at once cannot make two.
    uniqueIndex('notifications_gather_idx')
      .on(t.gatherKey, t.userId)
      .where(sql`${t.gatherKey} is not null`),
    index('notifications_product_idx')
      .on(t.productId)
      .where(sql`${t.productId} is not null`),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'expiring', 'sold', 'message', 'review', 'price_cut', 'copy_listed', 'listing_removed')`,
    ),
  ],
);

/** One review per side of a completed booking. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    subjectId: text('subject_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_seq_idx').on(t.seq),
    uniqueIndex('reviews_booking_author_idx').on(t.bookingId, t.authorId),
    index('reviews_subject_seq_idx').on(t.subjectId, t.seq),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_check', sql`char_length(${t.comment}) <= 1000`),
  ],
);

/** Each person's reviews summed, kept by triggers on reviews (migration 0007) for the book cards. */
export const userRatings = pgTable('user_ratings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  count: integer('count').default(0).notNull(),
  total: integer('total').default(0).notNull(),
});

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunding', 'refunded'] as const;

/** A card payment through Stripe Checkout: one per checkout session of a booking. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).default('pending').notNull(),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'refunding', 'refunded')`),
  ],
);

/** A person's saved books (the spec's Favourites), with the price each had when it was saved. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    seq: seq(),
    savedPrice: numeric('saved_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    uniqueIndex('wishlist_items_seq_idx').on(t.seq),
    // /mywishlist: one person's saved books, the latest first.
    index('wishlist_items_user_seq_idx').on(t.userId, t.seq),
    // A price cut tells everyone who saved the book.
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/**
 * "Tell me when another copy is listed": a book a person wants, by its ISBN-13, or by its title and
 * author (accents folded, lower case: search_fold) when it has none. Kept after the book it was asked
 * from is sold or gone: that is when another copy matters.
 */
export const copyAlerts = pgTable(
  'copy_alerts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isbn: text('isbn'),
    titleKey: text('title_key').notNull(),
    authorKey: text('author_key').notNull(),
    /** As the person saw the book, for their list. */
    bookName: text('book_name').notNull(),
    author: text('author').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('copy_alerts_user_isbn_idx')
      .on(t.userId, t.isbn)
      .where(sql`${t.isbn} is not null`),
    uniqueIndex('copy_alerts_user_title_idx')
      .on(t.userId, t.titleKey, t.authorKey)
      .where(sql`${t.isbn} is null`),
    index('copy_alerts_isbn_idx')
      .on(t.isbn)
      .where(sql`${t.isbn} is not null`),
    index('copy_alerts_title_idx')
      .on(t.titleKey, t.authorKey)
      .where(sql`${t.isbn} is null`),
  ],
);

/**
 * A person's report of a book (kind 'book': its seller is the subject) or of a person (kind
 * 'person'), once per reporter and item, for the admins' Reported Items queue. The book's and the
 * subject's names are kept as they were, so that a report outlives what it was about (the subject's
 * until their account is deleted: then "A former member").
 */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => listings.id, { onDelete: 'set null' }),
    /** A reported conversation (kind conversation); its subject is the other person in it. */
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    subjectId: text('subject_id').references(() => user.id, { onDelete: 'set null' }),
    subjectName: text('subject_name').notNull(),
    bookName: text('book_name'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    /** open; dismissed by an admin; or resolved by removing the listing or the account. */
    state: text('state', { enum: REPORT_STATES }).default('open').notNull(),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_seq_idx').on(t.seq),
    // Once per person and item.
    uniqueIndex('reports_reporter_book_idx')
      .on(t.reporterId, t.productId)
      .where(sql`${t.kind} = 'book'`),
    uniqueIndex('reports_reporter_person_idx')
      .on(t.reporterId, t.subjectId)
      .where(sql`${t.kind} = 'person'`),
    uniqueIndex('reports_reporter_conversation_idx')
      .on(t.reporterId, t.conversationId)
      .where(sql`${t.kind} = 'conversation'`),
    // The queue: open reports by item.
    index('reports_open_product_idx')
      .on(t.productId)
      .where(sql`${t.state} = 'open'`),
    index('reports_open_subject_idx')
      .on(t.subjectId)
      .where(sql`${t.state} = 'open'`),
    index('reports_open_conversation_idx')
      .on(t.conversationId)
      .where(sql`${t.state} = 'open'`),
    check('reports_kind_check', sql`${t.kind} in ('book', 'person', 'conversation')`),
    check('reports_reason_check', sql`${t.reason} in ('counterfeit', 'offensive', 'spam', 'scam', 'other')`),
    check('reports_state_check', sql`${t.state} in ('open', 'dismissed', 'resolved')`),
    check('reports_note_check', sql`char_length(${t.note}) <= ${sql.raw(String(REPORT_NOTE_MAX_LENGTH))}`),
  ],
);

/**
 * Work the server does later, outside any request, with retries: each instance polls with
 * `FOR UPDATE SKIP LOCKED`, so a job runs on one instance at a time. `key` makes a job unique
 * (a refund is asked for once, however many times its cause is seen).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).defaultNow().notNull(),
    attempts: integer('attempts').default(0).notNull(),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * Every email the server writes, in the order written: sent from here by the 'mail' job when an SMTP
 * server is set (SMTP_URL), else kept here for an admin to read (/admin/outbox). A message leaves
 * with its person's account.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    state: text('state', { enum: MAIL_STATES }).notNull(),
    attempts: integer('attempts').default(0).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_seq_idx').on(t.seq),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_state_check', sql`${t.state} in ('queued', 'sent', 'failed', 'kept')`),
  ],
);

/** The kinds of notification email a person unsubscribed from (one click, from the email itself). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * How many open bookings (requested or accepted) each buyer holds, kept by triggers on bookings
 * (migrations 0006 and 0007; triggers.md beside this file lists every trigger). A booking locks its
 * buyer's row here before counting, so that bookings racing from one buyer, on any instance, see
 * each other and the cap on open bookings holds exactly. Every user has a row from sign-up on.
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
