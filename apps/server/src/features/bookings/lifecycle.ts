import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  BOOKING_ACTIONS,
  OPEN_BOOKING_STATES,
  type BookingAction,
  type BookingState,
  type BookingNotificationKind,
} from '@second-shelf/shared';
import { eitherBlocked } from '../../db/blocked.js';
import { isStale, sideOf } from '../../db/booking-row.js';
import type { Db } from '../../db/client.js';
import { bookingEvents, bookings, listings, notifications, user } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordNotification } from '../../db/notices.js';
import { requestRefundIfPaid } from '../payments/refunds.js';

/**
 * A booking's life (docs/bookings.md). Every change is one guarded UPDATE (`… WHERE id = $1 AND
 * state IN (…) AND expires_at > now()`): of racing changes exactly one finds the row as it expects,
 * and the others are told what it is now. In the same transaction the change writes its history
 * row, puts the copy's status right, tells the other side, and asks for the refund of a card
 * payment when the deal falls through.
 *
 * Locks are taken in the booking statement's order (docs/bookings.md, "Lock order").
 */

/** Who makes a change: the booking's buyer or seller, or the server (expiry, an account's deletion). */
export type Side = 'buyer' | 'seller' | 'server';
export type Change = BookingAction | 'expire';

export interface Party {
  id: string;
  name: string;
}

/** The side making a change, and the person on that side (not told of it); none for the server's own. */
export interface By {
  side: Side;
  user: Party | null;
}

interface Rule {
  to: BookingState;
  /** The states each side may make the change from. */
  from: Partial<Record<Side, readonly BookingState[]>>;
  /** What the other side is told. */
  notice: Exclude<BookingNotificationKind, 'message'>;
}

export const RULES: Record<Change, Rule> = {
  accept: { to: 'accepted', from: { seller: ['requested'] }, notice: 'accepted' },
  decline: { to: 'declined', from: { seller: ['requested'] }, notice: 'declined' },
  complete: { to: 'completed', from: { seller: ['accepted'] }, notice: 'sold' },
  cancel: {
    to: 'cancelled',
    // The server cancels the open bookings of an account being deleted.
    from: { buyer: ['requested', 'accepted'], seller: ['accepted'], server: ['requested', 'accepted'] },
    notice: 'cancelled',
  },
  expire: { to: 'expired', from: { server: ['requested', 'accepted'] }, notice: 'expired' },
};

/** Once accepted, the other side has planned the meetup: cancelling then needs a reason. */
const needsReason = (change: Change, from: BookingState) => change === 'cancel' && from === 'accepted';

/** What becomes of the copy: back on sale when the deal falls through, gone for good once sold. */
const COPY_AFTER: Partial<Record<BookingState, 'available' | 'sold'>> = {
  declined: 'available',
  cancelled: 'available',
  expired: 'available',
  completed: 'sold',
};

/** Still within its time (a booking without one, written by hand, never runs out). */
const beforeItsTime = or(isNull(bookings.expiresAt), gt(bookings.expiresAt, sql`now()`));

/** The seller may mark it sold once the money can be had: cash, or a card payment that has arrived. */
const paymentArrived = sql<boolean>`(${bookings.paymentMethod} is distinct from 'card' or ${bookings.paidAt} is not null)`;

/** What a party may do to the booking now (Mark as sold waits for a card payment to arrive). */
export function allowedActions(
  booking: { state: BookingState; stale: boolean; paymentMethod: string | null; paidAt: unknown },
  side: 'buyer' | 'seller',
): BookingAction[] {
  if (booking.stale) return [];
  return BOOKING_ACTIONS.filter(
    (action) =>
      RULES[action].from[side]?.includes(booking.state) &&
      (action !== 'complete' || booking.paymentMethod !== 'card' || booking.paidAt !== null),
  );
}

const DONE: Record<BookingAction, string> = {
  accept: 'accepted',
  decline: 'declined',
  complete: 'marked as sold',
  cancel: 'cancelled',
};

/** The 409 of a change the booking's state no longer allows, naming the state it is in. */
function stateChanged(state: BookingState, action: BookingAction): AppError {
  return new AppError(
    'BOOKING_STATE_CHANGED',
    RULES[action].to === state
      ? `This booking is already ${state}`
      : `This booking is ${state} now: it cannot be ${DONE[action]}`,
  );
}

