import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, fromAccountMenu, journey, logIn } from './journey.js';
import { useServerAndBrowser } from './setup.js';

const running = useServerAndBrowser();

/** The card of the book named `name` on the page. */
const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await logIn(page, email, password);
  await page.waitForURL(`${baseUrl}/`);
}

describe('trust: verified sellers and reports', () => {
  it('an admin VERIFYs a seller after confirming: buyers see the blue tick on that seller’s cards', async () => {
    const url = running.server.url;
    await journey(running.browser, url, 'verify', async (open) => {
      const buyer = await open('buyer');
      await signIn(buyer.page, url, 'buyer@example.com', 'shelf-buyer-1');
      await buyer.visit('/category/2', (p) => cardOf(p, 'The Glass Familiar').waitFor());
      const card = cardOf(buyer.page, 'The Glass Familiar');
      expect(await card.getByRole('link', { name: "Tom's Corner Books" }).count()).toBe(1);
      expect(await card.getByRole('img', { name: 'Verified seller' }).count()).toBe(0);

      const admin = await open('admin');
      await signIn(admin.page, url, 'admin@example.com', 'shelf-admin-1');
      await (await fromAccountMenu(admin.page, 'link', 'All Sellers')).click();
      const row = admin.page
        .getByRole('row')
        .filter({ has: admin.page.getByRole('cell', { name: 'seller2@example.com' }) });
      await row.getByRole('button', { name: 'VERIFY' }).click();
      const dialog = admin.page.getByRole('dialog', { name: "Verify Tom's Corner Books?" });
      await expectAccessible(admin.page, 'the VERIFY confirmation');
      await dialog.getByRole('button', { name: 'VERIFY' }).click();
      await admin.page.getByText("Tom's Corner Books is now a verified seller").waitFor();
      await row.getByRole('img', { name: 'Verified seller' }).waitFor();
      await row.getByRole('button', { name: "Remove verification of Tom's Corner Books" }).waitFor();

      await buyer.visit('/category/2', (p) =>
        cardOf(p, 'The Glass Familiar').getByRole('img', { name: 'Verified seller' }).waitFor(),
      );
      // Every card of that seller, and none of another's.
      const ticks = await buyer.page
        .getByRole('article')
        .filter({ has: buyer.page.getByRole('img', { name: 'Verified seller' }) })
        .allTextContents();
      expect(ticks.length).toBeGreaterThan(0);
      expect(
        ticks.every((text) => text.includes("Tom's Corner Books") || text.includes('Nadia Rahman')),
      ).toBe(true);
    });
  });

  it('a buyer Reports a book; the admin sees it in Reported Items and removes the listing: it leaves search and its category', async () => {
    const url = running.server.url;
    const book = 'City of Lanterns';
    await journey(running.browser, url, 'report', async (open) => {
      const buyer = await open('buyer');
      await signIn(buyer.page, url, 'buyer@example.com', 'shelf-buyer-1');
      await buyer.visit(`/search?q=${encodeURIComponent(book)}`, (p) => cardOf(p, book).waitFor());
      await cardOf(buyer.page, book).getByRole('link', { name: book }).click();
      await buyer.page.getByRole('heading', { level: 1, name: book }).waitFor();
      await buyer.page.getByRole('button', { name: 'Report' }).click();
      const form = buyer.page.getByRole('dialog', { name: `Report ${book}` });
      await form.getByRole('radio', { name: 'Counterfeit or wrong book' }).check();
      await form.getByLabel('Note (optional)').fill('The photos are of another edition');
      await expectAccessible(buyer.page, 'the Report form');
      await form.getByRole('button', { name: 'Submit' }).click();
      await buyer.page.getByText('Thank you: an admin will look at your report').waitFor();

      const admin = await open('admin');
      await signIn(admin.page, url, 'admin@example.com', 'shelf-admin-1');
      await (await fromAccountMenu(admin.page, 'link', 'Reported Items')).click();
      await admin.page.waitForURL(`${url}/reporteditems`);
      const row = admin.page
        .getByRole('row')
        .filter({ has: admin.page.getByRole('link', { name: book, exact: true }) });
      await row.waitFor();
      await expectAccessible(admin.page, '/reporteditems');
      expect(await row.getByText('Counterfeit or wrong book × 1').count()).toBe(1);
      expect(await row.getByText('1 report', { exact: true }).count()).toBe(1);
      expect(await row.getByText('“The photos are of another edition”').count()).toBe(1);

      await row.getByRole('button', { name: `Remove listing ${book}` }).click();
      const confirm = admin.page.getByRole('dialog', { name: `Remove "${book}"?` });
      await confirm.getByRole('button', { name: 'Remove listing' }).click();
      await admin.page.getByText(`"${book}" is removed, and its seller told`).waitFor();
      await row.waitFor({ state: 'detached' });

      await buyer.visit(`/search?q=${encodeURIComponent(book)}`, (p) =>
        p.getByText('No books on sale match this search.', { exact: false }).waitFor(),
      );
      await buyer.visit('/category/2', (p) => p.getByRole('article').first().waitFor());
      expect(await cardOf(buyer.page, book).count()).toBe(0);
    });
  });

  it('a buyer Reports a conversation; the admin reads its last messages in Reported Items and dismisses it', async () => {
    const url = running.server.url;
    await journey(running.browser, url, 'report a conversation', async (open) => {
      const buyer = await open('buyer');
      await signIn(buyer.page, url, 'buyer@example.com', 'shelf-buyer-1');
      await buyer.visit('/messages', (p) => p.getByRole('list', { name: 'Conversations' }).waitFor());
      await buyer.page.getByRole('link', { name: /The Salt Road/ }).click();
      await buyer.page.getByRole('heading', { name: 'The Salt Road' }).waitFor();
      await buyer.page.getByRole('button', { name: 'Report' }).click();
      const form = buyer.page.getByRole('dialog', { name: /^Report the conversation with / });
      await form.getByRole('radio', { name: 'Scam' }).check();
      await form.getByLabel('Note (optional)').fill('Asked me to pay by gift card');
      await form.getByRole('button', { name: 'Submit' }).click();
      await buyer.page.getByText('Thank you: an admin will look at your report').waitFor();

      const admin = await open('admin');
      await signIn(admin.page, url, 'admin@example.com', 'shelf-admin-1');
      await admin.visit('/reporteditems', (p) =>
        p.getByRole('heading', { name: 'Reported Items' }).waitFor(),
      );
      const row = admin.page.getByRole('row').filter({ hasText: 'About “The Salt Road”' });
      await row.waitFor();
      expect(await row.getByText('Scam × 1').count()).toBe(1);
      expect(await row.getByText('“Asked me to pay by gift card”').count()).toBe(1);
      await row.getByText('Last 2 messages').click();
      await row
        .getByRole('list', { name: 'Last messages' })
        .getByText(/the pages are clean and the spine is unbroken/)
        .waitFor();
      await expectAccessible(admin.page, 'a reported conversation');
      await row
        .getByRole('button', { name: 'Dismiss reports of the conversation about "The Salt Road"' })
        .click();
      const confirm = admin.page.getByRole('dialog', { name: /^Dismiss the reports of the conversation/ });
      await confirm.getByRole('button', { name: 'Dismiss' }).click();
      await admin.page
        .getByText('The reports of the conversation about "The Salt Road" are dismissed')
        .waitFor();
      await row.waitFor({ state: 'detached' });
    });
  });
});
