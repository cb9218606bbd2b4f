import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { JUST_LISTED_ADDRESS, type PageData } from '@second-shelf/shared';
import { defaultWebDistDir } from '../lib/paths.js';
import { APP_LOADER } from './app-loader.js';
import { bookInput, useTestApp, type TestUser } from '../../test/test-app.js';

// The home page and the category, book and profile pages come drawn by the server, through the web
// app's own build (npm test builds it first), with the data the browser hydrates them with.
const testApp = useTestApp({ webDistDir: defaultWebDistDir });
let seller: TestUser;
let buyer: TestUser;

const STATE = /<script id="page-state" type="application\/json">([^<]*)<\/script>/;
/**
 * The <title>s of a page: in its head (crawlers and link previews read the first) and in its body
 * outside pictures (an <svg>'s title names the picture, not the page).
 */
const titlesOf = (html: string) => {
  const [head = '', body = ''] = html.split('</head>');
  const titles = (text: string) => [...text.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
  return { head: titles(head), body: titles(body.replace(/<svg[\s\S]*?<\/svg>/g, '')) };
};
const stateOf = (html: string) => {
  const json = STATE.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { data: PageData });
};

/** What every page of a signed-in person carries for its frame, as the API answers each part. */
async function frameOf(person: TestUser) {
  const answer = async (url: string) => (await testApp.request({ url, as: person })).json();
  return {
    config: await answer('/api/config'),
    notifications: await answer('/api/notifications/summary'),
    ...(person.role === 'buyer' ? { wishlistIds: await answer('/api/wishlist/ids') } : {}),
  };
}

beforeAll(async () => {
  expect(
    existsSync(join(defaultWebDistDir, 'ssr', 'entry-server.js')),
    'the web app is built (npm run build)',
  ).toBe(true);
  seller = await testApp.signUp({ role: 'seller' });
  buyer = await testApp.signUp({ role: 'buyer' });
});

