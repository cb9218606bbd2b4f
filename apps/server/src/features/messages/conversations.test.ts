import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import {
  MESSAGE_WARNING_TEXT,
  messageWarningOf,
  type Conversation,
  type Message,
} from '@second-shelf/shared';
import { describe, expect, it } from 'vitest';
import { act, expectOpenCount, listBook, stateOf } from '../../../test/booking-fixtures.js';
import { testDatabaseUrl } from '../../../test/databases.js';
import { nextIp, useTestApp, type TestUser } from '../../../test/test-app.js';
import { until } from '../../../test/until.js';
import { PGLITE_EXTENSIONS } from '../../db/extensions.js';
import { bookings, conversations, messages, notifications } from '../../db/schema.js';

const t = useTestApp();

const open = (as: TestUser | null, productId: string) =>
  t.request({ method: 'POST', url: '/api/conversations', as, payload: { productId }, ip: nextIp() });

const say = (as: TestUser | null, conversationId: string, body: string) =>
  t.request({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    as,
    payload: { body },
    ip: nextIp(),
  });

const inbox = async (as: TestUser): Promise<Conversation[]> =>
  (await t.request({ url: '/api/conversations', as })).json();

const unreadOf = async (as: TestUser): Promise<number> =>
  (await t.request({ url: '/api/conversations/summary', as })).json().unread;

const book = (as: TestUser, productId: string) =>
  t.request({
    method: 'POST',
    url: '/api/bookings',
    as,
    ip: nextIp(),
    payload: { productId, meetingLocation: 'Central library steps', phoneNumber: '+8801712345678' },
  });

async function people() {
  const buyer = await t.signUp();
  const seller = await t.signUp({ role: 'seller' });
  return { buyer, seller, productId: await listBook(t, seller, 'Asked About') };
}

