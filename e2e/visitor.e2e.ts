import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  fromAccountMenu,
  journey,
  logIn,
  mainNav,
  PHONE,
  signedIn,
  watchHydration,
} from './journey.js';
import { useServerAndBrowser } from './setup.js';

const running = useServerAndBrowser();

describe('1. a visitor', () => {
  it('sees the home page, reads the blog, meets the not-found page and signs in to reach My Orders', async () => {
    await journey(running.browser, running.server.url, 'visitor', async (open) => {
      const { page, visit } = await open('visitor');
      await visit('/', (p) => p.getByRole('heading', { name: 'Book categories 3' }).waitFor());
      expect(await page.title()).toBe('Second Shelf');
      expect(await page.getByRole('heading', { name: 'All kinds of books' }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'How it works' }).isVisible()).toBe(true);
      const images = await page
        .locator('#categories img')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).src));
      expect(images.every((src) => src.startsWith(running.server.url))).toBe(true);

      await visit('/blog', (p) => p.getByText('How does prototypical inheritance work?').waitFor());
      const questions = page.locator('details');
      await page.getByText('How does prototypical inheritance work?').click();
      await page.getByText('React vs. Angular vs. Vue?').click();
      expect(
        await questions.evaluateAll((nodes) => nodes.map((node) => (node as HTMLDetailsElement).open)),
      ).toEqual([false, true, false, true]);
      await page.getByText('How does prototypical inheritance work?').click();
      expect(
        await questions.evaluateAll((nodes) => nodes.map((node) => (node as HTMLDetailsElement).open)),
      ).toEqual([false, false, false, true]);
      await expectAccessible(page, '/blog with answers open');

      // The footer's Pricing guide is a page of its own, drawn by the server.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing guide' }).click();
      await page.getByRole('heading', { level: 1, name: 'Pricing guide' }).waitFor();
      expect(page.url()).toBe(`${running.server.url}/guides/pricing`);
      expect(await page.title()).toBe('Pricing guide · Second Shelf');
      await page.getByRole('heading', { level: 2, name: 'The suggested price' }).waitFor();
      await expectAccessible(page, '/guides/pricing');

      await visit('/a/page/that/is/not/here', (p) =>
        p.getByText("Looks like you've found the doorway to the great nothing").waitFor(),
      );
      await page.getByRole('link', { name: 'Go back to Homepage' }).click();
      await page.waitForURL(`${running.server.url}/`);

      await visit('/myorders', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
      expect(page.url()).toBe(`${running.server.url}/login`);
      expect(await page.title()).toBe('Login · Second Shelf');
      const headerHeight = () =>
        page.locator('header').evaluate((header) => header.getBoundingClientRect().height);
      const signedOutHeader = await headerHeight();
      await logIn(page, 'buyer@example.com', 'shelf-buyer-1');
      await page.getByRole('heading', { name: 'My Orders' }).waitFor();
      expect(page.url()).toBe(`${running.server.url}/myorders`);
      expect(await page.title()).toBe('My Orders · Second Shelf');
      await signedIn(page);
      // The header keeps one height signed in and out.
      expect(await headerHeight()).toBe(signedOutHeader);

      // Signed in, the login page sends them on.
      await page.goto(`${running.server.url}/login`);
      await page.waitForURL(`${running.server.url}/`);
    });
  });
});

