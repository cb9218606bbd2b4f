import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORTED_CONVERSATION_MESSAGES, type ReportedItem } from '@second-shelf/shared';
import { bookingEvents, bookings, listings, reports } from '../../db/schema.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { act, castOf, listBook, newBooking } from '../../../test/booking-fixtures.js';
import { nextIp, useTestApp, type TestUser } from '../../../test/test-app.js';

const t = useTestApp();

function report(as: TestUser | null, payload: object) {
  return t.request({ method: 'POST', url: '/api/reports', as, payload, ip: nextIp() });
}

async function reportBook(as: TestUser, productId: string, reason = 'counterfeit', note?: string) {
  const response = await report(as, {
    kind: 'book',
    productId,
    reason,
    ...(note === undefined ? {} : { note }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
}

async function reportPerson(as: TestUser, userId: string, reason = 'scam', note?: string) {
  const response = await report(as, {
    kind: 'person',
    userId,
    reason,
    ...(note === undefined ? {} : { note }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
}

/** Every page of the queue, as the admin reads it. */
async function queue(admin: TestUser): Promise<ReportedItem[]> {
  const items: ReportedItem[] = [];
  let url: string | undefined = '/api/reports?limit=100';
  while (url) {
    const response = await t.request({ url, as: admin });
    expect(response.statusCode, response.body).toBe(200);
    items.push(...(response.json() as ReportedItem[]));
    url = /^<([^>]+)>; rel="next"$/.exec((response.headers.link as string | undefined) ?? '')?.[1];
  }
  return items;
}

const itemOf = async (admin: TestUser, id: string) => (await queue(admin)).find((item) => item._id === id);

describe('POST /api/reports', () => {
  it('reports a book or a person once per reporter and item, with a reason and an optional note', async () => {
    const { buyer, seller, otherBuyer } = await castOf(t);
    const productId = await listBook(t, seller, 'A Dubious Atlas');
    await reportBook(buyer, productId, 'counterfeit', '  A photocopy, not the\r\nprinted book  ');
    const [row] = await t.db.select().from(reports).where(eq(reports.reporterId, buyer.id));
    expect(row).toMatchObject({
      kind: 'book',
      productId,
      subjectId: seller.id,
      subjectName: seller.name,
      bookName: 'A Dubious Atlas',
      reason: 'counterfeit',
      note: 'A photocopy, not the\nprinted book',
      state: 'open',
    });

    const again = await report(buyer, { kind: 'book', productId, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'You have already reported this book',
      code: 'ALREADY_REPORTED',
    });

    await reportPerson(buyer, seller.id, 'scam');
    const person = await report(buyer, { kind: 'person', userId: seller.id, reason: 'other', note: '' });
    expect(person.statusCode).toBe(409);
    expect(person.json().message).toBe('You have already reported this person');

    // Another person may report the same book; an empty note is none.
    await reportBook(otherBuyer, productId, 'spam', '   ');
    const [other] = await t.db.select().from(reports).where(eq(reports.reporterId, otherBuyer.id));
    expect(other!.note).toBeNull();
  });

  it('refuses one’s own listing and oneself (403), and what is not there or hidden (404)', async () => {
    const { buyer, seller, admin } = await castOf(t);
    const productId = await listBook(t, seller);
    const own = await report(seller, { kind: 'book', productId, reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot report your own listing');
    const self = await report(buyer, { kind: 'person', userId: buyer.id, reason: 'spam' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot report yourself');

    expect(
      (await report(buyer, { kind: 'book', productId: 'no-such-book', reason: 'spam' })).json(),
    ).toMatchObject({
      statusCode: 404,
      message: 'No such book',
    });
    expect(
      (await report(buyer, { kind: 'person', userId: 'no-such-user', reason: 'spam' })).json(),
    ).toMatchObject({
      statusCode: 404,
      message: 'No such user',
    });

    const hidden = await t.request({ method: 'POST', url: `/api/products/${productId}/hide`, as: seller });
    expect(hidden.statusCode).toBe(200);
    expect((await report(buyer, { kind: 'book', productId, reason: 'spam' })).statusCode).toBe(404);
    // An admin sees hidden listings, and may report one.
    expect((await report(admin, { kind: 'book', productId, reason: 'spam' })).statusCode).toBe(201);
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, buyer.id))).toEqual([]);
  });

  it('answers bad input with a 400 naming the field, and records nothing', async () => {
    const { buyer, seller } = await castOf(t);
    const productId = await listBook(t, seller);
    const cases: [object, RegExp][] = [
      [{ productId, reason: 'spam' }, /kind must be book, person or conversation/],
      [{ kind: 'listing', productId, reason: 'spam' }, /kind must be book, person or conversation/],
      [{ kind: 'book', reason: 'spam' }, /^productId: productId is required/],
      [{ kind: 'person', productId, reason: 'spam' }, /^userId: userId is required/],
      [{ kind: 'book', productId, reason: 'rude' }, /^reason: Please choose a reason/],
      [{ kind: 'book', productId }, /^reason: Please choose a reason/],
      [
        { kind: 'book', productId, reason: 'other', note: 'x'.repeat(501) },
        /^note: Note must be at most 500 characters/,
      ],
      [{ kind: 'book', productId, reason: 'other', note: 'bell \u0007' }, /^note: Note must be plain text/],
      [{ kind: 'book', productId, reason: 'other', note: 42 }, /^note: Note must be text/],
      [
        { kind: 'book', productId: 'x'.repeat(65), reason: 'other' },
        /^productId: productId must be at most 64/,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await report(buyer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await t.db.select().from(reports).where(eq(reports.reporterId, buyer.id))).toEqual([]);
    // 500 characters is the most a note may hold.
    expect(
      (await report(buyer, { kind: 'book', productId, reason: 'other', note: 'y'.repeat(500) })).statusCode,
    ).toBe(201);
  });

  it('needs a signed-in person, and limits how many reports one person makes in an hour', async () => {
    const { buyer, seller } = await castOf(t);
    expect((await report(null, { kind: 'person', userId: buyer.id, reason: 'spam' })).statusCode).toBe(401);
    const reporter = await t.signUp();
    const statuses: number[] = [];
    // From a new address each time (report() sends one): the limit counts the person, wherever they are.
    for (let i = 0; i <= LIMITS.reportPerPerson.max; i += 1) {
      const productId = await listBook(t, seller, `Flood ${i}`);
      statuses.push((await report(reporter, { kind: 'book', productId, reason: 'spam' })).statusCode);
    }
    expect(statuses).toEqual([...Array(LIMITS.reportPerPerson.max).fill(201), 429]);
  });
});

describe('GET /api/reports (Reported Items)', () => {
  it('groups the open reports by item: its reasons with their counts, its notes, the first reported first', async () => {
    const { buyer, seller, otherBuyer, otherSeller, admin } = await castOf(t);
    const before = (await queue(admin)).length;
    const bookId = await listBook(t, seller, 'The Counterfeit Codex');
    await reportBook(buyer, bookId, 'counterfeit', 'Pages are missing');
    await reportPerson(buyer, otherSeller.id, 'scam', 'Asked me to pay in advance');
    await reportBook(otherBuyer, bookId, 'counterfeit');
    await reportBook(otherSeller, bookId, 'spam', 'Listed ten times');

    const items = (await queue(admin)).slice(before);
    expect(items.map((item) => [item.kind, item._id])).toEqual([
      ['book', bookId],
      ['person', otherSeller.id],
    ]);
    const [book, person] = items;
    expect(book).toMatchObject({
      name: 'The Counterfeit Codex',
      imageUrl: '/images/covers/the-paper-knight.svg',
      account: { _id: seller.id, name: seller.name, email: seller.email },
      count: 3,
      reasons: [
        { reason: 'counterfeit', count: 2 },
        { reason: 'spam', count: 1 },
      ],
      notes: [
        {
          reason: 'spam',
          note: 'Listed ten times',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
        { reason: 'counterfeit', note: 'Pages are missing', createdAt: expect.any(String) },
      ],
    });
    expect(Date.parse(book!.firstReportedAt)).toBeLessThanOrEqual(Date.parse(book!.lastReportedAt));
    expect(Math.abs(Date.parse(book!.lastReportedAt) - Date.now())).toBeLessThan(60_000);
    expect(person).toMatchObject({
      name: otherSeller.name,
      imageUrl: null,
      account: { _id: otherSeller.id, email: otherSeller.email },
      count: 1,
      reasons: [{ reason: 'scam', count: 1 }],
      notes: [{ reason: 'scam', note: 'Asked me to pay in advance' }],
    });
  });

  it('pages by keyset with X-Total-Count and Link, in two statements whatever the page', async () => {
    const { buyer, seller, admin } = await castOf(t);
    for (const name of ['First', 'Second', 'Third'])
      await reportBook(buyer, await listBook(t, seller, name), 'other');
    const all = await queue(admin);
    const first = await t.queriesOf({ url: '/api/reports?limit=2', as: admin });
    expect(first.response.statusCode).toBe(200);
    expect(first.queries).toHaveLength(2);
    expect(Number(first.response.headers['x-total-count'])).toBe(all.length);
    expect(first.response.json().map((item: ReportedItem) => item._id)).toEqual(
      all.slice(0, 2).map((item) => item._id),
    );
    const next = /^<([^>]+)>/.exec(first.response.headers.link as string)![1]!;
    const second = await t.queriesOf({ url: next, as: admin });
    expect(second.queries).toHaveLength(2);
    expect(second.response.json().map((item: ReportedItem) => item._id)).toEqual(
      all.slice(2, 4).map((item) => item._id),
    );
  });

  it('is for admins only', async () => {
    const { buyer, seller } = await castOf(t);
    expect((await t.request({ url: '/api/reports' })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/reports', as: buyer })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/reports', as: seller })).statusCode).toBe(403);
  });

  it('never shows an item that is gone, even one whose reports were left open', async () => {
    const { buyer, seller, admin } = await castOf(t);
    const bookId = await listBook(t, seller);
    await reportBook(buyer, bookId);
    // Removed behind the API's back: the report's product id is set to null, its state left open.
    await t.db.delete(listings).where(eq(listings.id, bookId));
    const [left] = await t.db.select().from(reports).where(eq(reports.reporterId, buyer.id));
    expect(left).toMatchObject({ state: 'open', productId: null, bookName: 'A Test Book' });
    expect(await itemOf(admin, bookId)).toBeUndefined();
    expect((await queue(admin)).every((item) => item.account._id && item.name)).toBe(true);
  });
});

describe('POST /api/reports/books/:id/remove', () => {
  it('removes the listing from every list at once, resolves its reports and tells the seller', async () => {
    const { buyer, seller, otherBuyer, admin } = await castOf(t);
    const bookId = await listBook(t, seller, 'Quillsworth Forgeries');
    await reportBook(buyer, bookId, 'counterfeit');
    await reportBook(otherBuyer, bookId, 'scam');
    const personReport = await reportPerson(buyer, seller.id, 'spam');
    const search = () => t.request({ url: '/api/search?q=Quillsworth', as: buyer });
    expect((await search()).json().map((book: { _id: string }) => book._id)).toEqual([bookId]);

    const removed = await t.request({
      method: 'POST',
      url: `/api/reports/books/${bookId}/remove`,
      as: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ acknowledged: true, closedCount: 2 });

    expect((await search()).json()).toEqual([]);
    const category = (await t.request({ url: '/api/categories/2?limit=100', as: buyer })).json();
    expect(category.some((book: { _id: string }) => book._id === bookId)).toBe(false);
    expect((await t.request({ url: `/api/products/${bookId}`, as: buyer })).statusCode).toBe(404);
    const mine = (
      await t.request({ url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`, as: seller })
    ).json();
    expect(mine.some((book: { _id: string }) => book._id === bookId)).toBe(false);

    expect(await itemOf(admin, bookId)).toBeUndefined();
    const closed = await t.db.select().from(reports).where(eq(reports.productId, bookId));
    expect(closed).toEqual([]);
    const resolved = await t.db
      .select({ state: reports.state, resolvedBy: reports.resolvedBy, bookName: reports.bookName })
      .from(reports)
      .where(and(eq(reports.subjectId, seller.id), eq(reports.kind, 'book')));
    expect(resolved).toEqual([
      { state: 'resolved', resolvedBy: admin.id, bookName: 'Quillsworth Forgeries' },
      { state: 'resolved', resolvedBy: admin.id, bookName: 'Quillsworth Forgeries' },
    ]);
    // The report of the seller as a person is about them, not the listing: still open.
    expect((await itemOf(admin, seller.id))?.count).toBe(1);
    expect((await t.db.select().from(reports).where(eq(reports.id, personReport)))[0]!.state).toBe('open');

    const told = (await t.request({ url: '/api/notifications', as: seller })).json();
    expect(told[0]).toMatchObject({
      kind: 'listing_removed',
      bookName: 'Quillsworth Forgeries',
      productId: null,
      bookingId: null,
      read: false,
    });

    const gone = await t.request({ method: 'POST', url: `/api/reports/books/${bookId}/remove`, as: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No such book');
  });

  it('cancels an open booking of the listing, telling the buyer, and puts the counts right', async () => {
    const cast = await castOf(t);
    const { buyer, seller, admin } = cast;
    const { bookingId, productId } = await newBooking(t, cast, 'Booked and Reported');
    expect((await act(t, seller, bookingId, 'accept')).statusCode).toBe(200);
    await reportBook(cast.otherBuyer, productId, 'scam');

    const removed = await t.request({
      method: 'POST',
      url: `/api/reports/books/${productId}/remove`,
      as: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ state: 'cancelled', productId: null, expiresAt: null });
    const history = await t.db
      .select({ state: bookingEvents.state, actorId: bookingEvents.actorId, reason: bookingEvents.reason })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(bookingEvents.id);
    expect(history.at(-1)).toEqual({ state: 'cancelled', actorId: null, reason: 'listing removed' });
    const order = (await t.request({ url: `/api/bookings/${bookingId}`, as: buyer })).json();
    expect(order).toMatchObject({ state: 'cancelled', actions: [] });
    const buyerTold = (await t.request({ url: '/api/notifications', as: buyer })).json();
    expect(buyerTold[0]).toMatchObject({
      kind: 'cancelled',
      bookingId,
      bookName: 'Booked and Reported',
      actorName: null,
    });
    const sellerTold = (await t.request({ url: '/api/notifications', as: seller })).json();
    expect(
      sellerTold
        .map((notice: { kind: string }) => notice.kind)
        .slice(0, 2)
        .sort(),
    ).toEqual(['cancelled', 'listing_removed']);
    // The buyer holds one open booking fewer, and the category's count agrees with its books.
    const open = (await t.db.execute(
      sql`select count(*)::int as n from bookings where buyer_id = ${buyer.id} and state in ('requested', 'accepted')`,
    )) as unknown as { rows: { n: number }[] };
    expect(open.rows[0]!.n).toBe(0);
    const shown = await t.request({ url: '/api/categories/2?limit=1', as: buyer });
    const counted = (await t.db.execute(
      sql`select count(*)::int as n from products where category_id = '2' and status = 'available'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(shown.headers['x-total-count'])).toBe(counted.rows[0]!.n);
  });

  it('is for admins only, and changes nothing otherwise', async () => {
    const { buyer, seller } = await castOf(t);
    const bookId = await listBook(t, seller);
    for (const as of [null, buyer, seller]) {
      const refused = await t.request({ method: 'POST', url: `/api/reports/books/${bookId}/remove`, as });
      expect(refused.statusCode).toBe(as ? 403 : 401);
    }
    expect((await t.request({ url: `/api/products/${bookId}`, as: buyer })).statusCode).toBe(200);
  });
});

describe('a listing removed by its seller, or an account deleted', () => {
  it('the seller’s own removal cancels the open booking and resolves the listing’s reports, without telling the seller', async () => {
    const cast = await castOf(t);
    const { buyer, seller, admin } = cast;
    const { bookingId, productId } = await newBooking(t, cast, 'Withdrawn Copy');
    await reportBook(cast.otherBuyer, productId, 'other');
    const removed = await t.request({ method: 'DELETE', url: `/api/products/${productId}`, as: seller });
    expect(removed.statusCode, removed.body).toBe(200);
    const [booking] = await t.db
      .select({ state: bookings.state })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(booking!.state).toBe('cancelled');
    const buyerTold = (await t.request({ url: '/api/notifications', as: buyer })).json();
    expect(buyerTold[0]).toMatchObject({ kind: 'cancelled', actorName: seller.name });
    const sellerTold = (await t.request({ url: '/api/notifications', as: seller })).json();
    expect(sellerTold.some((notice: { kind: string }) => notice.kind === 'listing_removed')).toBe(false);
    expect(await itemOf(admin, productId)).toBeUndefined();
    const [closed] = await t.db
      .select({ state: reports.state, resolvedBy: reports.resolvedBy })
      .from(reports)
      .where(eq(reports.reporterId, cast.otherBuyer.id));
    expect(closed).toEqual({ state: 'resolved', resolvedBy: seller.id });
  });

  it('deleting an account resolves the reports about the person and their listings; their own reports go with them', async () => {
    const { buyer, seller, otherBuyer, admin } = await castOf(t);
    const bookId = await listBook(t, seller);
    await reportBook(buyer, bookId, 'scam');
    await reportPerson(otherBuyer, seller.id, 'scam');
    // The seller's own report of someone else.
    await reportPerson(seller, buyer.id, 'offensive');
    expect(await itemOf(admin, buyer.id)).toBeDefined();

    const deleted = await t.request({ method: 'DELETE', url: `/api/users/${seller.id}`, as: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const items = await queue(admin);
    expect(
      items.find((item) => item._id === bookId || item._id === seller.id || item._id === buyer.id),
    ).toBeUndefined();
    const about = await t.db
      .select({ state: reports.state, resolvedBy: reports.resolvedBy, subjectName: reports.subjectName })
      .from(reports)
      .where(sql`${reports.reporterId} in (${buyer.id}, ${otherBuyer.id})`);
    expect(about).toEqual([
      { state: 'resolved', resolvedBy: admin.id, subjectName: 'A former member' },
      { state: 'resolved', resolvedBy: admin.id, subjectName: 'A former member' },
    ]);
    expect(await t.db.select().from(reports).where(eq(reports.subjectId, buyer.id))).toEqual([]);
  });
});

describe('a reported conversation', () => {
  /** The buyer asks about the seller's book through the API; the two write back and forth. */
  async function talk(buyer: TestUser, seller: TestUser, lines: number) {
    const productId = await listBook(t, seller, 'The Asked Atlas');
    const opened = await t.request({
      method: 'POST',
      url: '/api/conversations',
      as: buyer,
      payload: { productId },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const conversationId = opened.json()._id as string;
    for (let line = 1; line <= lines; line += 1) {
      const sent = await t.request({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        as: line % 2 ? buyer : seller,
        payload: { body: `Line ${line}` },
        ip: nextIp(),
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    return conversationId;
  }

  it('is reported by one of its two people, about the other; the queue shows its last messages', async () => {
    const { buyer, seller, otherBuyer, admin } = await castOf(t);
    const conversationId = await talk(buyer, seller, REPORTED_CONVERSATION_MESSAGES + 2);
    const created = await report(seller, {
      kind: 'conversation',
      conversationId,
      reason: 'scam',
      note: 'Wants a gift card',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.db.select().from(reports).where(eq(reports.reporterId, seller.id));
    expect(row).toMatchObject({
      kind: 'conversation',
      conversationId,
      productId: null,
      subjectId: buyer.id,
      subjectName: buyer.name,
      bookName: 'The Asked Atlas',
    });

    const item = await itemOf(admin, conversationId);
    expect(item).toMatchObject({
      kind: 'conversation',
      name: 'The Asked Atlas',
      account: { _id: buyer.id, name: buyer.name, email: buyer.email },
      count: 1,
      reasons: [{ reason: 'scam', count: 1 }],
      notes: [{ reason: 'scam', note: 'Wants a gift card' }],
    });
    expect(item!.imageUrl).toMatch(/^\/|^http/);
    // The last messages, oldest first: the first two are left out.
    expect(item!.messages.map((message) => message.body)).toEqual(
      Array.from({ length: REPORTED_CONVERSATION_MESSAGES }, (_, index) => `Line ${index + 3}`),
    );
    expect(item!.messages[0]).toMatchObject({ senderId: buyer.id, senderName: buyer.name });
    // Books and people have no messages.
    expect(
      (await queue(admin))
        .filter((other) => other.kind !== 'conversation')
        .every((other) => other.messages.length === 0),
    ).toBe(true);

    // Once per person; a stranger or an admin outside it cannot report it; unknown is a 404.
    const again = await report(seller, { kind: 'conversation', conversationId, reason: 'spam' });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'You have already reported this conversation',
    ]);
    for (const as of [otherBuyer, admin]) {
      const outside = await report(as, { kind: 'conversation', conversationId, reason: 'spam' });
      expect([outside.statusCode, outside.json().code]).toEqual([403, 'NOT_IN_CONVERSATION']);
    }
    const unknown = await report(buyer, {
      kind: 'conversation',
      conversationId: 'no-such-talk',
      reason: 'spam',
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CONVERSATION_NOT_FOUND']);
    expect(await t.db.$count(reports, eq(reports.kind, 'conversation'))).toBe(1);

    // The other side reports it too: one item, two reports, still about the first reported.
    await report(buyer, { kind: 'conversation', conversationId, reason: 'offensive' });
    expect(await itemOf(admin, conversationId)).toMatchObject({ count: 2, account: { _id: buyer.id } });

    // Dismissed: it leaves the queue; nothing open is a 404 the second time; admins only.
    for (const as of [null, buyer, seller]) {
      const refused = await t.request({
        method: 'POST',
        url: `/api/reports/conversations/${conversationId}/dismiss`,
        as,
      });
      expect(refused.statusCode).toBe(as ? 403 : 401);
    }
    const dismissed = await t.request({
      method: 'POST',
      url: `/api/reports/conversations/${conversationId}/dismiss`,
      as: admin,
    });
    expect(dismissed.json()).toEqual({ acknowledged: true, closedCount: 2 });
    expect(await itemOf(admin, conversationId)).toBeUndefined();
    const twice = await t.request({
      method: 'POST',
      url: `/api/reports/conversations/${conversationId}/dismiss`,
      as: admin,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('leaves the queue with the account it reports, which resolves it', async () => {
    const { buyer, seller, admin } = await castOf(t);
    const conversationId = await talk(buyer, seller, 1);
    await report(buyer, { kind: 'conversation', conversationId, reason: 'offensive' });
    expect((await itemOf(admin, conversationId))?.account._id).toBe(seller.id);
    const deleted = await t.request({ method: 'DELETE', url: `/api/users/${seller.id}`, as: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await itemOf(admin, conversationId)).toBeUndefined();
    const [row] = await t.db.select().from(reports).where(eq(reports.reporterId, buyer.id));
    expect(row).toMatchObject({ state: 'resolved', subjectId: null, conversationId });
    // Nobody is left to report in it.
    const gone = await report(buyer, { kind: 'conversation', conversationId, reason: 'spam' });
    expect(gone.statusCode).toBe(404);
  });
});

describe('POST /api/reports/{books,people}/:id/dismiss', () => {
  it('dismisses an item’s open reports: it leaves the queue, and stays reported once per person', async () => {
    const { buyer, seller, otherBuyer, admin } = await castOf(t);
    const bookId = await listBook(t, seller);
    await reportBook(buyer, bookId, 'offensive');
    await reportBook(otherBuyer, bookId, 'offensive');
    await reportPerson(buyer, seller.id, 'spam');

    const dismissed = await t.request({
      method: 'POST',
      url: `/api/reports/books/${bookId}/dismiss`,
      as: admin,
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ acknowledged: true, closedCount: 2 });
    expect(await itemOf(admin, bookId)).toBeUndefined();
    // The book is still on sale, and the seller's own report still open.
    expect((await t.request({ url: `/api/products/${bookId}`, as: buyer })).statusCode).toBe(200);
    expect((await itemOf(admin, seller.id))?.count).toBe(1);
    expect((await report(buyer, { kind: 'book', productId: bookId, reason: 'spam' })).statusCode).toBe(409);

    const person = await t.request({
      method: 'POST',
      url: `/api/reports/people/${seller.id}/dismiss`,
      as: admin,
    });
    expect(person.json()).toEqual({ acknowledged: true, closedCount: 1 });
    expect(await itemOf(admin, seller.id)).toBeUndefined();
    const states = await t.db
      .select({ state: reports.state, resolvedBy: reports.resolvedBy })
      .from(reports)
      .where(eq(reports.subjectId, seller.id));
    expect(states.every(({ state, resolvedBy }) => state === 'dismissed' && resolvedBy === admin.id)).toBe(
      true,
    );

    // Nothing left open: a clear 404, for a book and for a person.
    for (const url of [`/api/reports/books/${bookId}/dismiss`, `/api/reports/people/${seller.id}/dismiss`]) {
      const again = await t.request({ method: 'POST', url, as: admin });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('NO_OPEN_REPORTS');
    }
    // A new report of the book by someone else opens it again.
    const third = await t.signUp();
    await reportBook(third, bookId, 'spam');
    expect((await itemOf(admin, bookId))?.count).toBe(1);
  });

  it('is for admins only', async () => {
    const { buyer, seller } = await castOf(t);
    const bookId = await listBook(t, seller);
    await reportBook(buyer, bookId);
    for (const as of [null, buyer, seller]) {
      for (const url of [
        `/api/reports/books/${bookId}/dismiss`,
        `/api/reports/people/${seller.id}/dismiss`,
      ]) {
        expect((await t.request({ method: 'POST', url, as })).statusCode).toBe(as ? 403 : 401);
      }
    }
    const [row] = await t.db
      .select({ state: reports.state })
      .from(reports)
      .where(eq(reports.productId, bookId));
    expect(row!.state).toBe('open');
  });
});
