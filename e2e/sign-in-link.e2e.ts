import { describe, expect, it } from 'vitest';
import { useSmtpCatcher, type CaughtMail } from '../apps/server/test/smtp-catcher.js';
import { journey, logIn } from './journey.js';
import { useServerAndBrowser } from './setup.js';

// The SMTP server starts first: sign-in links are offered only when mail leaves the server. The
// server trusts X-Forwarded-For, so that each browser and each stranger here comes from a network
// of its own, as behind a proxy.
const mail = useSmtpCatcher({ TRUST_PROXY: 'true' });
const running = useServerAndBrowser(async () => mail.env);

const stamp = Date.now();
const PASSWORD = 'a-long-password';
const HOME = '198.51.100.10';
const CAFE = '203.0.113.20';

/** A bound on every wait for an email: account emails are sent at once. */
const MAIL_TIMEOUT_MS = 15_000;

async function mailTo(address: string, subject: string): Promise<CaughtMail> {
  const matching = () =>
    mail.smtp.received.filter((message) => message.to.includes(address) && message.subject.includes(subject));
  await expect
    .poll(() => matching().length, {
      timeout: MAIL_TIMEOUT_MS,
      interval: 50,
      message: `"${subject}" to ${address}`,
    })
    .toBeGreaterThan(0);
  return matching()[0]!;
}

/** A call to the server from a network (the address the proxy would name), as a script would make it. */
function call(path: string, from: string, body?: object): Promise<Response> {
  return fetch(`${running.server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'x-forwarded-for': from,
      origin: running.server.url,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe('a sign-in link by email', () => {
  it('signs the owner in from a new network while strangers keep the password locked', async () => {
    const owner = { name: 'Linked Lou', email: `linked-lou-${stamp}@example.com` };
    // The owner signs up at home and confirms the address.
    const signedUp = await call('/api/auth/sign-up/email', HOME, {
      ...owner,
      password: PASSWORD,
      role: 'buyer',
    });
    expect(signedUp.status).toBe(200);
    const confirmation = await mailTo(owner.email, 'Confirm your email');
    const confirmToken = /\/email\/verify\?token=([\w-]+)/.exec(confirmation.text)![1]!;
    expect((await call('/api/account/verify-email', HOME, { token: confirmToken })).status).toBe(200);
    // Ten strangers, each from a network of its own, guess wrong: password sign-in is locked on
    // every network the owner has not used.
    for (let i = 0; i < 10; i += 1) {
      const guess = await call('/api/auth/sign-in/email', `192.0.2.${i + 1}`, {
        email: owner.email,
        password: `guess-${i}-wrong`,
      });
      expect(guess.status).toBe(401);
    }

    await journey(running.browser, running.server.url, 'sign-in link', async (open) => {
      const { page, context, visit } = await open('owner at a café');
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': CAFE });
      await visit('/login', (p) => p.getByRole('button', { name: 'Login' }).waitFor());
      await logIn(page, owner.email, PASSWORD);
      await page.getByText('Too many failed sign-ins to this account from elsewhere').waitFor();
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByText('If an account uses this email address, a sign-in link is on its way.').waitFor();

      const message = await mailTo(owner.email, 'sign-in link');
      const href = /(http\S+\/email\/sign-in\?token=[\w-]+)/.exec(message.text)![1]!;
      expect(href.startsWith(`${running.server.url}/email/sign-in?token=`)).toBe(true);
      // A mail scanner that follows the link uses nothing up.
      expect((await fetch(href)).status).toBe(200);

      await page.goto('about:blank');
      await page.setContent(message.html);
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(href);
      await page.getByRole('heading', { name: 'Sign in to Second Shelf' }).waitFor();
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${running.server.url}/`);
      await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
      const status = await page.evaluate(async () => (await fetch('/api/account/sessions')).status);
      expect(status).toBe(200);
    });

    // The link worked once; strangers on other networks are still refused the password.
    const stranger = await call('/api/auth/sign-in/email', '192.0.2.99', {
      email: owner.email,
      password: PASSWORD,
    });
    expect(stranger.status).toBe(429);
  }, 60_000);
});
