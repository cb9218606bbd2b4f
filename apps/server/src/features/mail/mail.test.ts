import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { act, bookingBetween, expectOk, newBooking, sendMessage } from '../../../test/booking-fixtures.js';
import { useSmtpCatcher } from '../../../test/smtp-catcher.js';
import { BASE_URL, useTestApp, type TestUser } from '../../../test/test-app.js';
import { jobs, mailOutbox, notifications, user } from '../../db/schema.js';
import { MESSAGE_MAIL_DELAY_SECONDS } from './notification-mail.js';

// The SMTP server starts first, and the app is given its address.
const inbox = useSmtpCatcher({ MAIL_FROM: 'Second Shelf <shop@example.com>' });
const t = useTestApp({ env: inbox.env });

/** A person whose address is confirmed: with an SMTP server, only those get notification emails. */
async function verified(person: Promise<TestUser>): Promise<TestUser> {
  const signedUp = await person;
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, signedUp.id));
  return signedUp;
}

/** The notification emails written to an address, oldest first (not its confirmation link). */
const outboxOf = (address: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.toAddress} = ${address} and ${mailOutbox.kind} <> 'verify_email'`)
    .orderBy(mailOutbox.seq);

/** Lets the mail jobs' waits pass (as if their time had come), then polls. */
async function retryNow(): Promise<void> {
  await t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(sql`${jobs.doneAt} is null and ${jobs.kind} = 'mail'`);
  await t.app.jobs.runDue();
}

/** The notification emails to an address (every sign-up also gets its confirmation link). */
async function noticesTo(address: string, count = 1) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = inbox.smtp.received.filter(
      (mail) => mail.to.includes(address) && !/^Confirm your email/.test(mail.subject),
    );
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const unsubscribeToken = (text: string) => {
  const match = /\/unsubscribe\?token=([\w.-]+)/.exec(text);
  if (!match) throw new Error(`no unsubscribe link in:\n${text}`);
  return match[1]!;
};

describe('notification emails through a real SMTP server', () => {
  it('a booking reaches its seller by email, from a job after the request, once', async () => {
    const buyer = await verified(t.signUp({ name: 'Rina Reader' }));
    const seller = await verified(t.signUp({ role: 'seller' }));
    const { bookingId } = await newBooking(t, { buyer, seller }, 'The <b>Salt</b> & "Road"');

    // The request answered without sending anything: the email is the job's.
    expect(await noticesTo(seller.email, 0)).toEqual([]);
    await t.app.jobs.runDue();
    const [mail] = await noticesTo(seller.email);
    expect(mail!.subject).toBe('Rina Reader booked The <b>Salt</b> & "Road"');
    expect(mail!.text).toContain(`Hello ${seller.name},`);
    expect(mail!.text).toContain(`Open the booking: ${BASE_URL}/bookings/${bookingId}`);
    expect(mail!.text).toContain(`Unsubscribe from these emails: ${BASE_URL}/email/unsubscribe?token=`);
    // What a seller typed is text in the HTML, never markup.
    expect(mail!.html).toContain('The &lt;b&gt;Salt&lt;/b&gt; &amp; &quot;Road&quot;');
    expect(mail!.html).not.toContain('<b>Salt</b>');
    expect(mail!.headers.get('from')).toMatchObject({
      value: [{ name: 'Second Shelf', address: 'shop@example.com' }],
    });
    expect(mail!.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.rawHeaders['list-unsubscribe']).toMatch(
      new RegExp(`^<${BASE_URL}/api/mail/unsubscribe\\?token=[\\w.-]+>$`),
    );

    const [row] = await outboxOf(seller.email);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null, kind: 'requested' });
    expect(mail!.messageId).toBe(`<${row!.id}@localhost>`);

    // Polls after it send nothing more.
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await noticesTo(seller.email, 0)).toHaveLength(1);
  });

  it('an address not confirmed gets no notification email while mail really leaves', async () => {
    const buyer = await t.signUp();
    const seller = await verified(t.signUp({ role: 'seller' }));
    const { bookingId } = await newBooking(t, { buyer, seller });
    expectOk(await act(t, seller, bookingId, 'accept'));
    await t.app.jobs.runDue();
    expect(await outboxOf(buyer.email)).toEqual([]);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notice!.mailDoneAt).not.toBeNull();
  });

  it('new messages: one email per thread still unread ten minutes on, until it is read', async () => {
    const buyer = await verified(t.signUp({ name: 'Tomas Talker' }));
    const seller = await verified(t.signUp({ role: 'seller' }));
    const bookingId = await bookingBetween(t, buyer, seller, 'Letters Home');
    expectOk(await act(t, seller, bookingId, 'accept'));
    await t.app.jobs.runDue();
    await noticesTo(buyer.email); // "accepted"

    const unread = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          sql`${notifications.userId} = ${seller.id} and ${notifications.kind} = 'message' and ${notifications.readAt} is null`,
        );
    const tenMinutesPass = () =>
      t.db
        .update(notifications)
        .set({
          createdAt: sql`now() - make_interval(secs => ${MESSAGE_MAIL_DELAY_SECONDS + 1}::double precision)`,
        })
        .where(sql`${notifications.userId} = ${seller.id} and ${notifications.kind} = 'message'`);
    const messageMails = () =>
      inbox.smtp.received.filter((m) => m.to.includes(seller.email) && /^New message/.test(m.subject));

    await sendMessage(t, buyer, bookingId, 'Is it still there?');
    await sendMessage(t, buyer, bookingId, 'I can come at five.');
    await t.app.jobs.runDue();
    expect(messageMails()).toEqual([]);

    await tenMinutesPass();
    await t.app.jobs.runDue();
    await expect.poll(() => messageMails().length).toBe(1);
    expect(messageMails()[0]!.subject).toBe('New message from Tomas Talker about Letters Home');
    expect(messageMails()[0]!.text).toContain(`Read the messages: ${BASE_URL}/bookings/${bookingId}`);

    // Another message while the thread is unread: no second email.
    await sendMessage(t, buyer, bookingId, 'Or at six?');
    await tenMinutesPass();
    await t.app.jobs.runDue();
    expect(messageMails()).toHaveLength(1);

    // Read, then a new message: a new email, ten minutes on.
    const [notice] = await unread();
    expectOk(await t.request({ method: 'POST', url: `/api/notifications/${notice!.id}/read`, as: seller }));
    await sendMessage(t, buyer, bookingId, 'See you there.');
    await tenMinutesPass();
    await t.app.jobs.runDue();
    await expect.poll(() => messageMails().length).toBe(2);

    // A thread read within the ten minutes is not emailed.
    const [read] = await unread();
    expectOk(await t.request({ method: 'POST', url: `/api/notifications/${read!.id}/read`, as: seller }));
    await sendMessage(t, buyer, bookingId, 'Running late.');
    const [again] = await unread();
    expectOk(await t.request({ method: 'POST', url: `/api/notifications/${again!.id}/read`, as: seller }));
    await tenMinutesPass();
    await t.app.jobs.runDue();
    expect(messageMails()).toHaveLength(2);
  });

  it('an SMTP server down or saying "try later" delays mail and loses none', async () => {
    const buyer = await verified(t.signUp());
    const seller = await verified(t.signUp({ role: 'seller' }));
    inbox.smtp.refuseWith = { code: 451, message: 'Try again later' };
    try {
      await newBooking(t, { buyer, seller }, 'Patience');
      await t.app.jobs.runDue();
      const [waiting] = await outboxOf(seller.email);
      expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
      expect(waiting!.lastError).toMatch(/Try again later/);
      // The next try waits: a poll now sends nothing.
      await t.app.jobs.runDue();
      expect((await outboxOf(seller.email))[0]!.attempts).toBe(1);
    } finally {
      inbox.smtp.refuseWith = undefined;
    }
    await retryNow();
    const mails = await noticesTo(seller.email);
    expect(mails).toHaveLength(1);
    expect((await outboxOf(seller.email))[0]).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('a message the SMTP server refuses for good (5xx) is marked failed, not tried again', async () => {
    const buyer = await verified(t.signUp());
    const seller = await verified(t.signUp({ role: 'seller' }));
    inbox.smtp.refuseWith = { code: 550, message: 'No such mailbox' };
    try {
      await newBooking(t, { buyer, seller });
      await t.app.jobs.runDue();
    } finally {
      inbox.smtp.refuseWith = undefined;
    }
    const [failed] = await outboxOf(seller.email);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed!.lastError).toMatch(/No such mailbox/);
    await retryNow();
    expect(await noticesTo(seller.email, 0)).toEqual([]);
  });

  it('unsubscribe: one click from the email stops that kind at once, and only that kind', async () => {
    const buyer = await verified(t.signUp());
    const seller = await verified(t.signUp({ role: 'seller' }));
    const first = await newBooking(t, { buyer, seller }, 'First Copy');
    await t.app.jobs.runDue();
    const [mail] = await noticesTo(seller.email);
    const token = unsubscribeToken(mail!.text);

    // The page asks first; the mail program's one-click POST (RFC 8058) needs no sign-in.
    const shown = await t.request({ url: `/api/mail/unsubscribe?token=${token}`, headers: { origin: '' } });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      topic: 'new booking requests',
      email: `${seller.email.slice(0, 2)}***@example.com`,
      unsubscribed: false,
    });
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ unsubscribed: true });

    // No more booking requests by email (still in the bell); other kinds still come.
    await newBooking(t, { buyer, seller }, 'Second Copy');
    expectOk(await act(t, buyer, first.bookingId, 'cancel', {}));
    await t.app.jobs.runDue();
    const mails = await noticesTo(seller.email, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/ booked First Copy$/),
      expect.stringMatching(/ cancelled the booking of First Copy$/),
    ]);
    const requests = await t.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${seller.id} and ${notifications.kind} = 'requested'`);
    expect(requests).toHaveLength(2);

    // Subscribing again from the same link brings them back.
    const again = await t.request({ method: 'POST', url: `/api/mail/subscribe?token=${token}` });
    expect(again.json()).toMatchObject({ unsubscribed: false });
    await newBooking(t, { buyer, seller }, 'Third Copy');
    await t.app.jobs.runDue();
    expect((await noticesTo(seller.email, 3)).at(-1)!.subject).toMatch(/ booked Third Copy$/);
  });

  it('a link altered, or of another server, is refused and changes nothing', async () => {
    const seller = await verified(t.signUp({ role: 'seller' }));
    const buyer = await verified(t.signUp());
    await newBooking(t, { buyer, seller });
    await t.app.jobs.runDue();
    const token = unsubscribeToken((await noticesTo(seller.email))[0]!.text);
    const [subject, signature] = token.split('.') as [string, string];
    const otherKind = Buffer.from(`${seller.id}:accepted`).toString('base64url');
    for (const bad of [
      `${otherKind}.${signature}`,
      // The signature's last characters changed (to ones they are not: it may end in any).
      `${subject}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'EE' : 'AA'}`,
      `${subject}`,
      `${subject}.${signature}.x`,
      'x'.repeat(500),
    ]) {
      const response = await t.request({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/unsubscribe link is not valid/);
    }
    const state = await t.request({ url: `/api/mail/unsubscribe?token=${token}` });
    expect(state.json()).toMatchObject({ unsubscribed: false });
  });
});
