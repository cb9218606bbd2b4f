import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths.js';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.js';
import { PGLITE_EXTENSIONS } from './extensions.js';
import { acquireDirectoryLock } from './lock.js';
import type { RowsQuery } from './fast-path/prepared-rows.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Both drivers give this type; code never needs to know which database it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver itself, for the few hot queries Drizzle builds but does not run (fast-path/prepared-rows.ts). */
  rows: RowsQuery;
  /** What committed changes the triggers report, for the in-memory copies. */
  changes: ChangeFeed;
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** `onQuery` sees every statement the app sends through Drizzle (tests count them). */
export interface DatabaseOptions {
  onQuery?: (sql: string, params: unknown[]) => void;
}

const loggerFor = ({ onQuery }: DatabaseOptions) =>
  onQuery ? { logQuery: (sql: string, params: unknown[]) => onQuery(sql, params) } : undefined;

/** Any fixed number: the advisory lock every instance takes around its migrations. */
const MIGRATION_LOCK = 7_215_902_114;

/**
 * Instances started together on one database would each apply the same migrations, and all but
 * one fail. Each holds a session-level advisory lock while it migrates: the others wait, then find
 * nothing left to apply.
 */
async function migrateAlone(url: string, pool: pg.Pool): Promise<void> {
  // A connection of its own, outside the pool: a pool of one is left for the migrations.
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsDir });
  } finally {
    // Ending the connection releases its lock.
    await lock.end();
  }
}

/**
 * On PostgreSQL the fast path's rows keep a timestamptz as the database's text: its reader writes it
 * out as the API's ISO text without making a Date of it first (fast-path/prepared-rows.ts). PGlite
 * gives Dates: parsers passed with a query are merged into a copy of all its parsers for each query,
 * which cost the seller's Bookings list more than the Dates do.
 */
const TIMESTAMPTZ = 1184;
const asText = (value: string) => value;
const TIMES_AS_TEXT = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openPostgres(url: string, poolMax: number, options: DatabaseOptions = {}): Database {
  // Never a parallel plan: every request's statement reads a page, and starting workers for one cost a
  // search 60 ms (db/fast-path/search-pages.ts); the requests running together already fill the cores.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, logger: loggerFor(options) }) as unknown as Db;
  const changes = postgresChangeFeed(url);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    async rows({ name, text }, values) {
      options.onQuery?.(text, values);
      return (await pool.query<unknown[]>({ name, text, values, rowMode: 'array', types: TIMES_AS_TEXT }))
        .rows;
    },
    changes,
    migrate: () => migrateAlone(url, pool),
    close: () => (closing ??= changes.close().then(() => pool.end())),
  };
}

/**
 * How long one turn of the event loop may spend starting statements one after another, in
 * milliseconds. Past it, the next statement waits for the next turn.
 */
const TURN_BUDGET_MS = 25;

/**
 * PGlite runs each statement on this thread, and ran the statements queued behind it one after
 * another without returning to the event loop: under load, new connections and requests waited
 * seconds to be read. Node takes one new connection per turn of the loop, and with a turn running
 * every statement then waiting (100 ms and more under load) a burst of new connections was taken
 * at 7 a second, the last ones after more than 10 s (the soak's timeouts). Statements (and
 * transactions) now start in the order they were asked for, one after another while the turn has
 * spent less than TURN_BUDGET_MS on them, then in the next turn: between turns the loop reads the
 * sockets and takes a new connection.
 */
export function statementsInShortTurns(client: PGlite): PGlite {
  const waiting: (() => void)[] = [];
  let turnBegan = 0;
  let scheduled = false;
  const startNextTurn = () => {
    if (scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      turnBegan = performance.now();
      waiting.shift()?.();
      startNextTurn();
    });
  };
  // A statement done within its turn's budget starts the next one at once.
  const finished = () => {
    if (waiting.length > 0 && performance.now() - turnBegan < TURN_BUDGET_MS) waiting.shift()!();
  };
  const turn = () =>
    new Promise<void>((start) => {
      waiting.push(start);
      startNextTurn();
    });
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      // PGlite's methods and getters use private fields: they run on PGlite itself, not the proxy.
      if (property !== 'query' && property !== 'transaction') return value.bind(target);
      return async (...args: unknown[]) => {
        await turn();
        try {
          return await (value as (...args: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          finished();
        }
      };
    },
  });
}

/** Wraps an already open PGlite (tests load one from a prepared snapshot). */
export function fromPglite(
  client: PGlite,
  release: () => void = () => undefined,
  options: DatabaseOptions = {},
): Database {
  const inShortTurns = statementsInShortTurns(client);
  const db = drizzlePglite(inShortTurns, { schema, logger: loggerFor(options) }) as unknown as Db;
  const changes = pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    async rows({ text }, values) {
      options.onQuery?.(text, values);
      return (await inShortTurns.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
    },
    changes,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir }),
    async close() {
      try {
        await changes.close();
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireDirectoryLock(join(dir, 'second-shelf.lock'), dir);
  try {
    const client = await PGlite.create(join(dir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Connections to PostgreSQL: config's DATABASE_POOL_MAX. */
  poolMax: number;
}): Promise<Database> | Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax)
    : openPglite(options.dataDir);
}