/** Why the buyer may never make this change (either side may cancel). */
const SELLERS_ONLY: Record<Exclude<BookingAction, 'cancel'>, string> = {
  accept: 'Only the seller can accept a booking',
  decline: 'Only the seller can decline a booking',
  complete: 'Only the seller can mark a booking as sold',
};

/**
 * Locks the user rows of the booking's parties, in id order, for key share (their accounts cannot
 * be deleted meanwhile; nothing else waits): in the list of a SELECT of bookings, it runs for each
 * booking before its row is locked or changed. Counts them, which nobody reads.
 */
export const partiesLocked = sql`(select count(*) from (select 1 from ${user} where ${user.id} in (${bookings.buyerId}, ${bookings.sellerId}) order by ${user.id} for key share) as parties)`;

/** The booking as a change needs it, with its parties' user rows locked. Undefined for an unknown id. */
async function lockParties(tx: Db, bookingId: string) {
  const [booking] = await tx
    .select({
      buyerId: bookings.buyerId,
      sellerId: bookings.sellerId,
      state: bookings.state,
      paymentMethod: bookings.paymentMethod,
      paidAt: bookings.paidAt,
      stale: isStale,
      blocked: eitherBlocked(bookings.buyerId, bookings.sellerId),
      parties: partiesLocked,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return booking;
}

/**
 * Whether either party blocked the other, read after taking both people's rows for share. A block
 * takes them for no key update before anything else (use-cases/block-person.ts), so an Accept
 * either waits for a block being made and sees it, or the block waits for the Accept and cancels
 * the booking it accepted: a booking the booking statement wrote while the block was being made
 * is never accepted.
 */
async function blockedNow(tx: Db, parties: { buyerId: string | null; sellerId: string | null }) {
  const ids = [parties.buyerId, parties.sellerId].filter((id): id is string => id !== null);
  await tx.select({ id: user.id }).from(user).where(inArray(user.id, ids)).orderBy(user.id).for('share');
  const [row] = await tx
    .select({ blocked: eitherBlocked(parties.buyerId, parties.sellerId) })
    .from(sql`(select 1) as one`);
  return row?.blocked === true;
}

/**
 * Makes one change if the booking is still where `by` may make it from, with everything that goes
 * with it; false when it is not (another change came first, or its time is up). Inside the caller's
 * transaction, after `lockParties`.
 */
async function apply(
  tx: Db,
  bookingId: string,
  change: Change,
  by: By,
  options: { reason: string | null; meetMs: number },
): Promise<boolean> {
  const rule = RULES[change];
  const from = (rule.from[by.side] ?? []).filter(
    (state) => options.reason !== null || !needsReason(change, state),
  );
  if (from.length === 0) return false;
  const [changed] = await tx
    .update(bookings)
    .set({
      state: rule.to,
      // An expired booking ended when its time was up, whenever the sweep or a reader came by.
      stateChangedAt: change === 'expire' ? sql`${bookings.expiresAt}` : sql`now()`,
      expiresAt:
        rule.to === 'accepted'
          ? sql`now() + make_interval(secs => ${options.meetMs / 1000}::double precision)`
          : null,
      // A new state has its own time: its parties are told again a day before it runs out.
      remindedAt: null,
      // Mark as sold records the money received: cash unless a card payment came.
      ...(rule.to === 'completed'
        ? {
            paymentMethod: sql`coalesce(${bookings.paymentMethod}, 'cash')`,
            paidAt: sql`coalesce(${bookings.paidAt}, now())`,
          }
        : {}),
    })
    .where(
      and(
        eq(bookings.id, bookingId),
        inArray(bookings.state, from),
        change === 'expire' ? lte(bookings.expiresAt, sql`now()`) : beforeItsTime,
        change === 'complete' ? paymentArrived : undefined,
      ),
    )
    .returning({
      buyerId: bookings.buyerId,
      sellerId: bookings.sellerId,
      productId: bookings.productId,
      productName: bookings.productName,
      paymentMethod: bookings.paymentMethod,
    });
  if (!changed) return false;

  // The history says the same time as the booking (an expiry's, when its time was up).
  await tx.insert(bookingEvents).values({
    bookingId,
    state: rule.to,
    actorId: by.user?.id ?? null,
    reason: options.reason,
    createdAt: sql`(select ${bookings.stateChangedAt} from ${bookings} where ${bookings.id} = ${bookingId})`,
  });
  const copy = COPY_AFTER[rule.to];
  if (copy && changed.productId) {
    await tx
      .update(listings)
      .set({ status: copy })
      .where(and(eq(listings.id, changed.productId), eq(listings.status, 'booked')));
  }
  // Who acted has dealt with what they were told of the booking: their notices of it are read, its
  // messages' too (the thread's own unread marker stays until they open it).
  if (by.user) {
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, by.user.id),
          or(
            eq(notifications.bookingId, bookingId),
            eq(
              notifications.conversationId,
              sql`(select ${bookings.conversationId} from ${bookings} where ${bookings.id} = ${bookingId})`,
            ),
          ),
          isNull(notifications.readAt),
        ),
      );
  }
  for (const userId of [changed.buyerId, changed.sellerId]) {
    if (userId === null || userId === by.user?.id) continue;
    await recordNotification(tx, {
      userId,
      bookingId,
      kind: rule.notice,
      actorName: by.user?.name ?? null,
      bookName: changed.productName,
    });
  }
  if (copy === 'available' && changed.paymentMethod === 'card') await requestRefundIfPaid(tx, bookingId);
  return true;
}

