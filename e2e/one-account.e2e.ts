import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookThroughModal, card, listBook } from './deal-helpers.js';
import {
  accountMenuButton,
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  fromAccountMenu,
  journey,
  listMyBook,
  openMoreAboutCopy,
  mainNav,
  PHONE,
  signUp,
} from './journey.js';
import { useServerAndBrowser } from './setup.js';

const running = useServerAndBrowser();
const stamp = Date.now().toString(36);

/** On the book's own page: the owner is sent to My Products instead of a Book Now. */
async function expectOwnBook(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name }).first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('link', { name: 'Your book: manage it in My Products' }).waitFor();
  expect(await page.getByRole('button', { name: 'Book Now' }).count()).toBe(0);
}

describe('one account buys and sells', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`a buyer starts selling and lists at once; a seller books their book, never their own (${label})`, async () => {
      const url = running.server.url;
      await journey(running.browser, url, `one account ${label}`, async (open) => {
        const reader = await open(`reader ${label}`, viewport);
        const page = reader.page;
        const readerBook = `Read Once ${label} ${stamp}`;
        await signUp(page, url, {
          name: `Rae ${label}`,
          email: `rae-${label}-${stamp}@example.com`,
          role: 'buyer',
        });
        await expectNoSidewaysScroll(page, `/ (a buyer at ${viewport.width} px)`);

        // Start selling: in the bar on a wide screen, in the menu on a phone. One press, no new sign-in.
        const startSelling =
          label === 'desktop'
            ? mainNav(page).getByRole('button', { name: 'Start selling' })
            : await (async () => {
                await mainNav(page).getByRole('button', { name: 'Open menu' }).click();
                const menu = page.getByRole('dialog', { name: 'Menu' });
                await expectAccessible(page, `the phone menu of a buyer (${label})`);
                return menu.getByRole('button', { name: 'Start selling' });
              })();
        await startSelling.click();
        await page.getByText('You sell on Second Shelf now: list your first book').waitFor();
        await page.getByRole('heading', { name: 'Add an item' }).waitFor();
        expect(page.url()).toBe(`${url}/addproduct`);
        // Sell is in the bar from now on, at every width.
        await mainNav(page).getByRole('link', { name: 'Sell' }).waitFor();

        await page.getByLabel('Book name').fill(readerBook);
        await page.getByLabel('Author').fill('Ann Author');
        await openMoreAboutCopy(page);
        await page.getByLabel('Image url').fill('/images/covers/the-glass-familiar.svg');
        await page.getByLabel('Original price ($)').fill('20');
        await page.getByLabel('Resell price ($)').fill('9');
        await page.getByLabel('Used for (years)').fill('1');
        await page.getByLabel('Location').fill('Dhaka, Dhanmondi');
        await page.getByLabel('Product condition').selectOption('good');
        await page.getByLabel('Category', { exact: true }).selectOption('3');
        await listMyBook(page, url);
        await page.getByText(readerBook).first().waitFor();
        await expectNoSidewaysScroll(page, `/myproducts (${label})`);
        // Their own book is not theirs to book.
        await reader.visit('/category/3', (p) => card(p, readerBook).waitFor());
        await card(page, readerBook).getByText('Your book').waitFor();
        await expectOwnBook(page, readerBook);

        // A seller, signed up to sell, books the reader's book: their order beside their listings.
        const seller = await open(`seller ${label}`, viewport);
        const sellerBook = `Kept Back ${label} ${stamp}`;
        await signUp(seller.page, url, {
          name: `Sam ${label}`,
          email: `sam-${label}-${stamp}@example.com`,
          role: 'seller',
        });
        await listBook(seller.page, sellerBook, 3);
        await seller.visit('/category/3', (p) => card(p, readerBook).waitFor());
        expect(await card(seller.page, sellerBook).getByRole('button', { name: 'Book Now' }).count()).toBe(0);
        await card(seller.page, sellerBook).getByText('Your book').waitFor();
        await bookThroughModal(seller.page, readerBook);

        await (await fromAccountMenu(seller.page, 'link', 'My Orders')).click();
        await seller.page.getByRole('heading', { name: 'My Orders' }).waitFor();
        await seller.page.getByText(readerBook).first().waitFor();
        await expectAccessible(seller.page, `/myorders of a seller (${label})`);
        await (await fromAccountMenu(seller.page, 'link', 'My Products')).click();
        await seller.page.getByRole('heading', { name: 'My Products' }).waitFor();
        await seller.page.getByText(sellerBook).first().waitFor();
        expect(await seller.page.getByText(readerBook).count()).toBe(0);

        // Nor is the seller's: on its page, a way to manage it instead.
        await seller.visit('/category/3', (p) => card(p, sellerBook).waitFor());
        await expectOwnBook(seller.page, sellerBook);
        // The reader still buys, the seller's book too; their own booked copy stays in My Products.
        await reader.visit('/category/3', (p) => card(p, sellerBook).waitFor());
        await card(page, sellerBook).getByRole('button', { name: 'Book Now' }).waitFor();
        await (await fromAccountMenu(page, 'link', 'My Products')).click();
        await page.getByText(readerBook).first().waitFor();
        if (label === 'desktop')
          expect(await accountMenuButton(page).getAttribute('aria-label')).toBe(`Rae ${label}, account menu`);
      });
    });
  }
});
