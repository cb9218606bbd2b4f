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

async function journey(name: string, steps: (page: Page) => Promise<void>): Promise<void> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  try {
    await steps(page);
    expect(problems).toEqual([]);
  } catch (error) {
    await saveFailure(page, name);
    throw error;
  } finally {
    await page.close();
  }
}

describe('visitor in Chromium', () => {
  it('sees the home page with the three categories from the API', async () => {
    await journey('home', async (page) => {
      await page.goto(server.url);
      await page.getByRole('heading', { name: 'Books Categories 3' }).waitFor();
      expect(await page.getByRole('heading', { name: 'All Kinds of Books' }).isVisible()).toBe(true);
      const cards = page.locator('#categories li a');
      expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/category/1',
        '/category/2',
        '/category/3',
      ]);
      const names = await cards.evaluateAll((links) =>
        links.map((link) => link.lastElementChild?.textContent),
      );
      expect(names).toEqual(['Action & Adventure', 'Comics & Fantasy', 'Literary Fiction']);
      // Every category picture is served by the app itself, and loads.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('#categories img')].every((image) => image.complete),
      );
      const images = await page.locator('#categories img').evaluateAll((nodes) =>
        nodes.map((node) => ({
          src: (node as HTMLImageElement).src,
          loaded: (node as HTMLImageElement).naturalWidth > 0,
        })),
      );
      for (const image of images) {
        expect(image.src.startsWith(server.url)).toBe(true);
        expect(image.loaded).toBe(true);
      }
    });
  });

  it('gets the app, not a server 404, on a deep link', async () => {
    await journey('deep link', async (page) => {
      const response = await page.goto(`${server.url}/category/1`);
      expect(response?.status()).toBe(200);
      // A visitor is sent to sign in first, remembering where they were going.
      await page.waitForURL(`${server.url}/login`);
      await page.getByRole('button', { name: 'Login' }).waitFor();
    });
  });
});
