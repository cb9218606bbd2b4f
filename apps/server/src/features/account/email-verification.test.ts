import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { act, expectOk, newBooking } from '../../../test/booking-fixtures.js';
import { useSmtpCatcher } from '../../../test/smtp-catcher.js';
import { BASE_URL, bookInput, nextIp, useTestApp, type TestUser } from '../../../test/test-app.js';
import { listings, user, verification } from '../../db/schema.js';

// The SMTP server starts first, and the app is given its address.
const inbox = useSmtpCatcher();
const t = useTestApp({ env: inbox.env });

/** The confirmation link of the `nth` confirmation email to the person, by its token. */
async function linkOf(person: TestUser, nth = 1): Promise<string> {
  const mails = (await inbox.smtp.waitFor(person.email, nth)).filter((mail) =>
    /^Confirm your email/.test(mail.subject),
  );
  const mail = mails[nth - 1]!;
  const match = new RegExp(`${BASE_URL}/email/verify\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return match[1]!;
}

/** The token with its last character changed (to one it is not: a random token may end in any). */
const altered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`;

const confirm = (token: string) =>
  t.request({ method: 'POST', url: '/api/account/verify-email', payload: { token } });
const resend = (as: TestUser | null) =>
  t.request({ method: 'POST', url: '/api/account/verification-email', as });
/** A person whose address counts as confirmed (as if they had opened the link). */
async function verified(person: TestUser): Promise<TestUser> {
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, person.id));
  return person;
}
const isVerified = async (person: TestUser) =>
  (await t.db.select({ verified: user.emailVerified }).from(user).where(eq(user.id, person.id)))[0]!.verified;

describe('confirming an email address', () => {
  it('mails a link at sign-up that confirms the address once, and no more', async () => {
    const person = await t.signUp({ name: 'Vera Verify' });
    const token = await linkOf(person);
    const [mail] = await inbox.smtp.waitFor(person.email);
    expect(mail!.text).toContain('Hello Vera Verify,');
    expect(mail!.rawHeaders['list-unsubscribe']).toBeUndefined();
    const config = await t.request({ url: '/api/config' });
    expect(config.json()).toMatchObject({ emailDelivery: true });

    expect(await isVerified(person)).toBe(false);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await isVerified(person)).toBe(true);
    // Used once: the same link again, and the session's answer says so.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/does not work any more/);
    const session = await t.request({ url: '/api/auth/get-session', as: person });
    expect(session.json().user.emailVerified).toBe(true);
    expect((await resend(person)).statusCode).toBe(409);
  });

  it('refuses a link altered, expired, or for an address the account no longer has', async () => {
    const person = await t.signUp();
    const token = await linkOf(person);
    for (const bad of [altered(token), token.slice(0, 20), `${token}x`, 'x'.repeat(200)]) {
      expect((await confirm(bad)).statusCode, bad).toBe(400);
    }
    await t.db.update(verification).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await confirm(token)).statusCode).toBe(400);

    const moved = await t.signUp();
    const movedToken = await linkOf(moved);
    await t.db
      .update(user)
      .set({ email: `moved-${moved.email}` })
      .where(eq(user.id, moved.id));
    expect((await confirm(movedToken)).statusCode).toBe(400);
    expect(await isVerified(person)).toBe(false);
  });

  it('Resend mails a new link and the earlier one stops working; for the signed-in only, a few an hour', async () => {
    const person = await t.signUp();
    const first = await linkOf(person);
    expect((await resend(null)).statusCode).toBe(401);
    const asked = await resend(person);
    expect(asked.statusCode, asked.body).toBe(200);
    const second = await linkOf(person, 2);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    for (let count = 2; count <= 5; count += 1) expect((await resend(person)).statusCode).toBe(200);
    const refused = await resend(person);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await confirm(await linkOf(person, 6))).statusCode).toBe(200);
  });

  it('notification emails start once the address is confirmed', async () => {
    const buyer = await t.signUp();
    const seller = await verified(await t.signUp({ role: 'seller' }));
    const first = await newBooking(t, { buyer, seller }, 'Before Confirming');
    expectOk(await act(t, seller, first.bookingId, 'accept'));
    await t.app.jobs.runDue();
    expect(
      inbox.smtp.received.filter((m) => m.to.includes(buyer.email) && / accepted /.test(m.subject)),
    ).toEqual([]);
    expect((await confirm(await linkOf(buyer))).statusCode).toBe(200);
    const second = await newBooking(t, { buyer, seller }, 'After Confirming');
    expectOk(await act(t, seller, second.bookingId, 'accept'));
    await t.app.jobs.runDue();
    const mails = await inbox.smtp.waitFor(buyer.email, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Confirm your email/),
      expect.stringMatching(/ accepted your booking of After Confirming$/),
    ]);
  });
});

describe('a new seller’s listings, with mail set up', () => {
  const list = (seller: TestUser, name: string) =>
    t.request({
      method: 'POST',
      url: '/api/addproduct',
      as: seller,
      payload: bookInput({ book_name: name }),
    });
  const statusOf = async (id: string) =>
    (await t.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]!.status;
  const copyListed = async (person: TestUser) =>
    (await t.request({ url: '/api/notifications', as: person }))
      .json()
      .filter((notice: { kind: string }) => notice.kind === 'copy_listed');

  it('are held until the seller confirms their email, then on sale and told to the people waiting', async () => {
    const buyer = await t.signUp();
    const known = await verified(await t.signUp({ role: 'seller' }));
    const first = await list(known, 'Held Until Confirmed');
    expect(first.statusCode).toBe(201);
    expect(await statusOf(first.json().insertedId)).toBe('available');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/alerts',
          as: buyer,
          payload: { productId: first.json().insertedId },
        })
      ).statusCode,
    ).toBe(201);

    const newcomer = await t.signUp({ role: 'seller' });
    const listed = await list(newcomer, 'Held Until Confirmed');
    expect(listed.statusCode, listed.body).toBe(201);
    const id = listed.json().insertedId as string;
    expect(await statusOf(id)).toBe('held');
    // Nobody but its seller sees it; nobody is told of it; it cannot be booked or shown by hand.
    expect((await t.request({ url: `/api/products/${id}`, as: buyer })).statusCode).toBe(404);
    expect((await t.request({ url: `/api/products/${id}`, as: newcomer })).json()).toMatchObject({
      status: 'held',
    });
    const category = await t.request({ url: '/api/categories/2?limit=100' });
    expect(JSON.stringify(category.json())).not.toContain(id);
    expect(await copyListed(buyer)).toEqual([]);
    const booking = await t.request({
      method: 'POST',
      url: '/api/bookings',
      as: buyer,
      ip: nextIp(),
      payload: { productId: id, meetingLocation: 'Central library steps', phoneNumber: '+8801712345678' },
    });
    expect(booking.statusCode).toBe(404);
    const shown = await t.request({ method: 'POST', url: `/api/products/${id}/show`, as: newcomer });
    expect(shown.statusCode).toBe(409);
    expect(shown.json().message).toMatch(/once you confirm your email/);
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/products/${id}`,
      as: newcomer,
      payload: { resell_price: 8 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await statusOf(id)).toBe('held');

    expect((await confirm(await linkOf(newcomer))).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('available');
    expect((await t.request({ url: `/api/products/${id}`, as: buyer })).statusCode).toBe(200);
    expect((await copyListed(buyer)).map((notice: { productId: string }) => notice.productId)).toEqual([id]);
    // Once confirmed, a listing is on sale at once.
    const later = await list(newcomer, 'Listed After Confirming');
    expect(await statusOf(later.json().insertedId)).toBe('available');
  });
});
