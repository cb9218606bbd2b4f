import { SIGN_IN_LINK_SENT, type OutboxMessage } from '@second-shelf/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPasskey, SoftAuthenticator } from '../../../test/soft-authenticator.js';
import { useSmtpCatcher } from '../../../test/smtp-catcher.js';
import { BASE_URL, nextIp, sessionCookieOf, useTestApp, type TestUser } from '../../../test/test-app.js';
import { SIGN_IN_LINK_VERIFY_PATH } from '../../auth/auth.js';
import { passkeys, user, verification } from '../../db/schema.js';
import { LIMITS } from '../../lib/rate-limit.js';

// The SMTP server starts first, and the app is given its address: sign-in links are on.
const inbox = useSmtpCatcher();
const t = useTestApp({ env: inbox.env });

const askForLink = (email: string, ip = nextIp()) =>
  t.request({ method: 'POST', url: '/api/account/sign-in-link', payload: { email }, ip });

/** The token of the `nth` sign-in link mailed to an address. */
async function linkToken(email: string, nth = 1): Promise<string> {
  let mails: { text: string }[] = [];
  for (let tries = 0; tries < 200 && mails.length < nth; tries += 1) {
    await t.app.jobs.runDue();
    mails = inbox.smtp.received.filter(
      (mail) => mail.to.includes(email) && /sign-in link$/.test(mail.subject),
    );
  }
  const match = new RegExp(`${BASE_URL}/email/sign-in\\?token=([\\w-]+)`).exec(mails[nth - 1]?.text ?? '');
  if (!match) throw new Error(`no sign-in link mailed to ${email}`);
  return match[1]!;
}

const useLink = (token: string, ip = nextIp(), query = '') =>
  t.request({ url: `/api/auth/magic-link/verify?token=${encodeURIComponent(token)}${query}`, ip });

const signIn = (email: string, password: string, ip: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, ip });

/** The owner confirmed their address (the link in the mail sent at sign-up). */
async function confirmed(person: TestUser): Promise<TestUser> {
  await t.db
    .update(user)
    .set({ emailVerified: true })
    .where(sql`${user.id} = ${person.id}`);
  await t.changesDelivered();
  return person;
}

/** Ten wrong passwords from ten strangers: every network the owner has not used is refused. */
async function lockOutStrangers(owner: TestUser): Promise<void> {
  for (let i = 0; i < LIMITS.signInFailuresFromStrangers.max; i += 1) {
    expect((await signIn(owner.email, `wrong-${i}-guess`, nextIp())).statusCode).toBe(401);
  }
  const locked = await signIn(owner.email, owner.password, nextIp());
  expect(locked.statusCode).toBe(429);
  expect(locked.json().message).toMatch(/from elsewhere/);
}

