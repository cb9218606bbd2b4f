import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoBookPhoto } from '../apps/server/src/demo/photos.js';
import { launchBrowser } from './browser.js';
import { fakeCameraArgs, writeBarcodeVideo } from './fake-camera.js';
import { expectAccessible, expectNoSidewaysScroll, journey, logIn, PHONE } from './journey.js';
import { startServer, type RunningServer } from './server.js';

// Listing a book in a few taps: the camera reads the barcode (Chromium's fake camera, fed a video
// of barcodes drawn in e2e/fake-camera.ts; its BarcodeDetector is missing on Linux, so the
// zxing-wasm reader runs), the book fills itself, the price comes from what copies sold for here.

/** The Salt Road, a demo book: a copy listed here before tells its title, author and category. */
const SALT_ROAD = '9780306406157';
/** A pile: two demo books and one nobody listed here. */
const PILE = ['9780131103627', '9781861972712', '9780140328721'];

let server: RunningServer;
let oneBook: Browser;
let pile: Browser;
beforeAll(async () => {
  const videos = mkdtempSync(join(tmpdir(), 'second-shelf-camera-'));
  server = await startServer({}, inject('e2eDataTemplate'));
  oneBook = await launchBrowser(fakeCameraArgs(writeBarcodeVideo(join(videos, 'one.y4m'), [SALT_ROAD])));
  pile = await launchBrowser(fakeCameraArgs(writeBarcodeVideo(join(videos, 'pile.y4m'), PILE)));
}, 90_000);
afterAll(async () => {
  await oneBook?.close();
  await pile?.close();
  await server?.stop();
});

