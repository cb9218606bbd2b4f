import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { act, expectOk, listBook, sendMessage } from '../../../test/booking-fixtures.js';
import { nextIp, useTestApp, type TestUser } from '../../../test/test-app.js';
import { notifications, user } from '../../db/schema.js';
import { MESSAGE_MAIL_DELAY_SECONDS } from '../mail/notification-mail.js';

const t = useTestApp();

/** What must leave every answer with the account: its name, its email, and how and where to meet it. */
interface Traces {
  name: string;
  email: string;
  phone: string;
  place: string;
}

/** A booking of a new listing of `seller` by `buyer`, who gives `traces`' phone and meeting place. */
async function book(buyer: TestUser, seller: TestUser, traces: Pick<Traces, 'phone' | 'place'>) {
  const productId = await listBook(t, seller, 'The Quiet Shelf');
  const response = await t.request({
    method: 'POST',
    url: '/api/bookings',
    as: buyer,
    ip: nextIp(),
    payload: { productId, meetingLocation: traces.place, phoneNumber: traces.phone },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
}

/**
 * A closed deal between them (accepted, talked over, sold, reviewed both ways) and an open one
 * (booked, a message each way), with the notification emails of both written to the outbox.
 */
async function dealsBetween(
  buyer: TestUser,
  seller: TestUser,
  buyersTraces: Traces,
  { question = true } = {},
) {
  const closed = await book(buyer, seller, buyersTraces);
  expectOk(await act(t, seller, closed, 'accept'));
  await sendMessage(t, buyer, closed, 'On my way');
  await sendMessage(t, seller, closed, 'See you there');
  expectOk(await act(t, seller, closed, 'complete'));
  for (const [author, comment] of [
    [buyer, 'Lovely copy'],
    [seller, 'On time'],
  ] as const) {
    const review = await t.request({
      method: 'POST',
      url: `/api/bookings/${closed}/review`,
      as: author,
      payload: { rating: 5, comment },
    });
    expect(review.statusCode, review.body).toBe(201);
  }
  const open = await book(buyer, seller, buyersTraces);
  await sendMessage(t, buyer, open, 'Is it still there?');
  await sendMessage(t, seller, open, 'It is');
  if (question) await askBefore(buyer, seller);
  // The messages' emails wait for their thread to stay unread a while: let that time pass.
  await t.db
    .update(notifications)
    .set({ createdAt: sql`now() - make_interval(secs => ${MESSAGE_MAIL_DELAY_SECONDS + 60})` })
    .where(and(eq(notifications.kind, 'message'), sql`${notifications.readAt} is null`));
  await t.app.jobs.runDue();
  return { closed, open };
}

/** The buyer asks about another of the seller's copies, never booked: its notice belongs to no booking. */
async function askBefore(buyer: TestUser, seller: TestUser) {
  const asked = await t.request({
    method: 'POST',
    url: '/api/conversations',
    as: buyer,
    payload: { productId: await listBook(t, seller, 'The Asked Shelf') },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  for (const [from, body] of [
    [buyer, 'Which printing?'],
    [seller, 'The first'],
  ] as const) {
    const sent = await t.request({
      method: 'POST',
      url: `/api/conversations/${asked.json()._id}/messages`,
      as: from,
      payload: { body },
      ip: nextIp(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
  }
}

/** Every answer the other side (and an admin) gets that may show the person: their text, by URL. */
async function answersOf(
  other: TestUser,
  admin: TestUser,
  bookingIds: string[],
): Promise<Map<string, string>> {
  const asOther = [
    other.role === 'seller' ? '/api/bookings' : `/api/myorders?email=${encodeURIComponent(other.email)}`,
    ...bookingIds.flatMap((id) => [`/api/bookings/${id}`, `/api/bookings/${id}/messages`]),
    '/api/notifications?limit=100',
    '/api/conversations',
    `/api/profiles/${other.id}`,
    '/api/account/data',
  ];
  const asAdmin = ['/api/admin/outbox?limit=100', '/api/reports', '/api/allbuyers?limit=100'];
  const answers = new Map<string, string>();
  for (const [as, urls] of [
    [other, asOther],
    [admin, asAdmin],
  ] as const) {
    for (const url of urls) {
      const response = await t.request({ url, as });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      answers.set(url, response.body);
    }
  }
  return answers;
}

function expectNoTraces(answers: Map<string, string>, traces: Partial<Traces>): void {
  for (const [url, body] of answers) {
    for (const [what, value] of Object.entries(traces)) {
      expect(body.includes(value), `${url} shows the deleted person's ${what}`).toBe(false);
    }
  }
}

/** Before the deletion the same answers show them: the check looks where they were. */
function expectTraces(answers: Map<string, string>, traces: Partial<Traces>): void {
  const all = [...answers.values()].join('\n');
  for (const value of Object.values(traces)) expect(all).toContain(value);
  // The emails, the notifications and the thread named them too.
  for (const url of ['/api/admin/outbox?limit=100', '/api/notifications?limit=100']) {
    expect(answers.get(url)).toContain(traces.name);
  }
}

describe('a deleted account leaves no name, email or phone with the other side', () => {
  it('a buyer deleting their own account: the seller keeps the deals and messages, from "A former member"', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const buyer = await t.signUp({ name: 'Zebulon Quillfeather' });
    const seller = await t.signUp({ role: 'seller' });
    const traces = {
      name: buyer.name,
      email: buyer.email,
      phone: '+8801799988877',
      place: 'Zebulon Quillfeather’s garden gate',
    };
    const { closed, open } = await dealsBetween(buyer, seller, traces);
    const report = await t.request({
      method: 'POST',
      url: '/api/reports',
      as: seller,
      payload: { kind: 'person', userId: buyer.id, reason: 'spam' },
    });
    expect(report.statusCode, report.body).toBe(201);
    expectTraces(await answersOf(seller, admin, [closed, open]), traces);

    const deleted = await t.request({
      method: 'POST',
      url: '/api/account/delete',
      as: buyer,
      payload: { password: buyer.password },
    });
    expectOk(deleted);

    const answers = await answersOf(seller, admin, [closed, open]);
    expectNoTraces(answers, traces);
    const page = JSON.parse(answers.get(`/api/bookings/${closed}`)!);
    expect(page).toMatchObject({
      buyer: { id: null, name: 'A former member' },
      phoneNumber: '',
      meetingLocation: '',
      state: 'completed',
    });
    expect(page.reviews.map((review: { authorName: string }) => review.authorName)).toContain(
      'A former member',
    );
    expect(JSON.parse(answers.get(`/api/bookings/${open}`)!)).toMatchObject({ state: 'cancelled' });
    // The thread stays whole: the seller's record of the deal, under no one's name.
    const thread = JSON.parse(answers.get(`/api/bookings/${closed}/messages`)!);
    expect(thread.map((message: { senderName: string; body: string }) => message.senderName)).toEqual([
      seller.name,
      'A former member',
    ]);
    const told = JSON.parse(answers.get('/api/notifications?limit=100')!);
    expect(told.map((notification: { actorName: string | null }) => notification.actorName)).toContain(
      'A former member',
    );
  });

  it('a seller deleted by an admin: the buyer keeps the orders and messages, from "A former member"', async () => {
    const admin = await t.makeAdmin(await t.signUp());
    const buyer = await t.signUp();
    const seller = await t.signUp({ role: 'seller', name: 'Xanthippe Marlowe' });
    const traces = { name: seller.name, email: seller.email, phone: '+8801755544433', place: 'Corner café' };
    const { closed, open } = await dealsBetween(buyer, seller, traces);
    // The phone and place are the buyer's own: the seller's name and email are what must go.
    const sellersTraces = { name: seller.name, email: seller.email };
    expectTraces(await answersOf(buyer, admin, [closed, open]), sellersTraces);

    expectOk(await t.request({ method: 'DELETE', url: `/api/users/${seller.id}`, as: admin }));

    const answers = await answersOf(buyer, admin, [closed, open]);
    expectNoTraces(answers, sellersTraces);
    const orders = JSON.parse(answers.get(`/api/myorders?email=${encodeURIComponent(buyer.email)}`)!);
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order).toMatchObject({ sellerId: null, sellerName: 'A former member', sellerEmail: '' });
      // The buyer's own details stay theirs.
      expect(order).toMatchObject({ phoneNumber: traces.phone, meetingLocation: traces.place });
    }
    expect(JSON.parse(answers.get(`/api/bookings/${closed}`)!)).toMatchObject({
      seller: { id: null, name: 'A former member', email: '' },
    });
    const thread = JSON.parse(answers.get(`/api/bookings/${open}/messages`)!);
    expect(thread.map((message: { senderName: string }) => message.senderName)).toEqual([
      'A former member',
      buyer.name,
    ]);
  });

  it('migration 0017 forgets alike the accounts deleted before deletion did', async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0017_forget_deleted_parties.sql', import.meta.url),
      'utf8',
    );
    const admin = await t.makeAdmin(await t.signUp());
    const buyer = await t.signUp({ name: 'Ottoline Brackenbury' });
    const seller = await t.signUp({ role: 'seller' });
    const traces = {
      name: buyer.name,
      email: buyer.email,
      phone: '+8801733322211',
      place: 'Ottoline’s porch',
    };
    // Questions before booking came after migration 0017: a deletion forgets them (above).
    const { closed, open } = await dealsBetween(buyer, seller, traces, { question: false });
    // As a deletion did before: the row goes, the other side's copies stay.
    await t.db.delete(user).where(eq(user.id, buyer.id));

    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const answers = await answersOf(seller, admin, [closed, open]);
    // The emails written then are left as they were.
    answers.delete('/api/admin/outbox?limit=100');
    expectNoTraces(answers, traces);
    expect(JSON.parse(answers.get(`/api/bookings/${closed}`)!)).toMatchObject({
      buyer: { id: null, name: 'A former member' },
      phoneNumber: '',
      meetingLocation: '',
    });
  });
});
