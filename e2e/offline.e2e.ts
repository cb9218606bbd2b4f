import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, journey, logIn, PHONE, signedIn } from './journey.js';
import { useServerAndBrowser } from './setup.js';

const running = useServerAndBrowser();

const UNREACHABLE = "Can't reach Second Shelf, retrying…";
/** Three retries, 2 + 4 + 8 s apart, then the page says so: with room to spare. */
const AFTER_RETRIES = 25_000;

/**
 * Cuts the page off from the API (as a server that is down, or a network that drops it) until the
 * returned function is called; `status` answers instead with that status, as a failing server.
 */
async function cutOffApi(page: Page, status?: number): Promise<() => Promise<void>> {
  const pattern = '**/api/**';
  await page.route(pattern, (route) =>
    status === undefined
      ? route.abort('connectionrefused')
      : route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: status, error: 'Internal Server Error', message: 'Boom' }),
        }),
  );
  return () => page.unroute(pattern);
}

describe('the server out of reach', () => {
  it('keeps a signed-in buyer signed in, says it is retrying, and carries on by itself when the API answers again', async () => {
    await journey(running.browser, running.server.url, 'offline', async (open) => {
      const { page } = await open('buyer', PHONE);
      await page.goto(`${running.server.url}/login`);
      await logIn(page, 'buyer@example.com', 'shelf-buyer-1');
      await signedIn(page);
      await page.goto(`${running.server.url}/myorders`);
      const orders = page.getByRole('link', { name: 'View booking' });
      await orders.first().waitFor();
      const orderCount = await orders.count();

      // A search while the server is away: its place is kept, and the bar says why after the retries.
      const reconnect = await cutOffApi(page);
      await page.getByRole('searchbox', { name: 'Search books' }).fill('dragons');
      await page.getByRole('searchbox', { name: 'Search books' }).press('Enter');
      await page.waitForURL(/\/search\?q=dragons/);
      await page.getByText('Loading the books…').waitFor({ state: 'attached' });
      await page.getByText(UNREACHABLE).waitFor({ timeout: AFTER_RETRIES });
      expect(page.url()).toContain('/search?q=dragons');
      // Back on My Orders, its rows are still on screen, under the bar.
      await page.goBack();
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      expect(await orders.count()).toBe(orderCount);
      expect(await page.getByText(UNREACHABLE).isVisible()).toBe(true);

      // A page loaded anew while the API is away: not the login page, whatever the wait.
      await page.goto(`${running.server.url}/myorders`);
      await page.getByText(UNREACHABLE).waitFor({ timeout: AFTER_RETRIES });
      expect(new URL(page.url()).pathname).toBe('/myorders');
      expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);

      // The API answers again: the bar goes, the page fills in, nothing pressed.
      await reconnect();
      await page.getByRole('heading', { name: 'My Orders' }).waitFor({ timeout: 15_000 });
      await orders.first().waitFor();
      expect(await orders.count()).toBe(orderCount);
      expect(await page.getByText(UNREACHABLE).count()).toBe(0);
      await expectAccessible(page, 'My Orders after the server came back');
    });
  }, 120_000);

  it('says "Something went wrong" with Try again when the server fails, and Try again loads it', async () => {
    await journey(running.browser, running.server.url, 'server-error', async (open) => {
      const { page } = await open('visitor', DESKTOP);
      await page.goto(`${running.server.url}/`);
      await page.getByRole('heading', { name: 'Just listed' }).waitFor();
      // The home page comes drawn and its scripts after it: until they have taken it over (the search
      // box is drawn then), See all is a plain link to a page the server draws, which no API failure
      // reaches.
      await page.getByRole('searchbox', { name: 'Search books' }).waitFor();
      const recover = await cutOffApi(page, 500);
      await page.getByRole('link', { name: 'See all' }).click();
      await page.getByText('Something went wrong').waitFor({ timeout: AFTER_RETRIES });
      // A server that answers is not out of reach.
      expect(await page.getByText(UNREACHABLE).count()).toBe(0);
      await expectAccessible(page, 'a search the server failed');
      await recover();
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'All books on sale' }).waitFor();
      await page.getByRole('article').first().waitFor();
    });
  }, 90_000);
});
