import type { BookingState } from '@second-shelf/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingIn, castOf, newBooking } from '../../../test/booking-fixtures.js';
import { useTestApp, type TestUser } from '../../../test/test-app.js';
import { CONTACT_KEPT_DAYS } from '../../db/booking-row.js';
import { bookingEvents, bookings } from '../../db/schema.js';

const t = useTestApp();

const PLACE = 'Central library steps';
const PHONE = '+8801712345678';

/** Moves the booking's end (its last change, and its time for an open one) `days` into the past. */
async function closedDaysAgo(bookingId: string, days: number): Promise<void> {
  const then = sql`now() - make_interval(days => ${days})`;
  await t.db
    .update(bookings)
    .set({ stateChangedAt: then, expiresAt: then })
    .where(eq(bookings.id, bookingId));
}

/** The meeting place and phone number as `as` reads them: in a list, on the booking's page, in their data. */
async function contactAsSeenBy(as: TestUser, bookingId: string, side: 'buyer' | 'seller') {
  const list = side === 'seller' ? '/api/bookings' : `/api/myorders?email=${encodeURIComponent(as.email)}`;
  type Contact = { _id: string; meetingLocation: string; phoneNumber: string };
  const row = ((await t.request({ url: list, as })).json() as Contact[]).find(
    (booking) => booking._id === bookingId,
  )!;
  const page = (await t.request({ url: `/api/bookings/${bookingId}`, as })).json() as typeof row;
  const data = (await t.request({ url: '/api/account/data', as })).json() as Record<
    string,
    (typeof row & { id: string })[]
  >;
  const exported = data[side === 'seller' ? 'sales' : 'orders']!.find((booking) => booking.id === bookingId)!;
  return [row, page, exported].map(({ meetingLocation, phoneNumber }) => ({ meetingLocation, phoneNumber }));
}

const shown = Array.from({ length: 3 }, () => ({ meetingLocation: PLACE, phoneNumber: PHONE }));
const gone = Array.from({ length: 3 }, () => ({ meetingLocation: '', phoneNumber: '' }));

describe(`the buyer's meeting place and phone number, ${CONTACT_KEPT_DAYS} days after a booking closes`, () => {
  it.each<BookingState>(['declined', 'cancelled', 'completed', 'expired'])(
    'leave the seller’s view of a booking %s that long ago, and stay the buyer’s own',
    async (state) => {
      const { buyer, seller } = await castOf(t);
      const { bookingId } = await bookingIn(t, { buyer, seller }, state);
      await closedDaysAgo(bookingId, CONTACT_KEPT_DAYS - 1);
      expect(await contactAsSeenBy(seller, bookingId, 'seller')).toEqual(shown);
      await closedDaysAgo(bookingId, CONTACT_KEPT_DAYS + 1);
      expect(await contactAsSeenBy(seller, bookingId, 'seller')).toEqual(gone);
      expect(await contactAsSeenBy(buyer, bookingId, 'buyer')).toEqual(shown);
    },
  );

  it('stay while a booking is open, and go once it has been past its time that long', async () => {
    const { buyer, seller } = await castOf(t);
    const { bookingId } = await newBooking(t, { buyer, seller });
    expect(await contactAsSeenBy(seller, bookingId, 'seller')).toEqual(shown);
    // Open past its time, not yet swept: it ended when its time was up.
    const [ran] = await t.db
      .update(bookings)
      .set({ expiresAt: sql`now() - make_interval(days => ${CONTACT_KEPT_DAYS + 1})` })
      .where(eq(bookings.id, bookingId))
      .returning({ endedAt: bookings.expiresAt });
    // Read, it expires as of its time, not of the reading: the 30 days are long gone.
    const rows = (await t.request({ url: '/api/bookings', as: seller })).json() as {
      meetingLocation: string;
      phoneNumber: string;
    }[];
    expect(rows).toEqual([expect.objectContaining({ meetingLocation: '', phoneNumber: '' })]);
    // Its state and its history say when it ran out, not when it was read.
    const [stamped] = await t.db
      .select({ state: bookings.state, at: bookings.stateChangedAt })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(stamped).toEqual({ state: 'expired', at: ran!.endedAt });
    const history = await t.db
      .select({ state: bookingEvents.state, at: bookingEvents.createdAt })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(bookingEvents.id);
    expect(history.at(-1)).toEqual({ state: 'expired', at: ran!.endedAt });
  });
});
