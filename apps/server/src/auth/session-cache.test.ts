import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../db/change-feed.js';
import { createSessionCache, entryBytes, type SessionEntry } from './session-cache.js';

function fakeFeed() {
  const listeners: ChangeListener[] = [];
  const feed: ChangeFeed = {
    live: true,
    subscribe: async (_channel, listener) => {
      listeners.push(listener);
    },
    caughtUp: async () => undefined,
    close: async () => undefined,
  };
  return { feed, notify: (payload: string) => listeners.forEach((listener) => listener.onChange(payload)) };
}

let counter = 0;
function entry(name = 'Rina'): SessionEntry {
  counter += 1;
  return {
    viewer: {
      id: `user-${counter}`,
      email: `user-${counter}@example.com`,
      name,
      role: 'buyer',
      isAdmin: false,
      sessionId: `session-${counter}`,
    },
    token: `token-${counter}-${'t'.repeat(32)}`,
    expiresAt: Date.now() + 60_000,
  };
}

describe('the session cache', () => {
  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = createSessionCache(fakeFeed().feed, { maxEntries: 3 });
    const entries = Array.from({ length: 5 }, () => entry());
    for (const item of entries) cache.remember(item, cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.byToken(entries[0]!.token)).toBeUndefined();
    expect(cache.byToken(entries[1]!.token)).toBeUndefined();
    expect(cache.byToken(entries[4]!.token)?.viewer.id).toBe(entries[4]!.viewer.id);
  });

  it('keeps its memory within maxBytes, however long the names, dropping the oldest first', () => {
    const maxBytes = 64 * 1024;
    const cache = createSessionCache(fakeFeed().feed, { maxBytes });
    const long = Array.from({ length: 50 }, () => entry('n'.repeat(4000)));
    for (const item of long) cache.remember(item, cache.mark());
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBe(Math.floor(maxBytes / entryBytes(long[0]!)));
    // The newest are kept, the oldest went.
    expect(cache.byToken(long.at(-1)!.token)).toBeDefined();
    expect(cache.byToken(long[0]!.token)).toBeUndefined();
    // Short entries after them push the long ones out as they need the room.
    const short = Array.from({ length: 100 }, () => entry());
    for (const item of short) cache.remember(item, cache.mark());
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(short.every((item) => cache.byToken(item.token) !== undefined)).toBe(true);
    // One entry larger than the whole budget is not kept at all.
    const huge = entry('h'.repeat(maxBytes));
    cache.remember(huge, cache.mark());
    expect(cache.byToken(huge.token)).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
  });

  it('counts the bytes back when entries are dropped, replaced or cleared', () => {
    const { feed, notify } = fakeFeed();
    const cache = createSessionCache(feed);
    const first = entry('First');
    const second = entry('Second');
    cache.remember(first, cache.mark());
    cache.remember(second, cache.mark());
    expect(cache.bytes).toBe(entryBytes(first) + entryBytes(second));
    // The same session read again replaces its entry rather than counting it twice.
    cache.remember({ ...first }, cache.mark());
    expect(cache.bytes).toBe(entryBytes(first) + entryBytes(second));
    notify(`s:${first.viewer.sessionId}`);
    expect(cache.bytes).toBe(entryBytes(second));
    cache.dropToken(second.token);
    expect(cache.bytes).toBe(0);
    cache.remember(entry(), cache.mark());
    notify('*');
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