const SERVER: By = { side: 'server', user: null };

/** Expires the booking if it is past its time, inside the caller's transaction; whether it did. */
async function expireIn(tx: Db, bookingId: string): Promise<boolean> {
  const booking = await lockParties(tx, bookingId);
  if (!booking?.stale) return false;
  return apply(tx, bookingId, 'expire', SERVER, { reason: null, meetMs: 0 });
}

/**
 * Expires a booking found past its time by a read (lists, its page), before anyone sees it open;
 * whether it did (false: not stale, or settled meanwhile by someone else).
 */
export function expireStale(db: Db, bookingId: string): Promise<boolean> {
  return db.transaction((tx) => expireIn(tx, bookingId));
}

/** At most this many bookings expire in one transaction of the sweep. */
const SWEEP_BATCH = 100;

/**
 * Expires every booking past its time, a batch at a time. Each batch locks its bookings with
 * `FOR UPDATE SKIP LOCKED`, so the sweeps of several instances share the work without waiting for
 * one another; the parties' user rows are locked before each booking's (see the lock order above).
 * Returns how many expired.
 */
export async function expireDue(db: Db): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(isStale, sql`${partiesLocked} >= 0`))
        .orderBy(bookings.expiresAt)
        .limit(SWEEP_BATCH)
        .for('update', { of: bookings, skipLocked: true });
      for (const { id } of due) {
        if (await apply(tx, id, 'expire', SERVER, { reason: null, meetMs: 0 })) expired += 1;
      }
      return due.length;
    });
    if (batch < SWEEP_BATCH) return expired;
  }
}

/**
 * Cancels the open bookings of a person whose account is being deleted, as buyer or as seller, and
 * tells the other side; the copies go back on sale. Inside the deletion's transaction, which holds
 * the person's user row: the bookings stay in the other side's history once the foreign keys set
 * this side to null (and the history's actor with it).
 */
export async function cancelOpenBookingsOf(tx: Db, person: Party): Promise<void> {
  const open = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.buyerId, person.id), eq(bookings.sellerId, person.id)),
        inArray(bookings.state, [...OPEN_BOOKING_STATES]),
      ),
    )
    .orderBy(bookings.id);
  await cancelAsServer(tx, open, person, 'account deleted');
}

/**
 * Cancels the open bookings between two people as one blocks the other (inside the block's
 * transaction, which holds both people's rows): nobody should travel to meet someone they blocked,
 * or who blocked them. A booking the booking statement writes while the block is being made is left
 * requested; Accept refuses it (BLOCKED), so it can only be cancelled, declined or run out. The
 * bookings are locked all at once, in id order, before any is changed: taken one by one, the block
 * could hold the buyer's open_bookings row while waiting for a booking whose change waits for that
 * row.
 */
