import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journey, logIn, PHONE, signedIn } from './journey.js';
import { useServerAndBrowser } from './setup.js';

const running = useServerAndBrowser();

/** WCAG 2.5.5's size, which the product holds every tap target to on a phone. */
const MIN = 44;

/**
 * Every interactive element on screen smaller than 44 × 44 px, described. Links inside running text
 * are exempt (WCAG 2.5.8's "inline" exception): a link with words of its sentence beside it.
 * A check box or radio button counts by its label, which is what a finger presses. Hidden ones (and
 * those visually hidden for screen readers, such as Skip to content until focused) are not targets.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=option]',
    ].join(', ');
    // A link is in running text when words of the sentence sit beside it in the same element.
    const inRunningText = (element: Element) =>
      element.tagName === 'A' &&
      [...element.parentElement!.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden=true], [inert]') || inRunningText(element)) continue;
      const input = element instanceof HTMLInputElement ? element : null;
      const target =
        input && (input.type === 'checkbox' || input.type === 'radio')
          ? (input.closest('label') ?? input)
          : element;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = target.getBoundingClientRect();
      // Visually hidden (1 px, clipped) or not laid out: not something a finger can press.
      if (box.width <= 1 || box.height <= 1) continue;
      if (Math.round(box.width) < min || Math.round(box.height) < min) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 50);
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, MIN);
}

/** Opens each screen (and what it opens: a menu, a form) and collects its small targets by name. */
async function measureScreens(
  page: Page,
  baseUrl: string,
  screens: {
    path: string;
    ready: (page: Page) => Promise<unknown>;
    open?: (page: Page) => Promise<unknown>;
  }[],
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(`${baseUrl}${screen.path}`);
    await screen.ready(page);
    await page.waitForLoadState('networkidle');
    const small = await smallTargets(page);
    if (small.length > 0) found[screen.path] = small;
    if (screen.open) {
      await screen.open(page);
      const opened = await smallTargets(page);
      if (opened.length > 0) found[`${screen.path} (opened)`] = opened;
    }
  }
  return found;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor();
const openMenu = (page: Page) =>
  page
    .getByRole('button', { name: 'Open menu' })
    .click()
    .then(() => page.getByRole('dialog', { name: 'Menu' }).waitFor());

describe('tap targets on a phone', () => {
  it('makes every interactive element of every screen at least 44 × 44 px at 375 px, for every role', async () => {
    await journey(running.browser, running.server.url, 'tap-targets', async (open) => {
      const base = running.server.url;
      const results: Record<string, Record<string, string[]>> = {};
      const visitor = await open('visitor', PHONE);
      await visitor.page.goto(`${base}/category/1`);
      const book = (await visitor.page
        .locator('main article a[href^="/book/"]')
        .first()
        .getAttribute('href'))!;
      const measureVisitor = async () => {
        results.visitor = await measureScreens(visitor.page, base, [
          { path: '/', ready: heading('All kinds of books'), open: openMenu },
          { path: '/category/1', ready: heading('Action & Adventure') },
          { path: book, ready: (page) => page.getByRole('button', { name: 'Book Now' }).first().waitFor() },
          {
            path: '/search?q=the',
            ready: heading(/Books matching/),
            open: (page) => page.getByRole('button', { name: 'Filters' }).click(),
          },
          { path: '/blog', ready: heading(/blog/i) },
          { path: '/guides/pricing', ready: heading('Pricing guide') },
          { path: '/login', ready: heading('Login') },
          {
            path: '/signup',
            ready: (page) => page.getByRole('button', { name: 'Create my account' }).waitFor(),
          },
          {
            path: '/no-such-page',
            ready: (page) => page.getByText('doorway to the great nothing').waitFor(),
          },
        ]);
      };

      const roles = [
        ['buyer', 'buyer@example.com', 'shelf-buyer-1'],
        ['seller', 'seller@example.com', 'shelf-seller-1'],
        ['admin', 'admin@example.com', 'shelf-admin-1'],
      ] as const;
      // The three people at once, each in a browser of their own.
      const measureRole = async ([role, email, password]: (typeof roles)[number]) => {
        const { page } = await open(role, PHONE);
        await page.goto(`${base}/login`);
        await logIn(page, email, password);
        await signedIn(page).catch(() => page.getByRole('button', { name: 'Open menu' }).waitFor());
        await page.waitForURL((url) => url.pathname !== '/login');
        const common = [
          { path: '/', ready: heading('All kinds of books'), open: openMenu },
          {
            path: '/account',
            ready: heading('Account'),
          },
          { path: '/messages', ready: heading('Messages') },
          {
            path: '/bookings',
            ready: (page: Page) => page.locator('main h1').first().waitFor(),
          },
        ];
        const own =
          role === 'buyer'
            ? [
                { path: '/myorders', ready: heading('My Orders') },
                { path: '/mywishlist', ready: heading('My Wishlist') },
                {
                  path: book,
                  ready: (page: Page) => page.locator('main h1').first().waitFor(),
                  open: (page: Page) =>
                    page
                      .getByRole('button', { name: 'Book Now' })
                      .first()
                      .click()
                      .then(() => page.getByRole('dialog').waitFor()),
                },
                {
                  path: '/',
                  ready: heading('All kinds of books'),
                  open: (page: Page) =>
                    page
                      .getByRole('button', { name: /^Notifications/ })
                      .click()
                      .then(() => page.getByRole('heading', { name: 'Notifications' }).waitFor()),
                },
              ]
            : role === 'seller'
              ? [
                  { path: '/myproducts', ready: heading('My Products') },
                  { path: '/addproduct', ready: heading(/./) },
                ]
              : [
                  { path: '/allbuyers', ready: heading('All Buyers') },
                  { path: '/allsellers', ready: heading('All Sellers') },
                  { path: '/reporteditems', ready: heading('Reported Items') },
                  { path: '/admin/outbox', ready: heading('Outbox') },
                ];
        // A booking's page and a conversation, from the person's own lists (the demo data has both).
        const firstLink = async (list: string, prefix: string) => {
          await page.goto(`${base}${list}`);
          const link = page.locator(`main a[href^="${prefix}"]`).first();
          await link.waitFor();
          return (await link.getAttribute('href'))!;
        };
        const booking = await firstLink(role === 'seller' ? '/bookings' : '/myorders', '/bookings/');
        const conversation = await firstLink('/messages', '/messages/');
        results[role] = await measureScreens(page, base, [
          ...common,
          ...own,
          { path: booking, ready: (p: Page) => p.locator('main h1').first().waitFor() },
          { path: conversation, ready: (p: Page) => p.getByRole('textbox').first().waitFor() },
        ]);
      };
      await Promise.all([measureVisitor(), ...roles.map(measureRole)]);
      expect(results).toEqual({ visitor: {}, buyer: {}, seller: {}, admin: {} });
    });
  }, 240_000);
});
