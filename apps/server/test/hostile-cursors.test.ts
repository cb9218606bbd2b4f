import { beforeAll, describe, expect, it } from 'vitest';
import { newBooking } from './booking-fixtures.js';
import { useTestApp, type TestUser } from './test-app.js';

const t = useTestApp({ throughPrism: { validateRequests: false } });

const MESSAGE = /^cursor: cursor must be the value given by the previous page$/;

/**
 * A cursor's part by the column it is compared with: values just past the column's range or not a
 * whole number at all (none given by a page), and values at its edges, which a page could give.
 */
const PARTS = {
  /** A row's seq: bigint, read by the server as a JavaScript number (exact up to 2^53 - 1). */
  seq: {
    past: [
      '0',
      '-1',
      '1.5',
      '1e3',
      '+1',
      '01',
      ' 1',
      '9007199254740992',
      '9999999999999999',
      '9223372036854775807',
      '9223372036854775808',
      '9999999999999999999',
    ],
    within: ['1', '2147483648', '9007199254740991'],
  },
  /** Relevance's key: an integer (titled first or not). */
  integer: {
    past: ['-1', '1.5', '01', '2147483648', '9223372036854775808'],
    within: ['0', '1', '2147483647'],
  },
  /** A price's key: numeric(12, 2) in whole cents. */
  cents: {
    past: ['-1', '1.5', '01', '1000000000000', '9999999999999999', '9223372036854775808'],
    within: ['0', '950', '999999999999'],
  },
};

/** Every cursor a list should refuse whose parts are `columns`, and a few it should take. */
function cursorsOf(columns: (keyof typeof PARTS)[]): { refused: string[]; taken: string[] } {
  const edge = (column: keyof typeof PARTS) => PARTS[column].within.at(-1)!;
  const refused = new Set(['', '_', 'x', '1 ', '1_1_1']);
  columns.forEach((column, index) => {
    for (const past of PARTS[column].past) {
      refused.add(columns.map((other, at) => (at === index ? past : edge(other))).join('_'));
    }
    // A part missing: the shape of another list's cursor.
    if (columns.length > 1) refused.add(edge(column));
  });
  if (columns.length === 1) refused.add(`1_${edge(columns[0]!)}`);
  const taken = columns.reduce<string[]>(
    (cursors, column) =>
      cursors.length === 0
        ? PARTS[column].within
        : cursors.flatMap((cursor) => PARTS[column].within.map((part) => `${cursor}_${part}`)),
    [],
  );
  return { refused: [...refused], taken };
}

let buyer: TestUser;
let seller: TestUser;
let admin: TestUser;
let bookingId: string;

beforeAll(async () => {
  buyer = await t.signUp();
  seller = await t.signUp({ role: 'seller' });
  admin = await t.makeAdmin(await t.signUp());
  ({ bookingId } = await newBooking(t, { buyer, seller }));
});

describe('cursors past their column', () => {
  it('answers 400 "cursor must be the value given by the previous page" on every paged list', async () => {
    const lists: { url: string; as: () => TestUser; parts: (keyof typeof PARTS)[] }[] = [
      { url: '/api/categories/2', as: () => buyer, parts: ['seq'] },
      { url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`, as: () => buyer, parts: ['seq'] },
      { url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`, as: () => seller, parts: ['seq'] },
      { url: '/api/bookings', as: () => seller, parts: ['seq'] },
      { url: '/api/bookings?state=requested,accepted', as: () => seller, parts: ['seq'] },
      { url: `/api/bookings/${bookingId}/messages`, as: () => buyer, parts: ['seq'] },
      { url: '/api/notifications', as: () => seller, parts: ['seq'] },
      { url: '/api/wishlist', as: () => buyer, parts: ['seq'] },
      { url: '/api/allbuyers', as: () => admin, parts: ['seq'] },
      { url: '/api/allbuyers?role=seller', as: () => admin, parts: ['seq'] },
      { url: '/api/reports', as: () => admin, parts: ['seq'] },
      { url: '/api/admin/outbox', as: () => admin, parts: ['seq'] },
      // Search's cursor is its order's key and the row's, the row's alone when newest first.
      { url: '/api/search', as: () => buyer, parts: ['seq'] },
      { url: '/api/search?q=book&sort=newest', as: () => buyer, parts: ['seq'] },
      { url: '/api/search?q=book', as: () => buyer, parts: ['integer', 'seq'] },
      { url: '/api/search?q=book&sort=relevance&category=2', as: () => buyer, parts: ['integer', 'seq'] },
      { url: '/api/search?sort=relevance', as: () => buyer, parts: ['integer', 'seq'] },
      { url: '/api/search?sort=price_asc', as: () => buyer, parts: ['cents', 'seq'] },
      { url: '/api/search?q=book&sort=price_desc', as: () => buyer, parts: ['cents', 'seq'] },
    ];
    const wrong: string[] = [];
    for (const list of lists) {
      const { refused, taken } = cursorsOf(list.parts);
      const separator = list.url.includes('?') ? '&' : '?';
      const ask = (cursor: string) =>
        t.request({ url: `${list.url}${separator}cursor=${encodeURIComponent(cursor)}`, as: list.as() });
      for (const cursor of refused) {
        // A refused query never reaches the handler: no statement, so no error to log.
        const response = await ask(cursor);
        const body = response.json() as { message?: string };
        if (response.statusCode !== 400 || !MESSAGE.test(body.message ?? ''))
          wrong.push(`${list.url} cursor=${JSON.stringify(cursor)}: ${response.statusCode} ${response.body}`);
      }
      for (const cursor of taken) {
        const response = await ask(cursor);
        if (response.statusCode !== 200)
          wrong.push(`${list.url} cursor=${cursor}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 400 to a cursor given twice', async () => {
    const response = await t.request({ url: '/api/notifications?cursor=5&cursor=4', as: buyer });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(MESSAGE);
  });
});
