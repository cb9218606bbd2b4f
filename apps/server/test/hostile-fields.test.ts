import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, listings } from '../src/db/schema.js';
import { bookingIn, castOf, listBook, type Cast } from './booking-fixtures.js';
import { bookInput, nextIp, useTestApp, type TestUser } from './test-app.js';

// Field by field, the input rules every route's body shares (packages/shared): numbers are numbers,
// money is whole cents, a picture's address names a picture, and text shown to others holds no
// control characters.

/** An origin of the site besides BASE_URL, in https, so that absolute addresses on it can be tried. */
const SITE = 'https://shelf.example';
const t = useTestApp({ env: { TRUSTED_ORIGINS: SITE }, throughPrism: { validateRequests: false } });

let cast: Cast;
/** A listing of cast.seller on sale, one of cast.otherSeller (reported), and bookings of cast.buyer. */
let listing: string;
let othersListing: string;
let requested: string;
let accepted: string;
let completed: string;

beforeAll(async () => {
  cast = await castOf(t);
  listing = await listBook(t, cast.seller);
  othersListing = await listBook(t, cast.otherSeller);
  requested = (await bookingIn(t, cast, 'requested')).bookingId;
  accepted = (await bookingIn(t, cast, 'accepted')).bookingId;
  completed = (await bookingIn(t, cast, 'completed')).bookingId;
});

/** Every row a refused request could have touched, summed up. */
async function checksum(): Promise<string> {
  const result = (await t.db.execute(sql`
    select md5(coalesce((select string_agg(u::text, ',' order by u.id) from "user" u), '')
      || coalesce((select string_agg(p::text, ',' order by p.id) from products p), '')
      || coalesce((select string_agg(b::text, ',' order by b.id) from bookings b), '')
      || coalesce((select string_agg(m::text, ',' order by m.id) from messages m), '')
      || coalesce((select string_agg(r::text, ',' order by r.id) from reviews r), '')
      || coalesce((select string_agg(q::text, ',' order by q.id) from reports q), '')) as sum`)) as unknown as {
    rows: { sum: string }[];
  };
  return result.rows[0]!.sum;
}

interface Field {
  route: string;
  method: 'POST' | 'PATCH';
  url: () => string;
  as: () => TestUser;
  /** A valid body with the field set to `value`. */
  body: (value: unknown) => Record<string, unknown>;
}

/** Sends each value to the field: each must be refused with a 400 naming the field, changing nothing. */
async function expectRefused(field: Field & { name: string }, values: unknown[], message?: RegExp) {
  const before = await checksum();
  for (const value of values) {
    const response = await t.request({
      method: field.method,
      url: field.url(),
      as: field.as(),
      ip: nextIp(),
      payload: field.body(value),
    });
    const label = `${field.route} ${field.name} = ${JSON.stringify(value)}`;
    expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
    expect(response.json().message, label).toMatch(message ?? new RegExp(`^${field.name}: `));
  }
  expect(await checksum()).toBe(before);
}

const addListing: Field = {
  route: 'POST /api/addproduct',
  method: 'POST',
  url: () => '/api/addproduct',
  as: () => cast.seller,
  body: () => bookInput(),
};
const editListing: Field = {
  route: 'PATCH /api/products/:id',
  method: 'PATCH',
  url: () => `/api/products/${listing}`,
  as: () => cast.seller,
  body: () => ({}),
};
const booking: Field = {
  route: 'POST /api/bookings',
  method: 'POST',
  url: () => '/api/bookings',
  as: () => cast.otherBuyer,
  body: () => ({ productId: listing, meetingLocation: 'Library steps', phoneNumber: '+8801712345678' }),
};
const review: Field = {
  route: 'POST /api/bookings/:id/review',
  method: 'POST',
  url: () => `/api/bookings/${completed}/review`,
  as: () => cast.buyer,
  body: () => ({ rating: 5, comment: 'Good book' }),
};

/** `base` with the named field of its body set to the value. */
const withField = (base: Field, name: string) => ({
  ...base,
  name,
  body: (value: unknown) => ({ ...base.body(value), [name]: value }),
});

