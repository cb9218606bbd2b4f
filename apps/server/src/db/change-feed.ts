import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { decodeChangeEvent, type Channel, type ChangeEventOf } from './change-events.js';

export type { Channel } from './change-events.js';

export interface ChangeListener<C extends Channel = Channel> {
  /** A change committed in the database, as its trigger reported it (change-events.ts). */
  onChange(event: ChangeEventOf<C>): void;
  /**
   * Changes may have been missed (the listening connection dropped), or one was reported that this
   * code cannot read (a trigger newer or older than it): forget everything.
   */
  onReset(): void;
}

/** A listener as a feed keeps it, with those of other channels; `deliver` hands it only its own. */
type Kept = ChangeListener<Channel>;

function keep<C extends Channel>(listener: ChangeListener<C>): Kept {
  return {
    onChange: (event) => listener.onChange(event as ChangeEventOf<C>),
    onReset: () => listener.onReset(),
  };
}

/** Hands a trigger's payload on `channel` to that channel's listeners, read once for all of them. */
function deliver(channel: Channel, payload: string, listeners: readonly Kept[]): void {
  const event = decodeChangeEvent(channel, payload);
  for (const listener of listeners) {
    if (event) listener.onChange(event);
    else listener.onReset();
  }
}

/**
 * What the database says has changed, for the in-memory copies every server instance keeps (signed-in
 * sessions, the category list). Those copies may be used only while `live` is true: only then is every
 * committed change reported.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe<C extends Channel>(channel: C, listener: ChangeListener<C>): Promise<void>;
  /** Resolves once every change committed before the call has been reported (tests use it). */
  caughtUp(): Promise<void>;
  /**
   * Resolves once every instance listening on this database has been reported every change
   * committed before the call (a sign-out must hold on all of them before it is answered), or after
   * `boundMs` if one of them does not say so (it may have just died: it serves no one then).
   */
  everyInstanceCaughtUp(boundMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite runs in this process and reports a NOTIFY before the statement that caused it returns: the
 * feed is live from the start and never misses anything.
 */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  const unsubscribes: (() => Promise<void>)[] = [];
  // One PGlite listener per channel, whatever the number of our own: PGlite's cost is per listener.
  const listeners = new Map<Channel, Kept[]>();
  return {
    live: true,
    async subscribe(channel, listener) {
      const list = listeners.get(channel);
      if (list) {
        list.push(keep(listener));
        return;
      }
      const fresh = [keep(listener)];
      listeners.set(channel, fresh);
      unsubscribes.push(await client.listen(channel, (payload) => deliver(channel, payload, fresh)));
    },
    caughtUp: async () => undefined,
    everyInstanceCaughtUp: async () => undefined,
    async close() {
      if (client.closed) return;
      await Promise.all(unsubscribes.splice(0).map((unsubscribe) => unsubscribe()));
    },
  };
}

const RECONNECT_MS = 1000;
/** How the listening connection names itself in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION = 'second-shelf-change-feed';
const CAUGHT_UP_CHANNEL = 'change_feed_caught_up';
/** An instance asks every instance to say it has caught up (payload: a token)… */
const ROLL_CALL_CHANNEL = 'change_feed_roll_call';
/** …and each answers with the same token. */
const PRESENT_CHANNEL = 'change_feed_present';
const ROLL_CALL_BOUND_MS = 1000;
const OWN_CHANNELS = [CAUGHT_UP_CHANNEL, ROLL_CALL_CHANNEL, PRESENT_CHANNEL];

/**
 * PostgreSQL delivers a NOTIFY at commit to every listening connection: one connection per instance,
 * outside the pool. While it is down the feed is not live (the copies are bypassed) and it reconnects
 * every second; each drop resets the listeners, since changes made meanwhile were not reported.
 */
export function postgresChangeFeed(connectionString: string): ChangeFeed {
  const listeners = new Map<string, Kept[]>();
  const waiting = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let serial = 0;
  /** This instance's tokens are told apart from the other instances' by this prefix. */
  const instance = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  /** Roll calls under way: how many answers each still waits for. */
  const rollCalls = new Map<string, { missing: number; done: () => void }>();

  const reset = () => {
    live = false;
    for (const list of listeners.values()) for (const listener of list) listener.onReset();
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: CHANGE_FEED_APPLICATION });
      next.on('notification', ({ channel, payload = '' }) => {
        if (channel === CAUGHT_UP_CHANNEL) {
          waiting.get(payload)?.();
          waiting.delete(payload);
          return;
        }
        if (channel === ROLL_CALL_CHANNEL) {
          // Notifications come in commit order: every change before the roll call has been reported.
          next.query('SELECT pg_notify($1, $2)', [PRESENT_CHANNEL, payload]).catch(() => undefined);
          return;
        }
        if (channel === PRESENT_CHANNEL) {
          const call = rollCalls.get(payload);
          if (call && --call.missing <= 0) call.done();
          return;
        }
        const list = listeners.get(channel);
        if (list) deliver(channel as Channel, payload, list);
      });
      const lost = () => {
        if (client !== next) return;
        client = undefined;
        reset();
        for (const resolve of waiting.values()) resolve();
        waiting.clear();
        for (const call of rollCalls.values()) call.done();
        scheduleReconnect();
      };
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        for (const channel of [...listeners.keys(), ...OWN_CHANNELS]) await next.query(`LISTEN "${channel}"`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        live = true;
      } catch {
        next.removeAllListeners('end');
        await next.end().catch(() => undefined);
        scheduleReconnect();
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    get live() {
      return live;
    },
    async subscribe(channel, listener) {
      const list = listeners.get(channel);
      if (list) list.push(keep(listener));
      else listeners.set(channel, [keep(listener)]);
      if (client) {
        // Not reported until LISTEN has run: the copies stay bypassed until then.
        live = false;
        await client.query(`LISTEN "${channel}"`);
        live = client !== undefined;
      } else await connect();
    },
    caughtUp() {
      if (!client) return Promise.resolve();
      // Notifications come in commit order: once our own arrives, every earlier one has.
      const token = String(++serial);
      const arrived = new Promise<void>((resolve) => waiting.set(token, resolve));
      return client.query('SELECT pg_notify($1, $2)', [CAUGHT_UP_CHANNEL, token]).then(() => arrived);
    },
    async everyInstanceCaughtUp(boundMs = ROLL_CALL_BOUND_MS) {
      const current = client;
      if (!current) return;
      const token = `${instance}:${++serial}`;
      let timer: NodeJS.Timeout | undefined;
      try {
        // Every listening connection on this database, this one included, is one instance's feed.
        const { rows } = await current.query<{ listening: number }>(
          `SELECT count(*)::int AS listening FROM pg_stat_activity
            WHERE application_name = $1 AND datname = current_database()`,
          [CHANGE_FEED_APPLICATION],
        );
        const answered = new Promise<void>((resolve) => {
          rollCalls.set(token, { missing: rows[0]?.listening ?? 1, done: resolve });
          timer = setTimeout(resolve, boundMs);
        });
        await current.query('SELECT pg_notify($1, $2)', [ROLL_CALL_CHANNEL, token]);
        await answered;
      } catch {
        // The feed dropped: every instance reads sessions from the database until it is back.
      } finally {
        clearTimeout(timer);
        rollCalls.delete(token);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      const current = client;
      client = undefined;
      live = false;
      await current?.end().catch(() => undefined);
    },
  };
}
