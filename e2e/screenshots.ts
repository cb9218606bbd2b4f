// Screenshots of every screen at phone (375 px) and desktop (1280 px) width, from the production
// build on the real server with demo data: `npm run screenshots` (after `npm run build`).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { demoBookPhoto } from '../apps/server/src/demo/photos.js';
import { launchBrowser } from './browser.js';
import { logIn } from './journey.js';
import { startServer } from './server.js';

const outDir = join(process.cwd(), 'docs', 'screenshots');
const WIDTHS = { phone: 375, desktop: 1280 } as const;

async function signIn(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  await logIn(page, email, password);
  await page.waitForURL(`${base}/`);
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
}

/**
 * Scrolls the whole page through the window and back, and waits for every picture shown: a
 * full-page shot shows what lies below the fold, whose lazy pictures load only once scrolled near.
 */
async function loadLazyPictures(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // Those drawn within the page's width: not a picture hidden at this size, nor one further along a
  // row that scrolls sideways (it loads when that row is scrolled).
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      return image.complete || box.width === 0 || box.left >= window.innerWidth;
    }),
  );
}

async function shoot(page: Page, name: string, size: keyof typeof WIDTHS, fullPage = true) {
  await page.waitForLoadState('networkidle');
  if (fullPage) await loadLazyPictures(page);
  await page.screenshot({ path: join(outDir, `${name}-${size}.png`), fullPage });
}

async function screens(browser: Browser, base: string, size: keyof typeof WIDTHS) {
  const context = await browser.newContext({
    viewport: { width: WIDTHS[size], height: size === 'phone' ? 740 : 860 },
  });
  const page = await context.newPage();
  const visit = async (path: string, name: string, ready: string) => {
    await page.goto(`${base}${path}`);
    await page.locator('main').getByText(ready, { exact: false }).first().waitFor();
    await shoot(page, name, size);
  };

  await visit('/', 'home', 'Book categories 3');
  await visit('/blog', 'blog', 'How does prototypical inheritance work?');
  await page.getByText('How does prototypical inheritance work?').click();
  await shoot(page, 'blog-open', size);
  await visit('/guides/pricing', 'pricing-guide', 'The suggested price');
  await visit('/guides/meet-safely', 'meet-safely', 'Before you meet');
  await visit('/guides/help', 'help-centre', 'How do I book a book?');
  await visit('/guides/privacy', 'privacy-policy', 'Who sees your phone number');
  await visit('/login', 'login', 'Sign up here');
  await visit('/signup', 'signup', 'Create a new account');
  await visit('/no-such-page', 'not-found', 'doorway to the great nothing');
  if (size === 'phone') {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForTimeout(300);
    await shoot(page, 'menu', size, false);
  }

  await signIn(page, base, 'buyer@example.com', 'shelf-buyer-1');
  await visit('/category/1', 'category', 'Action & Adventure');
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Meeting location is required').waitFor();
  await shoot(page, 'booking-modal', size, false);
  await page.getByLabel('Meeting location').fill('Central library steps');
  await page.getByLabel('Phone number').fill('01712345678');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Request sent' }).waitFor();
  await shoot(page, 'booking-sent', size, false);
  await page.getByRole('dialog', { name: 'Request sent' }).getByRole('button', { name: 'Done' }).click();
  await visit('/myorders', 'my-orders', 'My Orders');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
  await shoot(page, 'notifications', size, false);
  await page.keyboard.press('Escape');
  await visit('/category/1', 'category', 'Action & Adventure');
  // A phone's card leaves its seller to the book's page: the profile by its address.
  const profile = await page.locator('article a[href^="/users/"]').first().getAttribute('href');
  await page.goto(`${base}${profile}`);
  await page.getByText('Member since').waitFor();
  await shoot(page, 'profile', size);
  await visit('/category/2', 'category', 'Comics & Fantasy');
  await page.locator('article a[href^="/book/"]').first().click();
  await page.getByRole('button', { name: 'Report' }).waitFor();
  await shoot(page, 'book', size);
  await visit('/search?q=glass%20familar', 'search', 'searched instead of');
  await visit('/mywishlist', 'wishlist', 'My Wishlist');
  await visit('/allbuyers', 'not-allowed', 'This page is not for your account');
  await visit('/myproducts', 'start-selling', 'Sell your books on Second Shelf');
  await visit('/account', 'account', 'Download my data');
  // Messages: the question the demo buyer asked before booking, beside their booking threads.
  await visit('/messages', 'messages', 'The Salt Road');
  await page.getByRole('link', { name: /The Salt Road/ }).click();
  await page.getByRole('textbox', { name: 'Message', exact: true }).waitFor();
  await shoot(page, 'conversation', size);
  await context.clearCookies();

  await signIn(page, base, 'seller@example.com', 'shelf-seller-1');
  // The demo seller buys too: their pages grouped in the account menu (the phone's menu below 1024 px).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell' }).waitFor();
  if (size === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.locator('button[aria-controls="account-menu"]').click();
  await page.getByRole('link', { name: 'Bookings' }).waitFor();
  await page.waitForTimeout(300);
  await shoot(page, 'account-menu', size, false);
  await page.keyboard.press('Escape');
  await visit('/addproduct', 'add-product', 'Add an item');
  await page.getByRole('button', { name: 'List my book' }).click();
  await page.getByText('Book name is required').waitFor();
  await shoot(page, 'add-product-errors', size);
  // Two of the demo photos, chosen from disk as a seller would.
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await demoBookPhoto('storm-harbour', 0) },
    { name: 'back.jpg', mimeType: 'image/jpeg', buffer: await demoBookPhoto('storm-harbour', 1) },
  ]);
  await page.getByRole('img', { name: 'Photo 2' }).waitFor();
  await page.getByText('Uploading…').first().waitFor({ state: 'detached' });
  await page.getByLabel('Book name').fill('Storm Harbour');
  await page.getByLabel('Author').fill('J. K. Mensah');
  await shoot(page, 'add-product-photos', size);
  await visit('/myproducts', 'my-products', 'My Products');
  await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Edit your listing' }).waitFor();
  await page.getByRole('img', { name: 'Photo 1 (cover)' }).waitFor();
  await shoot(page, 'edit-product', size);
  await visit('/bookings', 'bookings', 'Requested');
  await page.getByRole('link', { name: 'View booking' }).first().click();
  await page.getByRole('textbox', { name: 'Message', exact: true }).waitFor();
  await shoot(page, 'booking-page', size);
  await context.clearCookies();

  await signIn(page, base, 'admin@example.com', 'shelf-admin-1');
  await visit('/allbuyers', 'all-buyers', 'All Buyers');
  await visit('/allsellers', 'all-sellers', 'All Sellers');
  await visit('/reporteditems', 'reported-items', 'Reported Items');
  await visit('/admin/outbox', 'outbox', 'Kept here (no SMTP server)');
  await context.close();
}

const server = await startServer();
const browser = await launchBrowser();
try {
  mkdirSync(outDir, { recursive: true });
  // One fresh server per width would double the time; the buyer's second booking takes another copy.
  await screens(browser, server.url, 'desktop');
  await screens(browser, server.url, 'phone');
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
