import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Viewer } from './viewer.js';

export interface SessionEntry {
  viewer: Viewer;
  token: string;
  /** When the session ends (milliseconds since the epoch). */
  expiresAt: number;
}

/** A session is looked up by its token (a cookie) or by its id (a bearer token names it). */
export type SessionKey = { token: string } | { sessionId: string };

/**
 * Roughly what an entry holds in memory, in bytes: its strings (two bytes a character, as V8 may
 * store them; the maps' keys are the same strings) and a fixed allowance for the objects and the
 * three maps' slots. An estimate, but one that grows with the strings, which are what a hostile
 * sign-up would make long.
 */
export function entryBytes(entry: SessionEntry): number {
  const { viewer, token } = entry;
  const characters =
    viewer.id.length + viewer.email.length + viewer.name.length + viewer.sessionId.length + token.length;
  return 2 * characters + 400;
}

/**
 * Signed-in sessions with their users, kept in memory so that checking a request costs no database
 * round trip (sessions.ts is its one user). An entry goes the moment the database reports a change
 * to its session or user (the triggers of migration 0003: sign-out, expiry clean-up, refresh, role
 * change, account deleted, whoever made it), when the session expires, and when the feed is not
 * live. Bounded in entries and in bytes (`entryBytes`): past either bound the least recently used
 * entries go first.
 */
export function createSessionMemory(
  feed: ChangeFeed,
  { maxEntries = 20_000, maxBytes = 16 * 1024 * 1024 } = {},
) {
  const sessionIdByToken = new Map<string, string>();
  const sessionIdsByUser = new Map<string, Set<string>>();
  const bySessionId = new LRUCache<string, SessionEntry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: entryBytes,
    // Whatever takes an entry out (a drop, a replacement, eviction, expiry), its lookups go with it.
    dispose(entry, sessionId) {
      if (sessionIdByToken.get(entry.token) === sessionId) sessionIdByToken.delete(entry.token);
      const ofUser = sessionIdsByUser.get(entry.viewer.id);
      ofUser?.delete(sessionId);
      if (ofUser?.size === 0) sessionIdsByUser.delete(entry.viewer.id);
    },
  });
  // Bumped by every drop: a database read that began before a drop may hold what the drop removed.
  let generation = 0;

  function dropSession(sessionId: string): void {
    generation += 1;
    bySessionId.delete(sessionId);
  }

  function dropUser(userId: string): void {
    generation += 1;
    for (const sessionId of [...(sessionIdsByUser.get(userId) ?? [])]) bySessionId.delete(sessionId);
  }

  function clear(): void {
    generation += 1;
    bySessionId.clear();
  }

  const ready = feed.subscribe('viewer_changed', {
    onChange(event) {
      if (event.kind === 'session') dropSession(event.sessionId);
      else dropUser(event.userId);
    },
    onReset: clear,
  });

  /** Keeps what was read, unless something was dropped since the read began (`readFrom`). */
  function keep(entry: SessionEntry, readFrom: number): void {
    if (readFrom !== generation || !feed.live) return;
    const sessionId = entry.viewer.sessionId;
    const ttl = entry.expiresAt - Date.now();
    // Too large for the whole budget, or already over: not kept, nor what was kept of the session.
    if (ttl <= 0 || entryBytes(entry) > maxBytes) {
      bySessionId.delete(sessionId);
      return;
    }
    bySessionId.set(sessionId, entry, { ttl });
    sessionIdByToken.set(entry.token, sessionId);
    const ofUser = sessionIdsByUser.get(entry.viewer.id);
    if (ofUser) ofUser.add(sessionId);
    else sessionIdsByUser.set(entry.viewer.id, new Set([sessionId]));
  }

  return {
    /** Resolves once the memory listens to the database's changes. */
    ready,
    /**
     * The session `key` names: from memory while it is held here and alive; otherwise what `load`
     * reads from the database (undefined: no usable session), which is then held, unless the
     * database reported a change while it was being read.
     */
    async read(
      key: SessionKey,
      load: () => Promise<SessionEntry | undefined>,
    ): Promise<SessionEntry | undefined> {
      const sessionId = 'token' in key ? sessionIdByToken.get(key.token) : key.sessionId;
      const held = sessionId === undefined || !feed.live ? undefined : bySessionId.get(sessionId);
      if (held) return held;
      const readFrom = generation;
      const loaded = await load();
      if (loaded) keep(loaded, readFrom);
      return loaded;
    },
    /** This instance ended the session: gone before the answer is sent. */
    forgetToken(token: string): void {
      const sessionId = sessionIdByToken.get(token);
      if (sessionId === undefined) generation += 1;
      else dropSession(sessionId);
    },
    /** This instance changed or deleted the user: their sessions go before the answer is sent. */
    forgetUser: dropUser,
    get size() {
      return bySessionId.size;
    },
    /** The estimated memory of the entries kept (see `entryBytes`). */
    get bytes() {
      return bySessionId.calculatedSize;
    },
  };
}

export type SessionMemory = ReturnType<typeof createSessionMemory>;