/** A JSON request of the signed-in person of `page`, through its own cookies; the answer's body. */
async function call(
  page: Page,
  method: string,
  path: string,
  body?: object,
): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer}`);
      return JSON.parse(answer) as Record<string, string>;
    },
    { method, path, body },
  );
}

describe('List a book in 20 seconds', () => {
  it('lists a scanned book with a photo and the suggested price in four interactions at 375 px', async () => {
    await journey(oneBook, server.url, 'list fast', async (open) => {
      // Three copies of the book sold here this year, for $9, $10 and $11: the middle half $9.50 to $10.50, the median $10.
      const other = await open('other seller');
      await other.visit('/login', (p) => p.getByLabel('Email').waitFor());
      await logIn(other.page, 'seller2@example.com', 'shelf-seller-2');
      await other.page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const buyer = await open('buyer');
      await buyer.visit('/login', (p) => p.getByLabel('Email').waitFor());
      await logIn(buyer.page, 'buyer@example.com', 'shelf-buyer-1');
      await buyer.page.waitForURL((url) => !url.pathname.startsWith('/login'));
      for (const price of [9, 10, 11]) {
        const { insertedId: productId } = await call(other.page, 'POST', '/api/addproduct', {
          category_id: '1',
          category_name: 'Action & Adventure',
          book_name: 'The Salt Road',
          author: 'Ines Okafor',
          isbn: SALT_ROAD,
          image_url: '/images/covers/the-glass-familiar.svg',
          resell_price: price,
          location: 'Dhaka',
          product_condition: 'good',
        });
        const { insertedId: bookingId } = await call(buyer.page, 'POST', '/api/bookings', {
          productId,
          meetingLocation: 'Central library steps',
          phoneNumber: '01712345678',
        });
        await call(other.page, 'POST', `/api/bookings/${bookingId}/accept`, {});
        await call(other.page, 'POST', `/api/bookings/${bookingId}/complete`, {});
      }

      const seller = await open('seller', PHONE);
      const page = seller.page;
      // Nothing of the reader (its worker, its WebAssembly) is fetched before the camera is asked for.
      const fetched: string[] = [];
      const record = (request: { url(): string }) => fetched.push(new URL(request.url()).pathname);
      page.on('request', record);
      await seller.visit('/login', (p) => p.getByLabel('Email').waitFor());
      await logIn(page, 'seller@example.com', 'shelf-seller-1');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await seller.visit('/addproduct', (p) => p.getByRole('heading', { name: 'Add an item' }).waitFor());
      await expectAccessible(page, '/addproduct (375 px)');
      const scanned = page.waitForRequest((request) =>
        /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(request.url()),
      );
      let interactions = 0;

      page.off('request', record);
      expect(fetched.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(0);
      expect(fetched.filter((path) => /^\/assets\/(scanner-worker|zxing_reader)-/.test(path))).toEqual([]);

      // 1. Scan barcode: the camera reads the ISBN, and the book fills itself.
      await page.getByRole('button', { name: 'Scan barcode' }).click();
      interactions += 1;
      await page.getByRole('dialog', { name: 'Scan barcode' }).getByLabel('Camera').waitFor();
      await scanned;
      await expect
        .poll(() => page.getByLabel('ISBN', { exact: true }).inputValue(), { timeout: 20_000 })
        .toBe(SALT_ROAD);
      await page.getByRole('status').getByText('Filled from ISBN: The Salt Road').waitFor();
      expect(await page.getByLabel('Book name').inputValue()).toBe('The Salt Road');
      expect(await page.getByLabel('Author').inputValue()).toBe('Ines Okafor');
      expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('1');
      // The price: what copies sold for here, the median filled in; the place: the seller's last.
      await page
        .getByText('Copies of this book sold here for $9.50–$10.50 (median $10, 3 sales in the past year)')
        .waitFor();
      await expect.poll(() => page.getByLabel('Resell price ($)').inputValue()).toBe('10');
      expect(await page.getByLabel('Location').inputValue()).not.toBe('');

      // 2. A photo; 3. the condition; 4. List my book.
      await page
        .getByLabel('Add photos')
        .setInputFiles([
          { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await demoBookPhoto('the-salt-road', 0) },
        ]);
      interactions += 1;
      await page.getByText('Uploading…').first().waitFor({ state: 'detached' });
      await page.getByLabel('Product condition').selectOption('excellent');
      interactions += 1;
      await page.getByRole('button', { name: 'List my book' }).click();
      interactions += 1;
      await page.getByRole('heading', { name: 'Listed: The Salt Road' }).waitFor();
      expect(interactions).toBeLessThanOrEqual(6);
      await expectNoSidewaysScroll(page, 'Listed (375 px)');

      const listing = await page.getByRole('link', { name: 'See the listing' }).getAttribute('href');
      const book = await call(page, 'GET', `/api/products/${listing!.split('/').pop()}`);
      expect(book).toMatchObject({ isbn: SALT_ROAD, resell_price: 10, product_condition: 'excellent' });
      expect(book.photos).toHaveLength(1);

      // Scan another: the camera again, for the next book of the pile.
      await page.getByRole('button', { name: 'Scan another' }).click();
      await expect
        .poll(() => page.getByLabel('ISBN', { exact: true }).inputValue(), { timeout: 20_000 })
        .toBe(SALT_ROAD);
    });
  });

  it('scans three books into Drafts, then finishes one from My Products', async () => {
    await journey(pile, server.url, 'drafts', async (open) => {
      const seller = await open('seller');
      const page = seller.page;
      await seller.visit('/login', (p) => p.getByLabel('Email').waitFor());
      await logIn(page, 'seller@example.com', 'shelf-seller-1');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await seller.visit('/addproduct', (p) => p.getByRole('heading', { name: 'Add an item' }).waitFor());
      await page.getByRole('button', { name: 'Scan a pile into Drafts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Scan a pile into Drafts' });
      await dialog.getByRole('heading', { name: 'Kept in Drafts (3)' }).waitFor({ timeout: 30_000 });
      for (const name of ['The Quiet Orchard', 'Storm Harbour', '9780140328721'])
        await dialog.getByRole('listitem').filter({ hasText: name }).waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();

      await seller.visit('/myproducts', (p) => p.getByRole('heading', { name: /^Drafts/ }).waitFor());
      const drafts = page.getByRole('list', { name: 'Drafts' });
      await drafts.getByRole('listitem').filter({ hasText: 'Storm Harbour' }).waitFor();
      await expectAccessible(page, '/myproducts with drafts');
      await page.getByRole('link', { name: 'Finish Storm Harbour' }).click();
      await page.getByRole('heading', { name: 'Add an item' }).waitFor();
      expect(await page.getByLabel('Book name').inputValue()).toBe('Storm Harbour');
      expect(await page.getByLabel('ISBN', { exact: true }).inputValue()).toBe('9781861972712');
      await page
        .getByLabel('Add photos')
        .setInputFiles([
          { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await demoBookPhoto('storm-harbour', 0) },
        ]);
      await page.getByText('Uploading…').first().waitFor({ state: 'detached' });
      await page.getByLabel('Resell price ($)').fill('12');
      await page.getByRole('checkbox', { name: 'Dust jacket present' }).check();
      await page.getByRole('button', { name: 'List my book' }).click();
      await page.getByRole('heading', { name: 'Listed: Storm Harbour' }).waitFor();
      // Listed, the draft is gone; the other two stay.
      await seller.visit('/myproducts', (p) => p.getByRole('heading', { name: /^Drafts/ }).waitFor());
      expect(await drafts.getByRole('listitem').filter({ hasText: 'Storm Harbour' }).count()).toBe(0);
      await drafts.getByRole('listitem').filter({ hasText: 'The Quiet Orchard' }).waitFor();
    });
  });
});