export async function cancelOpenBookingsBetween(tx: Db, blocker: Party, otherId: string): Promise<void> {
  const open = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(
          and(eq(bookings.buyerId, blocker.id), eq(bookings.sellerId, otherId)),
          and(eq(bookings.buyerId, otherId), eq(bookings.sellerId, blocker.id)),
        ),
        inArray(bookings.state, [...OPEN_BOOKING_STATES]),
      ),
    )
    .orderBy(bookings.id)
    .for('update');
  await cancelAsServer(tx, open, blocker, 'one of you blocked the other');
}

/**
 * Cancels the open booking of a copy whose listing is being removed (by its seller, or an admin),
 * and tells its parties: nobody should travel to meet for a book that is no longer offered. Inside
 * the removal's transaction, which holds the seller's user row, so no booking of the copy can be
 * made or changed meanwhile; the booking stays in both histories once the copy's row is gone.
 */
export async function cancelOpenBookingOfCopy(tx: Db, productId: string, remover: Party): Promise<void> {
  const open = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.productId, productId), inArray(bookings.state, [...OPEN_BOOKING_STATES])));
  await cancelAsServer(tx, open, remover, 'listing removed');
}

/**
 * Cancels each booking for `person` as the server would (one past its time expires instead). The
 * history and the parties' notifications name `person` when they are a party; an admin who removed
 * the listing stays unnamed, the cancellation being the server's.
 */
async function cancelAsServer(tx: Db, open: { id: string }[], person: Party, reason: string): Promise<void> {
  for (const { id } of open) {
    const booking = await lockParties(tx, id);
    if (!booking) continue;
    const party = booking.buyerId === person.id || booking.sellerId === person.id;
    const by: By = { side: 'server', user: party ? person : null };
    if (booking.stale) await apply(tx, id, 'expire', SERVER, { reason: null, meetMs: 0 });
    else await apply(tx, id, 'cancel', by, { reason, meetMs: 0 });
  }
}

/** The changes the booking's parties make (POST /api/bookings/:id/<action>, DELETE /api/bookings/:id). */
export function createLifecycle(db: Db, { bookingMeetMs }: { bookingMeetMs: number }) {
  return {
    /**
     * Makes `action` as `person`, or throws why not: 404 unknown, 403 not a party (or not their
     * side's to make), 400 a reason missing, 409 the state (or the card payment) does not allow it.
     * A booking found past its time is expired first, and the answer says so.
     */
    async act(bookingId: string, action: BookingAction, person: Party, reason?: string): Promise<void> {
      const given = reason ? reason : null;
      const refusal = await db.transaction(async (tx): Promise<AppError | undefined> => {
        const booking = await lockParties(tx, bookingId);
        if (!booking) return new AppError('BOOKING_NOT_FOUND');
        const side = sideOf(booking, person.id);
        if (!side) return new AppError('NOT_A_PARTY');
        if (action !== 'cancel' && !RULES[action].from[side]) {
          return new AppError('FORBIDDEN', SELLERS_ONLY[action]);
        }
        if (booking.stale) {
          await apply(tx, bookingId, 'expire', SERVER, { reason: null, meetMs: 0 });
          return stateChanged('expired', action);
        }
        if (given === null && needsReason(action, booking.state))
          return new AppError('CANCEL_REASON_REQUIRED');
        // One of them blocked the other: the booking can end, not go on.
        if (action === 'accept' && (booking.blocked || (await blockedNow(tx, booking))))
          return new AppError('BLOCKED');
        const options = { reason: given, meetMs: bookingMeetMs };
        if (await apply(tx, bookingId, action, { side, user: person }, options)) return undefined;

        // Another change came first, or the time ran out meanwhile: say where the booking is now.
        const now = (await lockParties(tx, bookingId))!;
        if (now.stale) {
          await apply(tx, bookingId, 'expire', SERVER, { reason: null, meetMs: 0 });
          return stateChanged('expired', action);
        }
        // Accepted meanwhile: as if it had been before, a reason is needed now (on either database).
        if (given === null && needsReason(action, now.state)) return new AppError('CANCEL_REASON_REQUIRED');
        if (action === 'complete' && now.state === 'accepted') return new AppError('CARD_PAYMENT_PENDING');
        return stateChanged(now.state, action);
      });
      if (refusal) throw refusal;
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
