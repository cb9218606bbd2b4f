import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenLibrary, type LocalOpenLibrary } from '../apps/server/test/open-library-server.js';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  journey,
  listMyBook,
  mainNav,
  openMoreAboutCopy,
  PHONE,
  signUp,
} from './journey.js';
import { useServerAndBrowser } from './setup.js';

const stamp = Date.now();
const book = `Photo Book ${stamp}`;

let library: LocalOpenLibrary;
const running = useServerAndBrowser(async () => {
  library = await startOpenLibrary({
    '9780140328721': { title: `Fantastic Mr. Fox ${stamp}`, authors: ['Roald Dahl'], cover: true },
  });
  return { BOOK_METADATA_URL: library.url };
});
afterAll(() => library?.close());

// Two photos on disk, as a seller's camera would leave them: a tall one and a wide one.
const folder = mkdtempSync(join(tmpdir(), 'second-shelf-photos-'));
const photos = { front: join(folder, 'front.jpg'), back: join(folder, 'back.jpg') };
beforeAll(async () => {
  const shot = (width: number, height: number, background: string) =>
    sharp({
      create: { width, height, channels: 3, background, noise: { type: 'gaussian', mean: 110, sigma: 30 } },
    })
      .jpeg()
      .toBuffer();
  writeFileSync(photos.front, await shot(1200, 1800, '#7a2e1f'));
  writeFileSync(photos.back, await shot(1600, 1200, '#1f4e7a'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const card = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('heading', { name }) });

/** The picture a card shows: its address as the browser chose it from the srcset, and whether it loaded. */
const cardPhoto = (page: Page, name: string) =>
  card(page, name)
    .getByRole('img', { name: `Cover of ${name}` })
    .evaluate(async (image: HTMLImageElement) => {
      await image.decode().catch(() => undefined);
      return { src: image.currentSrc, width: image.naturalWidth, srcset: image.srcset };
    });

describe('a seller’s listing with photos', () => {
  it('adds a book with two photos from disk, sees it on the card at both widths, and edits its price', async () => {
    const url = running.server.url;
    await journey(running.browser, url, 'photos', async (open) => {
      const seller = await open('seller');
      const page = seller.page;
      await signUp(page, url, { name: 'Pia Photos', email: `pia-${stamp}@example.com`, role: 'seller' });
      await mainNav(page).getByRole('link', { name: 'Sell' }).click();
      await page.getByRole('heading', { name: 'Add an item' }).waitFor();
      await page.getByLabel('Add photos').setInputFiles([photos.back, photos.front]);
      const chosen = page.getByRole('list', { name: 'Chosen photos' });
      await chosen.getByRole('img', { name: 'Photo 1 (cover)' }).waitFor();
      await chosen.getByRole('img', { name: 'Photo 2' }).waitFor();
      await chosen.getByText('Uploading…').first().waitFor({ state: 'detached' });
      // The tall photo is the better cover: moved first.
      await chosen.getByRole('button', { name: 'Move photo 2 earlier' }).click();
      await page.getByLabel('Book name').fill(book);
      await page.getByLabel('Author').fill('Ada Lens');
      await page.getByLabel('Format').selectOption('hardcover');
      await openMoreAboutCopy(page);
      await page.getByLabel('Description').fill('Both covers shown in the photos.');
      await page.getByLabel('Original price ($)').fill('30');
      await page.getByLabel('Resell price ($)').fill('14');
      await page.getByLabel('Used for (years)').fill('1');
      await page.getByLabel('Location').fill('Dhaka, Banani');
      await page.getByLabel('Category', { exact: true }).selectOption('2');
      await listMyBook(page, url);

      for (const viewport of [PHONE, DESKTOP]) {
        const buyer = await open(`buyer at ${viewport.width} px`, viewport);
        await signUp(buyer.page, url, {
          name: `Bo ${viewport.width}`,
          email: `bo-${viewport.width}-${stamp}@example.com`,
          role: 'buyer',
        });
        await buyer.visit('/category/2', (p) => card(p, book).waitFor());
        const shown = await cardPhoto(buyer.page, book);
        expect(shown.srcset).toMatch(/320w, .*640w, .*1280w$/);
        expect(shown.src).toMatch(/\/api\/photos\/[0-9a-f-]{36}\/(320|640)\.webp$/);
        expect(shown.width).toBeGreaterThan(0);
        // The cover is the tall photo (moved first): shown upright, taller than wide.
        const ratio = await card(buyer.page, book)
          .getByRole('img', { name: `Cover of ${book}` })
          .evaluate((image: HTMLImageElement) => image.naturalHeight / image.naturalWidth);
        expect(ratio).toBeCloseTo(1.5, 1);
        expect(await card(buyer.page, book).textContent()).toContain('by Ada Lens');
        await expectNoSidewaysScroll(buyer.page, `/category/2 at ${viewport.width} px`);
      }

      // The price comes down.
      await seller.visit('/myproducts', (p) => p.getByRole('cell', { name: book }).waitFor());
      await page
        .getByRole('row', { name: new RegExp(book) })
        .getByRole('link', { name: 'Edit' })
        .click();
      await page.getByRole('heading', { name: 'Edit your listing' }).waitFor();
      await page.getByRole('list', { name: 'Chosen photos' }).getByRole('img', { name: 'Photo 2' }).waitFor();
      await page.getByLabel('Resell price ($)').fill('9.5');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Listing updated').waitFor();
      await page.waitForURL(`${url}/myproducts`);
      await page
        .getByRole('row', { name: new RegExp(book) })
        .getByText('$9.50')
        .waitFor();
    });
  });

  it('fills a book from its ISBN through the metadata service', async () => {
    const url = running.server.url;
    await journey(running.browser, url, 'isbn', async (open) => {
      const { page, visit } = await open('seller', PHONE);
      await signUp(page, url, { name: 'Ivo Isbn', email: `ivo-${stamp}@example.com`, role: 'seller' });
      await visit('/addproduct', (p) => p.getByRole('heading', { name: 'Add an item' }).waitFor());
      // Whole, the ISBN fills the book by itself.
      await page.getByLabel('ISBN', { exact: true }).fill('0-14-032872-6');
      await page.getByRole('status').getByText(`Filled from ISBN: Fantastic Mr. Fox ${stamp}`).waitFor();
      expect(await page.getByLabel('Book name').inputValue()).toBe(`Fantastic Mr. Fox ${stamp}`);
      expect(await page.getByLabel('Author').inputValue()).toBe('Roald Dahl');
      await page
        .getByRole('list', { name: 'Chosen photos' })
        .getByRole('img', { name: 'Photo 1 (cover)' })
        .waitFor();
      expect(library.requests.some((path) => path.includes('bibkeys=ISBN:9780140328721'))).toBe(true);
      await page.getByLabel('Resell price ($)').fill('6');
      await page.getByLabel('Location').fill('Sylhet');
      await listMyBook(page, url);
      await expectNoSidewaysScroll(page, '/myproducts at 375 px');
    });
  });
});
