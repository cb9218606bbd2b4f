import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, user } from '../schema.js';
import { columnReader, isoTimestamp } from './prepared-rows.js';

describe('isoTimestamp', () => {
  it('writes PostgreSQL’s text of a time in UTC as Date’s toISOString would, to the millisecond', () => {
    expect(isoTimestamp('2026-11-23 19:46:40.123456+00')).toBe('2026-11-23T19:46:40.123Z');
    expect(isoTimestamp('2026-11-23 19:46:40.999999+00')).toBe('2026-11-23T19:46:40.999Z');
    expect(isoTimestamp('2026-11-23 19:46:40.5+00')).toBe('2026-11-23T19:46:40.500Z');
    expect(isoTimestamp('2026-01-02 03:04:05+00')).toBe('2026-01-02T03:04:05.000Z');
  });

  it('reads any other offset through the driver’s parser, to the same instant', () => {
    expect(isoTimestamp('2026-11-24 01:16:40.123456+05:30')).toBe('2026-11-23T19:46:40.123Z');
    expect(isoTimestamp('2026-11-23 16:46:40-03')).toBe('2026-11-23T19:46:40.000Z');
  });

  it('writes a Date (PGlite’s rows) as its toISOString', () => {
    expect(isoTimestamp(new Date('2026-11-23T19:46:40.123Z'))).toBe('2026-11-23T19:46:40.123Z');
  });
});

describe('columnReader', () => {
  const columns = {
    _id: listings.id,
    seq: listings.seq,
    resell_price: listings.resellPrice,
    isbn: listings.isbn,
    verified_at: user.verifiedAt,
    computed: sql<boolean>`true`.as('computed'),
  };
  const read = columnReader<Record<string, unknown>>(columns);

  it('decodes each cell as its column does, from where the columns begin in the row', () => {
    const row = ['before', 'b1', '42', '24.50', '9780141439518', '2026-11-23 19:46:40.123456+00', false];
    expect(read(row, 1)).toEqual({
      _id: 'b1',
      seq: 42,
      resell_price: 24.5,
      isbn: '9780141439518',
      verified_at: '2026-11-23T19:46:40.123Z',
      computed: false,
    });
  });

  it('keeps a null null, whatever the column decodes', () => {
    expect(read(['b2', null, null, null, null, null], 0)).toEqual({
      _id: 'b2',
      seq: null,
      resell_price: null,
      isbn: null,
      verified_at: null,
      computed: null,
    });
  });

  it('makes every row with its fields in the columns’ order', () => {
    expect(Object.keys(read(['b3', '1', '2', null, null, true], 0))).toEqual(Object.keys(columns));
  });

  it('refuses a column that would set the prototype of what it reads', () => {
    expect(() => columnReader({ ['__proto__']: listings.id })).toThrow(/__proto__/);
  });
});
