import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeServer, type LocalStripe } from '../apps/server/test/stripe-server.js';
import {
  bookThroughModal,
  card,
  listBook,
  markPage,
  pageWasKept,
  unreadCount,
  waitForUnread,
} from './deal-helpers.js';
import {
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  journey,
  fromAccountMenu,
  PHONE,
  signUp,
} from './journey.js';
import { useServerAndBrowser } from './setup.js';

const stamp = Date.now();
const account = (name: string, role: 'buyer' | 'seller') => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.com`,
  role,
});

/** Checks a screen at phone width: nothing scrolls sideways; then back to the desktop. */
async function expectFitsAPhone(page: Page, where: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, `${where} on a phone`);
  await expectAccessible(page, `${where} on a phone`);
  await page.setViewportSize(DESKTOP);
}

const thread = (page: Page) => page.getByRole('log', { name: 'Message thread' });

async function sendMessage(page: Page, text: string): Promise<void> {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await thread(page).getByText(text).waitFor();
}

describe('the whole deal, and a decline', () => {
  const running = useServerAndBrowser();

  // The longest journey (two people, a dozen screens) has a longer bound than the others.
  it('books, accepts, talks live, pays cash, sells, and both review: the rating shows on another card', async () => {
    const url = running.server.url;
    const book = `Deal Book ${stamp}`;
    const other = `Deal Sequel ${stamp}`;
    const seller = account('Sana Dealer', 'seller');
    const buyer = account('Bilal Buyer', 'buyer');
    await journey(running.browser, url, 'whole deal', async (open) => {
      const s = await open('seller');
      await signUp(s.page, url, seller);
      await listBook(s.page, other, 3);
      await listBook(s.page, book, 3);
      expect(await unreadCount(s.page)).toBe(0);

      const b = await open('buyer');
      await signUp(b.page, url, buyer);
      await b.visit('/category/3', (p) => card(p, book).waitFor());
      await bookThroughModal(b.page, book);
      await card(b.page, book).waitFor({ state: 'detached' });

      // The seller's bell counts the request without a reload.
      await waitForUnread(s.page, 1);
      await (await fromAccountMenu(s.page, 'link', 'Bookings')).click();
      const requested = s.page.getByRole('region', { name: 'Requested' });
      const row = requested.getByRole('row', { name: new RegExp(book) });
      await row.waitFor();
      expect(await row.textContent()).toContain(buyer.name);
      expect(await row.textContent()).toContain('Meet at Central library steps');
      expect(await row.getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe(
        'tel:01712345678',
      );
      await expectAccessible(s.page, '/bookings (seller)');
      await expectFitsAPhone(s.page, '/bookings');

      const buyerUnread = await unreadCount(b.page);
      await row.getByRole('button', { name: 'Accept' }).click();
      await s.page.getByText('Booking accepted: the buyer is told').waitFor();
      await waitForUnread(b.page, buyerUnread + 1);

      const accepted = s.page.getByRole('region', { name: 'Accepted' });
      await accepted
        .getByRole('row', { name: new RegExp(book) })
        .getByRole('link', { name: 'View booking' })
        .click();
      await s.page.getByRole('heading', { level: 1, name: book }).waitFor();
      const bookingPath = new URL(s.page.url()).pathname;
      expect(bookingPath).toMatch(/^\/bookings\/[^/]+$/);
      await expectAccessible(s.page, 'the booking page (seller)');

      await (await fromAccountMenu(b.page, 'link', 'My Orders')).click();
      await b.page
        .getByRole('row', { name: new RegExp(book) })
        .getByRole('link', { name: 'View booking' })
        .click();
      await b.page.waitForURL(`${url}${bookingPath}`);
      await thread(b.page).waitFor();
      await expectAccessible(b.page, 'the booking page (buyer)');

      // Each message arrives on the other side's open page, which is never reloaded.
      await markPage(s.page);
      await markPage(b.page);
      const hello = `Hello ${buyer.name}, is Saturday at ten fine?`;
      await sendMessage(s.page, hello);
      await thread(b.page).getByText(hello).waitFor();
      const reply = 'Saturday at ten is perfect, see you there.';
      await sendMessage(b.page, reply);
      await thread(s.page).getByText(reply).waitFor();
      expect(await pageWasKept(s.page)).toBe(true);
      expect(await pageWasKept(b.page)).toBe(true);
      await expectAccessible(b.page, 'the booking page with messages (buyer)');
      await expectFitsAPhone(b.page, 'the booking page');

      await (await fromAccountMenu(b.page, 'link', 'My Orders')).click();
      const order = b.page.getByRole('row', { name: new RegExp(book) });
      // This server takes no cards: cash at the meetup is the only way, and nothing asks to choose it.
      await order.getByText('Pay in cash when you meet').waitFor();
      expect(await order.getByRole('button', { name: 'Choose payment' }).count()).toBe(0);
      await expectAccessible(b.page, '/myorders with an accepted order');
      await expectFitsAPhone(b.page, '/myorders');

      await s.page.reload();
      await s.page.getByText('Cash when you meet').first().waitFor();
      await s.page.getByRole('button', { name: 'Mark as sold' }).click();
      await s.page.getByText('Marked as sold: the book has left the catalogue').waitFor();
      await s.page.getByRole('radiogroup', { name: 'Rating' }).waitFor();

      await b.visit('/category/3', (p) => card(p, other).waitFor());
      expect(await card(b.page, book).count()).toBe(0);

      await s.visit('/myproducts', (p) => p.getByRole('row', { name: new RegExp(book) }).waitFor());
      await s.page
        .getByRole('row', { name: new RegExp(book) })
        .getByText('sold', { exact: true })
        .waitFor();

      // Both review each other from the booking's page.
      for (const [page, stars, reviewee] of [
        [b.page, '5 stars', seller.name],
        [s.page, '4 stars', buyer.name],
      ] as const) {
        await page.goto(`${url}${bookingPath}`);
        const rating = page.getByRole('radiogroup', { name: 'Rating' });
        await rating.getByRole('radio', { name: stars }).check();
        await page.getByLabel('Comment (optional)').fill('A friendly, punctual meetup.');
        await expectAccessible(page, `the review form (${reviewee})`);
        const otherPage = page === b.page ? s.page : b.page;
        const unreadBefore = await unreadCount(otherPage);
        await page.getByRole('button', { name: 'Submit review' }).click();
        await page.getByText(`Thank you: your review of ${reviewee} is published`).waitFor();
        await rating.waitFor({ state: 'detached' });
        // The reviewed side's bell tells of the review on whatever page they have open.
        await waitForUnread(otherPage, unreadBefore + 1);
      }

      await b.visit('/category/3', (p) => card(p, other).waitFor());
      expect(await card(b.page, other).textContent()).toContain('rated 5.0 out of 5 from 1 review');
    });
  }, 120_000);

  it('puts a declined copy back on sale for another buyer', async () => {
    const url = running.server.url;
    const book = `Declined Book ${stamp}`;
    await journey(running.browser, url, 'decline', async (open) => {
      const s = await open('seller');
      await signUp(s.page, url, account('Dara Decliner', 'seller'));
      await listBook(s.page, book, 3);

      const first = await open('first buyer');
      await signUp(first.page, url, account('Fay First', 'buyer'));
      await first.page.goto(`${url}/category/3`);
      await bookThroughModal(first.page, book);

      await waitForUnread(s.page, 1);
      await s.visit('/bookings', (p) =>
        p.getByRole('region', { name: 'Requested' }).getByText(book).waitFor(),
      );
      const unreadBefore = await unreadCount(first.page);
      await s.page
        .getByRole('region', { name: 'Requested' })
        .getByRole('row', { name: new RegExp(book) })
        .getByRole('button', { name: 'Decline' })
        .click();
      await s.page.getByText('Booking declined: the book is on sale again').waitFor();
      await s.page.getByRole('region', { name: 'Closed' }).getByText(book).waitFor();
      await waitForUnread(first.page, unreadBefore + 1);

      await first.visit('/myorders', (p) => p.getByRole('row', { name: new RegExp(book) }).waitFor());
      expect(await first.page.getByRole('row', { name: new RegExp(book) }).textContent()).toMatch(
        /declined/i,
      );

      const second = await open('second buyer');
      await signUp(second.page, url, account('Sid Second', 'buyer'));
      await second.visit('/category/3', (p) => card(p, book).waitFor());
      await bookThroughModal(second.page, book);
    });
  });
});

describe('a booking nobody answers', () => {
  // A request expires after about two seconds, and the jobs run every half second.
  const running = useServerAndBrowser(async () => ({
    BOOKING_REQUEST_HOURS: '0.0005',
    JOBS_POLL_SECONDS: '0.5',
  }));

  it('expires, and the copy is back on sale', async () => {
    const url = running.server.url;
    const book = `Unanswered Book ${stamp}`;
    await journey(running.browser, url, 'expiry', async (open) => {
      const s = await open('seller');
      await signUp(s.page, url, account('Ugo Unanswering', 'seller'));
      await listBook(s.page, book, 3);
      const b = await open('buyer');
      await signUp(b.page, url, account('Eva Early', 'buyer'));
      await b.page.goto(`${url}/category/3`);
      await bookThroughModal(b.page, book);

      // The seller's bell hears of the expiry from the job, without anyone reading the booking.
      await waitForUnread(s.page, 2, 20_000);
      await s.page.getByRole('button', { name: /^Notifications, / }).click();
      await s.page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(/expired/i)
        .first()
        .waitFor();

      await expect
        .poll(
          async () => {
            await b.page.reload();
            await b.page.getByRole('heading', { level: 1 }).waitFor();
            return card(b.page, book).count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      await b.visit('/myorders', (p) => p.getByRole('row', { name: new RegExp(book) }).waitFor());
      expect(await b.page.getByRole('row', { name: new RegExp(book) }).textContent()).toMatch(/expired/i);
    });
  });
});

describe('a card payment', () => {
  let stripe: LocalStripe;
  const running = useServerAndBrowser(async () => {
    stripe = await startStripeServer();
    return { ...stripe.env, JOBS_POLL_SECONDS: '0.5' };
  });
  // The app's address is known only once it runs: then the local Stripe learns where to send events.
  beforeAll(() => stripe.setWebhook(`${running.server.url}/api/stripe/webhook`));
  afterAll(() => stripe?.close());

  it('pays on the local Stripe checkout page, then a cancellation refunds it once', async () => {
    const url = running.server.url;
    const book = `Card Book ${stamp}`;
    await journey(running.browser, url, 'card', async (open) => {
      const s = await open('seller');
      await signUp(s.page, url, account('Cora Card', 'seller'));
      await listBook(s.page, book, 3);
      const b = await open('buyer');
      await signUp(b.page, url, account('Pip Payer', 'buyer'));
      await b.page.goto(`${url}/category/3`);
      await bookThroughModal(b.page, book);

      await s.visit('/bookings', (p) =>
        p.getByRole('region', { name: 'Requested' }).getByText(book).waitFor(),
      );
      await s.page
        .getByRole('region', { name: 'Requested' })
        .getByRole('row', { name: new RegExp(book) })
        .getByRole('button', { name: 'Accept' })
        .click();
      await s.page.getByText('Booking accepted: the buyer is told').waitFor();

      await b.visit('/myorders', (p) => p.getByRole('row', { name: new RegExp(book) }).waitFor());
      await b.page
        .getByRole('row', { name: new RegExp(book) })
        .getByRole('link', { name: 'View booking' })
        .click();
      await b.page.getByRole('heading', { level: 1, name: book }).waitFor();
      const bookingPage = b.page.url();
      await b.page.getByRole('button', { name: 'Choose payment' }).click();
      const payDialog = b.page.getByRole('dialog', { name: 'How would you like to pay?' });
      await expectAccessible(b.page, 'the payment dialog');
      await payDialog.getByRole('button', { name: 'Cash at the meetup' }).click();
      await payDialog.waitFor({ state: 'detached' });
      await b.page.getByText('Paying: cash at the meetup').waitFor();
      // Cash chosen, the buyer may still change their mind for the card.
      await b.page.getByRole('button', { name: 'Change payment' }).click();
      await payDialog.getByRole('button', { name: 'Card' }).click();

      await b.page.waitForURL(`${stripe.url}/pay/**`);
      await b.page.getByRole('heading', { name: 'Local Stripe checkout' }).waitFor();
      await b.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await b.page.waitForURL(`${bookingPage}?payment=success`);
      await b.page.getByRole('status').getByText('Payment received').waitFor();
      await b.page.getByText('Paid by card').waitFor();
      await expectAccessible(b.page, 'the booking page, paid by card');
      // The price charged is the database's ($12.50), in cents.
      const [session] = [...stripe.sessions.values()];
      expect(session?.amount_total).toBe(1250);
      expect(session?.payment_status).toBe('paid');
      expect(stripe.deliveries.map(({ type, status }) => ({ type, status }))).toEqual([
        { type: 'checkout.session.completed', status: 200 },
      ]);

      await b.page.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.getByLabel('Reason').fill('I found my own copy at home');
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await b.page.getByText('Booking cancelled: the book is on sale again').waitFor();
      // The refund job runs within a poll or two; the page hears of it through its live stream.
      await b.page.getByText('Card payment refunded').waitFor({ timeout: 20_000 });
      expect(stripe.refunds.map((refund) => refund.payment_intent)).toEqual([session?.payment_intent]);
      expect(stripe.refunds[0]?.amount).toBe(session?.amount_total);

      await s.page.reload();
      await s.page.getByRole('region', { name: 'Closed' }).getByText(book).waitFor();
      await b.visit('/category/3', (p) => card(p, book).waitFor());
    });
  });
});
