import { and, eq } from 'drizzle-orm';
import { MESSAGE_MAX_LENGTH, type Message, type Notification } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { nextIp, useTestApp, type TestUser } from '../../../test/test-app.js';
import { messages, notifications } from '../../db/schema.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { bookingBetween } from '../../../test/booking-fixtures.js';

const t = useTestApp();

async function parties() {
  const buyer = await t.signUp();
  const seller = await t.signUp({ role: 'seller' });
  return { buyer, seller, bookingId: await bookingBetween(t, buyer, seller) };
}

const send = (as: TestUser | null, bookingId: string, body: unknown, ip?: string) =>
  t.request({ method: 'POST', url: `/api/bookings/${bookingId}/messages`, as, payload: { body }, ip });

const thread = (as: TestUser | null, bookingId: string, query = '') =>
  t.request({ url: `/api/bookings/${bookingId}/messages${query}`, as });

const notificationsOf = async (person: TestUser): Promise<Notification[]> =>
  (await t.request({ url: '/api/notifications', as: person })).json();

describe('POST /api/bookings/:id/messages', () => {
  it('sends a text message to the other side, who finds it in the thread and is notified', async () => {
    const { buyer, seller, bookingId } = await parties();
    const response = await send(buyer, bookingId, '  Is <b>Friday</b> fine?\nAt the gate.  ');
    expect(response.statusCode, response.body).toBe(201);
    const message: Message = response.json();
    expect(message).toEqual({
      _id: expect.any(String),
      conversationId: expect.any(String),
      bookingId,
      senderId: buyer.id,
      senderName: buyer.name,
      // Trimmed, and kept as the text it is: the page renders it as text.
      body: 'Is <b>Friday</b> fine?\nAt the gate.',
      warning: null,
      createdAt: expect.any(String),
    });
    const seen = await thread(seller, bookingId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([message]);
    // The newest of the seller's notifications (the booking's request came before).
    expect((await notificationsOf(seller))[0]).toEqual({
      _id: expect.any(String),
      bookingId,
      conversationId: message.conversationId,
      productId: null,
      kind: 'message',
      actorName: buyer.name,
      bookName: 'A Test Book',
      price: null,
      copies: 1,
      read: false,
      createdAt: expect.any(String),
    });
    // The sender is not told of their own message.
    expect((await notificationsOf(buyer)).filter((n) => n.kind === 'message')).toEqual([]);
  });

  it('takes 1 to 2,000 characters of text after trimming, and nothing else', async () => {
    const { buyer, bookingId } = await parties();
    for (const body of [
      '',
      '   \n\t ',
      'x'.repeat(MESSAGE_MAX_LENGTH + 1),
      42,
      null,
      ['hi'],
      { text: 'hi' },
    ]) {
      const response = await send(buyer, bookingId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await send(buyer, bookingId, 'x\u0000y')).statusCode).toBe(400);
    const longest = await send(buyer, bookingId, ` ${'é'.repeat(MESSAGE_MAX_LENGTH)} `);
    expect(longest.statusCode).toBe(201);
    expect(longest.json().body).toHaveLength(MESSAGE_MAX_LENGTH);
    expect((await t.db.select().from(messages).where(eq(messages.bookingId, bookingId))).length).toBe(1);
  });

  it('is for the two parties only: 401 signed out, 403 for anyone else (the admin too), 404 for no booking', async () => {
    const { buyer, seller, bookingId } = await parties();
    const stranger = await t.signUp();
    const otherSeller = await t.signUp({ role: 'seller' });
    const admin = await t.makeAdmin(await t.signUp());
    expect((await send(null, bookingId, 'Hello')).statusCode).toBe(401);
    for (const outsider of [stranger, otherSeller, admin]) {
      const refused = await send(outsider, bookingId, 'Hello');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NOT_A_PARTY');
      const read = await thread(outsider, bookingId);
      expect([read.statusCode, read.json().code]).toEqual([403, 'NOT_A_PARTY']);
    }
    expect((await send(buyer, 'no-such-booking', 'Hello')).json().code).toBe('BOOKING_NOT_FOUND');
    expect((await thread(seller, 'no-such-booking')).statusCode).toBe(404);
    expect(await t.db.select().from(messages).where(eq(messages.bookingId, bookingId))).toEqual([]);
  });

  it(`limits each person to ${LIMITS.messagePerPerson.max} messages a minute, from whatever address`, async () => {
    const { buyer, seller, bookingId } = await parties();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.messagePerPerson.max; i += 1) {
      statuses.push((await send(buyer, bookingId, `Message ${i}`, nextIp())).statusCode);
    }
    expect(statuses).toEqual([...Array(LIMITS.messagePerPerson.max).fill(201), 429]);
    const refused = await send(buyer, bookingId, 'One more', nextIp());
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The other side, even from the buyer's own address, has a count of their own.
    expect((await send(seller, bookingId, 'Slow down', buyer.ip)).statusCode).toBe(201);
    // An invalid message is not counted (the limit counts requests that would be sent).
    const fresh = await parties();
    for (let i = 0; i < LIMITS.messagePerPerson.max + 5; i += 1) {
      expect((await send(fresh.buyer, fresh.bookingId, '')).statusCode).toBe(400);
    }
    expect((await send(fresh.buyer, fresh.bookingId, 'Hello')).statusCode).toBe(201);
  });

  it('refuses new messages once the other side has deleted their account (409), and keeps the thread', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    for (const gone of ['seller', 'buyer'] as const) {
      const { buyer, seller, bookingId } = await parties();
      const earlier = (await send(buyer, bookingId, 'Before')).json();
      const [leaving, staying] = gone === 'seller' ? [seller, buyer] : [buyer, seller];
      const deleted = await t.request({ method: 'DELETE', url: `/api/users/${leaving.id}`, as: admin });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const refused = await send(staying, bookingId, 'Are you there?');
      expect(refused.statusCode, gone).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'PARTY_GONE',
        message: 'The other side of this conversation has deleted their account: it takes no new messages',
      });
      const kept = await thread(staying, bookingId);
      expect(kept.statusCode).toBe(200);
      // The buyer wrote it: once they are gone it stays, from no one's name.
      expect(kept.json()).toEqual([
        gone === 'buyer' ? { ...earlier, senderId: null, senderName: 'A former member' } : earlier,
      ]);
    }
  });

  it('keeps a message and its notification together when the other side is deleted at the same moment', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const outcomes = new Set<number>();
    for (let round = 0; round < 6; round += 1) {
      const { buyer, seller, bookingId } = await parties();
      const [sent, deleted] = await Promise.all([
        send(buyer, bookingId, `Round ${round}`),
        t.request({ method: 'DELETE', url: `/api/users/${seller.id}`, as: admin }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      outcomes.add(sent.statusCode);
      const kept = await t.db.select().from(messages).where(eq(messages.bookingId, bookingId));
      // Either the message was in before the deletion (its notification went with the account), or
      // it was refused and nothing of it was kept.
      if (sent.statusCode === 201) expect(kept.map((m) => m.body)).toEqual([`Round ${round}`]);
      else {
        expect([sent.statusCode, sent.json().code]).toEqual([409, 'PARTY_GONE']);
        expect(kept).toEqual([]);
      }
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, 'message')));
      expect(told).toEqual([]);
    }
    expect([...outcomes].every((status) => status === 201 || status === 409)).toBe(true);
  });
});

describe('GET /api/bookings/:id/messages', () => {
  it('pages the thread newest first by its order, with the total and a link to the next page', async () => {
    const { buyer, seller, bookingId } = await parties();
    const sent: Message[] = [];
    for (let i = 0; i < 5; i += 1) sent.push((await send(i % 2 ? seller : buyer, bookingId, `M${i}`)).json());
    const first = await thread(buyer, bookingId, '?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.json().map((m: Message) => m.body)).toEqual(['M4', 'M3']);
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.link as string)![1]!;
    const second = await t.request({ url: next, as: seller });
    expect(second.json().map((m: Message) => m.body)).toEqual(['M2', 'M1']);
    const third = await t.request({ url: /^<([^>]+)>/.exec(second.headers.link as string)![1]!, as: buyer });
    expect(third.json()).toEqual([sent[0]]);
    expect(third.headers.link).toBeUndefined();
    // Another booking's thread is its own.
    const other = await bookingBetween(t, buyer, seller);
    expect((await thread(buyer, other)).json()).toEqual([]);
    expect((await thread(buyer, other)).headers['x-total-count']).toBe('0');
    expect((await thread(buyer, bookingId, '?cursor=9223372036854775808')).statusCode).toBe(400);
  });
});
