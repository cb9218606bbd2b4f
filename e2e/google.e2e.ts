import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../apps/server/test/oidc-provider.js';
import { launchBrowser } from './browser.js';
import { accountMenuButton, barLinks, expectAccessible, journey, mainNav } from './journey.js';
import { freePort, startServer, type RunningServer } from './server.js';

let provider: TestOidcProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The app's address must be known to register its callback with the provider before it starts.
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({ redirectUris: [`${appUrl}/api/auth/callback/google`] });
  server = await startServer(
    {
      PORT: String(port),
      BASE_URL: appUrl,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      OIDC_DISCOVERY_URL: provider.discoveryUrl,
    },
    inject('e2eDataTemplate'),
  );
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

describe('6. Continue with Google', () => {
  it('signs a new person in as a buyer through the OpenID provider and brings them back', async () => {
    await journey(browser, server.url, 'google', async (open) => {
      const { page, visit } = await open('google user');
      await visit('/myorders', (p) => p.getByRole('button', { name: 'Continue with Google' }).waitFor());
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL(`${provider.issuer}/**`);
      await page.locator('input[name="login"]').fill('grace');
      await page.locator('input[name="password"]').fill('anything');
      await page.locator('button[type="submit"]').click();
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(`${server.url}/myorders`);
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
      // A buyer: Start selling in the bar, the account menu under the name the provider gave.
      expect(await barLinks(page)).toEqual(['Second Shelf', 'Home', 'Blog', 'Messages, 0 unread']);
      await mainNav(page).getByRole('button', { name: 'Start selling' }).waitFor();
      expect(await accountMenuButton(page).getAttribute('aria-label')).toBe('Grace Google, account menu');
      await expectAccessible(page, '/myorders after Google');
    });
  });

  it('makes a selling account of a Google sign-up that chose "I want to sell"', async () => {
    await journey(browser, server.url, 'google seller', async (open) => {
      const { page, visit } = await open('google seller');
      await visit('/signup', (p) => p.getByRole('button', { name: 'Continue with Google' }).waitFor());
      await page.getByLabel('Buyer or Seller?').selectOption('seller');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForURL(`${provider.issuer}/**`);
      await page.locator('input[name="login"]').fill('selma');
      await page.locator('input[name="password"]').fill('anything');
      await page.locator('button[type="submit"]').click();
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(`${server.url}/`);
      // Sell is in the bar: the new account sells, and lists at once.
      await mainNav(page).getByRole('link', { name: 'Sell' }).click();
      await page.getByRole('heading', { name: 'Add an item' }).waitFor();
      expect(await mainNav(page).getByRole('button', { name: 'Start selling' }).count()).toBe(0);
    });
  });
});
