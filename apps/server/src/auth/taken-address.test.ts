import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BASE_URL, nextIp, useTestApp } from '../../test/test-app.js';
import { mailOutbox } from '../db/schema.js';

const t = useTestApp();

/** A sign-up with `email`, from `ip` (Better Auth counts sign-ups per address). */
const signUpWith = (email: string, ip = nextIp()) =>
  t.request({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Someone Else', email, password: 'another password 123', role: 'buyer' },
    ip,
  });

/** The mails telling `email`'s owner of a sign-up with it. */
const attemptMails = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'sign_up_attempt')));

/** The answer to a sign-up with a taken address, as Better Auth gives it (the address is said to be taken). */
function expectTaken(response: Awaited<ReturnType<typeof signUpWith>>): void {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({
    statusCode: 422,
    code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
    message: 'User already exists. Use another email.',
  });
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('a sign-up with an address that has an account', () => {
  it('answers 422 as before, and mails the owner once a day with the way back in', async () => {
    const owner = await t.signUp({ name: 'Rina Owner' });

    expectTaken(await signUpWith(owner.email));
    const [mail, ...more] = await attemptMails(owner.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      userId: owner.id,
      subject: 'Someone tried to sign up to Second Shelf with your email',
    });
    expect(mail!.textBody).toContain('Hello Rina Owner,');
    expect(mail!.textBody).toContain(
      'Someone tried to create a Second Shelf account with this email address',
    );
    expect(mail!.textBody).toContain('If it was you, you can sign in, or reset your password');
    expect(mail!.textBody).toContain('If it was not you, you need do nothing');
    expect(mail!.textBody).toContain(`Sign in or reset my password: ${BASE_URL}/login`);

    // Again the same day, in other letters' case too: the same answer, no second mail.
    expectTaken(await signUpWith(owner.email));
    expectTaken(await signUpWith(owner.email.toUpperCase()));
    expect(await attemptMails(owner.email)).toHaveLength(1);

    // A day later, one more.
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(mailOutbox.id, mail!.id));
    expectTaken(await signUpWith(owner.email));
    expect(await attemptMails(owner.email)).toHaveLength(2);
  });

  it('mails once when several tries come at the same moment', async () => {
    const owner = await t.signUp();
    const answers = await Promise.all([1, 2, 3].map(() => signUpWith(owner.email)));
    for (const answer of answers) expectTaken(answer);
    expect(await attemptMails(owner.email)).toHaveLength(1);
  });

  it('keeps the sign-up limit of 10 a minute per client address, taken addresses or not', async () => {
    const owner = await t.signUp();
    const ip = nextIp();
    for (let attempt = 0; attempt < 10; attempt += 1) expectTaken(await signUpWith(owner.email, ip));
    const refused = await signUpWith(owner.email, ip);
    expect(refused.statusCode, refused.body).toBe(429);
    const fresh = await signUpWith(`new-${Date.now().toString(36)}@example.com`, ip);
    expect(fresh.statusCode, fresh.body).toBe(429);
    expect(await attemptMails(owner.email)).toHaveLength(1);
  });
});
