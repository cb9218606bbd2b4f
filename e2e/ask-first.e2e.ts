import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bell, bookThroughModal, card, listBook, liveCard, waitForUnread } from './deal-helpers.js';
import {
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  fromAccountMenu,
  journey,
  mainNav,
  PHONE,
  signUp,
} from './journey.js';
import { useServerAndBrowser } from './setup.js';

const running = useServerAndBrowser();
const stamp = Date.now().toString(36);

const thread = (page: Page) => page.getByRole('log', { name: 'Message thread' });

async function say(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await thread(page).getByText(text).waitFor();
}

/** Book Now on a card, the form filled and sent: refused, and the reason said. */
async function bookThroughModalRefused(page: Page, name: string): Promise<void> {
  await (await liveCard(page, name)).getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request this book' });
  await dialog.getByLabel('Meeting location').fill('Central library steps');
  await dialog.getByLabel('Phone number').fill('01712345678');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByText(/One of you has blocked the other/)
    .first()
    .waitFor();
}

/** The Messages link of the bar, named with its unread count. */
const messagesLink = (page: Page) => mainNav(page).getByRole('link', { name: /^Messages, \d+ unread$/ });

describe('ask before you book', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`a buyer asks, the seller answers live from Messages, the buyer books in the same thread, and a block stops both (${label})`, async () => {
      const url = running.server.url;
      const book = `Asked First ${label} ${stamp}`;
      await journey(running.browser, url, `ask first ${label}`, async (open) => {
        const seller = await open(`seller ${label}`, viewport);
        await signUp(seller.page, url, {
          name: `Sana ${label}`,
          email: `sana-${label}-${stamp}@example.com`,
          role: 'seller',
        });
        await listBook(seller.page, book, 2);
        const buyer = await open(`buyer ${label}`, viewport);
        await signUp(buyer.page, url, {
          name: `Bilal ${label}`,
          email: `bilal-${label}-${stamp}@example.com`,
          role: 'buyer',
        });

        // The buyer asks from the book's page.
        await buyer.visit('/category/2', (p) => card(p, book).waitFor());
        await card(buyer.page, book).getByRole('link', { name: book }).click();
        await buyer.page.getByRole('button', { name: 'Message seller' }).click();
        await buyer.page.waitForURL(`${url}/messages/**`);
        await say(buyer.page, 'Any highlighting? Which printing?');
        await expectAccessible(buyer.page, `a conversation (${label})`);
        await expectNoSidewaysScroll(buyer.page, `a conversation (${label})`);

        // The seller sees it in Messages without reloading, opens it, answers; the buyer sees it live.
        await seller.visit('/', (p) => messagesLink(p).waitFor());
        await expect
          .poll(() => messagesLink(seller.page).getAttribute('aria-label'), { timeout: 10_000 })
          .toBe('Messages, 1 unread');
        await messagesLink(seller.page).click();
        await seller.page.getByRole('link', { name: new RegExp(`Bilal ${label}`) }).click();
        await thread(seller.page).getByText('Any highlighting? Which printing?').waitFor();
        await say(seller.page, 'None at all, first printing.');
        await thread(buyer.page).getByText('None at all, first printing.').waitFor();
        // Read as it arrives, the conversation open: nothing is left unread for the buyer (before
        // the buyer's next page load, which would cut the marking short).
        await expect
          .poll(() => messagesLink(buyer.page).getAttribute('aria-label'))
          .toBe('Messages, 0 unread');
        await waitForUnread(buyer.page, 0);
        // Opened and answered: nothing unread is left for the seller.
        await expect
          .poll(() => messagesLink(seller.page).getAttribute('aria-label'))
          .toBe('Messages, 0 unread');
        await waitForUnread(seller.page, 0);
        if (label === 'phone') {
          // The list and a conversation are separate screens on a phone, with a link back.
          await seller.page.getByRole('link', { name: '← All messages' }).click();
          await seller.page.getByRole('list', { name: 'Conversations' }).waitFor();
          await expectAccessible(seller.page, 'Messages on a phone');
        }

        // The buyer books: the seller accepts from Bookings, which clears the request's notice.
        await buyer.visit('/category/2', (p) => card(p, book).waitFor());
        await bookThroughModal(buyer.page, book);
        await waitForUnread(seller.page, 1);
        await (await fromAccountMenu(seller.page, 'link', 'Bookings')).click();
        await seller.page
          .getByRole('region', { name: 'Requested' })
          .getByRole('row', { name: new RegExp(book) })
          .getByRole('button', { name: 'Accept' })
          .click();
        await seller.page.getByText('Booking accepted: the buyer is told').waitFor();
        await waitForUnread(seller.page, 0);
        // The buyer's bell has the acceptance: Mark all as read clears it, without opening it.
        await waitForUnread(buyer.page, 1);
        await bell(buyer.page).click();
        await buyer.page.getByRole('button', { name: 'Mark all as read' }).click();
        await waitForUnread(buyer.page, 0);
        // The button is gone with the last unread notice: the panel keeps the focus.
        await expect
          .poll(() => buyer.page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe('Notifications');
        await buyer.page.keyboard.press('Escape');

        // The booking's page continues the same thread, the questions first.
        await buyer.visit('/myorders', (p) => p.getByText(book).first().waitFor());
        await buyer.page.getByRole('link', { name: 'View booking' }).first().click();
        await thread(buyer.page).getByText('None at all, first printing.').waitFor();
        await thread(buyer.page).getByText('Any highlighting? Which printing?').waitFor();

        // The seller blocks the buyer: no more messages, no more bookings, both ways.
        await seller.visit('/messages', (p) => p.getByRole('list', { name: 'Conversations' }).waitFor());
        await seller.page.getByRole('link', { name: new RegExp(`Bilal ${label}`) }).click();
        await seller.page.getByRole('button', { name: 'Block' }).click();
        await seller.page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
        await seller.page.getByText(`Bilal ${label} is blocked`).waitFor();
        await seller.page.getByText(/One of you has blocked the other/).waitFor();
        // The buyer's booking page: the booking is cancelled, its thread closed, its contact details gone.
        await buyer.page.getByText('Reason: one of you blocked the other').waitFor();
        await buyer.page.getByText(/One of you has blocked the other: no more messages/).waitFor();
        expect(await buyer.page.getByLabel('Message', { exact: true }).count()).toBe(0);
        // Nor can the buyer book the seller's other books.
        const another = `Not For You ${label} ${stamp}`;
        await listBook(seller.page, another, 2);
        await buyer.visit('/category/2', (p) => card(p, another).waitFor());
        await bookThroughModalRefused(buyer.page, another);
        // The seller unblocks from the account page.
        await seller.visit('/account', (p) => p.getByRole('region', { name: 'Blocked people' }).waitFor());
        await seller.page.getByRole('button', { name: `Unblock Bilal ${label}` }).click();
        await seller.page.getByText(`Bilal ${label} is unblocked`).waitFor();
      });
    });
  }
});
