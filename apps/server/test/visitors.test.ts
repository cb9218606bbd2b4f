import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_SLUGS, type Listing, type ListingDetail } from '@second-shelf/shared';
import { listings, user } from '../src/db/schema.js';
import { DEMO_ACCOUNTS, seedDemo } from '../src/demo/seed.js';
import { defaultWebDistDir } from '../src/lib/paths.js';
import { BASE_URL, useTestApp, type TestUser } from './test-app.js';

// Visitors (no account) browse: the catalogue's answers and pages hold no contact data, their
// category and book pages come from memory until what they show changes, and search engines get
// a robots.txt and the sitemaps. On the demo data, through the web app's own build.
const t = useTestApp({ webDistDir: defaultWebDistDir });

const DEMO_PHONE = '+8801712345678';
let demoEmails: string[];
let bookIds: string[];
let sellerIds: string[];
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  expect(existsSync(join(defaultWebDistDir, 'ssr', 'entry-server.js')), 'npm run build first').toBe(true);
  expect(await seedDemo(t.db, t.app.auth, t.app.photos)).toBe(true);
  demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
  const onSale = await t.db
    .select({ id: listings.id, sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.status, 'available'));
  bookIds = onSale.map((row) => row.id);
  sellerIds = [...new Set(onSale.map((row) => row.sellerId))];
  buyer = await t.signUp();
  admin = await t.makeAdmin(await t.signUp());
});

