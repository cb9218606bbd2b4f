import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bell, card, listBook, markPage, pageWasKept, waitForUnread } from './deal-helpers.js';
import {
  closeRequestSent,
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  fromAccountMenu,
  journey,
  openMoreAboutCopy,
  PHONE,
  signUp,
} from './journey.js';
import { useServerAndBrowser } from './setup.js';

const stamp = Date.now();
const running = useServerAndBrowser();

const account = (name: string, role: 'buyer' | 'seller') => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.com`,
  role,
});

/** A saved book's row on /mywishlist (a table row on wide screens, a card on phones). */
const savedRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });
/** A saved book on a phone's /mywishlist: its card, two a row, with its state and alert below it. */
const savedCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'My Wishlist' }).getByRole('listitem').filter({ hasText: name });

describe('the wishlist', () => {
  it('hearts a book on its category page, finds it in My Wishlist and books it from there, at both widths', async () => {
    const url = running.server.url;
    const books = { desktop: `Hearted Desktop ${stamp}`, phone: `Hearted Phone ${stamp}` };
    await journey(running.browser, url, 'wishlist', async (open) => {
      const seller = await open('seller');
      await signUp(seller.page, url, account('Hana Hearts', 'seller'));
      for (const name of Object.values(books)) await listBook(seller.page, name, 2);

      for (const [width, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const book = books[width];
        const buyer = await open(`buyer at ${viewport.width} px`, viewport);
        const page = buyer.page;
        await signUp(page, url, account(`Wren ${width}`, 'buyer'));
        await buyer.visit('/category/2', (p) =>
          card(p, book).getByRole('button', { name: 'Add to wishlist' }).waitFor(),
        );
        const heart = card(page, book).getByRole('button', { name: 'Add to wishlist' });
        await expect.poll(() => heart.isEnabled()).toBe(true);
        expect(await heart.getAttribute('aria-pressed')).toBe('false');
        await heart.click();
        const saved = card(page, book).getByRole('button', { name: 'Remove from wishlist' });
        await saved.waitFor();
        expect(await saved.getAttribute('aria-pressed')).toBe('true');
        await expectAccessible(page, `/category/2 with a saved book at ${viewport.width} px`);
        await expectNoSidewaysScroll(page, `/category/2 at ${viewport.width} px`);

        await (await fromAccountMenu(page, 'link', 'My Wishlist')).click();
        await page.getByRole('heading', { name: 'My Wishlist' }).waitFor();
        await page.getByText('01 item', { exact: true }).waitFor();
        const savedBook = width === 'phone' ? savedCard(page, book) : savedRow(page, book);
        if (width === 'phone') {
          // Two a row, the catalogue's card: its heart is pressed, and takes the book off the list.
          await savedBook.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor();
        } else await savedBook.getByText('On sale').waitFor();
        await expectAccessible(page, `/mywishlist at ${viewport.width} px`);
        await expectNoSidewaysScroll(page, `/mywishlist at ${viewport.width} px`);

        await savedBook.getByRole('button', { name: 'Book Now' }).click();
        const dialog = page.getByRole('dialog', { name: 'Request this book' });
        await dialog.getByLabel('Meeting location').fill('Central library steps');
        await dialog.getByLabel('Phone number').fill('01712345678');
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await page.getByText('Booking confirmed').waitFor();
        await closeRequestSent(page);
        // The saved book stays, now booked: nothing more to book.
        await savedBook.getByText('Booked', { exact: true }).first().waitFor();
        expect(await savedBook.getByRole('button', { name: 'Book Now' }).count()).toBe(0);
      }
    });
  });

  it('tells a buyer in the bell, without reloading, when another copy of a saved book is listed', async () => {
    const url = running.server.url;
    const book = `Wanted Book ${stamp}`;
    await journey(running.browser, url, 'copy alert', async (open) => {
      const seller = await open('seller');
      await signUp(seller.page, url, account('Otto Offers', 'seller'));
      await seller.page.evaluate(
        async ({ name }) => {
          const response = await fetch('/api/addproduct', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              category_id: '3',
              category_name: 'Literary Fiction',
              book_name: name,
              author: 'Roald Dahl',
              isbn: '0-14-032872-6',
              image_url: '/images/covers/the-quiet-orchard.svg',
              original_price: 20,
              resell_price: 9,
              used: 1,
              location: 'Dhaka, Gulshan',
              product_condition: 'good',
            }),
          });
          const answer = await response.text();
          if (!response.ok) throw new Error(`Listing failed: ${answer}`);
        },
        { name: book },
      );

      const buyer = await open('buyer');
      const page = buyer.page;
      await signUp(page, url, account('Ada Alerted', 'buyer'));
      await buyer.visit('/category/3', (p) =>
        card(p, book).getByRole('button', { name: 'Add to wishlist' }).waitFor(),
      );
      const heart = card(page, book).getByRole('button', { name: 'Add to wishlist' });
      await expect.poll(() => heart.isEnabled()).toBe(true);
      await heart.click();
      await card(page, book).getByRole('button', { name: 'Remove from wishlist' }).waitFor();
      await buyer.visit('/mywishlist', (p) => savedRow(p, book).waitFor());
      await savedRow(page, book).getByRole('button', { name: 'Tell me when another copy is listed' }).click();
      await page.getByText('We will tell you when another copy is listed').waitFor();
      await savedRow(page, book).getByText('You will be told when another copy is listed.').waitFor();
      await expectAccessible(page, '/mywishlist with an alert');
      await waitForUnread(page, 0);
      await markPage(page);

      // Another seller lists a copy with the same ISBN (written as an ISBN-13), under its own title.
      const other = await open('other seller', PHONE);
      await signUp(other.page, url, account('Sana Second', 'seller'));
      await other.visit('/addproduct', (p) => p.getByRole('heading', { name: 'Add an item' }).waitFor());
      await other.page.getByLabel('Book name').fill(`Matilda ${stamp}`);
      await other.page.getByLabel('Author').fill('R. Dahl');
      await other.page.getByLabel('ISBN', { exact: true }).fill('978-0-14-032872-1');
      await openMoreAboutCopy(other.page);
      await other.page.getByLabel('Image url').fill('/images/covers/the-glass-familiar.svg');
      await other.page.getByLabel('Original price ($)').fill('15');
      await other.page.getByLabel('Resell price ($)').fill('7');
      await other.page.getByLabel('Used for (years)').fill('2');
      await other.page.getByLabel('Location').fill('Sylhet');
      await other.page.getByLabel('Category', { exact: true }).selectOption('3');
      await other.page.getByRole('button', { name: 'List my book' }).click();
      await other.page.getByText('New product added').waitFor();

      // The buyer's open page hears of it.
      await waitForUnread(page, 1, 20_000);
      expect(await pageWasKept(page)).toBe(true);
      await bell(page).click();
      const notice = page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('link', { name: new RegExp(`Another copy of Matilda ${stamp} is on sale`) });
      await notice.waitFor();
      expect(await notice.getAttribute('href')).toMatch(/^\/book\/[0-9a-f-]{36}$/);
      await expectAccessible(page, 'the bell with a copy alert');
    });
  });
});
