import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSmtpCatcher, type CaughtMail } from '../apps/server/test/smtp-catcher.js';
import { bookThroughModal, card, listBook } from './deal-helpers.js';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  journey,
  logIn,
  mainNav,
  PHONE,
  signUp,
} from './journey.js';
import { useServerAndBrowser } from './setup.js';

// The SMTP server starts first: the server is given its address. Jobs are polled every second, so
// that a notification becomes an email in about a second rather than thirty (account emails are
// sent at once anyway). The links in the emails are built from BASE_URL, which startServer sets to
// the server's own http://127.0.0.1:<port>.
const mail = useSmtpCatcher({ JOBS_POLL_SECONDS: '1' });
const running = useServerAndBrowser(async () => mail.env);

const stamp = Date.now();
/** The password signUp() gives every new account. */
const PASSWORD = 'a-long-password';
const DEMO_SELLER = { name: 'Nadia Rahman', email: 'seller@example.com', password: 'shelf-seller-1' };

const account = (name: string, role: 'buyer' | 'seller') => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.com`,
  role,
});

/** The bound of a journey of several browsers with emails between their steps (others have 60 s). */
const SEVERAL_BROWSERS_MS = 120_000;

/** A bound on every wait for an email: sent at once or on the next poll, it comes in a second or two. */
const MAIL_TIMEOUT_MS = 15_000;

const mailsTo = (address: string, subject: string) =>
  mail.smtp.received.filter((message) => message.to.includes(address) && message.subject.includes(subject));

/** The first email to an address whose subject has `subject` in it, waited for (bounded). */
async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  await expect
    .poll(() => mailsTo(address, subject).length, {
      timeout: MAIL_TIMEOUT_MS,
      interval: 50,
      message: `an email to ${address} about "${subject}"`,
    })
    .toBeGreaterThan(0);
  return mailsTo(address, subject)[0]!;
}

/** A pattern that matches this text and nothing else. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Addresses of this server (BASE_URL) whose path starts with `path`, a pattern. */
const onThisServer = (path: string) => new RegExp(`^${literally(running.server.url)}${path}`);

/**
 * Shows an email's HTML in the page, as a mail program would, and clicks its link named `label`:
 * the link must lead to this server. Resolves with the address it opened.
 */
async function followLink(page: Page, message: CaughtMail, label: string): Promise<string> {
  await page.goto('about:blank');
  await page.setContent(message.html);
  const link = page.getByRole('link', { name: label, exact: true });
  const href = await link.getAttribute('href');
  expect(href, `the link "${label}" of "${message.subject}"`).toMatch(onThisServer('/'));
  await link.click();
  await page.waitForURL(href!);
  return href!;
}

const CONFIRMED = 'Your email address is confirmed. Thank you!';

/** Confirms a person's address with the link of the confirmation email they were sent. */
async function confirmEmail(page: Page, email: string): Promise<void> {
  const confirmation = await mailTo(email, 'Confirm your email for Second Shelf');
  await followLink(page, confirmation, 'Confirm my email');
  await page.getByText(CONFIRMED).waitFor();
}

/** Signs up through the form, then confirms the address from the email, in the same browser. */
async function signUpConfirmed(
  page: Page,
  person: { name: string; email: string; role: 'buyer' | 'seller' },
): Promise<void> {
  await signUp(page, running.server.url, person);
  await confirmEmail(page, person.email);
}

/** Signs in on the login page and waits until the app holds the session's access token. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${running.server.url}/login`);
  await logIn(page, email, password);
  await page.waitForURL(`${running.server.url}/`);
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
}

/**
 * The status of a signed-in call made from the page with what it holds: its session cookie, or
 * the access token it keeps (the answer read to its end, so that the page can settle).
 */
function signedInCallStatus(page: Page, credentials: 'cookie' | 'access token'): Promise<number> {
  return page.evaluate(async (withToken) => {
    const token = localStorage.getItem('accessToken');
    const response = await fetch('/api/account/sessions', {
      headers: withToken && token ? { authorization: `Bearer ${token}` } : {},
    });
    await response.text();
    return response.status;
  }, credentials === 'access token');
}

/** A browser signed in before its session was ended: its next calls are refused, cookie and token alike. */
async function expectSessionRefused(page: Page, where: string): Promise<void> {
  expect(
    await page.evaluate(() => localStorage.getItem('accessToken')),
    `${where}: the token`,
  ).not.toBeNull();
  expect(await signedInCallStatus(page, 'cookie'), `${where}: a call with the cookie`).toBe(401);
  expect(await signedInCallStatus(page, 'access token'), `${where}: a call with the token`).toBe(401);
}

