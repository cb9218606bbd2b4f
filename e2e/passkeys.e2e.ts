import { describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/test/free-port.js';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  fromAccountMenu,
  journey,
  logIn,
  mainNav,
  PHONE,
  signedIn,
} from './journey.js';
import { useServerAndBrowser } from './setup.js';

// WebAuthn refuses an IP address as the site's identity: this server's address is localhost. It
// trusts X-Forwarded-For, so that the browser and each stranger come from networks of their own.
const port = await freePort();
const running = useServerAndBrowser(async () => ({
  PORT: String(port),
  BASE_URL: `http://localhost:${port}`,
  TRUST_PROXY: 'true',
}));
const site = `http://localhost:${port}`;

const stamp = Date.now();
const PASSWORD = 'a-long-password';
const HOME = '198.51.100.30';
const CAFE = '203.0.113.40';

/** A call to the server from a network, as a script would make it. */
function call(path: string, from: string, body: object): Promise<Response> {
  return fetch(`${site}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': from, origin: site, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('passkeys', () => {
  it('adds a passkey, signs in with it while strangers keep the password locked, and removes it', async () => {
    const owner = { name: 'Passkey Pat', email: `passkey-pat-${stamp}@example.com` };
    const signedUp = await call('/api/auth/sign-up/email', HOME, {
      ...owner,
      password: PASSWORD,
      role: 'buyer',
    });
    expect(signedUp.status).toBe(200);

    await journey(running.browser, site, 'passkeys', async (open) => {
      const { page, context, visit } = await open('owner', DESKTOP);
      // Chromium's virtual authenticator: a platform authenticator that holds discoverable
      // credentials and says yes to every prompt, as a person touching the sensor would.
      const devtools = await context.newCDPSession(page);
      await devtools.send('WebAuthn.enable');
      const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': HOME });

      await visit('/login', (p) => p.getByRole('button', { name: 'Sign in with a passkey' }).waitFor());
      await logIn(page, owner.email, PASSWORD);
      await signedIn(page);
      await visit('/account', (p) => p.getByRole('button', { name: 'Add a passkey' }).waitFor());
      await page.getByLabel('Passkey name').fill('Work laptop');
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await page.getByText('Passkey "Work laptop" added').waitFor();
      const list = page.getByRole('list', { name: 'Your passkeys' });
      await list.getByText('Work laptop').waitFor();
      await list.getByText('not used yet').waitFor();
      const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]!.rpId).toBe('localhost');
      expect(credentials[0]!.isResidentCredential).toBe(true);

      await (await fromAccountMenu(page, 'button', 'Log Out')).click();
      await mainNav(page).getByRole('link', { name: 'Log in' }).waitFor();

      // Ten strangers guess wrong: password sign-in is locked on every network the owner has not used.
      for (let i = 0; i < 10; i += 1) {
        const guess = await call('/api/auth/sign-in/email', `192.0.2.${i + 20}`, {
          email: owner.email,
          password: `guess-${i}-wrong`,
        });
        expect(guess.status).toBe(401);
      }

      // At a café, on a phone's screen: the password is refused, the passkey is not.
      await page.setViewportSize(PHONE);
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': CAFE });
      await visit('/login?next=%2Faccount', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
      await logIn(page, owner.email, PASSWORD);
      await page.getByText('Too many failed sign-ins to this account from elsewhere').waitFor();
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.waitForURL(`${site}/account`);
      await list.getByText('last used').waitFor();
      await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
      await expectNoSidewaysScroll(page, 'the account page with a passkey');
      await page.setViewportSize(DESKTOP);

      // Removed, it signs nobody in, though the device still holds it.
      await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click();
      await page.getByText('Passkey "Work laptop" removed').waitFor();
      await expect.poll(() => list.count()).toBe(0);
      await (await fromAccountMenu(page, 'button', 'Log Out')).click();
      await mainNav(page).getByRole('link', { name: 'Log in' }).waitFor();
      await visit('/login', (p) => p.getByRole('button', { name: 'Sign in with a passkey' }).waitFor());
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByRole('alert').getByText('This passkey does not sign in to any account here').waitFor();
      expect(page.url()).toBe(`${site}/login`);
      const session = await page.evaluate(async () => (await fetch('/api/auth/get-session')).json());
      expect(session).toBeNull();
    });
  }, 90_000);
});