/** The page's text whatever its encoding. */
const textOf = (response: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

describe('what visitors read', () => {
  it('the catalogue answers them without any seller email, as it answers everyone but the seller and admins', async () => {
    const category = await t.request({ url: '/api/categories/1' });
    expect(category.statusCode).toBe(200);
    const books = category.json() as Listing[];
    expect(books.length).toBeGreaterThan(0);
    for (const book of books) expect(book).not.toHaveProperty('seller_email');
    const signedIn = (await t.request({ url: '/api/categories/1', as: buyer })).json() as Listing[];
    for (const book of signedIn) expect(book).not.toHaveProperty('seller_email');
    const asAdmin = (await t.request({ url: '/api/categories/1', as: admin })).json() as Listing[];
    expect(asAdmin[0]!.seller_email).toMatch(/@example\.com$/);

    const detail = (await t.request({ url: `/api/products/${books[0]!._id}` })).json() as ListingDetail;
    expect(detail._id).toBe(books[0]!._id);
    expect(detail).not.toHaveProperty('seller_email');
    for (const other of detail.more_from_seller) expect(other).not.toHaveProperty('seller_email');

    const found = await t.request({ url: '/api/search?q=river' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).not.toHaveLength(0);
    for (const book of found.json() as Listing[]) expect(book).not.toHaveProperty('seller_email');
    expect((await t.request({ url: `/api/profiles/${sellerIds[0]}` })).statusCode).toBe(200);
  });

  it('a hidden book is not found for them, as for other people', async () => {
    const [hidden] = await t.db
      .update(listings)
      .set({ status: 'hidden' })
      .where(eq(listings.id, bookIds.at(-1)!))
      .returning({ id: listings.id });
    expect((await t.request({ url: `/api/products/${hidden!.id}` })).statusCode).toBe(404);
    expect((await t.request({ url: `/book/${hidden!.id}` })).statusCode).toBe(404);
    await t.db.update(listings).set({ status: 'available' }).where(eq(listings.id, hidden!.id));
  });

  it('the search page comes drawn with its first page of books, as the API answers it', async () => {
    const stateOf = (html: string) =>
      (
        JSON.parse(/<script id="page-state" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as {
          data: { search?: { address: string; books: Listing[]; total: number } };
        }
      ).data.search;
    const api = await t.request({ url: '/api/search?q=river&sort=newest' });
    const page = await t.request({ url: '/search?sort=newest&q=river&limit=3&page=2' });
    expect(page.statusCode).toBe(200);
    const drawn = stateOf(page.body)!;
    // One search whatever else the address carries: its words, filters and order.
    expect(drawn.address).toBe('q=river&sort=newest');
    expect(drawn.books).not.toHaveLength(0);
    expect(drawn.books).toEqual(api.json());
    expect(drawn.total).toBe(Number(api.headers['x-total-count']));
    expect(page.body).toContain(drawn.books[0]!.book_name.replaceAll('&', '&amp;'));
    const signedIn = stateOf((await t.request({ url: '/search?q=river', as: buyer })).body)!;
    expect(signedIn.books[0]).not.toHaveProperty('seller_email');
    const asAdmin = stateOf((await t.request({ url: '/search?q=river', as: admin })).body)!;
    expect(asAdmin.books[0]!.seller_email).toMatch(/@example\.com$/);
    // Not a search: the browser draws the screen, which shows the API's error.
    const wrong = await t.request({ url: '/search?min_price=nothing' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).not.toContain('id="page-state"');
  });

  it('no public route or page tells them a phone number or an email of the demo people', async () => {
    const ids = { id: bookIds[0]!, userId: sellerIds[0]! };
    const concrete = (url: string) =>
      url.replace(':id', url.startsWith('/api/users/') ? ids.userId : url.includes('categor') ? '1' : ids.id);
    const publicReads = t.app.apiRoutes
      .filter((route) => route.method === 'GET' && (route.access === 'public' || route.access === 'anyone'))
      .map((route) => concrete(route.url))
      .filter((url) => !url.includes(':'));
    const pages = [
      '/',
      '/category/1',
      '/category/2',
      `/book/${ids.id}`,
      '/search?q=river',
      `/users/${ids.userId}`,
      '/blog',
      ...GUIDE_SLUGS.map((slug) => `/guides/${slug}`),
      '/robots.txt',
      '/sitemap.xml',
      ...bookIds.map((id) => `/book/${id}`),
      ...bookIds.map((id) => `/api/products/${id}`),
      ...sellerIds.map((id) => `/api/profiles/${id}`),
    ];
    expect(publicReads).toEqual(
      expect.arrayContaining(['/api/categories/1', '/api/search', '/api/categories']),
    );
    for (const url of [...publicReads, ...pages]) {
      const response = await t.request({ url, headers: { 'accept-encoding': 'br' } });
      const text = textOf(response);
      expect(text, url).not.toContain(DEMO_PHONE);
      for (const email of demoEmails) expect(text, `${url} tells ${email}`).not.toContain(email);
    }
  });
});

describe("visitors' pages from memory", () => {
  it('are the same bytes for every visitor, compressed as asked, and 304 when already held', async () => {
    const first = await t.request({ url: '/category/1', headers: { 'accept-encoding': 'br' } });
    const second = await t.request({ url: '/category/1', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/cookie/i);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const plain = await t.request({ url: '/category/1', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(textOf(first));
    const gzip = await t.request({ url: '/category/1', headers: { 'accept-encoding': 'gzip' } });
    expect(textOf(gzip)).toBe(plain.body);
    const held = await t.request({
      url: '/category/1',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(held.statusCode).toBe(304);
    // Each encoding's bytes have their own tag.
    expect(plain.headers.etag).not.toBe(first.headers.etag);
    // Drawn with the books, for hydration: the page's state holds no email.
    expect(plain.body).toContain('id="page-state"');
    expect(plain.body).not.toContain('seller_email');
  });

  it('change when a book they show changes, or a seller of it is renamed', async () => {
    const page = async (url: string) => (await t.request({ url })).body;
    const [book] = (await t.request({ url: '/api/categories/1' })).json() as Listing[];
    // Both pages kept before the change, as the second read of each shows.
    for (const url of ['/category/1', `/book/${book!._id}`]) {
      const kept = await t.request({ url });
      expect((await t.request({ url })).headers.etag, url).toBe(kept.headers.etag);
      expect(kept.body, url).not.toContain('A Title Changed Meanwhile');
    }

    await t.db
      .update(listings)
      .set({ bookName: 'A Title Changed Meanwhile' })
      .where(eq(listings.id, book!._id));
    await t.database.changes.caughtUp();
    expect(await page('/category/1')).toContain('A Title Changed Meanwhile');
    expect(await page(`/book/${book!._id}`)).toContain('A Title Changed Meanwhile');

    await t.db
      .update(user)
      .set({ verifiedAt: sql`now()` })
      .where(eq(user.id, book!.seller_id));
    await t.database.changes.caughtUp();
    const verified = (await t.request({ url: '/api/categories/1' })).json() as Listing[];
    const state = /<script id="page-state" type="application\/json">([^<]*)<\/script>/.exec(
      await page('/category/1'),
    )?.[1];
    const drawn = JSON.parse(state!) as { data: { categoryBooks: { books: Listing[] } } };
    expect(drawn.data.categoryBooks.books).toEqual(verified);
  });

  it('are not kept for signed-in people, whose pages are their own', async () => {
    const mine = await t.request({ url: '/category/1', as: buyer });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(buyer.email);
    const visitor = await t.request({ url: '/category/1' });
    expect(visitor.body).not.toContain(buyer.email);
  });
});

describe('search engines', () => {
  it('every public page comes with one title of its own, a description and its canonical address', async () => {
    const pages = [
      '/',
      '/category/1',
      `/book/${bookIds[0]}`,
      '/search?q=river',
      `/users/${sellerIds[0]}`,
      '/blog',
      ...GUIDE_SLUGS.map((slug) => `/guides/${slug}`),
      '/login',
      '/signup',
    ];
    const titles = new Set<string>();
    for (const url of pages) {
      const html = (await t.request({ url })).body;
      const [head = ''] = html.split('</head>');
      const titled = head.match(/<title>([^<]*)<\/title>/g) ?? [];
      expect(titled, url).toHaveLength(1);
      titles.add(titled[0]!);
      expect(head.match(/<meta name="description" content="[^"]+"/g), url).toHaveLength(1);
      const canonical = head.match(/<link rel="canonical" href="([^"]+)"/g) ?? [];
      expect(canonical, url).toHaveLength(1);
      expect(canonical[0], url).toContain(`href="${BASE_URL}${url.split('?')[0]}`);
    }
    expect(titles.size).toBe(pages.length);
  });

  it('book pages name themselves: one title, a description, a canonical address, Open Graph and JSON-LD', async () => {
    const [book] = (await t.request({ url: '/api/categories/1' })).json() as Listing[];
    const html = (await t.request({ url: `/book/${book!._id}` })).body;
    const [head = ''] = html.split('</head>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${BASE_URL}/book/${book!._id}"/>`);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta property="og:type" content="book"/>');
    expect(head).toMatch(/<meta property="og:image" content="http[^"]+"\/>/);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const structured = JSON.parse(json!) as Record<string, unknown> & { offers: Record<string, unknown> };
    expect(structured).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book!.book_name,
      url: `${BASE_URL}/book/${book!._id}`,
      offers: {
        '@type': 'Offer',
        price: book!.resell_price.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    });
  });

  it('the home page and category pages have a description and a canonical address of their own', async () => {
    for (const path of ['/', '/category/1']) {
      const [head = ''] = (await t.request({ url: path })).body.split('</head>');
      expect(head.match(/<title>/g), path).toHaveLength(1);
      expect(head.match(/<meta name="description"/g), path).toHaveLength(1);
      expect(head, path).toContain(`<link rel="canonical" href="${BASE_URL}${path}"`);
    }
  });

  it('robots.txt keeps them out of private pages and names the sitemap', async () => {
    const robots = await t.request({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /account');
    expect(robots.body).toContain('Disallow: /myorders');
    expect(robots.body).toContain('Disallow: /search');
    expect(robots.body).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });

  it('the sitemap lists the home page, the blog, the guides, every category and every book on sale, and follows a change', async () => {
    const locations = async () => {
      const response = await t.request({ url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
      );
      return [...response.body.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((match) => match[1]);
    };
    const categories = (await t.request({ url: '/api/categories' })).json() as { category_id: string }[];
    const onSale = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.status, 'available'));
    expect(new Set(await locations())).toEqual(
      new Set([
        `${BASE_URL}/`,
        `${BASE_URL}/blog`,
        ...GUIDE_SLUGS.map((slug) => `${BASE_URL}/guides/${slug}`),
        ...categories.map((category) => `${BASE_URL}/category/${category.category_id}`),
        ...onSale.map((book) => `${BASE_URL}/book/${book.id}`),
      ]),
    );
    await t.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, onSale[0]!.id));
    await t.database.changes.caughtUp();
    expect(await locations()).not.toContain(`${BASE_URL}/book/${onSale[0]!.id}`);
    expect((await t.request({ url: '/sitemaps/1.xml' })).statusCode).toBe(404);
    expect((await t.request({ url: '/sitemaps/x.xml' })).statusCode).toBe(404);
  });
});
