import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { listings } from '../db/schema.js';
import { openTestDatabase } from '../../test/databases.js';
import { bookInput, nextIp } from '../../test/test-app.js';
import { JUST_LISTED_ADDRESS, smallCoverUrl } from '@second-shelf/shared';

// How the built web app is served: hashed files cached for good and sent precompressed, the page
// itself revalidated on every visit, API answers compressed when a client asks and it pays.
const webDir = mkdtempSync(join(tmpdir(), 'second-shelf-web-'));
const script = `console.log(${JSON.stringify('a'.repeat(4000))});`;
let database: Database;
let app: App;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, 'images'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Second Shelf</title>');
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(webDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDir, 'images', 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build manifest names the category screen's scripts: its chunk, one it shares with the first
  // bundle (loaded already) and one of its own.
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(
    join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js' },
      '_list-2.js': { file: 'assets/list-2.js', imports: ['_react-1.js'] },
      'src/app/routes/category.tsx': {
        file: 'assets/category-3.js',
        imports: ['_react-1.js', 'index.html', '_list-2.js'],
      },
      '_form-5.js': { file: 'assets/form-5.js', imports: ['_react-1.js'] },
      'src/app/routes/login.tsx': { file: 'assets/login-4.js', imports: ['index.html', '_form-5.js'] },
    }),
  );
  database = await openTestDatabase(inject('databaseTemplate'));
  const dataDir = join(webDir, 'data');
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      BASE_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    }),
    database,
    secret: 'test-secret-that-is-long-enough-for-better-auth',
    webDistDir: webDir,
    logger: false,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the web app files', () => {
  it('sends hashed files precompressed, kept for a year', async () => {
    const compressed = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has every screen revalidate the page, and keeps other files an hour', async () => {
    for (const url of ['/', '/category/1', '/login']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      expect(page.body).toContain('Second Shelf');
    }
    const image = await app.inject({ url: '/images/cover.svg' });
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404, never with the page', async () => {
    for (const url of ['/images/missing.png', '/images/covers/nothing.svg', '/assets/index-gone.js']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const missing = await app.inject({ method, url });
        expect(missing.statusCode, `${method} ${url}`).toBe(404);
        expect(missing.headers['content-type'], url).not.toMatch(/html/);
      }
      expect((await app.inject({ url })).json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('answers an unknown page with 404 and the app itself, which shows its not-found screen', async () => {
    for (const url of [
      '/no-such-page',
      '/category',
      '/category/1/more',
      '/login/extra',
      '/favicon.ico',
      '/guides/no-such-guide',
      '/guides/Pricing',
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      expect(page.body, url).toContain('Second Shelf');
      // A browser asking again with the page's validators still gets the page.
      const again = await app.inject({
        url,
        headers: { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
      });
      expect(again.statusCode, url).toBe(404);
      expect(again.body, url).toContain('Second Shelf');
    }
    expect((await app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
    // Every screen of the app is a page, in any case and with a trailing slash, as the app's router
    // sees it (SCREEN_PATHS).
    for (const url of [
      '/blog',
      '/guides/pricing',
      '/signup',
      '/auth/callback?code=x',
      '/myorders',
      '/allsellers/',
      '/Login',
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('Second Shelf');
    }
    // Anything but reading a page is the API's 404.
    const posted = await app.inject({ method: 'POST', url: '/no-such-page' });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('compresses an API answer of 1 KB or more for a client that asks, and not a small one', async () => {
    const docs = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ url: '/api/config', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('preload hints of a page load', () => {
  const linksOf = (header: string | string[] | number | undefined) =>
    header === undefined ? [] : String(header).split(', ');
  const signUp = async (role: 'buyer' | 'seller') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextIp(),
      payload: {
        name: `Hinted ${role}`,
        email: `hints-${role}-${Date.now()}@example.com`,
        password: 'a-password-long-enough',
        role,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return String(response.headers['set-cookie']).split(';')[0]!;
  };

  it("has the home page fetch its lists and the newest book's cover beside the first bundle", async () => {
    const listed = await app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: { cookie: await signUp('seller') },
      payload: bookInput({ image_url: '/images/covers/storm-harbour.svg' }),
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const home = await app.inject({ url: '/' });
    expect(home.headers.vary).toMatch(/cookie/i);
    const newest = (await app.inject({ url: `/api/search?${JUST_LISTED_ADDRESS}` })).json() as {
      image_url: string;
    }[];
    expect(linksOf(home.headers.link)).toEqual([
      '</api/categories>; rel=preload; as=fetch; crossorigin=anonymous',
      '</api/advertised>; rel=preload; as=fetch; crossorigin=anonymous',
      `</api/search?${JUST_LISTED_ADDRESS}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${smallCoverUrl(newest[0]!.image_url)}>; rel=preload; as=image; fetchpriority=high`,
    ]);
  });

  it("has a visitor's login form fetch its screen's scripts beside the first bundle, and a signed-in person's not", async () => {
    expect(linksOf((await app.inject({ url: '/login' })).headers.link)).toEqual([
      '</assets/login-4.js>; rel=modulepreload',
      '</assets/form-5.js>; rel=modulepreload',
    ]);
    const signedIn = await app.inject({ url: '/login', headers: { cookie: await signUp('buyer') } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.link).toBeUndefined();
  });

  it("gives a signed-in buyer and a visitor the category page's data, scripts and first cover", async () => {
    const seller = await signUp('seller');
    const listed = await app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: { cookie: seller },
      payload: bookInput({
        category_id: '1',
        category_name: 'Action & Adventure',
        image_url: '/images/covers/storm-harbour.svg',
      }),
    });
    expect(listed.statusCode, listed.body).toBe(201);
    const cookie = await signUp('buyer');
    const page = await app.inject({ url: '/category/1', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const visitors = await app.inject({ url: '/category/1' });
    expect(linksOf(visitors.headers.link)).toEqual(linksOf(page.headers.link));
    expect(linksOf(page.headers.link)).toEqual([
      '</api/auth/get-session>; rel=preload; as=fetch; crossorigin=anonymous',
      '</api/categories/1>; rel=preload; as=fetch; crossorigin=anonymous',
      '</assets/category-3.js>; rel=modulepreload',
      '</assets/list-2.js>; rel=modulepreload',
      '</images/covers/storm-harbour.svg>; rel=preload; as=image; fetchpriority=high',
    ]);
    // A cover address that would add hints of its own is refused when the book is listed, and one
    // stored before that rule is left out of the hints.
    const id = (listed.json() as { insertedId: string }).insertedId;
    for (const image_url of [
      '/images/a.svg>;rel=preload;as=script',
      '/images/a.svg,</x.js>;rel=modulepreload',
    ]) {
      const odd = await app.inject({
        method: 'POST',
        url: '/api/addproduct',
        headers: { cookie: seller },
        payload: bookInput({ category_id: '1', category_name: 'Action & Adventure', image_url }),
      });
      expect(odd.statusCode, odd.body).toBe(400);
      await database.db.update(listings).set({ imageUrl: image_url }).where(eq(listings.id, id));
      const hinted = await app.inject({ url: '/category/1', headers: { cookie } });
      expect(hinted.statusCode).toBe(200);
      expect(linksOf(hinted.headers.link)).toHaveLength(4);
    }
    // Nothing of an address that would need escaping goes into the header.
    const odd = await app.inject({ url: '/category/1%3E;%20rel=x', headers: { cookie } });
    expect(odd.statusCode).toBe(200);
    expect(odd.headers.link).toBeUndefined();

    await database.db
      .update(listings)
      .set({ imageUrl: '/images/covers/storm-harbour.svg' })
      .where(eq(listings.id, id));

    // A book's page: its data and its cover, for visitors too; 404 when there is no such book.
    const bookPage = await app.inject({ url: `/book/${id}`, headers: { cookie } });
    expect(linksOf((await app.inject({ url: `/book/${id}` })).headers.link)).toEqual(
      linksOf(bookPage.headers.link),
    );
    expect(bookPage.statusCode).toBe(200);
    expect(linksOf(bookPage.headers.link)).toEqual([
      '</api/auth/get-session>; rel=preload; as=fetch; crossorigin=anonymous',
      `</api/products/${id}>; rel=preload; as=fetch; crossorigin=anonymous`,
      '</images/covers/storm-harbour.svg>; rel=preload; as=image; fetchpriority=high',
    ]);
    const missing = await app.inject({ url: '/book/no-such-book', headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('Second Shelf');
  });
});
