import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { expectAccessible, fromAccountMenu, journey, logIn, signUp } from './journey.js';
import { repositoryRoot } from './server.js';
import { useServerAndBrowser } from './setup.js';

const run = promisify(execFile);

const running = useServerAndBrowser();

describe('5. an administrator', () => {
  it('is made with npm run admin -- grant, lists everyone and the sellers apart, and deletes a buyer, whose session ends at once', async () => {
    const stamp = Date.now();
    const adminEmail = `boss-${stamp}@example.com`;
    await journey(running.browser, running.server.url, 'admin', async (open) => {
      const doomed = await open('doomed buyer');
      await signUp(doomed.page, running.server.url, {
        name: 'Doomed Buyer',
        email: `doomed-${stamp}@example.com`,
        role: 'buyer',
      });
      const admin = await open('admin');
      await signUp(admin.page, running.server.url, { name: 'Boss Admin', email: adminEmail, role: 'buyer' });

      // The operator's command, with the server stopped (the embedded database has one owner).
      await running.server.restart(async (env) => {
        const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'grant', adminEmail], {
          cwd: repositoryRoot,
          env,
        });
        expect(stdout).toContain(`${adminEmail} is now an admin.`);
      });

      await admin.page.goto(`${running.server.url}/`);
      await (await fromAccountMenu(admin.page, 'link', 'All Buyers')).click();
      await admin.page.getByRole('cell', { name: `doomed-${stamp}@example.com` }).waitFor();
      await expectAccessible(admin.page, '/allbuyers');
      // Every account buys: the sellers are listed here too, marked as selling.
      const seller = admin.page.getByRole('row', { name: /seller@example\.com/ });
      await seller.waitFor();
      expect(await seller.textContent()).toContain('sells');
      expect(await admin.page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(2);

      await admin.visit('/allsellers', (p) => p.getByRole('cell', { name: 'seller@example.com' }).waitFor());
      expect(await admin.page.getByRole('cell', { name: `doomed-${stamp}@example.com` }).count()).toBe(0);
      // The demo's two sellers: one to verify, one verified already (the demo data).
      expect(await admin.page.getByRole('table').getByRole('button', { name: 'VERIFY' }).count()).toBe(1);
      expect(
        await admin.page
          .getByRole('table')
          .getByRole('button', { name: /^Remove verification of / })
          .count(),
      ).toBe(1);

      await admin.visit('/allbuyers', (p) =>
        p.getByRole('cell', { name: `doomed-${stamp}@example.com` }).waitFor(),
      );
      await admin.page.getByRole('table').getByRole('button', { name: 'Delete Doomed Buyer' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Delete Doomed Buyer?' });
      await expectAccessible(admin.page, 'the delete confirmation');
      await dialog.getByRole('button', { name: 'DELETE' }).click();
      await admin.page.getByText("Doomed Buyer's account is deleted").waitFor();
      await admin.page
        .getByRole('cell', { name: `doomed-${stamp}@example.com` })
        .waitFor({ state: 'detached' });

      // The deleted buyer's open session is refused on its very next request.
      await doomed.page.goto(`${running.server.url}/myorders`);
      await doomed.page.getByRole('button', { name: 'Login' }).waitFor();
      expect(doomed.page.url()).toBe(`${running.server.url}/login`);
      await logIn(doomed.page, `doomed-${stamp}@example.com`, 'a-long-password');
      await doomed.page.getByText('Invalid email or password').waitFor();
    });
  });
});
