// The databases the bench owns (a PostgreSQL database beside BENCH_DATABASE_URL's, or a PGlite
// directory), the production server started on them, and the bare servers of bench/bare-server.mjs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../apps/server/src/db/extensions.js';
import {
  serverEnvironment,
  spawnServer,
  waitUntilUp,
  type ChildServer,
} from '../../apps/server/test/child-server.js';
import { freePort } from '../../apps/server/test/free-port.js';
import { ADMIN_URL, BENCH_SETTINGS, benchDir, type DatabaseKind } from './settings.js';

export type Query = (text: string, params?: unknown[]) => Promise<unknown[]>;

/** A database the bench owns: SQL from outside the server (filling, checking). */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** What the server and the bare servers are pointed at: a URL or the data directory. */
  target: string;
  serverSettings(port: number): NodeJS.ProcessEnv;
  /** Runs `work` with a direct connection; PGlite's directory is the server's, so it must be stopped. */
  withSql<T>(work: (query: Query) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

/** How the results name a database. */
export const labelOf = (database: BenchDatabase) => (database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite');

export async function postgresDatabase(): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists second_shelf_bench with (force)');
  await admin.query('create database second_shelf_bench');
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = '/second_shelf_bench';
  const target = url.toString();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-pg-'));
  return {
    kind: 'postgres',
    target,
    serverSettings: (port) =>
      serverEnvironment({ port, dataDir, databaseUrl: target, extra: BENCH_SETTINGS }),
    async withSql(work) {
      const client = new pg.Client({ connectionString: target });
      await client.connect();
      try {
        return await work(async (text, params) => (await client.query(text, params)).rows);
      } finally {
        await client.end();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query('drop database if exists second_shelf_bench with (force)');
      await client.end();
    },
  };
}

export function pgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-pglite-'));
  return {
    kind: 'pglite',
    target: dataDir,
    serverSettings: (port) => serverEnvironment({ port, dataDir, extra: BENCH_SETTINGS }),
    async withSql(work) {
      const client = await PGlite.create(join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
      try {
        return await work(async (text, params) => (await client.query(text, params)).rows);
      } finally {
        await client.close();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the production server; the time to its first 200 is the start-up time. */
export async function startServer(
  database: BenchDatabase,
): Promise<{ server: ChildServer; startupMs: number }> {
  const port = await freePort();
  const began = performance.now();
  const server = spawnServer(database.serverSettings(port));
  await waitUntilUp(server, 120_000);
  return { server, startupMs: Math.round(performance.now() - began) };
}

/**
 * The app on one database, started when a measurement needs it and stopped when a bare server
 * needs the database to itself (PGlite's directory has room for one process).
 */
export interface AppOnDemand {
  /** The running app, started if it is not. */
  app(): Promise<ChildServer>;
  /** Stops the app if it runs. */
  stopped(): Promise<void>;
  /** Takes an app started elsewhere as the running one. */
  adopt(server: ChildServer): void;
}

export function appOnDemand(database: BenchDatabase): AppOnDemand {
  let running: ChildServer | undefined;
  return {
    app: async () => (running ??= (await startServer(database)).server),
    async stopped() {
      await running?.stop();
      running = undefined;
    },
    adopt(server) {
      running = server;
    },
  };
}

export interface BareServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts a bare server of bench/bare-server.mjs and waits for its "ready". */
export async function startBare(mode: string, target: string, ...more: string[]): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(benchDir, 'bare-server.mjs'), String(port), mode, target, ...more],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare server (${mode}) exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
