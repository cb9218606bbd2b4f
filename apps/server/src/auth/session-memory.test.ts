import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../db/change-feed.js';
import type { ChangeEventOf } from '../db/change-events.js';
import { createSessionMemory, entryBytes, type SessionEntry, type SessionMemory } from './session-memory.js';

function fakeFeed() {
  const listeners: ChangeListener<'viewer_changed'>[] = [];
  const feed: ChangeFeed = {
    live: true,
    // The session memory listens to viewer_changed only.
    subscribe: async (_channel, listener) => {
      listeners.push(listener as unknown as ChangeListener<'viewer_changed'>);
    },
    caughtUp: async () => undefined,
    everyInstanceCaughtUp: async () => undefined,
    close: async () => undefined,
  };
  return {
    feed,
    notify: (event: ChangeEventOf<'viewer_changed'>) =>
      listeners.forEach((listener) => listener.onChange(event)),
    reset: () => listeners.forEach((listener) => listener.onReset()),
  };
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
      sells: false,
      isAdmin: false,
      emailVerified: false,
      sessionId: `session-${counter}`,
    },
    token: `token-${counter}-${'t'.repeat(32)}`,
    expiresAt: Date.now() + 60_000,
  };
}

/** Reads the entry as a request would, from the database (`load`) when it is not held. */
const keep = (memory: SessionMemory, item: SessionEntry) =>
  memory.read({ token: item.token }, async () => item);
/** The entry held for `token`, if any (nothing is loaded). */
const held = (memory: SessionMemory, token: string) => memory.read({ token }, async () => undefined);

describe('the session memory', () => {
  it('keeps at most maxEntries, dropping the oldest first', async () => {
    const cache = createSessionMemory(fakeFeed().feed, { maxEntries: 3 });
    const entries = Array.from({ length: 5 }, () => entry());
    for (const item of entries) await keep(cache, item);
    expect(cache.size).toBe(3);
    expect(await held(cache, entries[0]!.token)).toBeUndefined();
    expect(await held(cache, entries[1]!.token)).toBeUndefined();
    expect((await held(cache, entries[4]!.token))?.viewer.id).toBe(entries[4]!.viewer.id);
  });

  it('keeps its memory within maxBytes, however long the names, dropping the oldest first', async () => {
    const maxBytes = 64 * 1024;
    const cache = createSessionMemory(fakeFeed().feed, { maxBytes });
    const long = Array.from({ length: 50 }, () => entry('n'.repeat(4000)));
    for (const item of long) await keep(cache, item);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBe(Math.floor(maxBytes / entryBytes(long[0]!)));
    // The newest are kept, the oldest went.
    expect(await held(cache, long.at(-1)!.token)).toBeDefined();
    expect(await held(cache, long[0]!.token)).toBeUndefined();
    // Short entries after them push the long ones out as they need the room.
    const short = Array.from({ length: 100 }, () => entry());
    for (const item of short) await keep(cache, item);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    const shortHeld = await Promise.all(short.map((item) => held(cache, item.token)));
    expect(shortHeld.every((found) => found !== undefined)).toBe(true);
    // One entry larger than the whole budget is not kept at all.
    const huge = entry('h'.repeat(maxBytes));
    await keep(cache, huge);
    expect(await held(cache, huge.token)).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
  });

  it('serves an entry from memory until its session expires, then asks the database again', async () => {
    const cache = createSessionMemory(fakeFeed().feed);
    const item = { ...entry(), expiresAt: Date.now() + 50 };
    let loads = 0;
    const read = () =>
      cache.read({ token: item.token }, async () => {
        loads += 1;
        return item.expiresAt > Date.now() ? item : undefined;
      });
    expect(await read()).toBe(item);
    expect(await read()).toBe(item);
    expect(loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await read()).toBeUndefined();
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('counts the bytes back when entries are dropped, replaced or cleared', async () => {
    const { feed, notify, reset } = fakeFeed();
    const cache = createSessionMemory(feed);
    const first = entry('First');
    const second = entry('Second');
    // Two requests of one session at once both read it: the second replaces the first's entry
    // rather than counting it twice.
    await Promise.all([keep(cache, first), keep(cache, { ...first })]);
    await keep(cache, second);
    expect(cache.bytes).toBe(entryBytes(first) + entryBytes(second));
    // Read again while held: from memory, nothing counted.
    await keep(cache, { ...first });
    expect(cache.bytes).toBe(entryBytes(first) + entryBytes(second));
    notify({ channel: 'viewer_changed', kind: 'session', sessionId: first.viewer.sessionId });
    expect(cache.bytes).toBe(entryBytes(second));
    cache.forgetToken(second.token);
    expect(cache.bytes).toBe(0);
    await keep(cache, entry());
    reset();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