describe('pages drawn on the server', () => {
  it("draws the home page with the categories, in the same answer as the browser's data", async () => {
    const page = await testApp.request({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();

    const categories = (await testApp.request({ url: '/api/categories' })).json() as {
      category_name: string;
      image_url: string;
    }[];
    expect(categories.length).toBeGreaterThan(0);
    const state = stateOf(html);
    // No book is advertised yet: the data says so, and the page has no Advertised Items.
    const config = (await testApp.request({ url: '/api/config' })).json();
    expect(state?.data).toEqual({
      session: null,
      config,
      categories,
      advertised: [],
      // The newest books, as the search that Just listed names answers them.
      justListed: (await testApp.request({ url: `/api/search?${JUST_LISTED_ADDRESS}` })).json(),
    });
    expect(html).not.toContain('Advertised Items');
    for (const category of categories) {
      expect(html).toContain(`${category.category_name.replace('&', '&amp;')}</span>`);
    }
    expect(html).toMatch(new RegExp(`Book categories.{0,200}>${categories.length}<`));
    // Its style sheet inside it; its scripts asked for by the app loader once it shows, the one
    // inline script the Content-Security-Policy allows, by its hash.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]*tailwindcss/);
    expect(html).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);
    const loader =
      /<script type="module" data-app="\/assets\/index-[^"]+\.js" data-preload="">([^<]*)<\/script>/.exec(
        html,
      );
    expect(loader?.[1]).toBe(APP_LOADER);
    const hash = createHash('sha256').update(loader![1]!).digest('base64');
    expect(page.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`),
    );
  });

  it('draws the signed-in user into the home page, and no one else', async () => {
    const html = (await testApp.request({ url: '/', as: buyer })).body;
    expect(stateOf(html)?.data.session).toEqual({
      id: buyer.id,
      name: buyer.name,
      email: buyer.email,
      role: 'buyer',
      sells: false,
      isAdmin: false,
      emailVerified: false,
    });
    expect(stateOf((await testApp.request({ url: '/' })).body)?.data.session).toBeNull();
  });

  it("brings a signed-in person's bell and a buyer's saved books with every page: nothing to fetch on load", async () => {
    const listed = await testApp.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ book_name: 'Saved and Booked' }),
    });
    const productId = listed.json().insertedId as string;
    const saved = await testApp.request({ method: 'PUT', url: `/api/wishlist/${productId}`, as: buyer });
    expect(saved.statusCode, saved.body).toBe(200);
    const booking = { productId, meetingLocation: 'Dhaka', phoneNumber: '01234567890' };
    const booked = await testApp.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      payload: booking,
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const buyerPage = stateOf((await testApp.request({ url: '/', as: buyer })).body)?.data;
    expect(buyerPage?.wishlistIds?.productIds).toContain(productId);
    expect(buyerPage).toMatchObject(await frameOf(buyer));
    // The seller heard of the booking: their bell counts it; they buy too, with nothing saved yet.
    const sellerPage = stateOf((await testApp.request({ url: `/book/${productId}`, as: seller })).body)?.data;
    expect(sellerPage?.notifications?.unread).toBeGreaterThan(0);
    expect(sellerPage).toMatchObject(await frameOf(seller));
    expect(sellerPage?.wishlistIds).toEqual({ productIds: [] });
  });

  it("draws a category's first page as GET /api/categories/:id answers it, its text escaped", async () => {
    // More than a page, so that the next page's cursor is there too; the newest one is hostile.
    for (let index = 0; index < 24; index += 1) {
      const more = await testApp.request({
        method: 'POST',
        url: '/api/addproduct',
        as: seller,
        payload: bookInput({
          category_id: '3',
          category_name: 'Literary Fiction',
          book_name: `Book ${index}`,
        }),
      });
      expect(more.statusCode, more.body).toBe(201);
    }

    const hostile = 'Tom & Jerry </script><script>alert(1)</script> <!--';
    const listed = await testApp.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ category_id: '3', category_name: 'Literary Fiction', book_name: hostile }),
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const api = await testApp.request({ url: '/api/categories/3', as: buyer });
    const next = /cursor=(\d+)/.exec(String(api.headers.link))?.[1];
    expect(next).toBeDefined();
    const page = await testApp.request({ url: '/category/3', as: buyer });
    expect(page.statusCode).toBe(200);
    expect(stateOf(page.body)?.data).toEqual({
      session: expect.objectContaining({ email: buyer.email }),
      ...(await frameOf(buyer)),
      categoryBooks: {
        categoryId: '3',
        books: api.json(),
        total: Number(api.headers['x-total-count']),
        nextCursor: next,
      },
    });
    expect(page.body).toContain('>Literary Fiction</h1>');
    // The data is in the page: only the first cover is hinted; the screen's scripts are the app
    // loader's to ask for once the page shows.
    expect(String(page.headers.link)).toBe(
      `<${api.json()[0].image_url}>; rel=preload; as=image; fetchpriority=high`,
    );
    expect(page.body).toMatch(/data-preload="\/assets\/[^" ]+\.js( \/assets\/[^" ]+\.js)*"/);
    expect(page.body).toContain(
      'Tom &amp; Jerry &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!--',
    );
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('<!--</');
  });

  it('writes text into the page literally: replacement patterns copy nothing of the template', async () => {
    // Each of String.prototype.replace's patterns, in every field of a seller's that reaches a page.
    const patterns = ['$&', "$'", '$`', '$$', '$1', '$<name>'];
    const text = patterns.join(' ');
    const patternSeller = await testApp.signUp({ role: 'seller', name: `Seller ${patterns.join('')}` });
    const reference = await testApp.request({ url: '/category/1', as: buyer });
    const listed = await testApp.request({
      method: 'POST',
      url: '/api/addproduct',
      as: patternSeller,
      payload: bookInput({
        category_id: '1',
        category_name: 'Action & Adventure',
        book_name: `Book ${text}`,
        location: `Place ${text}`,
        image_url: `https://covers.example/${patterns.join('')}.svg`,
      }),
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const patternBuyer = await testApp.signUp({ role: 'buyer', name: `Buyer ${patterns.join('')}` });

    for (const [url, as] of [
      ['/category/1', buyer],
      ['/', patternBuyer],
      ['/category/1', patternBuyer],
    ] as const) {
      const page = await testApp.request({ url, as });
      expect(page.statusCode, url).toBe(200);
      const html = page.body;
      const state = stateOf(html);
      expect(state, url).toBeDefined();
      // One head, one root, the page's own scripts only, and a size of one page, not of many.
      expect(html.match(/<\/head>/g), url).toHaveLength(1);
      expect(html.match(/<div id="root">/g), url).toHaveLength(1);
      expect(html.match(/<script/g)?.length, url).toBe(reference.body.match(/<script/g)?.length);
      expect(html.length, url).toBeLessThan(reference.body.length + 20_000);
      if (url === '/') {
        expect(state?.data.session?.name).toBe(patternBuyer.name);
      } else {
        const book = state?.data.categoryBooks?.books[0];
        expect(book?.book_name).toBe(`Book ${text}`);
        expect(book?.location).toBe(`Place ${text}`);
        expect(book?.image_url).toBe(`https://covers.example/${patterns.join('')}.svg`);
        expect(book?.seller_name).toBe(patternSeller.name);
        const escaped = text
          .replaceAll('&', '&amp;')
          .replaceAll("'", '&#x27;')
          .replaceAll('<', '&lt;')
          .replaceAll('>', '&gt;');
        expect(html).toMatch(
          new RegExp(
            `<h2 class="font-serif text-base leading-snug font-bold text-stone-900 sm:text-lg"><a [^>]*href="/book/[^"]+"[^>]*><span class="line-clamp-2">Book ${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</span></a></h2>`,
          ),
        );
      }
    }
  });

  it('draws the Advertised Items of the home page for visitors, and leaves out a book the moment it is booked', async () => {
    const hostile = 'Ads & Co </script><script>alert(1)</script>';
    const ids: string[] = [];
    for (const book_name of ['Advertised First', hostile]) {
      const listed = await testApp.request({
        method: 'POST',
        url: '/api/addproduct',
        as: seller,
        payload: bookInput({ book_name }),
      });
      ids.push(listed.json().insertedId);
      const advertised = await testApp.request({
        method: 'POST',
        url: `/api/products/${listed.json().insertedId}/advertise`,
        as: seller,
      });
      expect(advertised.statusCode, advertised.body).toBe(200);
    }
    const api = (await testApp.request({ url: '/api/advertised' })).json() as { _id: string }[];
    expect(api.map((book) => book._id)).toEqual([ids[1], ids[0]]);

    const page = await testApp.request({ url: '/' });
    expect(stateOf(page.body)?.data.advertised).toEqual(api);
    expect(page.body).toContain('>Advertised Items</h2>');
    // Visitors' cards lead to the books, which they may read before signing in.
    expect(page.body).toContain(`href="/book/${ids[0]}"`);
    expect(page.body).toContain('Ads &amp; Co &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
    const signedIn = await testApp.request({ url: '/', as: buyer });
    expect(signedIn.body).toContain(`href="/book/${ids[0]}"`);

    // Booked: gone from the next page drawn for any visitor.
    const booked = await testApp.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      payload: { productId: ids[0], meetingLocation: 'Dhaka', phoneNumber: '01700000000' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const after = await testApp.request({ url: '/' });
    expect(stateOf(after.body)?.data.advertised?.map((book) => book._id)).toEqual([ids[1]]);
    expect(after.body).not.toContain('Advertised First');
    for (const id of ids) {
      await testApp.request({ method: 'DELETE', url: `/api/products/${id}/advertise`, as: seller });
    }
    const none = await testApp.request({ url: '/' });
    expect(stateOf(none.body)?.data.advertised).toEqual([]);
    expect(none.body).not.toContain('Advertised Items');
  });

  it("draws a visitor's home page anew when a book is listed: Just listed is never the one kept from before", async () => {
    const seller = await testApp.signUp({ role: 'seller' });
    const first = await testApp.request({ url: '/' });
    expect(first.statusCode).toBe(200);
    const listed = await testApp.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ book_name: 'Freshly Listed Book' }),
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const after = await testApp.request({ url: '/' });
    expect(stateOf(after.body)?.data.justListed?.[0]?.book_name).toBe('Freshly Listed Book');
    expect(after.body).toContain('Freshly Listed Book');
  });

  it("draws a book's page for a signed-in visitor, as GET /api/products/:id answers it, with its cover hinted", async () => {
    const listed = await testApp.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({
        book_name: 'Drawn & Served',
        description: 'Two lines:\nthe second.',
        image_url: '/images/covers/storm-harbour.svg',
      }),
    });
    const id = listed.json().insertedId as string;
    const api = await testApp.request({ url: `/api/products/${id}`, as: buyer });
    const page = await testApp.request({ url: `/book/${id}`, as: buyer });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(stateOf(page.body)?.data).toEqual({
      session: expect.objectContaining({ email: buyer.email }),
      ...(await frameOf(buyer)),
      book: api.json(),
    });
    expect(page.body).toContain('<title>Drawn &amp; Served · Second Shelf</title>');
    expect(page.body).toMatch(/<h1 [^>]*>Drawn &amp; Served<\/h1>/);
    expect(page.body).toContain('Two lines:\nthe second.');
    expect(page.body).toContain('>Book Now</button>');
    expect(String(page.headers.link)).toBe(
      '</images/covers/storm-harbour.svg>; rel=preload; as=image; fetchpriority=high',
    );
    expect(page.body).toMatch(/data-preload="\/assets\/[^" ]+\.js( \/assets\/[^" ]+\.js)*"/);

    // Hidden: its seller's page still; to anyone else, not there.
    await testApp.request({ method: 'POST', url: `/api/products/${id}/hide`, as: seller });
    const own = await testApp.request({ url: `/book/${id}`, as: seller });
    expect(own.statusCode).toBe(200);
    expect(stateOf(own.body)?.data.book?.status).toBe('hidden');
    for (const url of [`/book/${id}`, '/book/no-such-book']) {
      const missing = await testApp.request({ url, as: buyer });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<div id="root"></div>');
      expect(stateOf(missing.body), url).toBeUndefined();
      expect(missing.headers.link, url).toBeUndefined();
    }
  });

  it("gives every page drawn on the server one <title>, its own, in place of the app's", async () => {
    const listed = await testApp.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ book_name: 'Titles & Tales', category_id: '2' }),
    });
    const id = listed.json().insertedId as string;
    const categories = (await testApp.request({ url: '/api/categories' })).json() as {
      category_id: string;
      category_name: string;
    }[];
    const comics = categories.find((entry) => entry.category_id === '2')!;
    const escape = (text: string) => text.replaceAll('&', '&amp;');
    for (const [url, as, title] of [
      ['/', null, 'Second Shelf'],
      ['/', buyer, 'Second Shelf'],
      ['/category/2', buyer, `${escape(comics.category_name)} · Second Shelf`],
      ['/category/2', null, `${escape(comics.category_name)} · Second Shelf`],
      [`/book/${id}`, null, 'Titles &amp; Tales · Second Shelf'],
      [`/book/${id}`, buyer, 'Titles &amp; Tales · Second Shelf'],
      [`/book/${id}`, seller, 'Titles &amp; Tales · Second Shelf'],
      ['/blog', null, 'Blog · Second Shelf'],
      ['/blog', buyer, 'Blog · Second Shelf'],
      ['/guides/pricing', null, 'Pricing guide · Second Shelf'],
      ['/guides/pricing', buyer, 'Pricing guide · Second Shelf'],
      ['/guides/privacy', null, 'Privacy policy · Second Shelf'],
      ['/guides/sitemap', null, 'Sitemap · Second Shelf'],
      ['/login', null, 'Login · Second Shelf'],
      ['/signup', null, 'Sign up · Second Shelf'],
    ] as const) {
      const page = await testApp.request({ url, as });
      expect(stateOf(page.body), `${url} is drawn`).toBeDefined();
      expect(titlesOf(page.body), url).toEqual({ head: [title], body: [] });
    }
    // A page the browser draws keeps the app's one title, which the browser's React then takes over.
    for (const [url, as] of [['/myorders', buyer] as const, ['/login', buyer] as const]) {
      const page = await testApp.request({ url, as });
      expect(stateOf(page.body), url).toBeUndefined();
      expect(titlesOf(page.body), url).toEqual({ head: ['Second Shelf'], body: [] });
    }
  });

  it('draws the sitemap with the categories, and every page with this year in its footer', async () => {
    const page = await testApp.request({ url: '/guides/sitemap' });
    const categories = (await testApp.request({ url: '/api/categories' })).json() as {
      category_id: string;
    }[];
    expect(stateOf(page.body)?.data.categories).toEqual(categories);
    for (const category of categories)
      expect(page.body).toContain(`href="/category/${category.category_id}"`);
    for (const url of ['/guides/sitemap', '/myorders', '/no-such-page']) {
      const body = (await testApp.request({ url })).body;
      expect(body, url).toContain(`<time data-footer-year>${new Date().getUTCFullYear()}</time>`);
      // No social links unless SOCIAL_LINKS names some.
      expect(body, url).not.toContain('footer-social');
      expect(body, url).not.toContain('aria-label="Social media"');
    }
  });

  it('draws the login and sign-up forms for visitors: they post, and their buttons wait for the app', async () => {
    for (const [url, button] of [
      ['/login', 'Login'],
      ['/signup', 'Create my account'],
    ] as const) {
      const page = await testApp.request({ url });
      expect(page.statusCode, url).toBe(200);
      expect(stateOf(page.body)?.data.session, url).toBeNull();
      const form = /<form[^>]*>/.exec(page.body)?.[0] ?? '';
      expect(form, url).toContain('method="post"');
      expect(form, url).not.toContain('action=');
      expect(page.body, url).toMatch(
        new RegExp(`<button type="submit"[^>]* disabled=""[^>]*>${button}</button>`),
      );
    }
    // Signed in, the browser sends the person on to where they were going.
    for (const url of ['/login', '/signup']) {
      const page = await testApp.request({ url, as: buyer });
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });

  it('leaves to the browser what it cannot draw: an unknown category, a screen without data', async () => {
    for (const [url, as] of [
      ['/category/999', null],
      ['/category/999', buyer],
      ['/myorders', buyer],
    ] as const) {
      const page = await testApp.request({ url, as });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(stateOf(page.body), url).toBeUndefined();
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
    }
  });

  it("answers an unknown page with 404 and the app's plain page, where the browser shows its not-found screen", async () => {
    for (const as of [null, buyer]) {
      const page = await testApp.request({ url: '/no-such-page', as });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
      expect(stateOf(page.body)).toBeUndefined();
    }
  });

  it("does not send the server's renderer as a file", async () => {
    const file = await testApp.request({ url: '/ssr/entry-server.js' });
    expect(file.body).not.toContain('renderToString');
    expect(file.body).toContain('<div id="root"></div>');
  });
});
