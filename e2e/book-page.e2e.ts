import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  closeRequestSent,
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  journey,
  logIn,
  PHONE,
  signUp,
  watchHydration,
} from './journey.js';
import { useServerAndBrowser } from './setup.js';

const stamp = Date.now();
const running = useServerAndBrowser();

const card = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('heading', { name }) });
const bookArticle = (page: Page) => page.locator('article', { has: page.getByRole('heading', { level: 1 }) });
const advertisedItems = (page: Page) => page.getByRole('region', { name: 'Advertised Items' });

/** The style sheets the page fetches from here on. */
function watchStyleSheets(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') fetched.push(request.url());
  });
  return fetched;
}

/** The frame's reads (the email notice, the bell, the hearts) the page asks the API for from here on. */
function watchFrameReads(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/api/config', '/api/notifications/summary', '/api/wishlist/ids'].includes(pathname)) {
      asked.push(pathname);
    }
  });
  return asked;
}

async function book(page: Page) {
  await bookArticle(page).getByRole('button', { name: 'Book Now' }).click();
  await page.getByLabel('Meeting location').fill('Central library steps');
  await page.getByLabel('Phone number').fill('01712345678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Booking confirmed').waitFor();
  await closeRequestSent(page);
}

describe("a book's page", () => {
  it('opens from a card, drawn by the server: every photo, every field, the seller, and Book Now', async () => {
    const url = running.server.url;
    await journey(running.browser, url, 'book page', async (open) => {
      for (const [viewport, title, isbn] of [
        [PHONE, 'The Salt Road', '9780306406157'],
        [DESKTOP, 'Storm Harbour', '9781861972712'],
      ] as const) {
        const buyer = await open(`buyer at ${viewport.width} px`, viewport);
        const page = buyer.page;
        await signUp(page, url, {
          name: `Page Reader ${viewport.width}`,
          email: `reader-${viewport.width}-${stamp}@example.com`,
          role: 'buyer',
        });
        await buyer.visit('/category/1', (p) => card(p, title).waitFor());
        await card(page, title).getByRole('link', { name: title }).click();
        await page.waitForURL(/\/book\/[0-9a-f-]{36}$/);
        const address = new URL(page.url()).pathname;
        // The category page was drawn by the server: its one <title>, taken over, now names the book.
        await expect.poll(() => page.title()).toBe(`${title} · Second Shelf`);
        expect(await page.locator('head > title').count()).toBe(1);

        // Loaded anew, the page arrives drawn (its title in the HTML), then is taken over as it is.
        const problems = watchHydration(page);
        const styleSheets = watchStyleSheets(page);
        const frameReads = watchFrameReads(page);
        const response = await page.goto(`${url}${address}`);
        expect(response?.status()).toBe(200);
        expect(await response?.text()).toMatch(new RegExp(`<h1 [^>]*>${title}</h1>`));
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await expectAccessible(page, `${address} (${viewport.width} px)`);
        await expectNoSidewaysScroll(page, `${address} at ${viewport.width} px`);
        expect(problems, `hydration of ${address}`).toEqual([]);
        expect(await page.title()).toBe(`${title} · Second Shelf`);
        expect(await page.locator('head > title').count()).toBe(1);
        // What the frame reads came inside the page: drawn after hydration, it asks for nothing.
        await bookArticle(page).getByRole('button', { name: 'Add to wishlist' }).waitFor();
        await page
          .getByRole('button', { name: /^Notifications, \d+ unread$/ })
          .first()
          .waitFor({ state: 'attached' });
        expect(frameReads, `the frame's reads on loading ${address}`).toEqual([]);

        // Every photo: the cover large, then the second one by its button.
        const cover = page.getByRole('img', { name: `Cover of ${title}` });
        expect(
          await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        ).toBe(true);
        await page.getByRole('button', { name: 'Show photo 2 of 2' }).click();
        await page.getByRole('img', { name: `Photo 2 of 2 of ${title}` }).waitFor();
        expect(
          await page.getByRole('button', { name: 'Show photo 2 of 2' }).getAttribute('aria-pressed'),
        ).toBe('true');

        const article = bookArticle(page);
        for (const term of ['Condition', 'Format', 'Language', 'Category', 'Location', 'Used', 'Posted']) {
          await article.getByText(term, { exact: true }).waitFor();
        }
        await article.getByText(isbn).waitFor();
        await article.getByText('Original price', { exact: true }).waitFor();
        await article.getByText(/^Seller:/).waitFor();
        await page.getByRole('region', { name: /^More from / }).waitFor();

        // The buyer's heart on the page saves the book, and takes it off again.
        await article.getByRole('button', { name: 'Add to wishlist' }).click();
        await article.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
        await article.getByRole('button', { name: 'Remove from wishlist' }).click();
        await article.getByRole('button', { name: 'Add to wishlist', pressed: false }).waitFor();

        await book(page);
        await article.getByText('State: Booked').waitFor();
        // The page's style sheet came inside it: the parts loaded since (the heart, Report, the
        // booking form) never fetch it again, which would draw the whole page a second time.
        expect(styleSheets, `style sheets fetched by ${address}`).toEqual([]);
        expect(await article.getByRole('button', { name: 'Book Now' }).count()).toBe(0);
      }

      // A book that is not there: the not-found screen, answered 404.
      const stray = await open('buyer looking for a removed book');
      await stray.page.goto(`${url}/login`);
      await logIn(stray.page, 'buyer@example.com', 'shelf-buyer-1');
      await stray.page.waitForURL(`${url}/`);
      const missing = await stray.page.goto(`${url}/book/00000000-0000-0000-0000-000000000000`);
      expect(missing?.status()).toBe(404);
      await stray.page
        .getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" })
        .waitFor();
    });
  });

  it('ADVERTISE puts a book in Advertised Items on the public home page; once booked it is gone', async () => {
    const url = running.server.url;
    await journey(running.browser, url, 'advertise', async (open) => {
      for (const [viewport, title] of [
        [PHONE, 'The Quiet Orchard'],
        [DESKTOP, 'Winter in Valparaíso'],
      ] as const) {
        const seller = await open(`seller at ${viewport.width} px`, viewport);
        await seller.page.goto(`${url}/login`);
        await logIn(seller.page, 'seller@example.com', 'shelf-seller-1');
        await seller.page.waitForURL(`${url}/`);
        await seller.visit('/myproducts', (p) => p.getByRole('cell', { name: title }).waitFor());
        const row = seller.page.locator('tr', { has: seller.page.getByText(title, { exact: true }) });
        await row.getByRole('button', { name: 'ADVERTISE' }).click();
        await seller.page.getByText(new RegExp(`^"${title}" is advertised until `)).waitFor();
        await row.getByText(/^Advertised until /).waitFor();
        await expectAccessible(seller.page, `/myproducts advertising (${viewport.width} px)`);

        // A visitor: the book is the first of Advertised Items, drawn by the server, with a way in.
        const visitor = await open(`visitor at ${viewport.width} px`, viewport);
        const problems = watchHydration(visitor.page);
        const home = await visitor.page.goto(`${url}/`);
        expect(await home?.text()).toContain('Advertised Items');
        await advertisedItems(visitor.page).waitFor();
        const first = advertisedItems(visitor.page).getByRole('link').first();
        expect(await first.textContent()).toContain(title);
        await expectAccessible(visitor.page, `/ with Advertised Items (${viewport.width} px)`);
        await expectNoSidewaysScroll(visitor.page, `/ at ${viewport.width} px`);
        expect(problems, 'hydration of the home page').toEqual([]);

        // The card opens the book; Book Now asks the visitor to sign in, and the form opens after.
        await first.click();
        await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
        await visitor.page.getByRole('button', { name: 'Book Now' }).first().click();
        await visitor.page.getByText(`Sign in to book ${title}`).waitFor();
        await logIn(visitor.page, 'buyer@example.com', 'shelf-buyer-1');
        await visitor.page.waitForURL(/\/book\/[0-9a-f-]{36}$/);
        await visitor.page.getByRole('dialog', { name: 'Request this book' }).waitFor();
        await visitor.page.getByLabel('Meeting location').fill('Central library steps');
        await visitor.page.getByLabel('Phone number').fill('01712345678');
        await visitor.page.getByRole('button', { name: 'Submit' }).click();
        await visitor.page.getByText('Booking confirmed').waitFor();
        await closeRequestSent(visitor.page);
        // Where Book Now was: the booking, one tap away.
        await bookArticle(visitor.page).getByText('Requested', { exact: true }).waitFor();
        await bookArticle(visitor.page).getByRole('link', { name: 'View booking' }).waitFor();

        // Booked: gone from the public home page at once.
        const later = await open(`another visitor at ${viewport.width} px`, viewport);
        await later.visit('/', (p) => p.getByRole('heading', { name: 'How it works' }).waitFor());
        const shown = (await advertisedItems(later.page).count())
          ? await advertisedItems(later.page).getByRole('link').allTextContents()
          : [];
        expect(shown.some((text) => text.includes(title))).toBe(false);
      }
    });
  });
});