describe('a page the browser draws itself', () => {
  it('keeps the footer where it is while the screen is drawn: no layout shift, at both widths', async () => {
    await journey(running.browser, running.server.url, 'layout shift', async (open) => {
      for (const [label, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        const { page } = await open(label, viewport);
        // Every shift of the load, as Lighthouse's Cumulative Layout Shift adds them up.
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // The login and sign-up pages come as the empty page, drawn by the browser's scripts.
        for (const [path, ready] of [
          ['/login', 'Login'],
          ['/signup', 'Create my account'],
          ['/myorders', 'Login'],
        ] as const) {
          await page.goto(`${running.server.url}${path}`);
          await page.getByRole('button', { name: ready, exact: true }).waitFor();
          await page.waitForLoadState('networkidle');
          const shift = await page.evaluate(() =>
            (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
          );
          // Lighthouse's "good" is under 0.1; the footer pushed down by the login form was 0.61.
          expect(shift, `layout shift of ${path} (${label})`).toBeLessThan(0.01);
        }
      }
    });
  });
});

describe('8. logging out', () => {
  it('removes the stored token, and protected pages send you to /login', async () => {
    await journey(running.browser, running.server.url, 'log out', async (open) => {
      const { page, visit } = await open('buyer');
      await visit('/login', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
      await logIn(page, 'buyer@example.com', 'shelf-buyer-1');
      await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
      await (await fromAccountMenu(page, 'button', 'Log Out')).click();
      await mainNav(page).getByRole('link', { name: 'Log in' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      for (const path of ['/myorders', '/mywishlist', '/bookings']) {
        await visit(path, (p) => p.getByRole('button', { name: 'Login' }).waitFor());
        expect(page.url()).toBe(`${running.server.url}/login`);
      }
    });
  });
});

describe('the login and sign-up forms', () => {
  /** Holds the app's scripts back until the function returned is called: the page as a slow phone has it first. */
  const holdScripts = async (page: Page) => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };

  it('are drawn by the server, to be filled before the app runs and sent once it has, at both widths', async () => {
    await journey(running.browser, running.server.url, 'server-drawn forms', async (open) => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await open(`visitor at ${viewport.width} px`, viewport);
        const hydration = watchHydration(page);
        const pageLoads: string[] = [];
        page.on('request', (request) => {
          if (request.isNavigationRequest()) pageLoads.push(`${request.method()} ${request.url()}`);
        });
        const letScriptsIn = await holdScripts(page);
        await page.goto(`${running.server.url}/login`, { waitUntil: 'commit' });
        await page.getByLabel('Email').fill('buyer@example.com');
        await page.getByLabel('Password', { exact: true }).fill('shelf-buyer-1');
        // The button waits for the app: pressing Enter sends nothing yet.
        const login = page.getByRole('button', { name: 'Login' });
        expect(await login.isDisabled()).toBe(true);
        await page.getByLabel('Password', { exact: true }).press('Enter');
        letScriptsIn();
        await login.click();
        await signedIn(page);
        // One page load: the form was sent by the app, never by the browser.
        expect(pageLoads).toEqual([`GET ${running.server.url}/login`]);
        expect(hydration).toEqual([]);

        const { page: newcomer } = await open(`newcomer at ${viewport.width} px`, viewport);
        const newcomerHydration = watchHydration(newcomer);
        const letNewcomerScriptsIn = await holdScripts(newcomer);
        const email = `early-${viewport.width}-${Date.now()}@example.com`;
        await newcomer.goto(`${running.server.url}/signup`, { waitUntil: 'commit' });
        await newcomer.getByLabel('Name').fill('Early Bird');
        await newcomer.getByLabel('Buyer or Seller?').selectOption('seller');
        await newcomer.getByLabel('Email').fill(email);
        await newcomer.getByLabel('Password', { exact: true }).fill('a-long-password');
        expect(await newcomer.getByRole('button', { name: 'Create my account' }).isDisabled()).toBe(true);
        letNewcomerScriptsIn();
        await newcomer.getByRole('button', { name: 'Create my account' }).click();
        await newcomer.getByText('Welcome to Second Shelf: your account is ready').waitFor();
        // What was chosen before the app ran is what the account became: one that sells.
        await newcomer.goto(`${running.server.url}/myproducts`);
        await newcomer.getByRole('heading', { name: 'My Products' }).waitFor();
        expect(newcomerHydration).toEqual([]);
      }
    });
  });
});
