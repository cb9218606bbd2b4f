import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { closeRequestSent } from './journey.js';

const CATEGORY_NAMES: Record<number, string> = {
  1: 'Action & Adventure',
  2: 'Comics & Fantasy',
  3: 'Literary Fiction',
};

/** A book's card on a category page. */
export const card = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

/**
 * A book's card once the page has been taken over by its scripts: a page drawn by the server shows
 * Book Now before it acts, and a click then is lost. Its heart, drawn after hydration, says so.
 */
export async function liveCard(page: Page, name: string) {
  const found = card(page, name);
  await found.getByRole('button', { name: /wishlist$/ }).waitFor();
  return found;
}

/**
 * Lists a book as the signed-in seller of `page`, through the API the Add Product form uses (the
 * form itself is the marketplace journey's): newest first, it heads its category's page.
 */
export async function listBook(page: Page, name: string, categoryId: number): Promise<void> {
  await page.evaluate(
    async ({ name, categoryId, categoryName }) => {
      const response = await fetch('/api/addproduct', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          category_id: String(categoryId),
          category_name: categoryName,
          book_name: name,
          author: 'Ann Author',
          image_url: '/images/covers/the-glass-familiar.svg',
          original_price: 20,
          resell_price: 12.5,
          used: 1,
          location: 'Dhaka, Dhanmondi',
          product_condition: 'good',
        }),
      });
      // Read to its end: a response left unread keeps the page from ever being idle (expectAccessible).
      const answer = await response.text();
      if (!response.ok) throw new Error(`Listing "${name}" failed: ${answer}`);
    },
    { name, categoryId, categoryName: CATEGORY_NAMES[categoryId] },
  );
}

/** Books a copy from its card on the open category page; the modal shows the three safety tips. */
export async function bookThroughModal(page: Page, name: string): Promise<void> {
  await (await liveCard(page, name)).getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request this book' });
  for (const tip of [
    'Meet in a public, busy place.',
    'Check the book before you pay.',
    'Never pay in advance outside the app.',
  ]) {
    await dialog.getByText(tip).waitFor();
  }
  await dialog.getByLabel('Meeting location').fill('Central library steps');
  await dialog.getByLabel('Phone number').fill('01712345678');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Booking confirmed').waitFor();
  await closeRequestSent(page);
}

/** The bell of the navigation bar, named "Notifications, N unread". */
export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

export async function unreadCount(page: Page): Promise<number> {
  const label = await bell(page).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1]);
}

/** Waits (bounded) until the bell of an open page counts `count` unread, without reloading it. */
export async function waitForUnread(page: Page, count: number, timeout = 10_000): Promise<void> {
  await expect.poll(() => unreadCount(page), { timeout, interval: 100 }).toBe(count);
}

/** Marks the document: a page still marked later was updated in place, never reloaded. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
}

export async function pageWasKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);
}