describe('Message seller: a conversation about a copy', () => {
  it('is one per buyer and copy, answered live in the inbox, and continued by the booking', async () => {
    const { buyer, seller, productId } = await people();
    const opened = await open(buyer, productId);
    expect(opened.statusCode, opened.body).toBe(201);
    const conversation: Conversation = opened.json();
    expect(conversation).toMatchObject({
      productId,
      bookName: 'Asked About',
      side: 'buyer',
      other: { id: seller.id, name: seller.name },
      booking: null,
      lastMessage: null,
      unread: false,
      blocked: false,
    });
    // Asking again is the same conversation; nothing shows in anyone's inbox before a message.
    const again = await open(buyer, productId);
    expect([again.statusCode, again.json()._id]).toEqual([200, conversation._id]);
    expect(await inbox(seller)).toEqual([]);

    const asked = await say(buyer, conversation._id, 'Any highlighting? Which printing?');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ conversationId: conversation._id, bookingId: null, warning: null });
    const [row] = await inbox(seller);
    expect(row).toMatchObject({
      _id: conversation._id,
      side: 'seller',
      other: { id: buyer.id, name: buyer.name },
      lastMessage: { body: 'Any highlighting? Which printing?', senderId: buyer.id },
      unread: true,
    });
    expect(await unreadOf(seller)).toBe(1);
    const notices = await t.db
      .select({ kind: notifications.kind, conversationId: notifications.conversationId })
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(notices).toEqual([{ kind: 'message', conversationId: conversation._id }]);

    // The seller opens it: read, and its notification too.
    const read = await t.request({
      method: 'POST',
      url: `/api/conversations/${conversation._id}/read`,
      as: seller,
    });
    expect(read.statusCode).toBe(200);
    expect(await unreadOf(seller)).toBe(0);
    expect((await t.request({ url: '/api/notifications/summary', as: seller })).json().unread).toBe(0);
    expect((await say(seller, conversation._id, 'None at all, first printing.')).statusCode).toBe(201);

    // The buyer books: the booking's thread is the same conversation, the questions first.
    const booked = await book(buyer, productId);
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId: string = booked.json().insertedId;
    const thread: Message[] = (
      await t.request({ url: `/api/bookings/${bookingId}/messages`, as: seller })
    ).json();
    expect(thread.map((message) => message.body)).toEqual([
      'None at all, first printing.',
      'Any highlighting? Which printing?',
    ]);
    const onBooking = await t.request({
      method: 'POST',
      url: `/api/bookings/${bookingId}/messages`,
      as: buyer,
      payload: { body: 'Booked! See you Friday.' },
    });
    expect(onBooking.json()).toMatchObject({ conversationId: conversation._id, bookingId });
    const [bookingRow] = await t.db
      .select({ conversationId: bookings.conversationId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(bookingRow!.conversationId).toBe(conversation._id);
    // One row in each inbox, now with its booking, the latest first.
    expect(await inbox(buyer)).toMatchObject([
      {
        _id: conversation._id,
        booking: { _id: bookingId, state: 'requested' },
        lastMessage: { body: 'Booked! See you Friday.' },
      },
    ]);
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.buyerId, buyer.id))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('leaves a seller who accepts, replies and marks as sold no unread notice about the booking', async () => {
    const { buyer, seller, productId } = await people();
    const bookingId: string = (await book(buyer, productId)).json().insertedId;
    const write = (as: TestUser, body: string) =>
      t.request({
        method: 'POST',
        url: `/api/bookings/${bookingId}/messages`,
        as,
        payload: { body },
        ip: nextIp(),
      });
    const unreadNotices = async () =>
      (await t.request({ url: '/api/notifications/summary', as: seller })).json().unread as number;
    expect((await write(buyer, 'Can we meet at the library?')).statusCode).toBe(201);
    expect(await unreadNotices()).toBe(2);
    // From the Bookings list, never opening the booking's page.
    const act = (action: string) =>
      t.request({ method: 'POST', url: `/api/bookings/${bookingId}/${action}`, as: seller, payload: {} });
    expect((await act('accept')).statusCode).toBe(200);
    expect((await write(seller, 'Yes, at five.')).statusCode).toBe(201);
    expect((await write(buyer, 'Great, see you.')).statusCode).toBe(201);
    expect(await unreadNotices()).toBe(1);
    expect((await act('complete')).statusCode).toBe(200);
    expect(await unreadNotices()).toBe(0);
    // The last message itself stays unread in Messages until the seller opens it.
    expect(await unreadOf(seller)).toBe(1);
  });

  it('lists a person’s conversations and booking threads, the latest activity first, paginated', async () => {
    const buyer = await t.signUp();
    const sellers = [await t.signUp({ role: 'seller' }), await t.signUp({ role: 'seller' })];
    const first = (await open(buyer, await listBook(t, sellers[0]!, 'First Asked'))).json()._id;
    const second = (await open(buyer, await listBook(t, sellers[1]!, 'Second Asked'))).json()._id;
    await say(buyer, first, 'Hello?');
    await say(buyer, second, 'Hello there?');
    // A booking without a question is in the inbox too.
    const booked = await listBook(t, sellers[0]!, 'Booked Straight');
    expect((await book(buyer, booked)).statusCode).toBe(201);
    expect((await inbox(buyer)).map((row) => row.bookName)).toEqual([
      'Booked Straight',
      'Second Asked',
      'First Asked',
    ]);
    // An answer brings a conversation back to the top.
    await say(sellers[0]!, first, 'Yes, still here.');
    const rows = await inbox(buyer);
    expect(rows.map((row) => [row.bookName, row.unread])).toEqual([
      ['First Asked', true],
      ['Booked Straight', false],
      ['Second Asked', false],
    ]);
    const page = await t.request({ url: '/api/conversations?limit=2', as: buyer });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('3');
    const next = /^<([^>]+)>/.exec(page.headers.link as string)![1]!;
    expect(
      (await t.request({ url: next, as: buyer })).json().map((row: Conversation) => row.bookName),
    ).toEqual(['Second Asked']);
  });

  it('is between its two people only, never about one’s own or a hidden copy', async () => {
    const { buyer, seller, productId } = await people();
    const stranger = await t.signUp();
    const id = (await open(buyer, productId)).json()._id;
    await say(buyer, id, 'Is it still available?');
    for (const [status, response] of [
      [401, await t.request({ url: `/api/conversations/${id}` })],
      [403, await t.request({ url: `/api/conversations/${id}`, as: stranger })],
      [403, await t.request({ url: `/api/conversations/${id}/messages`, as: stranger })],
      [403, await say(stranger, id, 'Me too!')],
      [403, await t.request({ method: 'POST', url: `/api/conversations/${id}/read`, as: stranger })],
      [404, await t.request({ url: '/api/conversations/no-such-conversation', as: buyer })],
    ] as const)
      expect(response.statusCode, response.body).toBe(status);
    const own = await open(seller, productId);
    expect([own.statusCode, own.json().code]).toEqual([403, 'OWN_LISTING_MESSAGE']);
    const hidden = await listBook(t, seller, 'Kept Back');
    await t.request({ method: 'POST', url: `/api/products/${hidden}/hide`, as: seller });
    expect((await open(buyer, hidden)).statusCode).toBe(404);
    expect((await open(buyer, 'no-such-copy')).statusCode).toBe(404);
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, id))) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('warnings on deals outside the site', () => {
  it('marks a link, a phone number or an email before the deal is agreed, and asking to pay outside always', () => {
    expect(messageWarningOf('Is the cover scratched?', false)).toBeNull();
    expect(messageWarningOf('Call me on +880 1712-345678', false)).toBe('contact');
    expect(messageWarningOf('write to me: nadia@example.com', false)).toBe('contact');
    expect(messageWarningOf('photos at https://example.org/book', false)).toBe('contact');
    expect(messageWarningOf('Call me on 01712345678', true)).toBeNull();
    expect(messageWarningOf('Send a bank transfer first please', true)).toBe('payment');
    expect(messageWarningOf('I take PayPal or gift cards', false)).toBe('payment');
    expect(messageWarningOf('The book is from 1998, 2nd edition, 350 pages', false)).toBeNull();
    // A book's talk: ISBNs (hyphenated or not) and dates are no phone numbers, a page number no address.
    expect(messageWarningOf('ISBN 978-0-13-110362-7, printed 2024-05-12', false)).toBeNull();
    expect(messageWarningOf('Is it 9780131103627 or 0131103628?', false)).toBeNull();
    expect(messageWarningOf('A note on page 5.In the margin, nothing else', false)).toBeNull();
    expect(messageWarningOf('Call 2125551234 after six', false)).toBe('contact');
    expect(MESSAGE_WARNING_TEXT.contact).toBe('Keep the deal on Second Shelf until you meet');
  });

  it('stores the warning with the message, as both sides read it', async () => {
    const { buyer, seller, productId } = await people();
    const id = (await open(buyer, productId)).json()._id;
    expect((await say(buyer, id, 'WhatsApp me at 01712 345 678')).json().warning).toBe('contact');
    expect((await say(seller, id, 'Pay by bank transfer and I will post it')).json().warning).toBe('payment');
    const read: Message[] = (await t.request({ url: `/api/conversations/${id}/messages`, as: buyer })).json();
    expect(read.map((message) => message.warning)).toEqual(['payment', 'contact']);
  });
});

describe('blocking', () => {
  it('stops messages and bookings both ways, until unblocked from the account page', async () => {
    const { buyer, seller, productId } = await people();
    const id = (await open(buyer, productId)).json()._id;
    expect((await say(buyer, id, 'Still there?')).statusCode).toBe(201);
    // A booking made before the block: the block cancels it, and its contact details go with it.
    const earlier = (await book(buyer, await listBook(t, seller, 'Booked Before'))).json()
      .insertedId as string;
    const detail = async (as: TestUser) => (await t.request({ url: `/api/bookings/${earlier}`, as })).json();
    expect(await detail(buyer)).toMatchObject({
      phoneNumber: '+8801712345678',
      seller: { email: seller.email },
    });
    const blocked = await t.request({ method: 'PUT', url: `/api/blocks/${buyer.id}`, as: seller });
    expect(blocked.statusCode, blocked.body).toBe(200);
    // Blocking twice changes nothing.
    expect((await t.request({ method: 'PUT', url: `/api/blocks/${buyer.id}`, as: seller })).statusCode).toBe(
      200,
    );
    expect((await t.request({ url: '/api/blocks', as: seller })).json()).toEqual([
      { _id: buyer.id, name: buyer.name, blockedAt: expect.any(String) },
    ]);
    for (const refused of [
      await say(buyer, id, 'Hello?'),
      await say(seller, id, 'Bye'),
      await book(buyer, productId),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('BLOCKED');
    }
    // Nor can the blocker book the blocked person's books, nor anyone open a new conversation.
    await t.startSelling(buyer);
    const theirs = await listBook(t, buyer, 'Theirs');
    expect((await book(seller, theirs)).json().code).toBe('BLOCKED');
    expect((await open(seller, theirs)).json().code).toBe('BLOCKED');
    expect((await t.request({ url: `/api/conversations/${id}`, as: buyer })).json().blocked).toBe(true);
    // The open booking is cancelled, the buyer told; neither sees the other's phone number or email.
    for (const as of [buyer, seller]) {
      expect(await detail(as)).toMatchObject({
        state: 'cancelled',
        phoneNumber: '',
        seller: { email: '' },
      });
    }
    const [told] = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.bookingId, earlier)));
    expect(told?.kind).toBe('cancelled');
    expect((await t.request({ url: '/api/bookings?state=requested', as: seller })).json()).toEqual([]);
    // A booking written while the block was being made (as a race would leave it) cannot be accepted.
    await t.db
      .update(bookings)
      .set({ state: 'requested', stateChangedAt: new Date() })
      .where(eq(bookings.id, earlier));
    const accept = await t.request({ method: 'POST', url: `/api/bookings/${earlier}/accept`, as: seller });
    expect([accept.statusCode, accept.json().code]).toEqual([403, 'BLOCKED']);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/bookings/${earlier}`, as: buyer })).statusCode,
    ).toBe(200);
    // Nor is the seller's email anywhere in the catalogue: only the seller and admins read it.
    const page = (await t.request({ url: `/api/products/${productId}`, as: buyer })).json();
    expect(page).not.toHaveProperty('seller_email');

    expect(
      (await t.request({ method: 'DELETE', url: `/api/blocks/${buyer.id}`, as: seller })).statusCode,
    ).toBe(200);
    expect((await say(buyer, id, 'Thanks for unblocking')).statusCode).toBe(201);
    expect((await book(buyer, productId)).statusCode).toBe(201);
  });

  it('refuses oneself and no one, and a message and a block at once end in order', async () => {
    const { buyer, seller, productId } = await people();
    expect((await t.request({ method: 'PUT', url: `/api/blocks/${buyer.id}`, as: buyer })).json().code).toBe(
      'CANNOT_BLOCK_SELF',
    );
    expect(
      (await t.request({ method: 'PUT', url: '/api/blocks/no-such-person', as: buyer })).statusCode,
    ).toBe(404);
    const id = (await open(buyer, productId)).json()._id;
    // Sent at the same moment as the block: each message is either before it (kept) or refused.
    const [messagesSent, block] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, (_, i) => say(buyer, id, `Message ${i}`))),
      t.request({ method: 'PUT', url: `/api/blocks/${buyer.id}`, as: seller }),
    ]);
    expect(block.statusCode).toBe(200);
    const statuses = messagesSent.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 403)).toBe(true);
    const kept = await t.db.select({ n: count() }).from(messages).where(eq(messages.conversationId, id));
    expect(kept[0]!.n).toBe(statuses.filter((status) => status === 201).length);
    // After the block's answer, nothing more gets through.
    expect((await say(buyer, id, 'Too late')).statusCode).toBe(403);
  });

  it('a block while the other side books and acts on their bookings: no deadlock, nothing left open', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { buyer, seller, productId } = await people();
      // A conversation already about the copy the buyer books now, and two bookings already open.
      const id = (await open(buyer, productId)).json()._id;
      expect((await say(buyer, id, 'Is it still here?')).statusCode).toBe(201);
      const earlier = await Promise.all(
        ['First Before', 'Second Before'].map(async (name) => {
          const response = await book(buyer, await listBook(t, seller, name));
          expect(response.statusCode, response.body).toBe(201);
          return response.json().insertedId as string;
        }),
      );
      const [block, booked, accepted] = await Promise.all([
        t.request({ method: 'PUT', url: `/api/blocks/${seller.id}`, as: buyer }),
        book(buyer, productId),
        act(t, seller, earlier[round % 2]!, 'accept'),
      ]);
      expect(block.statusCode, block.body).toBe(200);
      expect([201, 403], booked.body).toContain(booked.statusCode);
      expect([200, 403, 409], accepted.body).toContain(accepted.statusCode);
      // The bookings open before the block are cancelled; one written as it was made stays requested
      // and cannot be accepted.
      for (const bookingId of earlier) expect(await stateOf(t, bookingId)).toBe('cancelled');
      if (booked.statusCode === 201) {
        const late = booked.json().insertedId as string;
        expect(['requested', 'cancelled']).toContain(await stateOf(t, late));
        const refused = await act(t, seller, late, 'accept');
        expect(refused.statusCode, refused.body).not.toBe(200);
      }
      await expectOpenCount(t, buyer.id);
    }
  });

  // Only PostgreSQL runs two transactions at once: PGlite's one connection takes them in turn.
  it.skipIf(!testDatabaseUrl)(
    'an Accept of a booking written while a block is being made waits for the block, and is refused',
    async () => {
      const { buyer, seller, productId } = await people();
      const first = (await book(buyer, await listBook(t, seller, 'Held Booking'))).json()
        .insertedId as string;
      // The block will wait for this booking's row, held by another transaction, after taking both
      // people's rows and writing itself.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, first)).for('update');
        held();
        await released;
      });
      await holding;
      const blocking = t.request({ method: 'PUT', url: `/api/blocks/${seller.id}`, as: buyer });
      await until(async () => {
        const waiting = (await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] };
        return waiting.rows[0]!.n > 0;
      }, 'the block waits for the held booking');
      // Booked meanwhile (the block is not committed yet), then accepted: the Accept waits.
      const booked = await book(buyer, productId);
      expect(booked.statusCode, booked.body).toBe(201);
      const late = booked.json().insertedId as string;
      let answered = false;
      const accepting = act(t, seller, late, 'accept').finally(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      release();
      await holder;
      expect((await blocking).statusCode).toBe(200);
      const accepted = await accepting;
      expect([accepted.statusCode, accepted.json().code]).toEqual([403, 'BLOCKED']);
      expect(await stateOf(t, first)).toBe('cancelled');
      expect(await stateOf(t, late)).toBe('requested');
    },
  );
});

describe('migration 0022: the threads of bookings made before conversations', () => {
  it('gives every booking a conversation, one per buyer and copy, with its messages and unread state', async () => {
    // A database migrated up to 0021, with bookings and messages as they were then.
    const folder = mkdtempSync(join(tmpdir(), 'second-shelf-0022-'));
    const drizzleDir = fileURLToPath(new URL('../../../drizzle/', import.meta.url));
    cpSync(drizzleDir, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const tag = '0022_conversations';
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.tag < tag) }),
    );
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      await client.exec(`
        insert into categories (id, category_id, category_name, image_url)
          values ('c1', '1', 'Action & Adventure', '/images/categories/action-adventure.svg');
        insert into "user" (id, name, email, role, sells) values
          ('b', 'Bea', 'b@example.com', 'buyer', false), ('s', 'Sol', 's@example.com', 'seller', true);
        insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
          resell_price, used, location, product_condition, posted_time, seller_name, seller_email, status)
        values ('p', 's', '1', 'Action & Adventure', 'Old Book', '/images/covers/the-paper-knight.svg', 20, 9.5,
          2, 'Dhaka', 'good', '2026-11-01', 'Sol', 's@example.com', 'booked');
        insert into bookings (id, buyer_id, seller_id, product_id, user_name, email, product_name, product_price,
          image_url, seller_name, seller_email, meeting_location, phone_number, state, created_at) values
          ('k1', 'b', 's', 'p', 'Bea', 'b@example.com', 'Old Book', 9.5, '/images/covers/the-paper-knight.svg',
            'Sol', 's@example.com', 'Gate', '+8801712345678', 'cancelled', now() - interval '3 days'),
          ('k2', 'b', 's', 'p', 'Bea', 'b@example.com', 'Old Book', 9.5, '/images/covers/the-paper-knight.svg',
            'Sol', 's@example.com', 'Gate', '+8801712345678', 'requested', now() - interval '1 day'),
          ('k3', null, 's', 'p', 'A former member', '', 'Old Book', 9.5, '/images/covers/the-paper-knight.svg',
            'Sol', 's@example.com', '', '', 'cancelled', now() - interval '5 days');
        insert into messages (id, booking_id, sender_id, sender_name, body, created_at) values
          ('m1', 'k1', 's', 'Sol', 'First time', now() - interval '3 days'),
          ('m2', 'k2', 's', 'Sol', 'Second time', now() - interval '1 day'),
          ('m3', 'k3', 's', 'Sol', 'Long ago', now() - interval '5 days');
        insert into notifications (id, user_id, booking_id, kind, actor_name, book_name) values
          ('n1', 'b', 'k1', 'message', 'Sol', 'Old Book'), ('n2', 'b', 'k2', 'message', 'Sol', 'Old Book');
      `);
      for (const statement of readFileSync(join(folder, `${tag}.sql`), 'utf8').split(
        '--> statement-breakpoint',
      ))
        await client.exec(statement);
      const bookingsNow = (
        await client.query<{ id: string; conversation_id: string }>(
          'select id, conversation_id from bookings order by id',
        )
      ).rows;
      // The buyer's two bookings of the copy share one conversation; the former member's has its own.
      expect(bookingsNow[0]!.conversation_id).toBe(bookingsNow[1]!.conversation_id);
      expect(bookingsNow[2]!.conversation_id).not.toBe(bookingsNow[0]!.conversation_id);
      const talks = (
        await client.query<{
          id: string;
          buyer_id: string | null;
          buyer_unread: boolean;
          listing_id: string;
        }>('select id, buyer_id, buyer_unread, listing_id from conversations order by activity')
      ).rows;
      expect(talks.map((talk) => [talk.buyer_id, talk.buyer_unread, talk.listing_id])).toEqual([
        [null, false, 'p'],
        ['b', true, 'p'],
      ]);
      const threaded = (
        await client.query<{ id: string; conversation_id: string }>(
          'select id, conversation_id from messages order by id',
        )
      ).rows;
      expect(threaded.map((message) => message.conversation_id)).toEqual([
        bookingsNow[0]!.conversation_id,
        bookingsNow[0]!.conversation_id,
        bookingsNow[2]!.conversation_id,
      ]);
      // Two unread message notices of one conversation became one: the latest.
      const unread = (
        await client.query<{ id: string }>(
          "select id from notifications where kind = 'message' and read_at is null order by id",
        )
      ).rows;
      expect(unread.map((row) => row.id)).toEqual(['n2']);
      // A new conversation comes after every migrated one.
      const next = await client.query<{ activity: number }>(
        "insert into conversations (id, book_name, image_url) values ('new', 'x', 'y') returning activity",
      );
      expect(Number(next.rows[0]!.activity)).toBeGreaterThan(2);
    } finally {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
