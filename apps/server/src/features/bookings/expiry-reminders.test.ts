import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { act, castOf, expectOk, newBooking, noticesOf } from '../../../test/booking-fixtures.js';
import { useTestApp } from '../../../test/test-app.js';
import { bookings, mailOutbox } from '../../db/schema.js';

// The default times (a request runs 48 hours, an accepted booking 7 days); a test moves a booking's
// clock by rewriting when its state began and when it runs out.
const t = useTestApp({ env: { JOBS_POLL_SECONDS: '3600' } });

/** As if the booking had been in its state `hoursIn` hours and had `hoursLeft` hours to go. */
async function setClock(bookingId: string, hoursIn: number, hoursLeft: number): Promise<void> {
  await t.db
    .update(bookings)
    .set({
      stateChangedAt: sql`now() - make_interval(hours => ${hoursIn})`,
      expiresAt: sql`now() + make_interval(hours => ${hoursLeft})`,
    })
    .where(eq(bookings.id, bookingId));
}

const reminders = async (bookingId: string) =>
  (await noticesOf(t, bookingId)).filter((notice) => notice.kind === 'expiring');

describe('a booking that expires tomorrow', () => {
  it('tells the seller of an unanswered request a day before it expires, once', async () => {
    const cast = await castOf(t);
    const { bookingId } = await newBooking(t, cast, 'Middlemarch');
    await t.app.jobs.runDue();
    expect(await reminders(bookingId)).toEqual([]);

    await setClock(bookingId, 30, 18);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await reminders(bookingId)).toEqual([
      { userId: cast.seller.id, kind: 'expiring', actorName: null },
    ]);

    const bell = await t.request({ url: '/api/notifications', as: cast.seller });
    expect(bell.json()[0]).toMatchObject({ kind: 'expiring', bookName: 'Middlemarch' });
    // Mailed like every notification (kept in the outbox here: no SMTP server is set).
    const [mail] = await t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} = ${cast.seller.email} and ${mailOutbox.kind} = 'expiring'`);
    expect(mail?.subject).toBe('The booking of Middlemarch expires tomorrow');
    expect(mail?.text).toContain(`/bookings/${bookingId}`);
  });

  it('tells both sides of an accepted booking a day before its meetup time ends, again after the change', async () => {
    const cast = await castOf(t);
    const { bookingId } = await newBooking(t, cast);
    await setClock(bookingId, 30, 18);
    await t.app.jobs.runDue();
    expect(await reminders(bookingId)).toHaveLength(1);

    expectOk(await act(t, cast.seller, bookingId, 'accept'));
    await t.app.jobs.runDue();
    expect(await reminders(bookingId)).toHaveLength(1);

    await setClock(bookingId, 24 * 6 + 1, 23);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const told = (await reminders(bookingId)).slice(1).map((notice) => notice.userId);
    expect(told.sort()).toEqual([cast.buyer.id, cast.seller.id].sort());
  });

  it('says nothing of a booking whose whole time is shorter than a day, or that has ended', async () => {
    const cast = await castOf(t);
    const short = await newBooking(t, cast);
    await setClock(short.bookingId, 1, 10);
    const declined = await newBooking(t, cast);
    await setClock(declined.bookingId, 30, 18);
    expectOk(await act(t, cast.seller, declined.bookingId, 'decline'));
    await t.app.jobs.runDue();
    expect(await reminders(short.bookingId)).toEqual([]);
    expect(await reminders(declined.bookingId)).toEqual([]);
  });
});
