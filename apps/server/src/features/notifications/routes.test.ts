import { and, eq } from 'drizzle-orm';
import type { Notification } from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../../../test/test-app.js';
import { notifications } from '../../db/schema.js';
import { bookingBetween, sendMessage } from '../../../test/booking-fixtures.js';

const t = useTestApp();

async function listOf(person: TestUser, query = ''): Promise<Notification[]> {
  const response = await t.request({ url: `/api/notifications${query}`, as: person });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The person's message notifications, newest first: [book name, read]. */
const messageNotices = async (person: TestUser) =>
  (await listOf(person, '?limit=100'))
    .filter((notification) => notification.kind === 'message')
    .map((notification) => [notification.bookName, notification.read]);

const unread = async (person: TestUser): Promise<number> => {
  const response = await t.request({ url: '/api/notifications/summary', as: person });
  expect(response.statusCode).toBe(200);
  return response.json().unread;
};

const markRead = (as: TestUser | null, id: string) =>
  t.request({ method: 'POST', url: `/api/notifications/${id}/read`, as });

describe('GET /api/notifications', () => {
  it("lists the person's own notifications, newest first, paginated", async () => {
    const [buyer, seller, otherBuyer] = [
      await t.signUp(),
      await t.signUp({ role: 'seller' }),
      await t.signUp(),
    ];
    const first = await bookingBetween(t, buyer, seller, 'First');
    const second = await bookingBetween(t, buyer, seller, 'Second');
    const third = await bookingBetween(t, buyer, seller, 'Third');
    for (const bookingId of [first, second, third]) await sendMessage(t, seller, bookingId);
    await bookingBetween(t, otherBuyer, seller, 'Not yours');
    const all = await listOf(buyer);
    expect(all.map((n) => [n.kind, n.bookName, n.actorName, n.read])).toEqual([
      ['message', 'Third', seller.name, false],
      ['message', 'Second', seller.name, false],
      ['message', 'First', seller.name, false],
    ]);
    expect(all[0]).toEqual({
      _id: expect.any(String),
      bookingId: third,
      conversationId: expect.any(String),
      productId: null,
      kind: 'message',
      actorName: seller.name,
      bookName: 'Third',
      price: null,
      copies: 1,
      read: false,
      createdAt: expect.any(String),
    });
    // The seller's notice of each booking is about its conversation too, as every later one is.
    const detail = (await t.request({ url: `/api/bookings/${first}`, as: seller })).json();
    const requested = (await listOf(seller)).find((n) => n.kind === 'requested' && n.bookingId === first);
    expect(requested?.conversationId).toBe(detail.conversationId);
    const page = await t.request({ url: '/api/notifications?limit=2', as: buyer });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.json().map((n: Notification) => n.bookName)).toEqual(['Third', 'Second']);
    const next = /^<([^>]+)>; rel="next"$/.exec(page.headers.link as string)![1]!;
    expect((await t.request({ url: next, as: buyer })).json().map((n: Notification) => n.bookName)).toEqual([
      'First',
    ]);
    expect((await t.request({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it("gives a thread's new messages one unread notification, brought to the top again by each", async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    const early = await bookingBetween(t, buyer, seller, 'Early');
    const late = await bookingBetween(t, buyer, seller, 'Late');
    await sendMessage(t, seller, early, 'One');
    await sendMessage(t, seller, late, 'Two');
    const before = await listOf(buyer);
    expect(before.map((n) => n.bookName)).toEqual(['Late', 'Early']);

    // A reader on the first page of one; then the early thread gets a new message.
    const page = await t.request({ url: '/api/notifications?limit=1', as: buyer });
    await sendMessage(t, seller, early, 'Three');
    const after = await listOf(buyer);
    expect(after.map((n) => n.bookName)).toEqual(['Early', 'Late']);
    // The same notification, bumped: its time is the newest message's.
    expect(after[0]!._id).toBe(before[1]!._id);
    expect(Date.parse(after[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(before[0]!.createdAt));
    // The reader's next page does not show it twice (it went above the cursor).
    const next = /^<([^>]+)>/.exec(page.headers.link as string)![1]!;
    const rest = (await t.request({ url: next, as: buyer })).json() as Notification[];
    expect(rest.map((n) => n._id)).not.toContain(page.json()[0]._id);
    expect(await unread(buyer)).toBe(2);

    // Once read, the next message makes a new unread notification; the read one stays read.
    await markRead(buyer, after[0]!._id);
    await sendMessage(t, seller, early, 'Four');
    expect(await messageNotices(buyer)).toEqual([
      ['Early', false],
      ['Early', true],
      ['Late', false],
    ]);
  });
});

describe('GET /api/notifications/summary', () => {
  it('counts the unread ones with one statement', async () => {
    const [buyer, seller] = [await t.signUp(), await t.signUp({ role: 'seller' })];
    expect(await unread(buyer)).toBe(0);
    await sendMessage(t, seller, await bookingBetween(t, buyer, seller, 'A'));
    await sendMessage(t, seller, await bookingBetween(t, buyer, seller, 'B'));
    expect(await unread(buyer)).toBe(2);
    const { response, queries } = await t.queriesOf({ url: '/api/notifications/summary', as: buyer });
    expect(response.json()).toEqual({ unread: 2 });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/"read_at" is null/);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it("marks the owner's notification read, once; to anyone else it does not exist", async () => {
    const [buyer, seller, otherBuyer] = [
      await t.signUp(),
      await t.signUp({ role: 'seller' }),
      await t.signUp(),
    ];
    const bookingId = await bookingBetween(t, buyer, seller, 'Read me');
    await sendMessage(t, seller, bookingId);
    const [notice] = await listOf(buyer);
    const admin = await t.makeAdmin(await t.signUp());

    expect((await markRead(null, notice!._id)).statusCode).toBe(401);
    for (const outsider of [seller, otherBuyer, admin]) {
      const refused = await markRead(outsider, notice!._id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        code: 'NOTIFICATION_NOT_FOUND',
        message: 'No such notification',
      });
    }
    expect((await markRead(buyer, 'no-such-notification')).json().code).toBe('NOTIFICATION_NOT_FOUND');
    expect(await unread(buyer)).toBe(1);

    const read = await markRead(buyer, notice!._id);
    expect([read.statusCode, read.json()]).toEqual([200, { acknowledged: true }]);
    expect(await unread(buyer)).toBe(0);
    const [stored] = await t.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, notice!._id), eq(notifications.userId, buyer.id)));
    // Reading it again answers the same and changes nothing.
    const again = await markRead(buyer, notice!._id);
    expect([again.statusCode, again.json()]).toEqual([200, { acknowledged: true }]);
    const [still] = await t.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, notice!._id));
    expect(still!.readAt).toEqual(stored!.readAt);
    expect((await listOf(buyer))[0]!.read).toBe(true);
  });
});