/** Loaded again, a signed-in page sends the browser to the login page, and the navigation offers Log in. */
async function expectSignedOut(page: Page, where: string): Promise<void> {
  await page.goto(`${running.server.url}/myorders`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  expect(page.url(), where).toBe(`${running.server.url}/login`);
  await mainNav(page).getByRole('link', { name: 'Log in' }).waitFor();
}

describe('mail, through a real SMTP server', () => {
  it('signs up, gets the confirmation email, and its link confirms the address', async () => {
    const url = running.server.url;
    const person = account('Vera Verify', 'buyer');
    await journey(running.browser, url, 'confirm email', async (open) => {
      const { page, visit } = await open('new person', PHONE);
      await signUp(page, url, person);
      const notice = page.getByRole('region', { name: 'Confirm your email' });
      await notice.getByText(person.email).waitFor();
      await expectAccessible(page, 'the home page with the confirm-your-email notice');

      const confirmation = await mailTo(person.email, 'Confirm your email for Second Shelf');
      expect(confirmation.text).toContain(`Hello ${person.name},`);
      const link = await followLink(page, confirmation, 'Confirm my email');
      expect(link).toMatch(onThisServer('/email/verify\\?token='));
      await page.getByRole('heading', { level: 1, name: 'Confirm your email' }).waitFor();
      await page.getByText(CONFIRMED).waitFor();
      await expectAccessible(page, 'the confirmed email page on a phone');
      await expectNoSidewaysScroll(page, 'the confirmed email page on a phone');

      // The notice goes at once, on this very page (a session read begun before the confirmation is
      // cancelled and made again), and the account page says so.
      await notice.waitFor({ state: 'detached' });
      await visit('/account', (p) => p.getByRole('heading', { level: 1, name: 'Account' }).waitFor());
      await page.getByRole('region', { name: 'Profile' }).getByText('(email verified)').waitFor();
      expect(await notice.count()).toBe(0);

      // The link works once.
      await page.goto(link);
      await page.getByRole('alert').filter({ hasText: 'it was used already' }).waitFor();
      expect(await page.getByText(CONFIRMED).count()).toBe(0);
    });
  });

  it('holds a new seller’s listing until they confirm their email, then puts it on sale', async () => {
    const url = running.server.url;
    const seller = account('Hana Held', 'seller');
    const book = `The Patient Shelf ${stamp}`;
    await journey(running.browser, url, 'held listing', async (open) => {
      const { page, visit } = await open('new seller', PHONE);
      await signUp(page, url, seller);
      await listBook(page, book, 3);
      await visit('/myproducts', (p) => p.getByRole('heading', { name: 'My Products' }).waitFor());
      const row = page.getByRole('row', { name: new RegExp(book) });
      await row.getByText('held until you confirm your email').waitFor();
      expect(await row.getByRole('button', { name: 'Hide' }).count()).toBe(0);
      await expectAccessible(page, 'My Products with a held listing');

      const reader = await open('buyer');
      await signIn(reader.page, 'buyer@example.com', 'shelf-buyer-1');
      await reader.visit('/category/3', (p) =>
        p.getByRole('heading', { level: 1, name: 'Literary Fiction' }).waitFor(),
      );
      expect(await card(reader.page, book).count()).toBe(0);

      await confirmEmail(page, seller.email);
      await visit('/myproducts', (p) => p.getByRole('heading', { name: 'My Products' }).waitFor());
      await row.getByText('available', { exact: true }).waitFor();
      await reader.visit('/category/3', (p) => card(p, book).waitFor());
    });
  });

  it(
    'resets a forgotten password from the email: the other sessions end, only the new password signs in',
    async () => {
      const url = running.server.url;
      const person = account('Rita Reset', 'buyer');
      const newPassword = 'a-brand-new-password';
      await journey(running.browser, url, 'reset password', async (open) => {
        const elsewhere = await open('signed in elsewhere');
        await signUp(elsewhere.page, url, person);
        await elsewhere.visit('/myorders', (p) => p.getByRole('heading', { name: 'My Orders' }).waitFor());
        expect(await signedInCallStatus(elsewhere.page, 'cookie')).toBe(200);
        expect(await signedInCallStatus(elsewhere.page, 'access token')).toBe(200);

        const forgetful = await open('forgetful', PHONE);
        const { page } = forgetful;
        await forgetful.visit('/login', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
        await page.getByRole('button', { name: 'Forgot password' }).click();
        const form = page.getByRole('form', { name: 'Forgot password' });
        await form.getByLabel('Email').fill(person.email);
        await form.getByRole('button', { name: 'Send reset link' }).click();
        await form.getByText('a link to choose a new password is on its way').waitFor();

        const reset = await mailTo(person.email, 'Reset your Second Shelf password');
        const link = await followLink(page, reset, 'Choose a new password');
        expect(link).toMatch(onThisServer('/email/reset-password\\?token='));
        await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
        await expectAccessible(page, 'the reset password page on a phone');
        await expectNoSidewaysScroll(page, 'the reset password page on a phone');
        await page.getByLabel('New password', { exact: true }).fill(newPassword);
        await page.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
        await page.getByRole('button', { name: 'Set new password' }).click();
        await page
          .getByText('Your password is changed, and every device signed in to your account is signed out.')
          .waitFor();
        await expectAccessible(page, 'the reset password page, done');

        await expectSessionRefused(elsewhere.page, 'the other browser after the reset');
        await expectSignedOut(elsewhere.page, 'the other browser after the reset');

        await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
        await page.getByRole('button', { name: 'Login' }).waitFor();
        await logIn(page, person.email, PASSWORD);
        await page.getByText('Invalid email or password').waitFor();
        await logIn(page, person.email, newPassword);
        await page.waitForURL(`${url}/`);
        await forgetful.visit('/account', (p) =>
          p.getByRole('heading', { level: 1, name: 'Account' }).waitFor(),
        );
        await page.getByRole('region', { name: 'Profile' }).getByText(person.email).waitFor();
      });
    },
    SEVERAL_BROWSERS_MS,
  );

  it(
    'tells the demo seller by email of a booking, with a link to it',
    async () => {
      const url = running.server.url;
      const buyer = account('Bora Booker', 'buyer');
      const book = 'The Salt Road';
      await journey(running.browser, url, 'booking email', async (open) => {
        // Notification emails go only to a confirmed address: the demo seller confirms hers with the
        // link mailed to her when the demo data was made.
        const seller = await open('demo seller');
        await confirmEmail(seller.page, DEMO_SELLER.email);

        const b = await open('buyer');
        await signUp(b.page, url, buyer);
        await b.visit('/category/1', (p) => card(p, book).waitFor());
        await bookThroughModal(b.page, book);

        const booked = await mailTo(DEMO_SELLER.email, `${buyer.name} booked ${book}`);
        expect(booked.text).toContain(`Hello ${DEMO_SELLER.name},`);
        expect(booked.rawHeaders['list-unsubscribe']?.slice(1)).toMatch(
          onThisServer('/api/mail/unsubscribe\\?token=[^>]+>$'),
        );
        const link = await followLink(seller.page, booked, 'Open the booking');
        expect(link).toMatch(onThisServer('/bookings/[^/?]+$'));
        // Not signed in here: the login page, then back to the booking.
        await seller.page.getByRole('button', { name: 'Login' }).waitFor();
        await logIn(seller.page, DEMO_SELLER.email, DEMO_SELLER.password);
        await seller.page.waitForURL(link);
        await seller.page.getByRole('heading', { level: 1, name: book }).waitFor();
        await seller.page.getByText(buyer.name).first().waitFor();
        await expectAccessible(seller.page, 'the booking page opened from the email');
      });
    },
    SEVERAL_BROWSERS_MS,
  );

  it(
    'unsubscribes from booking requests by the link in one, without signing in: no more of them',
    async () => {
      const url = running.server.url;
      const seller = account('Una Unsubscribe', 'seller');
      const buyer = account('Bilal Twice', 'buyer');
      const first = `Wanted First ${stamp}`;
      const second = `Wanted Second ${stamp}`;
      await journey(running.browser, url, 'unsubscribe', async (open) => {
        const s = await open('seller');
        await signUpConfirmed(s.page, seller);
        await listBook(s.page, first, 2);
        await listBook(s.page, second, 2);

        const b = await open('buyer');
        await signUp(b.page, url, buyer);
        await b.visit('/category/2', (p) => card(p, first).waitFor());
        await bookThroughModal(b.page, first);
        const requested = await mailTo(seller.email, `${buyer.name} booked ${first}`);

        // Opened from the email in a browser where nobody is signed in.
        const reader = await open('mail reader');
        const link = await followLink(reader.page, requested, 'Unsubscribe from these emails');
        expect(link).toMatch(onThisServer('/email/unsubscribe\\?token='));
        await reader.page.getByText('Stop emails about new booking requests to').waitFor();
        await expectAccessible(reader.page, 'the unsubscribe page');
        await reader.page.getByRole('button', { name: 'Unsubscribe' }).click();
        await reader.page
          .getByRole('status')
          .filter({ hasText: 'You will no longer get emails about new booking requests' })
          .waitFor();
        await reader.page.getByRole('button', { name: 'Subscribe again' }).waitFor();
        await expectAccessible(reader.page, 'the unsubscribe page, done');

        await b.visit('/category/2', (p) => card(p, second).waitFor());
        await bookThroughModal(b.page, second);
        // The positive control: a later email to the seller, of another kind. Notifications become
        // emails in the order they were made and are sent one at a time, so once this one has come,
        // an email about the second booking would have come before it.
        await b.visit('/myorders', (p) => p.getByRole('row', { name: new RegExp(second) }).waitFor());
        await b.page
          .getByRole('row', { name: new RegExp(second) })
          .getByRole('button', { name: 'Cancel booking' })
          .click();
        await b.page
          .getByRole('dialog', { name: 'Cancel this booking?' })
          .getByRole('button', { name: 'Cancel booking' })
          .click();
        await b.page.getByText('Booking cancelled: the book is available again').waitFor();
        await mailTo(seller.email, `${buyer.name} cancelled the booking of ${second}`);

        expect(mailsTo(seller.email, ' booked ').map((message) => message.subject)).toEqual([
          `${buyer.name} booked ${first}`,
        ]);
      });
    },
    SEVERAL_BROWSERS_MS,
  );

  it(
    'deletes an account from /account: signed out in every browser, its listing gone',
    async () => {
      const url = running.server.url;
      const seller = account('Dora Departing', 'seller');
      const book = `Farewell Copy ${stamp}`;
      await journey(running.browser, url, 'delete account', async (open) => {
        const here = await open('seller here');
        await signUpConfirmed(here.page, seller);
        await listBook(here.page, book, 3);
        const there = await open('seller there');
        await signIn(there.page, seller.email, PASSWORD);
        expect(await signedInCallStatus(there.page, 'cookie')).toBe(200);
        expect(await signedInCallStatus(there.page, 'access token')).toBe(200);

        const reader = await open('buyer');
        await signIn(reader.page, 'buyer@example.com', 'shelf-buyer-1');
        await reader.visit('/category/3', (p) => card(p, book).waitFor());
        await card(reader.page, book).getByRole('link', { name: book }).click();
        await reader.page.waitForURL(/\/book\/[0-9a-f-]{36}$/);
        const bookPath = new URL(reader.page.url()).pathname;

        await here.visit('/account', (p) => p.getByRole('heading', { level: 1, name: 'Account' }).waitFor());
        await here.page
          .getByRole('region', { name: 'Leave Second Shelf' })
          .getByRole('button', { name: 'Delete my account' })
          .click();
        const dialog = here.page.getByRole('dialog', { name: 'Delete your account?' });
        await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await expectAccessible(here.page, 'the delete account dialog');
        await dialog.getByRole('button', { name: 'Delete my account' }).click();
        await here.page.getByText('Your account is deleted. Goodbye!').waitFor();
        await mainNav(here.page).getByRole('link', { name: 'Log in' }).waitFor();
        expect(here.page.url(), 'home after the deletion, not the login page').toBe(`${url}/`);

        await expectSessionRefused(there.page, 'the other browser after the deletion');
        await expectSignedOut(there.page, 'the other browser after the deletion');
        await expectSignedOut(here.page, 'this browser after the deletion');
        await logIn(there.page, seller.email, PASSWORD);
        await there.page.getByText('Invalid email or password').waitFor();

        const gone = await reader.page.goto(`${url}${bookPath}`);
        expect(gone?.status()).toBe(404);
        await reader.page
          .getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" })
          .waitFor();
        await reader.visit('/category/3', (p) => card(p, 'The Quiet Orchard').waitFor());
        expect(await card(reader.page, book).count()).toBe(0);
      });
    },
    SEVERAL_BROWSERS_MS,
  );
});
