import { describe, expect, it } from 'vitest';
import { bigintCursor, isCursorOf } from './cursors.js';
import { searchQuerySchema } from './search.js';

describe('cursors', () => {
  it('holds each part to its column: integer, bigint read exactly, cents of numeric(12, 2)', () => {
    expect(isCursorOf('2147483647_1', ['integer', 'bigint'])).toBe(true);
    expect(isCursorOf('2147483648_1', ['integer', 'bigint'])).toBe(false);
    expect(isCursorOf('9007199254740991', ['bigint'])).toBe(true);
    expect(isCursorOf('9007199254740992', ['bigint'])).toBe(false);
    expect(isCursorOf('999999999999_1', ['cents', 'bigint'])).toBe(true);
    expect(isCursorOf('1000000000000_1', ['cents', 'bigint'])).toBe(false);
    for (const cursor of ['', '0', '-1', '1.5', '01', '1e3', ' 1', '1_1']) {
      expect(bigintCursor.safeParse(cursor).success, cursor).toBe(false);
    }
  });

  it("takes a search's cursor only in the shape its order's pages give", () => {
    const parse = (query: Record<string, string>) => searchQuerySchema.safeParse(query).success;
    expect(parse({ cursor: '12' })).toBe(true);
    expect(parse({ cursor: '1_12' })).toBe(false);
    expect(parse({ q: 'book', cursor: '1_12' })).toBe(true);
    expect(parse({ q: 'book', cursor: '12' })).toBe(false);
    expect(parse({ sort: 'price_asc', cursor: '950_12' })).toBe(true);
    expect(parse({ sort: 'price_asc', cursor: '' })).toBe(false);
  });
});
