import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './prepared-rows.js';

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
