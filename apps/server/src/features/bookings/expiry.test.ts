import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  act,
  castOf,
  expectConsistent,
  expectOk,
  historyOf,
  newBooking,
  stateOf,
} from '../../../test/booking-fixtures.js';
import { useTestApp } from '../../../test/test-app.js';
import { bookings } from '../../db/schema.js';

// Bookings here run out of time for real, in seconds: requested ones after 1.08 s, accepted ones
// 2.16 s after acceptance. The sweep runs when a test asks (the poll's timer would come too late
// anyway).
const t = useTestApp({
  env: { BOOKING_REQUEST_HOURS: '0.0003', BOOKING_MEET_DAYS: '0.000025', JOBS_POLL_SECONDS: '3600' },
});

/** Milliseconds until the booking's time is up, by the database's clock (negative once past). */
async function msLeft(bookingId: string): Promise<number> {
  const [row] = await t.db
    .select({ left: sql<string>`extract(epoch from ${bookings.expiresAt} - now()) * 1000` })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return Number(row!.left);
}

/** Polls (every 10 ms, for at most 10 s) until the booking has at most `ms` left. */
async function untilLeft(bookingId: string, ms: number): Promise<void> {
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    if ((await msLeft(bookingId)) <= ms) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`booking ${bookingId} never came within ${ms} ms of its time`);
}

describe('expiry, with short settings', () => {
  it('expires a requested booking nobody answered once BOOKING_REQUEST_HOURS have passed', async () => {
    const cast = await castOf(t);
    const { bookingId } = await newBooking(t, cast);
    expect(await msLeft(bookingId)).toBeGreaterThan(600);
    await t.app.jobs.runDue();
    expect(await stateOf(t, bookingId)).toBe('requested');

    await untilLeft(bookingId, 0);
    await t.app.jobs.runDue();
    await expectConsistent(t, bookingId, { state: 'expired', changes: 1 });
  });

  it('expires an accepted booking BOOKING_MEET_DAYS after acceptance', async () => {
    const cast = await castOf(t);
    const { bookingId } = await newBooking(t, cast);
    expectOk(await act(t, cast.seller, bookingId, 'accept'));
    // Counted from the acceptance, and longer than a request's whole time.
    expect(await msLeft(bookingId)).toBeGreaterThan(1500);
    await untilLeft(bookingId, 0);
    // Read by a party before the sweep came: expired at once.
    const page = await t.request({ url: `/api/bookings/${bookingId}`, as: cast.buyer });
    expect(page.json()).toMatchObject({ state: 'expired', actions: [] });
    await t.app.jobs.runDue();
    await expectConsistent(t, bookingId, { state: 'expired', changes: 2 });
  });

  it('lets exactly one of an accept and the sweep win at the very end of the booking’s time', async () => {
    const cast = await castOf(t);
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const { bookingId } = await newBooking(t, cast);
      // Fired together just as the time runs out: either may come first.
      await untilLeft(bookingId, 15 * round);
      const [accepted] = await Promise.all([act(t, cast.seller, bookingId, 'accept'), t.app.jobs.runDue()]);
      const history = await historyOf(t, bookingId);
      if (accepted.statusCode === 200) {
        expect(history.map((event) => event.state)).toEqual(['requested', 'accepted']);
        await expectConsistent(t, bookingId, { state: 'accepted', changes: 1 });
        outcomes.push('accepted');
      } else {
        expect(accepted.statusCode).toBe(409);
        expect(accepted.json().message).toBe('This booking is expired now: it cannot be accepted');
        await expectConsistent(t, bookingId, { state: 'expired', changes: 1 });
        outcomes.push('expired');
      }
    }
    expect(outcomes).toHaveLength(4);
  });
});
