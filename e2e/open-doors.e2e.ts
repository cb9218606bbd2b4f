import { describe, expect, it } from 'vitest';
import { DESKTOP, journey, logIn, mainNav, PHONE, watchHydration } from './journey.js';
import { useServerAndBrowser } from './setup.js';

const running = useServerAndBrowser();

describe('visitors browse, and sign in only to act', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`open a category and a book, search, and sign up to book it: back on the book with the form open (${label})`, async () => {
      await journey(running.browser, running.server.url, `open doors ${label}`, async (open) => {
        const { page, visit } = await open(`visitor ${label}`, viewport);
        await visit('/', (p) => p.getByRole('heading', { name: 'All kinds of books' }).waitFor());
        await mainNav(page).getByRole('searchbox').waitFor();
        if (label === 'desktop') {
          await mainNav(page).getByRole('link', { name: 'Log in' }).waitFor();
          await mainNav(page).getByRole('link', { name: 'Sign up' }).waitFor();
        }

        await visit('/category/1', (p) => p.getByRole('link', { name: 'The Salt Road' }).waitFor());
        expect(page.url()).toBe(`${running.server.url}/category/1`);
        await page.getByRole('link', { name: 'The Salt Road' }).click();
        await page.getByRole('heading', { level: 1, name: 'The Salt Road' }).waitFor();

        const search = mainNav(page).getByRole('searchbox');
        await search.fill('river');
        await search.press('Enter');
        await page.getByRole('heading', { name: 'Books matching “river”' }).waitFor();
        await page.getByRole('link', { name: 'North of the River' }).click();
        await page.getByRole('heading', { level: 1, name: 'North of the River' }).waitFor();
        const bookUrl = page.url();

        await page.getByRole('button', { name: 'Book Now' }).first().click();
        await page.getByText('Sign in to book North of the River').waitFor();
        expect(page.url()).toBe(`${running.server.url}/login`);
        await page.getByRole('link', { name: 'Sign up here' }).click();
        await page.getByText('Sign in to book North of the River').waitFor();
        await page.getByLabel('Name').fill(`Visitor ${label}`);
        await page.getByLabel('Buyer or Seller?').selectOption('buyer');
        await page.getByLabel('Email').fill(`visitor-${label}-${Date.now()}@example.com`);
        await page.getByLabel('Password', { exact: true }).fill('a-long-password');
        await page.getByRole('button', { name: 'Create my account' }).click();

        await page.getByRole('dialog', { name: 'Request this book' }).waitFor();
        expect(page.url()).toBe(bookUrl);
      });
    });
  }

  for (const [label, viewport, title] of [
    ['phone', PHONE, 'Storm Harbour'],
    ['desktop', DESKTOP, 'The Last Expedition'],
  ] as const) {
    it(`a visitor who taps the heart signs in and finds the book saved (${label})`, async () => {
      await journey(running.browser, running.server.url, `open doors heart ${label}`, async (open) => {
        const { page, visit } = await open(`visitor heart ${label}`, viewport);
        await visit('/category/1', (p) => p.getByRole('link', { name: title }).waitFor());
        await page.getByRole('link', { name: title }).click();
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const bookUrl = page.url();
        await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
        await page.getByText(`Sign in to save ${title} to your wishlist`).waitFor();
        await logIn(page, 'buyer@example.com', 'shelf-buyer-1');
        await page.getByText(`${title} is saved to your wishlist`).waitFor();
        expect(page.url()).toBe(bookUrl);
        await page.getByRole('button', { name: 'Remove from wishlist' }).first().waitFor();
        await visit('/mywishlist', (p) => p.getByRole('link', { name: title }).waitFor());
      });
    });
  }

  it('the public pages come drawn and are taken over as they are: search, a profile, the blog', async () => {
    await journey(running.browser, running.server.url, 'open doors drawn', async (open) => {
      const { page, visit } = await open('visitor drawn', PHONE);
      const problems = watchHydration(page);
      await visit('/search?q=river', (p) => p.getByRole('link', { name: 'North of the River' }).waitFor());
      // A phone's card shows the book, not its seller: the seller is a tap further, on its page.
      await page.getByRole('link', { name: 'North of the River' }).first().click();
      await page.waitForURL(/\/book\/[^/]+$/);
      const seller = page
        .locator('article', { has: page.getByRole('heading', { level: 1 }) })
        .getByText('Seller:')
        .getByRole('link');
      const sellerName = (await seller.textContent())!;
      await seller.click();
      await page.waitForURL(/\/users\/[^/]+$/);
      const profile = new URL(page.url()).pathname;
      await visit(profile, (p) => p.getByRole('heading', { level: 1, name: sellerName }).waitFor());
      await visit('/blog', (p) => p.getByRole('heading', { level: 1 }).waitFor());
      await visit('/login', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
      await visit('/signup', (p) => p.getByRole('button', { name: 'Create my account' }).waitFor());
      expect(problems).toEqual([]);
    });
  });
});
