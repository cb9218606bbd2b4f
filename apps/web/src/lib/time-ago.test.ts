import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.js';

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const ago = (seconds: number) => timeAgo(new Date(now - seconds * 1000).toISOString(), now);
    expect(ago(0)).toBe('just now');
    expect(ago(59)).toBe('just now');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(5 * 60 + 30)).toBe('5 minutes ago');
    expect(ago(2 * 60 * 60)).toBe('2 hours ago');
    expect(ago(26 * 60 * 60)).toBe('yesterday');
    expect(ago(3 * 7 * 24 * 60 * 60)).toBe('3 weeks ago');
    expect(ago(400 * 24 * 60 * 60)).toBe('last year');
    // A clock a little ahead of the server's is "just now", not the future.
    expect(ago(-30)).toBe('just now');
  });
});
