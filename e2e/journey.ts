import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { saveFailure } from './browser.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 860 };

/**
 * Checks the page once it has settled (network idle, no animation running) with axe-core (injected
 * into the page): no serious or critical accessibility violation.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // A message still fading in has the colours of its frame, not its own: check the settled page.
  // (Endless ones, such as a spinner, never settle and are left out.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  // Evaluated through DevTools, not as a page script: the app's CSP (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
  expect(violations, `accessibility of ${where}`).toEqual([]);
}

/**
 * What React says in the console when the page it hydrates is not the page the server drew (its
 * production errors 418 and 423, "Hydration failed"), collected from here on.
 */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|React error #4(18|19|22|23|25)/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  return problems;
}

/** Nothing on the page is wider than the window: a long word wraps rather than scrolling the page sideways. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `the width of ${where}`).toBeLessThanOrEqual(innerWidth);
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Goes to a path and checks the page once it has settled on `ready`. */
  visit(path: string, ready: (page: Page) => Promise<unknown>): Promise<void>;
}

/**
 * One journey: fresh browser contexts for its visitors, uncaught page errors fail it, and a
 * failure saves each visitor's screenshot and HTML (the log names the folder).
 */
export async function journey(
  browser: Browser,
  baseUrl: string,
  name: string,
  steps: (
    open: (label: string, viewport?: { width: number; height: number }) => Promise<Visitor>,
  ) => Promise<void>,
): Promise<void> {
  const opened: { label: string; context: BrowserContext; page: Page; errors: string[] }[] = [];
  const open = async (label: string, viewport = DESKTOP): Promise<Visitor> => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const entry = { label, context, page, errors: [] as string[] };
    page.on('pageerror', (error) => entry.errors.push(error.message));
    // What the Content-Security-Policy refuses on the app's own pages (an eval, an inline script)
    // counts as an error of the page: the browser reports it to whoever opens its console.
    await context.addInitScript((origin) => {
      if (location.origin !== origin) return;
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    }, new URL(baseUrl).origin);
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('Content-Security-Policy violation'))
        entry.errors.push(message.text());
    });
    opened.push(entry);
    return {
      context,
      page,
      async visit(path, ready) {
        await page.goto(`${baseUrl}${path}`);
        await ready(page);
        await expectAccessible(page, `${path} (${label})`);
      },
    };
  };
  try {
    await steps(open);
    for (const entry of opened) expect(entry.errors, `uncaught errors in ${entry.label}'s page`).toEqual([]);
  } catch (error) {
    for (const entry of opened) await saveFailure(entry.page, `${name} ${entry.label}`);
    throw error;
  } finally {
    for (const entry of opened) await entry.context.close();
  }
}

/** Fills and submits the login form. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs up through the form and waits for the welcome toast and the stored token. */
export async function signUp(
  page: Page,
  baseUrl: string,
  account: { name: string; email: string; role: 'buyer' | 'seller' },
): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Buyer or Seller?').selectOption(account.role);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.getByText('Welcome to Second Shelf: your account is ready').waitFor();
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * A link or button of the signed-in person's menu, opened: the account menu on wide screens, the
 * menu button's panel below 1024 px.
 */
export async function fromAccountMenu(page: Page, role: 'link' | 'button', name: string): Promise<Locator> {
  if ((page.viewportSize()?.width ?? DESKTOP.width) < 1024) {
    await mainNav(page).getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' }).getByRole(role, { name, exact: true });
  }
  await accountMenuButton(page).click();
  return page.locator('#account-menu').getByRole(role, { name, exact: true });
}

/** The account menu's button (the person's name), there once someone is signed in. */
export const accountMenuButton = (page: Page) =>
  mainNav(page).locator('button[aria-controls="account-menu"]');

/**
 * The bar's links by their names, once the signed-in person's Messages link (drawn after hydration)
 * is there: the icon's name is its label.
 */
export async function barLinks(page: Page): Promise<string[]> {
  await mainNav(page)
    .getByRole('link', { name: /^Messages, \d+ unread$/ })
    .waitFor();
  return mainNav(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''));
}

/** Waits until the navigation shows a signed-in person. */
export async function signedIn(page: Page): Promise<void> {
  await accountMenuButton(page).waitFor({ state: 'attached' });
}

/** Opens Add Product's optional part, "More about this copy": original price, years used, description, image url. */
export async function openMoreAboutCopy(page: Page): Promise<void> {
  await page.getByText('More about this copy (optional)').click();
}

/** Lists the Add Product form as it is ("List my book"), then goes to My Products from the answer. */
export async function listMyBook(page: Page, baseUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'List my book' }).click();
  await page.getByText('New product added').waitFor();
  await page.getByRole('main').getByRole('link', { name: 'My Products' }).click();
  await page.waitForURL(`${baseUrl}/myproducts`);
}

/**
 * After a booking is sent: the form gives way to "Request sent", its View booking focused, and
 * Done closes it.
 */
export async function closeRequestSent(page: Page): Promise<void> {
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await sent.getByText(/ has (\d+ (hours?|minutes?)|less than a minute) to answer\./).waitFor();
  expect(
    await sent
      .getByRole('link', { name: 'View booking' })
      .evaluate((link) => link === document.activeElement),
  ).toBe(true);
  await sent.getByRole('button', { name: 'Done' }).click();
  await sent.waitFor({ state: 'detached' });
}
