import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectNoSidewaysScroll, journey, logIn, PHONE } from './journey.js';
import { useServerAndBrowser } from './setup.js';

const running = useServerAndBrowser();

const results = (page: Page) => page.getByRole('main').getByRole('article');

/** The resale prices of the result cards, in the order shown. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await results(page)
    .getByText(/^Resell price: \$[0-9,]+\.[0-9]{2}$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/^Resell price: \$|,/g, '')));
}

describe('search', () => {
  it('finds a book from a misspelt word typed in the nav, then filters and sorts in the address', async () => {
    const url = running.server.url;
    await journey(running.browser, url, 'search', async (open) => {
      for (const viewport of [PHONE, DESKTOP]) {
        const buyer = await open(`buyer at ${viewport.width} px`, viewport);
        const page = buyer.page;
        await page.goto(`${url}/login`);
        await logIn(page, 'buyer@example.com', 'shelf-buyer-1');
        await page.waitForURL(`${url}/`);

        // "harbor" is in no book: searched as the catalogue's nearest word, and said so.
        const box = page.getByRole('searchbox', { name: 'Search books' });
        await box.fill('storm harbor');
        await box.press('Enter');
        await page.waitForURL(/\/search\?q=storm\+harbor$/);
        await page.getByRole('heading', { name: 'Storm Harbour' }).waitFor();
        await page.getByText(/“storm harbour” \(searched instead of “storm harbor”\)/).waitFor();
        await expectNoSidewaysScroll(page, `/search at ${viewport.width} px`);

        // Every book on sale, cheapest first: the order and the address change together.
        await buyer.visit('/search', (p) => results(p).first().waitFor());
        const everything = await results(page).count();
        await page.getByLabel('Sort by').selectOption('price_asc');
        await page.waitForURL(/\/search\?sort=price_asc$/);
        await expect
          .poll(async () => {
            const prices = await shownPrices(page);
            return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
          })
          .toBe(true);

        // A filter: on a phone the filters fold away behind their button.
        if (viewport === PHONE) await page.getByRole('button', { name: 'Filters' }).click();
        await page.getByLabel('Category').selectOption('2');
        await page.waitForURL(/\/search\?category=2&sort=price_asc$/);
        await expect
          .poll(async () => {
            const count = await results(page).count();
            return count > 0 && count < everything;
          })
          .toBe(true);
        const filtered = await results(page).allTextContents();

        // The address alone brings the same search back.
        await page.reload();
        await results(page).first().waitFor();
        expect(await results(page).allTextContents()).toEqual(filtered);
        expect(await page.getByLabel('Sort by').inputValue()).toBe('price_asc');
      }
    });
  });
});
