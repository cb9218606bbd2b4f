import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveFailure } from './browser.js';
import { startServer, type RunningServer } from './server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signUp(page: Page, name: string, email: string, role: 'buyer' | 'seller') {
  await page.goto(`${server.url}/signup`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Buyer or Seller?').selectOption(role);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.getByText('User created successfully').waitFor();
}

describe('the marketplace in Chromium, on the production build', () => {
  it('a seller lists a book, a buyer books it and sees it in My Orders', async () => {
    const stamp = Date.now();
    const book = `Flow Book ${stamp}`;
    const sellerContext = await browser.newContext();
    const seller = await sellerContext.newPage();
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    try {
      await signUp(seller, 'Flow Seller', `flow-seller-${stamp}@example.com`, 'seller');
      await seller
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Add Product' })
        .click();
      await seller.getByLabel('Book name').fill(book);
      await seller.getByLabel('Image url').fill('/images/covers/the-glass-familiar.svg');
      await seller.getByLabel('Original price ($)').fill('25');
      await seller.getByLabel('Resell price ($)').fill('11');
      await seller.getByLabel('Used for (years)').fill('1');
      await seller.getByLabel('Location').fill('Dhaka');
      await seller.getByLabel('Category id').selectOption('2');
      await seller.getByRole('button', { name: 'Submit' }).click();
      await seller.getByText('New product added').waitFor();
      await seller.waitForURL(`${server.url}/myproducts`);
      await seller.getByRole('cell', { name: book }).waitFor();

      await signUp(buyer, 'Flow Buyer', `flow-buyer-${stamp}@example.com`, 'buyer');
      await buyer.getByRole('link', { name: /Comics & Fantasy/ }).click();
      const card = buyer.locator('article', { has: buyer.getByRole('heading', { name: book }) });
      await card.getByRole('button', { name: 'Book Now' }).click();
      await buyer.getByLabel('Meeting location').fill('Central library steps');
      await buyer.getByLabel('Phone number').fill('01712345678');
      await buyer.getByRole('button', { name: 'Submit' }).click();
      await buyer.getByText('Booking confirmed').waitFor();
      await buyer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
      await buyer.getByText('1 item').waitFor();
      expect(await buyer.getByRole('cell', { name: new RegExp(book) }).count()).toBe(1);
    } catch (error) {
      await saveFailure(seller, 'marketplace-seller');
      await saveFailure(buyer, 'marketplace-buyer');
      throw error;
    } finally {
      await sellerContext.close();
      await buyerContext.close();
    }
  });
});
