import type { OutboxMessage } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { newBooking } from '../../../test/booking-fixtures.js';
import { BASE_URL, useTestApp } from '../../../test/test-app.js';
import { sql } from 'drizzle-orm';
import { jobs, notifications } from '../../db/schema.js';

// No SMTP_URL: the embedded default.
const t = useTestApp();

describe('the outbox, without an SMTP server', () => {
  it('keeps every email for the admins to read, newest first, and sends none', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const buyer = await t.signUp({ name: 'Outbox Buyer' });
    const seller = await t.signUp({ role: 'seller' });
    const { bookingId } = await newBooking(t, { buyer, seller }, 'Kept Letters');
    await newBooking(t, { buyer, seller }, 'Second Letter');
    await t.app.jobs.runDue();

    const response = await t.request({ url: '/api/admin/outbox?limit=1', as: admin });
    expect(response.statusCode, response.body).toBe(200);
    // The three sign-ups' confirmation links, and the two booking requests.
    expect(response.headers['x-total-count']).toBe('5');
    expect(response.headers.link).toMatch(/^<\/api\/admin\/outbox\?limit=1&cursor=\d+>; rel="next"$/);
    const [newest] = response.json() as OutboxMessage[];
    expect(newest).toMatchObject({
      to: seller.email,
      kind: 'requested',
      subject: 'Outbox Buyer booked Second Letter',
      state: 'kept',
      attempts: 0,
      sentAt: null,
    });
    const link = String(response.headers.link);
    const next = await t.request({ url: link.slice(1, link.indexOf('>')), as: admin });
    const [older] = next.json() as OutboxMessage[];
    expect(older!.subject).toBe('Outbox Buyer booked Kept Letters');
    // Nobody could read a confirmation link here, so nothing waits for one: unconfirmed addresses get theirs.
    expect(older!.text).toContain(`${BASE_URL}/bookings/${bookingId}`);
    expect(older!.text).toContain(`${BASE_URL}/email/unsubscribe?token=`);
    // No job was queued to send them.
    expect(await t.db.select().from(jobs)).toEqual([]);

    for (const [as, status] of [
      [null, 401],
      [buyer, 403],
      [seller, 403],
    ] as const) {
      expect((await t.request({ url: '/api/admin/outbox', as })).statusCode).toBe(status);
    }
  });

  it('shows every admin that a reset link was sent, never the link: only its person may use it', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const person = await t.signUp();
    const asked = await t.request({
      method: 'POST',
      url: '/api/account/password-reset',
      payload: { email: person.email },
    });
    expect(asked.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const response = await t.request({ url: '/api/admin/outbox?limit=100', as: admin });
    const message = (response.json() as OutboxMessage[]).find(
      (candidate) => candidate.kind === 'reset_password' && candidate.to === person.email,
    )!;
    expect(message.state).toBe('kept');
    expect(message.text).toContain('Choose a new password: a link was sent');
    expect(message.text).not.toContain('token=');
  });

  it('offers no sign-in links: in the outbox an admin could sign in as someone else', async () => {
    const person = await t.signUp();
    const asked = await t.request({
      method: 'POST',
      url: '/api/account/sign-in-link',
      payload: { email: person.email },
    });
    expect(asked.statusCode).toBe(404);
    expect(asked.json().code).toBe('SIGN_IN_LINKS_OFF');
    expect((await t.request({ url: '/api/auth/magic-link/verify?token=x' })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/config' })).json().emailDelivery).toBe(false);
  });

  it('mails a backlog over several polls, 2,000 notifications at each, none twice and none lost', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller' });
    const { bookingId } = await newBooking(t, { buyer, seller }, 'Backlog');
    await t.app.jobs.runDue();
    // 2,050 notifications waiting at once, as after the instances were down through a busy hour.
    await t.db.execute(sql`
      insert into ${notifications} (id, user_id, booking_id, kind, actor_name, book_name)
      select gen_random_uuid()::text, ${seller.id}, ${bookingId}, 'requested', 'Backlog Buyer', 'Backlog'
      from generate_series(1, 2050)`);
    const waiting = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(notifications)
          .where(sql`${notifications.userId} = ${seller.id} and ${notifications.mailDoneAt} is null`)
      )[0]!.n;
    const kept = async () => {
      const response = await t.request({ url: '/api/admin/outbox?limit=1', as: admin });
      return Number(response.headers['x-total-count']);
    };
    const before = await kept();

    await t.app.jobs.runDue();
    expect(await waiting()).toBe(50);
    expect((await kept()) - before).toBe(2000);
    await t.app.jobs.runDue();
    expect(await waiting()).toBe(0);
    expect((await kept()) - before).toBe(2050);
  });
});