/** Every numeric field of every route's JSON body. */
const NUMERIC_FIELDS = [
  ...['original_price', 'resell_price', 'used'].map((name) => withField(addListing, name)),
  ...['original_price', 'resell_price', 'used'].map((name) => withField(editListing, name)),
  // Accepted and ignored (the price is the listing's), but still a number or nothing.
  withField(booking, 'productPrice'),
  withField(review, 'rating'),
];

describe('numeric fields', () => {
  it('refuse booleans, arrays, objects, null and empty text, changing nothing', async () => {
    for (const field of NUMERIC_FIELDS) {
      await expectRefused(field, [true, false, [5], {}, null, '', '   ']);
    }
  });

  it('read a numeric string as the number it spells', async () => {
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/products/${listing}`,
      as: cast.seller,
      payload: { resell_price: '7.25', used: '3' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing));
    expect(row).toMatchObject({ resellPrice: 7.25, used: 3 });

    const reviewed = await t.request({
      method: 'POST',
      url: `/api/bookings/${completed}/review`,
      as: cast.seller,
      payload: { rating: '4' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(reviewed.json()).toMatchObject({ rating: 4 });
  });
});

describe('money', () => {
  it('is whole cents: a price with more decimals is refused, not rounded', async () => {
    for (const field of [
      withField(addListing, 'resell_price'),
      withField(addListing, 'original_price'),
      withField(editListing, 'resell_price'),
      withField(editListing, 'original_price'),
    ]) {
      await expectRefused(
        field,
        [0.001, '0.001', 9.999, '1.005', 1e-7],
        new RegExp(`^${field.name}: .* must be in whole cents \\(at most two decimals\\)$`),
      );
    }
    const response = await t.request({
      method: 'PATCH',
      url: `/api/products/${listing}`,
      as: cast.seller,
      payload: { resell_price: 19.99, original_price: '0.10' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing));
    expect(row).toMatchObject({ resellPrice: 19.99, originalPrice: 0.1 });
  });
});

describe('picture addresses', () => {
  const NOT_PICTURES = [
    '/api/events?n=1',
    '/api/notifications/summary',
    '/api/auth/sign-out',
    '/api/photos/0e2a8c7e-1f0b-4c1a-9d3e-123456789abc/640.webp?n=1',
    '/api/photos/0e2a8c7e-1f0b-4c1a-9d3e-123456789abc/99.webp',
    '/images/../api/events',
    '/mybookings',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'http://covers.example/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    // The site itself by its absolute address: held to the same rule as its paths.
    `${SITE}/api/events?n=1`,
    `${SITE.toUpperCase()}/api/events`,
    `${SITE}:443/api/events`,
  ];

  it('refuses every address that names no picture, when listing a book and when editing one', async () => {
    for (const field of [withField(addListing, 'image_url'), withField(editListing, 'image_url')]) {
      await expectRefused(field, NOT_PICTURES, /^image_url: Image url /);
    }
  });

  it("takes https pictures of other sites and this site's own pictures", async () => {
    for (const image_url of [
      'https://covers.example/api/events',
      '/images/covers/the-paper-knight.svg',
      `${SITE}/images/covers/the-paper-knight.svg`,
    ]) {
      const response = await t.request({
        method: 'PATCH',
        url: `/api/products/${listing}`,
        as: cast.seller,
        payload: { image_url },
      });
      expect(response.statusCode, `${image_url}: ${response.body}`).toBe(200);
    }
  });
});

/** In the middle of a text: trimming cannot take them away. */
const IN_NO_TEXT = ['\u001b[31m', '\u0007', '\u000b', '\u007f', '\u0085', '\u2028', '\u202e', '\u2066'];
const IN_NO_LINE = [...IN_NO_TEXT, '\r', '\n', '\r\n', '\t'];

const textField = (base: Field, name: string, valid: Record<string, unknown> = {}) => ({
  ...base,
  name,
  body: (value: unknown) => ({ ...base.body(value), ...valid, [name]: `Before${String(value)}after` }),
});

/** Every text a person writes that others see, with the kind of text it is. */
const LINE_FIELDS = [
  ...['book_name', 'author', 'location'].map((name) => textField(addListing, name)),
  ...['book_name', 'author', 'location'].map((name) => textField(editListing, name)),
  textField(booking, 'meetingLocation'),
  textField(
    {
      route: 'PATCH /api/account',
      method: 'PATCH',
      url: () => '/api/account',
      as: () => cast.buyer,
      body: () => ({}),
    },
    'name',
  ),
];
const PARAGRAPH_FIELDS = [
  textField(addListing, 'description'),
  textField(editListing, 'description'),
  textField(
    {
      route: 'POST /api/bookings/:id/messages',
      method: 'POST',
      url: () => `/api/bookings/${requested}/messages`,
      as: () => cast.buyer,
      body: () => ({}),
    },
    'body',
  ),
  textField(
    {
      route: 'POST /api/bookings/:id/cancel',
      method: 'POST',
      url: () => `/api/bookings/${accepted}/cancel`,
      as: () => cast.buyer,
      body: () => ({}),
    },
    'reason',
  ),
  textField(review, 'comment'),
  textField(
    {
      route: 'POST /api/reports',
      method: 'POST',
      url: () => '/api/reports',
      as: () => cast.buyer,
      body: () => ({ kind: 'book', productId: othersListing, reason: 'other' }),
    },
    'note',
  ),
];

describe('text shown to others', () => {
  it('of one line refuses control characters (line breaks and tabs too) and direction marks', async () => {
    for (const field of LINE_FIELDS) {
      await expectRefused(
        field,
        IN_NO_LINE,
        new RegExp(`^${field.name}: .* cannot contain control characters or text-direction marks$`),
      );
    }
  });

  it('of several lines keeps line breaks and tabs, and refuses the other control characters', async () => {
    for (const field of PARAGRAPH_FIELDS) {
      await expectRefused(field, IN_NO_TEXT, new RegExp(`^${field.name}: .* must be plain text`));
    }
    const message = await t.request({
      method: 'POST',
      url: `/api/bookings/${requested}/messages`,
      as: cast.buyer,
      payload: { body: 'First line\r\nsecond\tline' },
    });
    expect(message.statusCode, message.body).toBe(201);
    expect(message.json()).toMatchObject({ body: 'First line\nsecond\tline' });
  });
});

describe('migration 0015', () => {
  const migration = readFileSync(new URL('../drizzle/0015_picture_addresses.sql', import.meta.url), 'utf8');

  it('gives listings and bookings whose address names no picture their cover or their category picture', async () => {
    const withPhoto = await listBook(t, cast.otherSeller, 'With a photo');
    const photoId = '0e2a8c7e-1f0b-4c1a-9d3e-123456789abc';
    const set = (id: string, values: Partial<typeof listings.$inferInsert>) =>
      t.db.update(listings).set(values).where(eq(listings.id, id));
    await set(listing, { imageUrl: '/api/events?n=1' });
    await set(othersListing, { imageUrl: 'https://covers.example/ok.jpg' });
    await set(withPhoto, { imageUrl: '//evil.example/a.png', photoIds: [photoId] });
    await t.db.update(bookings).set({ imageUrl: '/api/events' }).where(eq(bookings.id, requested));

    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const addressOf = async (id: string) =>
      (await t.db.select({ url: listings.imageUrl }).from(listings).where(eq(listings.id, id)))[0]!.url;
    expect(await addressOf(listing)).toBe('/images/categories/comics-fantasy.svg');
    expect(await addressOf(othersListing)).toBe('https://covers.example/ok.jpg');
    expect(await addressOf(withPhoto)).toBe(`/api/photos/${photoId}/640.webp`);
    const [bookingRow] = await t.db
      .select({ url: bookings.imageUrl, productId: bookings.productId })
      .from(bookings)
      .where(eq(bookings.id, requested));
    expect(bookingRow!.url).toBe(await addressOf(bookingRow!.productId!));
  });
});