describe('Sign-in links by email', () => {
  it('signs the owner in once, from a new network while strangers are locked out, and keeps the lock for them', async () => {
    const owner = await confirmed(await t.signUp({ name: 'Locked Out Lena' }));
    await lockOutStrangers(owner);

    const cafe = nextIp();
    const asked = await askForLink(owner.email, cafe);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ acknowledged: true, message: SIGN_IN_LINK_SENT });
    const token = await linkToken(owner.email);
    const mail = inbox.smtp.received.find(
      (m) => m.to.includes(owner.email) && /sign-in link$/.test(m.subject),
    )!;
    expect(mail.text).toContain('Hello Locked Out Lena,');
    expect(mail.text).toContain('works once, within 15 minutes');
    expect(mail.text).not.toContain('not confirmed yet');

    // Opened from another site, or straight from a mail, the token signs nobody in (and stays usable).
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    ]) {
      const refused = await t.request({
        url: `/api/auth/magic-link/verify?token=${token}`,
        headers,
        ip: cafe,
      });
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // A redirect named in the address is not followed: the answer is JSON, the page goes on by itself.
    const used = await t.request({
      url: `/api/auth/magic-link/verify?token=${token}&callbackURL=https%3A%2F%2Fevil.example%2F`,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      ip: cafe,
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.headers.location).toBeUndefined();
    expect(used.json().user.email).toBe(owner.email);
    expect(used.body).not.toContain('"token"');
    expect(await t.signedInAs(sessionCookieOf(used))).toBe(owner.email);

    // Once only.
    const again = await useLink(token, cafe);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('SIGN_IN_LINK_INVALID');
    expect(again.headers['set-cookie']).toBeUndefined();

    // The network the link was used from is the owner's now; every other one stays locked.
    expect((await signIn(owner.email, owner.password, cafe)).statusCode).toBe(200);
    const stranger = await signIn(owner.email, owner.password, nextIp());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/from elsewhere/);
  });

  it('confirms an address not confirmed yet, and removes the password, sessions and passkeys set up before the proof', async () => {
    const person = await t.signUp({ name: 'Unconfirmed Una' });
    const squattersKey = new SoftAuthenticator(BASE_URL);
    const added = await addPasskey(t, person, squattersKey, 'Not mine');
    expect(added.statusCode, added.body).toBe(201);
    await askForLink(person.email);
    const token = await linkToken(person.email);
    const mail = inbox.smtp.received.find(
      (m) => m.to.includes(person.email) && /sign-in link$/.test(m.subject),
    )!;
    expect(mail.text).toContain('Your email address is not confirmed yet');
    const used = await useLink(token);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().user.emailVerified).toBe(true);
    expect(await t.signedInAs(sessionCookieOf(used))).toBe(person.email);
    // Someone else may have signed up with this address: what they set up before is gone.
    expect((await t.request({ url: '/api/notifications', as: person })).statusCode).toBe(401);
    expect((await signIn(person.email, person.password, person.ip)).statusCode).toBe(401);
    const signInOptions = await t.request({ method: 'POST', url: '/api/auth/passkey/sign-in/options' });
    const withKey = await t.request({
      method: 'POST',
      url: '/api/auth/passkey/sign-in',
      payload: { response: squattersKey.get(signInOptions.json()) },
    });
    expect(withKey.statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(passkeys)
        .where(sql`${passkeys.userId} = ${person.id}`),
    ).toEqual([]);
  });

  it('refuses a link past its 15 minutes, and a token altered or made up', async () => {
    const owner = await t.signUp();
    await askForLink(owner.email);
    const token = await linkToken(owner.email);
    const altered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    for (const bad of [altered, 'made-up-token', '']) {
      const refused = await useLink(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.headers['set-cookie'], bad).toBeUndefined();
    }
    const [row] = await t.db
      .select({ expiresAt: verification.expiresAt, createdAt: verification.createdAt })
      .from(verification)
      .where(
        sql`${verification.identifier} like 'magic-link:%' and ${verification.value} like ${`%${owner.email}%`}`,
      );
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(15 * 60 * 1000, -4);
    await t.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${verification.identifier} like 'magic-link:%'`);
    const expired = await useLink(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('SIGN_IN_LINK_INVALID');
  });

  it('answers the same for an address without an account, with the same work, and mails and stores nothing', async () => {
    const person = await t.signUp();
    const nobody = `nobody-${Date.now()}@example.com`;
    // The job the request queues runs after, not among the request's own statements.
    await t.app.jobs.stop();
    const known = await t.queriesOf({
      method: 'POST',
      url: '/api/account/sign-in-link',
      payload: { email: person.email },
      ip: nextIp(),
    });
    const unknown = await t.queriesOf({
      method: 'POST',
      url: '/api/account/sign-in-link',
      payload: { email: nobody },
      ip: nextIp(),
    });
    expect(unknown.response.statusCode).toBe(200);
    expect(unknown.response.body).toBe(known.response.body);
    expect(unknown.queries).toEqual(known.queries);
    t.app.jobs.start();
    await linkToken(person.email);
    await t.app.jobs.runDue();
    expect(inbox.smtp.received.filter((m) => m.to.includes(nobody))).toEqual([]);
    // No token for it, and no account: a link never signs anyone up.
    const stored = await t.db
      .select()
      .from(verification)
      .where(sql`${verification.value} like ${`%${nobody}%`}`);
    expect(stored).toEqual([]);
    expect(
      await t.db
        .select()
        .from(user)
        .where(sql`${user.email} = ${nobody}`),
    ).toEqual([]);
  });

  it('is limited per account (from any address) and per client address (for any account), as password resets are', async () => {
    const person = await t.signUp();
    for (let count = 1; count <= 3; count += 1) expect((await askForLink(person.email)).statusCode).toBe(200);
    const perAccount = await askForLink(person.email);
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.headers['retry-after']).toBeDefined();
    const stranger = `stranger-${Date.now()}@example.com`;
    for (let count = 1; count <= 3; count += 1) expect((await askForLink(stranger)).statusCode).toBe(200);
    expect((await askForLink(stranger)).statusCode).toBe(429);

    const ip = nextIp();
    for (let count = 1; count <= 10; count += 1) {
      expect((await askForLink(`many-${count}-${Date.now()}@example.com`, ip)).statusCode).toBe(200);
    }
    expect((await askForLink(`one-more-${Date.now()}@example.com`, ip)).statusCode).toBe(429);
    await t.app.jobs.runDue();
  });

  it("shows every admin a sign-in email without its link, which is its person's alone", async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const person = await t.signUp();
    await askForLink(person.email);
    await linkToken(person.email);
    const response = await t.request({ url: '/api/admin/outbox?limit=100', as: admin });
    const message = (response.json() as OutboxMessage[]).find(
      (candidate) => candidate.kind === 'sign_in_link' && candidate.to === person.email,
    )!;
    expect(message.text).toContain('Sign in: a link was sent');
    expect(message.text).not.toContain('token=');
  });

  // The authorization matrix's columns, with an SMTP server (the matrix's own server has none).
  it('lets anyone ask for a link, for any address, and counts only the token, whoever sends it', async () => {
    const owner = await t.signUp();
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    const admin = await t.makeAdmin(await t.signUp());
    for (const as of [null, buyer, seller, admin]) {
      const asked = await t.request({
        method: 'POST',
        url: '/api/account/sign-in-link',
        // Not all for one address: three an hour is its limit.
        payload: { email: as === admin ? `someone-${Date.now()}@example.com` : owner.email },
        as,
        ip: nextIp(),
      });
      expect(asked.statusCode, as?.email ?? 'anonymous').toBe(200);
      const madeUp = await t.request({ url: '/api/auth/magic-link/verify?token=made-up', as, ip: nextIp() });
      expect(madeUp.statusCode, as?.email ?? 'anonymous').toBe(400);
    }
    // Better Auth's own way to ask is not mounted: the answer would not be the same for every address.
    const direct = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email: owner.email },
    });
    expect(direct.statusCode).toBe(404);
    // The endpoint the routes mount is Better Auth's (a rename in an upgrade would be caught here).
    const verify = (
      t.app.auth.api as unknown as Record<string, { path?: string; options?: { method?: string } }>
    ).magicLinkVerify;
    expect([verify?.options?.method, verify?.path]).toEqual(['GET', SIGN_IN_LINK_VERIFY_PATH]);
    // Another person's session does not matter: the link signs in its owner.
    const token = await linkToken(owner.email);
    const used = await t.request({
      url: `/api/auth/magic-link/verify?token=${token}`,
      as: seller,
      ip: nextIp(),
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(await t.signedInAs(sessionCookieOf(used))).toBe(owner.email);
    await t.app.jobs.runDue();
  });

  it('answers hostile input with a clear 4xx: no 5xx, no session, no redirect, no account', async () => {
    const nasty = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "' OR 1=1 --",
        '%00',
        '\u0000',
        'x'.repeat(70_000),
        '__proto__',
        'https://evil.example/',
      ),
    );
    const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
    const users = (await t.db.select({ id: user.id }).from(user)).length;
    await fc.assert(
      fc.asyncProperty(nasty, nasty, fc.jsonValue({ maxDepth: 3 }), async (token, target, body) => {
        const verify = await t.request({
          url: `/api/auth/magic-link/verify?token=${encode(token)}&callbackURL=${encode(target)}&errorCallbackURL=${encode(target)}`,
          ip: nextIp(),
        });
        expect(verify.statusCode).toBeGreaterThanOrEqual(400);
        expect(verify.statusCode).toBeLessThan(500);
        expect(verify.headers['set-cookie']).toBeUndefined();
        expect(verify.headers.location).toBeUndefined();
        const asked = await t.request({
          method: 'POST',
          url: '/api/account/sign-in-link',
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
          ip: nextIp(),
        });
        expect(asked.statusCode).toBe(400);
      }),
      { numRuns: 25 },
    );
    expect((await t.db.select({ id: user.id }).from(user)).length).toBe(users);
  });
});
