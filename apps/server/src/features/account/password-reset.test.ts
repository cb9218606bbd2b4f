import { sql } from 'drizzle-orm';
import type { OutboxMessage } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { useSmtpCatcher } from '../../../test/smtp-catcher.js';
import { BASE_URL, nextIp, useTestApp, type TestUser } from '../../../test/test-app.js';
import { verification } from '../../db/schema.js';

// The SMTP server starts first, and the app is given its address.
const inbox = useSmtpCatcher();
const t = useTestApp({ env: inbox.env });

const forgot = (email: string, ip = nextIp()) =>
  t.request({ method: 'POST', url: '/api/account/password-reset', payload: { email }, ip });

/** The reset link's token of the `nth` reset email to an address. */
async function resetToken(email: string, nth = 1): Promise<string> {
  let mails: { text: string }[] = [];
  for (let tries = 0; tries < 200 && mails.length < nth; tries += 1) {
    await t.app.jobs.runDue();
    mails = inbox.smtp.received.filter((mail) => mail.to.includes(email) && /^Reset your/.test(mail.subject));
  }
  const match = new RegExp(`${BASE_URL}/email/reset-password\\?token=([\\w-]+)`).exec(
    mails[nth - 1]?.text ?? '',
  );
  if (!match) throw new Error(`no reset link mailed to ${email}`);
  return match[1]!;
}

const reset = (token: string, newPassword: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
    ip: nextIp(),
  });
const signIn = (person: TestUser, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: person.email, password },
    ip: nextIp(),
  });

describe('Forgot password', () => {
  it('mails a link that sets a new password once, ends every session, and the old password with them', async () => {
    const person = await t.signUp({ name: 'Forgetful Fern' });
    const forgotten = await forgot(person.email);
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect(forgotten.json().message).toMatch(/^If an account has this email address, a link/);
    const token = await resetToken(person.email);
    const mail = inbox.smtp.received.find((m) => m.to.includes(person.email) && /^Reset/.test(m.subject))!;
    expect(mail.text).toContain('Hello Forgetful Fern,');
    expect(mail.text).toContain('works once, within an hour');

    // Signed in elsewhere before the reset.
    expect((await t.request({ url: '/api/notifications', as: person })).statusCode).toBe(200);
    expect((await reset(token, 'short')).statusCode).toBe(400);
    const done = await reset(token, 'a-brand-new-password');
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.request({ url: '/api/notifications', as: person })).statusCode).toBe(401);
    expect((await signIn(person, person.password)).statusCode).toBe(401);
    expect((await signIn(person, 'a-brand-new-password')).statusCode).toBe(200);
    // Used once.
    expect((await reset(token, 'another-new-password')).statusCode).toBe(400);
  });

  it('answers the same for an address without an account, with the same work, and mails nothing', async () => {
    const person = await t.signUp();
    // The job the request queues runs after, not among the request's own statements.
    await t.app.jobs.stop();
    const known = await t.queriesOf({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { email: person.email },
      ip: nextIp(),
    });
    const unknown = await t.queriesOf({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { email: `nobody-${Date.now()}@example.com` },
      ip: nextIp(),
    });
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    expect(unknown.queries).toEqual(known.queries);
    t.app.jobs.start();
    await t.app.jobs.runDue();
    expect(inbox.smtp.received.filter((m) => m.to.some((to) => to.startsWith('nobody-')))).toEqual([]);
  });

  it('refuses a token altered, made up, or past its hour', async () => {
    const person = await t.signUp();
    await forgot(person.email);
    const token = await resetToken(person.email);
    // The last character changed to one it is not (a random token may end in any).
    const altered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    for (const bad of [altered, 'made-up-token', '']) {
      expect((await reset(bad, 'a-brand-new-password')).statusCode, bad).toBe(400);
    }
    await t.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${verification.identifier} like 'reset-password:%'`);
    expect((await reset(token, 'a-brand-new-password')).statusCode).toBe(400);
    expect((await signIn(person, person.password)).statusCode).toBe(200);
  });

  it('is limited per account (from any address) and per client address (for any account)', async () => {
    const person = await t.signUp();
    for (let count = 1; count <= 3; count += 1) expect((await forgot(person.email)).statusCode).toBe(200);
    const perAccount = await forgot(person.email);
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.headers['retry-after']).toBeDefined();
    // The same for an address that has no account: the limit says nothing of who has one.
    const stranger = `stranger-${Date.now()}@example.com`;
    for (let count = 1; count <= 3; count += 1) expect((await forgot(stranger)).statusCode).toBe(200);
    expect((await forgot(stranger)).statusCode).toBe(429);

    const ip = nextIp();
    for (let count = 1; count <= 10; count += 1) {
      expect((await forgot(`many-${count}-${Date.now()}@example.com`, ip)).statusCode).toBe(200);
    }
    expect((await forgot(`one-more-${Date.now()}@example.com`, ip)).statusCode).toBe(429);
  });

  it("shows an admin a sent reset email without its link, which is its person's alone", async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const person = await t.signUp();
    await forgot(person.email);
    await resetToken(person.email);
    const response = await t.request({ url: '/api/admin/outbox?limit=100', as: admin });
    const message = (response.json() as OutboxMessage[]).find(
      (candidate) => candidate.kind === 'reset_password' && candidate.to === person.email,
    )!;
    expect(message.state).toBe('sent');
    expect(message.text).toContain('Choose a new password: a link was sent');
    expect(message.text).not.toContain('token=');
  });
});
