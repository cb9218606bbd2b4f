// `npm run bench`: the production server on PostgreSQL and on PGlite, measured with autocannon on
// 127.0.0.1 against the limits of its own machine (bench/bare-server.mjs), side by side in one run.
// Writes bench/results.md between its markers. Settings (environment):
//   BENCH_SECONDS (6) per measured run, after a BENCH_WARMUP (2) second warm-up, BENCH_ROUNDS (3)
//   runs of the app and of its limits in turns, of which each side's median is kept;
//   BENCH_CONNECTIONS (50); BENCH_PG_BOOKS (1000000); BENCH_PGLITE_BOOKS (100000);
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL; a database "second_shelf_bench" is made beside it);
//   BENCH_ONLY: some of postgres, pglite (the databases), catalogue, search, deal, photos (the parts
//   measured on each: the catalogue and booking; search, issue 18; the deal after the booking, issue
//   16; photo uploads and serving, issue 17) and lighthouse, separated by commas: e.g. BENCH_ONLY=deal runs the deal part on both databases, BENCH_ONLY=deal,postgres on
//   PostgreSQL only; BENCH_LIGHTHOUSE=0 skips the page audits;
//   BENCH_TRANSITION_BOOKINGS (50000 on PostgreSQL, 20000 on PGlite) bookings prepared for each
//   transition; BENCH_MESSAGE_RATE (50) messages a second between the two instances;
//   LIGHTHOUSE_RUNS (5) audits of each page, the median one reported; BENCH_RESULTS (bench/results.md)
//   the file the results go to, between its bench markers (a file not there yet is made with them).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import type { BookingAction, LiveEvent } from '@second-shelf/shared';
import { LIMITS } from '../apps/server/src/lib/rate-limit.js';
import { PGLITE_EXTENSIONS } from '../apps/server/src/db/extensions.js';
import { ApiClient, nextAddress, type Account } from '../apps/server/test/api-client.js';
import {
  serverEnvironment,
  spawnServer,
  waitUntilUp,
  type ChildServer,
} from '../apps/server/test/child-server.js';
import { freePort } from '../apps/server/test/free-port.js';
import { captureStatements, type Captured } from './capture-statements.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_BOOKS = Number(process.env.BENCH_PG_BOOKS ?? 1_000_000);
const PGLITE_BOOKS = Number(process.env.BENCH_PGLITE_BOOKS ?? 100_000);
const SMALL_BOOKS = 1_000;
/**
 * The app's settings for every measured server: client addresses from X-Forwarded-For (the load
 * comes from one address), and no cap on one buyer's open bookings (one buyer books them all).
 */
const BENCH_SETTINGS = { TRUST_PROXY: 'true', MAX_OPEN_BOOKINGS: '1000000' };
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const TRANSITION_BOOKINGS = process.env.BENCH_TRANSITION_BOOKINGS
  ? Number(process.env.BENCH_TRANSITION_BOOKINGS)
  : undefined;
const MESSAGE_RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 50);
/** Open booking threads while messages are delivered between two instances (issue 16). */
const THREADS = 50;
const CATEGORY = '1';
const ONLY_TEXT = process.env.BENCH_ONLY ?? '';
const ONLY = new Set(
  ONLY_TEXT.split(',')
    .map((word) => word.trim())
    .filter(Boolean),
);
const DATABASE_KINDS = ['postgres', 'pglite'] as const;
const SECTIONS = ['catalogue', 'search', 'deal', 'photos'] as const;
for (const word of ONLY) {
  if (![...DATABASE_KINDS, ...SECTIONS, 'lighthouse'].includes(word)) {
    throw new Error(
      `BENCH_ONLY: no part named ${word} (postgres, pglite, catalogue, search, deal, photos, lighthouse)`,
    );
  }
}
/** Whether BENCH_ONLY lets this part run: each kind of word it names narrows the parts to those named. */
function runs(kind: (typeof DATABASE_KINDS)[number], section: (typeof SECTIONS)[number]): boolean {
  if (ONLY.size === 0) return true;
  const kinds = DATABASE_KINDS.filter((word) => ONLY.has(word));
  const sections = SECTIONS.filter((word) => ONLY.has(word));
  if (kinds.length === 0 && sections.length === 0) return false;
  return (
    (kinds.length === 0 || kinds.includes(kind)) && (sections.length === 0 || sections.includes(section))
  );
}
const benchDir = import.meta.dirname;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: number;
}
interface Row {
  database: string;
  scenario: string;
  app: Figures;
  limitName?: string;
  limit?: Figures;
}

const rows: Row[] = [];
const notes: string[] = [];
interface Delivery {
  database: string;
  streams: number;
  rate: number;
  seconds: number;
  measured: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  refused: number;
}
const deliveries: Delivery[] = [];
const targets: { database: string; target: string; measured: string; met: boolean }[] = [];

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

type LoadRequest = NonNullable<autocannon.Options['requests']>[number];

/** A warm-up, then the measured run, each bounded by its duration. */
async function load(url: string, request: LoadRequest): Promise<Figures> {
  const options = { url, connections: CONNECTIONS, requests: [request] };
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ok: result['2xx'],
  };
}

/** A database the bench owns: SQL from outside the server (filling, checking). */
interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** What the server and the bare servers are pointed at: a URL or the data directory. */
  target: string;
  serverSettings(port: number): NodeJS.ProcessEnv;
  /** Runs `work` with a direct connection; PGlite's directory is the server's, so it must be stopped. */
  withSql<T>(
    work: (query: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<T>,
  ): Promise<T>;
  drop(): Promise<void>;
}

async function postgresDatabase(): Promise<BenchDatabase> {
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

function pgliteDatabase(): BenchDatabase {
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
async function startServer(database: BenchDatabase): Promise<{ server: ChildServer; startupMs: number }> {
  const port = await freePort();
  const began = performance.now();
  const server = spawnServer(database.serverSettings(port));
  await waitUntilUp(server, 120_000);
  return { server, startupMs: Math.round(performance.now() - began) };
}

/** Starts a bare server of bench/bare-server.mjs and waits for its "ready". */
async function startBare(
  mode: string,
  target: string,
  ...more: string[]
): Promise<{ url: string; stop: () => Promise<void> }> {
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

/**
 * Titles and authors of the bench's books: a title is "The <adjective> <noun>", so that each noun is
 * in one book of NOUNS.length (the search's common word), and each author one of AUTHORS.
 */
const ADJECTIVES = `silent hidden golden broken last secret lost distant paper iron quiet wild bright
  hollow crimson winter summer northern burning frozen ancient little endless stolen sleeping wandering
  painted forgotten velvet silver emerald midnight scarlet gentle restless twelfth final`.split(/\s+/);
const NOUNS = `garden river orchard kingdom harbour lantern mirror forest island castle mountain
  shadow compass voyage letter empire station meadow library bridge tower valley desert ocean village
  market window circle engine theatre storm citadel temple canyon glacier prairie fortress carnival
  cathedral lighthouse observatory`.split(/\s+/);
const AUTHORS = `Rahman Chowdhury Hossain Ahmed Islam Begum Khan Das Roy Sarkar Smith Jones Brown Taylor
  Wilson Evans Thomas Walker Wright Hughes Martin Garcia Rossi Müller Dubois Novak Silva Costa Tanaka`.split(
  /\s+/,
);
const sqlArray = (words: string[]) =>
  `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(', ')}]`;

/** Adds books to the catalogue in one statement per 100,000, spread over the three categories. */
async function fillBooks(database: BenchDatabase, seller: Account, upTo: number): Promise<void> {
  await database.withSql(async (query) => {
    const [{ n }] = (await query('select count(*)::int as n from products')) as [{ n: number }];
    for (let have = n; have < upTo;) {
      const batch = Math.min(100_000, upTo - have);
      await query(
        `insert into products (id, seller_id, category_id, category_name, book_name, author, image_url,
           original_price, resell_price, used, location, product_condition, posted_time, seller_name, seller_email)
         select gen_random_uuid()::text, $1, c.category_id, c.category_name,
           initcap('the ' || (${sqlArray(ADJECTIVES)})[1 + g % ${ADJECTIVES.length}] || ' '
             || (${sqlArray(NOUNS)})[1 + (g / ${ADJECTIVES.length}) % ${NOUNS.length}]),
           (${sqlArray(AUTHORS)})[1 + (g / 7) % ${AUTHORS.length}],
           '/images/covers/the-paper-knight.svg', 20, 5 + g % 20, 2, 'Dhaka, Dhanmondi', 'good', '2026-11-22', $2, $3
         from generate_series($4::int, $5::int) g
         join categories c on c.category_id = ((g % 3) + 1)::text`,
        [seller.id, `seller ${seller.email}`, seller.email, have + 1, have + batch],
      );
      have += batch;
      log(`${database.kind}: ${have.toLocaleString('en')} books`);
    }
    await query('vacuum analyze products');
    // Written out now, so that no checkpoint of the fill runs under a measurement.
    await query('checkpoint');
  });
}

/** The bytes the app answers a GET with, for the bare server that sends the same bytes. */
async function answerBytes(url: string, path: string, cookie: string): Promise<string> {
  const response = await fetch(`${url}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer()).toString('base64');
}

/** Busy and total CPU time of the machine so far, from /proc/stat (Linux). */
function cpuTimes(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * Waits (at most 30 s) until the machine has been at least 90 % idle for a second: filling a
 * million books leaves PostgreSQL and the kernel writing for a while, which the first
 * measurement would otherwise pay for.
 */
async function quiet(): Promise<void> {
  for (let waited = 0; waited < 30; waited += 1) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTimes();
    if ((after.busy - before.busy) / (after.total - before.total) <= 0.1) return;
  }
  log('the machine did not quiet down within 30 s; measuring anyway');
}

const missing = (): never => {
  throw new Error('a measurement is missing');
};

/** The run with the median throughput of several. */
function median(runs: Figures[]): Figures {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
}

/**
 * Measures each side in turn, ROUNDS times (app, limit, app, limit, …), and keeps each side's
 * median run: the machine is shared and its speed drifts, so a side measured minutes after the
 * other, or once, may be compared with a different machine.
 */
async function inTurns(...sides: (() => Promise<Figures>)[]): Promise<Figures[]> {
  await quiet();
  const runs: Figures[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, side] of sides.entries()) runs[index]!.push(await side());
  }
  return runs.map(median);
}

async function benchDatabase(database: BenchDatabase, books: number): Promise<void> {
  const label = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  // The app is started when a measurement needs it and stopped when a bare server needs the
  // database to itself (PGlite's directory has room for one process).
  let running: ChildServer | undefined;
  const app = async () => (running ??= (await startServer(database)).server);
  const appStopped = async () => {
    await running?.stop();
    running = undefined;
  };
  const bareLoad = async (mode: 'page' | 'insert', request: LoadRequest) => {
    await appStopped();
    const bare = await startBare(mode, database.target);
    try {
      return await load(bare.url, request);
    } finally {
      await bare.stop();
    }
  };

  const client = new ApiClient((await app()).url);
  const seller = await client.signUp('seller');
  const buyer = await client.signUp('buyer');
  const orderer = await client.signUp('buyer');
  await appStopped();

  const page = (cursor?: number) => `/api/categories/${CATEGORY}${cursor ? `?cursor=${cursor}` : ''}`;
  const asBuyer = (path: string): LoadRequest => ({ method: 'GET', path, headers: { cookie: buyer.cookie } });

  // A catalogue of 1,000 books: the first page, in the app and in the bare driver.
  await fillBooks(database, seller, SMALL_BOOKS);
  log(`${label}: category page with ${SMALL_BOOKS} books`);
  const [smallPage = missing(), smallPageLimit] = await inTurns(
    async () => load((await app()).url, asBuyer(page())),
    () => bareLoad('page', { method: 'GET', path: page() }),
  );
  await appStopped();
  rows.push({
    database: label,
    scenario: `category first page, ${SMALL_BOOKS.toLocaleString('en')} books (buyer)`,
    app: smallPage,
    limitName: 'node:http + driver, same SQL',
    limit: smallPageLimit,
  });

  await fillBooks(database, seller, books);
  const deepCursor = await database.withSql(async (query) => {
    const [row] = (await query(
      `select seq from products where category_id = $1 and status = 'available' order by seq desc offset $2 limit 1`,
      [CATEGORY, Math.floor(books / 3 / 2)],
    )) as [{ seq: string | number }];
    return Number(row.seq);
  });
  const productIds = await database.withSql(async (query) =>
    (
      (await query(`select id from products where status = 'available' order by random() limit 300000`)) as {
        id: string;
      }[]
    ).map((row) => row.id),
  );

  const started = await startServer(database);
  running = started.server;
  notes.push(
    `${label}: start-up to the first 200 on an existing database of ${books.toLocaleString('en')} books: ${started.startupMs} ms`,
  );
  // A buyer with 50 orders for My Orders.
  const bigClient = new ApiClient(running.url);
  for (const productId of productIds.splice(0, 50)) {
    const booked = await bigClient.call('POST', '/api/bookings', {
      as: orderer,
      body: { productId, meetingLocation: 'Dhaka', phoneNumber: '01700000000' },
    });
    if (booked.status !== 201) throw new Error(`booking for My Orders: ${booked.status}`);
  }
  const myOrders = `/api/myorders?email=${encodeURIComponent(orderer.email)}`;
  const gets: { scenario: string; path: string; cookie: string }[] = [
    { scenario: 'GET /api/categories (public)', path: '/api/categories', cookie: '' },
    {
      scenario: `category first page, ${books.toLocaleString('en')} books (buyer)`,
      path: page(),
      cookie: buyer.cookie,
    },
    { scenario: `category deep page by cursor (buyer)`, path: page(deepCursor), cookie: buyer.cookie },
    { scenario: 'GET /api/myorders, 50 orders (buyer)', path: myOrders, cookie: orderer.cookie },
  ];
  const answers: Record<string, string> = {};
  for (const get of gets) answers[get.path] = await answerBytes(running.url, get.path, get.cookie);
  // Each app GET in turns with its limits: the same bytes from bare node:http (it needs no
  // database) and, for the category pages, the same SQL through the same driver.
  const answersFile = join(os.tmpdir(), `bench-answers-${process.pid}.json`);
  writeFileSync(answersFile, JSON.stringify(answers));
  const bytesServer = await startBare('bytes', answersFile);
  const appFigures = new Map<string, Figures>();
  const byteLimits = new Map<string, Figures>();
  const pageLimits = new Map<string, Figures>();
  for (const get of gets) {
    log(`${label}: ${get.scenario}`);
    const appRun = async () =>
      load((await app()).url, { method: 'GET', path: get.path, headers: { cookie: get.cookie } });
    const bytesRun = () => load(bytesServer.url, { method: 'GET', path: get.path });
    if (get.path === page() || get.path === page(deepCursor)) {
      const [appFigure, bytesLimit, sqlLimit] = await inTurns(appRun, bytesRun, () =>
        bareLoad('page', { method: 'GET', path: get.path }),
      );
      appFigures.set(get.path, appFigure!);
      byteLimits.set(get.path, bytesLimit!);
      pageLimits.set(get.path, sqlLimit!);
    } else {
      const [appFigure, bytesLimit] = await inTurns(appRun, bytesRun);
      appFigures.set(get.path, appFigure!);
      byteLimits.set(get.path, bytesLimit!);
    }
  }
  await bytesServer.stop();
  rmSync(answersFile, { force: true });
  notes.push(`${label}: server RSS after the GET runs: ${(await app()).rssMiB()} MiB`);

  log(`${label}: POST /api/bookings`);
  let next = 0;
  // Every 201 of the warm-ups and the measured runs: each must be in the database afterwards.
  // (Requests still in flight when a run ends are stored without their answer being read, so only
  // the acknowledged ones are checked.)
  const acknowledgedIds: string[] = [];
  const bookingRun = async () => {
    const server = await app();
    const figures = await load(server.url, {
      method: 'POST',
      path: '/api/bookings',
      headers: { cookie: buyer.cookie, 'content-type': 'application/json', origin: server.url },
      onResponse: (status, body) => {
        if (status === 201) acknowledgedIds.push((JSON.parse(body) as { insertedId: string }).insertedId);
      },
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({
          productId: productIds[next++ % productIds.length],
          meetingLocation: 'Dhaka, Dhanmondi',
          phoneNumber: '01700000000',
        }),
      }),
    });
    bookingRss = server.rssMiB();
    bookingFailures += figures.errors + figures.non2xx;
    return figures;
  };
  let bookingRss = 0;
  // Any error or refusal in any of the runs counts, not only in the median one.
  let bookingFailures = 0;
  const [bookings = missing(), insertLimit = missing()] = await inTurns(bookingRun, () =>
    bareLoad('insert', {
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productId: 'x',
        meetingLocation: 'Dhaka, Dhanmondi',
        phoneNumber: '01700000000',
      }),
    }),
  );
  notes.push(`${label}: server RSS after a booking run: ${bookingRss} MiB`);
  await appStopped();
  const acknowledged = acknowledgedIds.length;
  const stored = await database.withSql(async (query) => {
    const [row] = (await query(`select count(*)::int as n from bookings where id = any($1::text[])`, [
      acknowledgedIds,
    ])) as [{ n: number }];
    return row.n;
  });
  notes.push(
    `${label}: bookings answered 201 (warm-ups and measured runs): ${acknowledged.toLocaleString('en')}; of those, in the database after the server stopped: ${stored.toLocaleString('en')}${acknowledged === stored ? '' : ' — MISSING SOME'}`,
  );

  for (const get of gets) {
    const appFigure = appFigures.get(get.path)!;
    rows.push({
      database: label,
      scenario: get.scenario,
      app: appFigure,
      limitName: 'node:http, same bytes',
      limit: byteLimits.get(get.path),
    });
    const sqlLimit = pageLimits.get(get.path);
    if (sqlLimit)
      rows.push({
        database: label,
        scenario: get.scenario,
        app: appFigure,
        limitName: 'node:http + driver, same SQL',
        limit: sqlLimit,
      });
  }
  rows.push({
    database: label,
    scenario: 'POST /api/bookings (buyer)',
    app: bookings,
    limitName: 'node:http + driver, durable INSERT',
    limit: insertLimit,
  });

  // The targets of issue 6, as this run measured them.
  const bigPage = appFigures.get(page())!;
  const bigPageLimit = pageLimits.get(page())!;
  const categoriesApp = appFigures.get('/api/categories')!;
  const categoriesLimit = byteLimits.get('/api/categories')!;
  const check = (target: string, measured: string, met: boolean) =>
    targets.push({ database: label, target, measured, met });
  check(
    'category first page ≥ 0.8 of node:http + driver, same SQL',
    `${(bigPage.rps / bigPageLimit.rps).toFixed(2)} (${bigPage.rps.toLocaleString('en')} / ${bigPageLimit.rps.toLocaleString('en')} req/s)`,
    bigPage.rps >= 0.8 * bigPageLimit.rps,
  );
  if (database.kind === 'postgres')
    check('category first page p99 ≤ 25 ms', `${bigPage.p99} ms`, bigPage.p99 <= 25);
  check(
    'GET /api/categories ≥ 0.5 of node:http, same bytes',
    `${(categoriesApp.rps / categoriesLimit.rps).toFixed(2)} (${categoriesApp.rps.toLocaleString('en')} / ${categoriesLimit.rps.toLocaleString('en')} req/s)`,
    categoriesApp.rps >= 0.5 * categoriesLimit.rps,
  );
  // Cost per page is the inverse of throughput.
  const sizeCost = smallPage.rps / bigPage.rps;
  check(
    `page cost with ${books.toLocaleString('en')} books ≤ 1.3 × with ${SMALL_BOOKS.toLocaleString('en')}`,
    `${sizeCost.toFixed(2)} × (${smallPage.rps.toLocaleString('en')} vs ${bigPage.rps.toLocaleString('en')} req/s)`,
    sizeCost <= 1.3,
  );
  if (database.kind === 'postgres') {
    check(
      'POST /api/bookings ≥ 0.5 of a bare durable INSERT, zero errors',
      `${(bookings.rps / insertLimit.rps).toFixed(2)} (${bookings.rps.toLocaleString('en')} / ${insertLimit.rps.toLocaleString('en')} req/s), ${bookingFailures} errors or non-2xx in ${ROUNDS} runs`,
      bookings.rps >= 0.5 * insertLimit.rps && bookingFailures === 0,
    );
  }
  check(
    'every acknowledged booking stored',
    `${acknowledged.toLocaleString('en')} answered 201, ${stored.toLocaleString('en')} stored`,
    acknowledged === stored,
  );
  if (database.kind === 'pglite')
    check('start-up to the first 200 < 2 s', `${started.startupMs} ms`, started.startupMs < 2000);
}

/** A booking thread whose messages go from one instance to a page open on the other. */
interface Thread {
  bookingId: string;
  buyer: Account;
  seller: Account;
}

/** The deal's changes as the bench makes them, each on a booking of its own prepared in bulk. */
const TRANSITIONS: {
  action: BookingAction;
  from: 'requested' | 'accepted';
  by: 'seller' | 'buyer';
  scenario: string;
}[] = [
  { action: 'accept', from: 'requested', by: 'seller', scenario: 'Accept a requested booking (seller)' },
  { action: 'decline', from: 'requested', by: 'seller', scenario: 'Decline a requested booking (seller)' },
  {
    action: 'complete',
    from: 'accepted',
    by: 'seller',
    scenario: 'Mark as sold an accepted booking (seller)',
  },
  { action: 'cancel', from: 'requested', by: 'buyer', scenario: 'Cancel booking, requested (buyer)' },
];

type Query = (text: string, params?: unknown[]) => Promise<unknown[]>;

/** Signs up `count` accounts, a few at a time (each sign-up hashes a password). */
async function signUpMany(client: ApiClient, role: 'buyer' | 'seller', count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  while (accounts.length < count) {
    const batch = Math.min(4, count - accounts.length);
    accounts.push(...(await Promise.all(Array.from({ length: batch }, () => client.signUp(role)))));
  }
  return accounts;
}

/** Lists `copies` books for each seller, in one statement; each seller's book ids. */
async function addCopies(query: Query, sellers: Account[], copies: number): Promise<Map<string, string[]>> {
  const added = (await query(
    `insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
       resell_price, used, location, product_condition, posted_time, seller_name, seller_email)
     select gen_random_uuid()::text, u.id, c.category_id, c.category_name, 'Deal book ' || g,
       '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka, Dhanmondi', 'good', '2026-11-22', u.name, u.email
     from "user" u cross join generate_series(1, $2::int) g
     join categories c on c.category_id = ((g % 3) + 1)::text
     where u.id = any($1::text[])
     returning id, seller_id`,
    [sellers.map((seller) => seller.id), copies],
  )) as { id: string; seller_id: string }[];
  const bySeller = new Map<string, string[]>();
  for (const { id, seller_id } of added) bySeller.set(seller_id, [...(bySeller.get(seller_id) ?? []), id]);
  return bySeller;
}

/**
 * Makes `count` bookings of the seller's copies in `state`, spread over the buyers, in bulk: the
 * copies (booked), the bookings with their history and notifications, as the app would have left
 * them (the triggers count each buyer's open bookings). Answers each booking's id and buyer.
 */
async function prepareBookings(
  query: Query,
  options: {
    seller: Account;
    buyers: Account[];
    count: number;
    state: 'requested' | 'accepted';
    name: string;
  },
): Promise<{ id: string; buyerId: string }[]> {
  const made: { id: string; buyerId: string }[] = [];
  for (let done = 0; done < options.count;) {
    const batch = Math.min(50_000, options.count - done);
    const rows = (await query(
      `with copies as (
         insert into products (id, seller_id, category_id, category_name, book_name, image_url, original_price,
           resell_price, used, location, product_condition, posted_time, seller_name, seller_email, status)
         select gen_random_uuid()::text, s.id, c.category_id, c.category_name, $2 || ' ' || g,
           '/images/covers/the-paper-knight.svg', 20, 9.5, 2, 'Dhaka, Dhanmondi', 'good', '2026-11-22', s.name,
           s.email, 'booked'
         from "user" s cross join generate_series($3::int, $4::int) g
         join categories c on c.category_id = ((g % 3) + 1)::text
         where s.id = $1
         returning id, book_name, seller_id, seller_name, seller_email
       ), numbered as (
         select copies.*, row_number() over () as r from copies
       )
       insert into bookings (id, buyer_id, seller_id, product_id, user_name, email, product_name, product_price,
         image_url, seller_name, seller_email, meeting_location, phone_number, state, expires_at)
       select gen_random_uuid()::text, b.id, n.seller_id, n.id, b.name, b.email, n.book_name, 9.5,
         '/images/covers/the-paper-knight.svg', n.seller_name, n.seller_email, 'Dhaka, Dhanmondi', '01700000000',
         $6::text, now() + case when $6::text = 'accepted' then interval '7 days' else interval '48 hours' end
       from numbered n
       join unnest($5::text[]) with ordinality as buyer (id, k) on buyer.k = n.r % cardinality($5::text[]) + 1
       join "user" b on b.id = buyer.id
       returning id, buyer_id`,
      [
        options.seller.id,
        options.name,
        done + 1,
        done + batch,
        options.buyers.map((buyer) => buyer.id),
        options.state,
      ],
    )) as { id: string; buyer_id: string }[];
    const ids = rows.map((row) => row.id);
    await query(
      `insert into booking_events (booking_id, state, actor_id)
       select id, 'requested', buyer_id from bookings where id = any($1::text[]) order by seq`,
      [ids],
    );
    await query(
      `insert into notifications (id, user_id, booking_id, kind, actor_name, book_name)
       select gen_random_uuid()::text, seller_id, id, 'requested', user_name, product_name
       from bookings where id = any($1::text[])`,
      [ids],
    );
    if (options.state === 'accepted') {
      await query(
        `insert into booking_events (booking_id, state, actor_id)
         select id, 'accepted', seller_id from bookings where id = any($1::text[]) order by seq`,
        [ids],
      );
      await query(
        `insert into notifications (id, user_id, booking_id, kind, actor_name, book_name)
         select gen_random_uuid()::text, buyer_id, id, 'accepted', seller_name, product_name
         from bookings where id = any($1::text[])`,
        [ids],
      );
    }
    made.push(...rows.map((row) => ({ id: row.id, buyerId: row.buyer_id })));
    done += batch;
  }
  return made;
}

/** How the app answered a GET, in the words of the notes: its statements and their round trips. */
function describeCaptured(captured: Captured | undefined): string {
  const steps = describeSteps(captured?.steps ?? []);
  return captured?.inTransaction ? `${steps}, in one transaction` : steps;
}

function describeSteps(steps: { length: number }[]): string {
  const statements = steps.reduce((sum, step) => sum + step.length, 0);
  if (statements === 1) return 'one statement';
  return steps.length === 1
    ? `${statements} statements, sent together`
    : `${statements} statements in ${steps.length} round trips (${steps.map((step) => step.length).join(' + ')})`;
}

/**
 * Issue 18: search on the full catalogue (1,000,000 books on PostgreSQL, 100,000 on PGlite), a word
 * in one book of NOUNS.length and the same word misspelt, each against exactly the statements the
 * app sends for it, run by node:http and the same driver.
 */
async function benchSearch(database: BenchDatabase, books: number): Promise<void> {
  const label = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const check = (target: string, measured: string, met: boolean) =>
    targets.push({ database: label, target, measured, met });
  let running: ChildServer | undefined;
  const app = async () => (running ??= (await startServer(database)).server);
  const appStopped = async () => {
    await running?.stop();
    running = undefined;
  };
  const client = new ApiClient((await app()).url);
  const seller = await client.signUp('seller');
  const buyer = await client.signUp('buyer');
  await appStopped();
  await fillBooks(database, seller, books);
  const share = `1 book in ${NOUNS.length}`;
  const gets = [
    {
      scenario: `search "garden" (${share} of ${books.toLocaleString('en')}), by relevance (buyer)`,
      target: 'search for a common word',
      path: '/api/search?q=garden',
    },
    {
      scenario: `search "gardn" (misspelt: searched as "garden"), by relevance (buyer)`,
      target: 'search with a misspelling',
      path: '/api/search?q=gardn',
    },
    {
      scenario: `search "garden", cheapest first (buyer)`,
      target: 'search by price',
      path: '/api/search?q=garden&sort=price_asc',
    },
  ];
  log(`${label}: the statements the app sends for each search`);
  const statements = await captureStatements(
    database.serverSettings(await freePort()),
    gets.map((get) => ({ ...get, cookie: buyer.cookie })),
  );
  const statementsFile = join(os.tmpdir(), `bench-search-statements-${process.pid}.json`);
  writeFileSync(statementsFile, JSON.stringify(statements));
  try {
    for (const get of gets) {
      log(`${label}: ${get.scenario}`);
      notes.push(`${label}: ${get.scenario}: the app sends ${describeCaptured(statements[get.path])}`);
      const [appFigure = missing(), limit = missing()] = await inTurns(
        async () =>
          load((await app()).url, { method: 'GET', path: get.path, headers: { cookie: buyer.cookie } }),
        async () => {
          await appStopped();
          const bare = await startBare('statements', database.target, statementsFile);
          try {
            return await load(bare.url, { method: 'GET', path: get.path });
          } finally {
            await bare.stop();
          }
        },
      );
      rows.push({
        database: label,
        scenario: get.scenario,
        app: appFigure,
        limitName: 'node:http + driver, same SQL',
        limit,
      });
      check(
        `${get.target} ≥ 0.8 of node:http + driver, same SQL`,
        `${(appFigure.rps / limit.rps).toFixed(2)} (${appFigure.rps.toLocaleString('en')} / ${limit.rps.toLocaleString('en')} req/s)`,
        appFigure.rps >= 0.8 * limit.rps,
      );
      if (database.kind === 'postgres') {
        check(
          `${get.target}: p99 ≤ 30 ms at ${CONNECTIONS} connections`,
          `${appFigure.p99} ms`,
          appFigure.p99 <= 30,
        );
      }
    }
  } finally {
    rmSync(statementsFile, { force: true });
    await appStopped();
  }
}

/**
 * The deal after the booking (issue 16), on a database of its own: the seller's Bookings list and a
 * booking page against the same statements on bare node:http, every transition's throughput, and
 * (PostgreSQL) message delivery between two instances.
 */
async function benchDeal(database: BenchDatabase): Promise<void> {
  const label = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const transitionBookings = TRANSITION_BOOKINGS ?? (database.kind === 'postgres' ? 50_000 : 20_000);
  const check = (target: string, measured: string, met: boolean) =>
    targets.push({ database: label, target, measured, met });
  let running: ChildServer | undefined;
  const app = async () => (running ??= (await startServer(database)).server);
  const appStopped = async () => {
    await running?.stop();
    running = undefined;
  };
  const api = async () => new ApiClient((await app()).url);

  log(`${label}: the deal: accounts`);
  const signingUp = await api();
  const listSeller = await signingUp.signUp('seller');
  const transitionSeller = await signingUp.signUp('seller');
  const buyers = await signUpMany(signingUp, 'buyer', THREADS);
  // Two instances share one database only on PostgreSQL: the threads are for them.
  const threadSellers = database.kind === 'postgres' ? await signUpMany(signingUp, 'seller', THREADS) : [];
  await appStopped();
  const { listCopies, threadCopies } = await database.withSql(async (query) => ({
    listCopies: (await addCopies(query, [listSeller], THREADS)).get(listSeller.id) ?? [],
    threadCopies:
      threadSellers.length > 0 ? await addCopies(query, threadSellers, 1) : new Map<string, string[]>(),
  }));

  // The list's and the threads' bookings are made through the API, as buyers make them.
  const booking = await api();
  const book = async (buyer: Account, productId: string | undefined) => {
    const booked = await booking.call<{ insertedId: string }>('POST', '/api/bookings', {
      as: buyer,
      body: { productId, meetingLocation: 'Dhaka, Dhanmondi', phoneNumber: '01700000000' },
    });
    if (booked.status !== 201) throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.body)}`);
    return booked.body.insertedId;
  };
  const incoming: string[] = [];
  for (const [index, buyer] of buyers.entries()) incoming.push(await book(buyer, listCopies[index]));
  const threads: Thread[] = [];
  for (const [index, seller] of threadSellers.entries()) {
    const buyer = buyers[index]!;
    threads.push({ bookingId: await book(buyer, threadCopies.get(seller.id)?.[0]), buyer, seller });
  }
  // The booking page shown is an accepted one: its history has two changes.
  const pageBooking = incoming[0]!;
  const accepted = await booking.call('POST', `/api/bookings/${pageBooking}/accept`, { as: listSeller });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  await appStopped();

  log(`${label}: ${transitionBookings.toLocaleString('en')} bookings for each transition`);
  const prepared = await database.withSql(async (query) => {
    const made = new Map<BookingAction, { id: string; buyerId: string }[]>();
    for (const transition of TRANSITIONS) {
      made.set(
        transition.action,
        await prepareBookings(query, {
          seller: transitionSeller,
          buyers,
          count: transitionBookings,
          state: transition.from,
          name: `To ${transition.action}`,
        }),
      );
    }
    await query('vacuum analyze');
    await query('checkpoint');
    return made;
  });

  // The two GETs, each against exactly the statements the app sends for it.
  const gets = [
    {
      scenario: `seller's Bookings, ${THREADS} incoming, ?state=requested (seller)`,
      target: "seller's Bookings list",
      path: '/api/bookings?state=requested',
      cookie: listSeller.cookie,
    },
    {
      scenario: 'booking page, accepted (buyer)',
      target: 'booking page',
      path: `/api/bookings/${pageBooking}`,
      cookie: buyers[0]!.cookie,
    },
  ];
  log(`${label}: the statements the app sends for each GET`);
  const statements = await captureStatements(database.serverSettings(await freePort()), gets);
  const statementsFile = join(os.tmpdir(), `bench-statements-${process.pid}.json`);
  writeFileSync(statementsFile, JSON.stringify(statements));
  try {
    for (const get of gets) {
      log(`${label}: ${get.scenario}`);
      notes.push(`${label}: ${get.scenario}: the app sends ${describeCaptured(statements[get.path])}`);
      const [appFigure = missing(), limit = missing()] = await inTurns(
        async () =>
          load((await app()).url, { method: 'GET', path: get.path, headers: { cookie: get.cookie } }),
        async () => {
          await appStopped();
          const bare = await startBare('statements', database.target, statementsFile);
          try {
            return await load(bare.url, { method: 'GET', path: get.path });
          } finally {
            await bare.stop();
          }
        },
      );
      rows.push({
        database: label,
        scenario: get.scenario,
        app: appFigure,
        limitName: 'node:http + driver, same SQL',
        limit,
      });
      check(
        `${get.target} ≥ 0.8 of node:http + driver, same SQL`,
        `${(appFigure.rps / limit.rps).toFixed(2)} (${appFigure.rps.toLocaleString('en')} / ${limit.rps.toLocaleString('en')} req/s)`,
        appFigure.rps >= 0.8 * limit.rps,
      );
    }
  } finally {
    rmSync(statementsFile, { force: true });
  }

  // Every transition as fast as it goes, each request on a booking of its own.
  const cookieOf = new Map(buyers.map((buyer) => [buyer.id, buyer.cookie]));
  const outcomes: string[] = [];
  let transitionFailures = 0;
  for (const transition of TRANSITIONS) {
    const left = prepared.get(transition.action) ?? [];
    let next = 0;
    let failures = 0;
    log(`${label}: ${transition.scenario}`);
    const [figures = missing()] = await inTurns(async () => {
      const server = await app();
      const result = await load(server.url, {
        method: 'POST',
        path: '/api/bookings',
        headers: { origin: server.url },
        setupRequest: (request) => {
          const booked = left[next++];
          const cookie =
            transition.by === 'seller' ? transitionSeller.cookie : cookieOf.get(booked?.buyerId ?? '');
          return {
            ...request,
            // Past the prepared bookings, an id that is none: answered 404 and counted.
            path: `/api/bookings/${booked?.id ?? 'no-booking-left'}/${transition.action}`,
            headers: { ...request.headers, cookie: cookie ?? '' },
          };
        },
      });
      failures += result.errors + result.non2xx;
      return result;
    });
    rows.push({
      database: label,
      scenario: `POST /api/bookings/:id/${transition.action}: ${transition.scenario}`,
      app: figures,
    });
    transitionFailures += failures;
    outcomes.push(
      `${transition.action} ${failures} (${Math.min(next, left.length).toLocaleString('en')} of ${left.length.toLocaleString('en')} bookings used)`,
    );
  }
  check(
    'every transition on its own booking answered 200',
    `errors or non-2xx in ${ROUNDS} runs: ${outcomes.join(', ')}`,
    transitionFailures === 0,
  );
  notes.push(`${label}: server RSS after the transitions: ${(await app()).rssMiB()} MiB`);
  await appStopped();

  if (threads.length > 0) await benchDelivery(database, label, threads);
}

/** A stream of GET /api/events read as it arrives: each event with the moment its bytes came. */
function openStream(
  url: string,
  cookie: string,
  onEvent: (event: LiveEvent, arrivedAt: number) => void,
): Promise<{ close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET ${url}: ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        response.on('error', () => undefined);
        let buffer = '';
        response.on('data', (chunk: string) => {
          const arrivedAt = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of frame.split('\n')) {
              if (line.startsWith('data: '))
                onEvent(JSON.parse(line.slice('data: '.length)) as LiveEvent, arrivedAt);
            }
          }
        });
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

/** The q-quantile of sorted values (nearest rank). */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Two instances on one PostgreSQL: both pages of every thread open on instance B (GET
 * /api/events?booking=), messages posted on instance A at a steady rate, each side in turn writing to
 * the other. A message's latency runs from its POST being sent to its event arriving on the other
 * side's page on B. One run of WARMUP + SECONDS × ROUNDS seconds, the warm-up's messages not counted.
 */
async function benchDelivery(database: BenchDatabase, label: string, threads: Thread[]): Promise<void> {
  const seconds = WARMUP + SECONDS * ROUNDS;
  const rule = LIMITS.messagePerPerson;
  const perPersonPerWindow = (MESSAGE_RATE / (2 * threads.length)) * Math.min(seconds, rule.windowSeconds);
  if (perPersonPerWindow > rule.max) {
    throw new Error(
      `BENCH_MESSAGE_RATE=${MESSAGE_RATE}: each person would send ${Math.ceil(perPersonPerWindow)} messages in ${rule.windowSeconds} s, over the app's limit of ${rule.max}`,
    );
  }
  log(
    `${label}: message delivery between two instances, ${threads.length} threads, ${MESSAGE_RATE} a second for ${seconds} s`,
  );
  const sender = (await startServer(database)).server;
  const receiver = (await startServer(database)).server;
  interface Sent {
    at: number;
    to: string;
    measured: boolean;
    refused?: boolean;
    deliveredAt?: number;
  }
  const sent = new Map<string, Sent>();
  const streams: { close: () => void }[] = [];
  try {
    for (const thread of threads) {
      for (const person of [thread.buyer, thread.seller]) {
        streams.push(
          await openStream(
            `${receiver.url}/api/events?booking=${thread.bookingId}`,
            person.cookie,
            (event, arrivedAt) => {
              if (event.type !== 'message') return;
              const message = sent.get(event.message.body);
              if (message?.to === person.id && message.deliveredAt === undefined)
                message.deliveredAt = arrivedAt;
            },
          ),
        );
      }
    }
    await quiet();
    const total = Math.round(MESSAGE_RATE * seconds);
    const warmupMessages = Math.round(MESSAGE_RATE * WARMUP);
    const posts: Promise<void>[] = [];
    const began = performance.now();
    for (let n = 0; n < total; n += 1) {
      const wait = began + (n * 1000) / MESSAGE_RATE - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const thread = threads[n % threads.length]!;
      const fromBuyer = Math.floor(n / threads.length) % 2 === 0;
      const [from, to] = fromBuyer ? [thread.buyer, thread.seller] : [thread.seller, thread.buyer];
      const body = `Bench message ${n}`;
      const entry: Sent = { at: performance.now(), to: to.id, measured: n >= warmupMessages };
      sent.set(body, entry);
      posts.push(
        fetch(`${sender.url}/api/bookings/${thread.bookingId}/messages`, {
          method: 'POST',
          headers: { cookie: from.cookie, origin: sender.url, 'content-type': 'application/json' },
          body: JSON.stringify({ body }),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            if (response.status !== 201) entry.refused = true;
          },
          () => {
            entry.refused = true;
          },
        ),
      );
    }
    await Promise.all(posts);
    // Every acknowledged message is waited for, at most 5 s after the last answer.
    const deadline = performance.now() + 5000;
    const undelivered = () =>
      [...sent.values()].some((entry) => !entry.refused && entry.deliveredAt === undefined);
    while (undelivered() && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    for (const stream of streams) stream.close();
    await sender.stop();
    await receiver.stop();
  }
  const measured = [...sent.values()].filter((entry) => entry.measured);
  const acknowledged = measured.filter((entry) => !entry.refused);
  const latencies = acknowledged
    .flatMap((entry) => (entry.deliveredAt === undefined ? [] : [entry.deliveredAt - entry.at]))
    .sort((a, b) => a - b);
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const delivery: Delivery = {
    database: label,
    streams: 2 * threads.length,
    rate: MESSAGE_RATE,
    seconds: SECONDS * ROUNDS,
    measured: latencies.length,
    p50: tenth(quantile(latencies, 0.5)),
    p99: tenth(quantile(latencies, 0.99)),
    max: tenth(latencies.at(-1) ?? Number.NaN),
    lost: acknowledged.length - latencies.length,
    refused: measured.length - acknowledged.length,
  };
  deliveries.push(delivery);
  targets.push({
    database: label,
    target: `message delivery between two instances p99 ≤ 100 ms at ${threads.length} open threads, none lost`,
    measured: `p99 ${delivery.p99} ms (p50 ${delivery.p50} ms, max ${delivery.max} ms, ${delivery.measured.toLocaleString('en')} messages), ${delivery.lost} lost, ${delivery.refused} refused`,
    met: delivery.measured > 0 && delivery.p99 <= 100 && delivery.lost === 0 && delivery.refused === 0,
  });
}

/** What the photo part measured on each database: uploads of 12 MP photos, and the server's memory. */
const uploads: {
  database: string;
  photos: number;
  atOnce: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
}[] = [];

/** A camera's photo: 4000 × 3000 pixels (12 MP), a JPEG of a few megabytes (noise does not compress). */
function cameraPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6b4f3a',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Issue 17: a seller's 12 MP photos uploaded ten at once (each its own request, as the form sends
 * them), with the server's resident memory sampled every 50 ms meanwhile; then a photo served,
 * against node:http answering the same bytes with the same headers.
 */
async function benchPhotos(database: BenchDatabase): Promise<void> {
  const label = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const check = (target: string, measured: string, met: boolean) =>
    targets.push({ database: label, target, measured, met });
  const { server } = await startServer(database);
  let photoPath: string;
  try {
    const client = new ApiClient(server.url);
    // A seller per round: one seller's uploads are limited (LIMITS.photoUploadPerPerson).
    const sellers = await signUpMany(client, 'seller', 5);
    const photo = await cameraPhoto();
    const upload = (seller: Account) => client.uploadPhoto(seller, photo);
    log(`${label}: photos: ${(photo.length / 2 ** 20).toFixed(1)} MB camera photo, ten at once, three times`);
    await upload(sellers[0]!);
    for (let round = 1; round <= 3; round += 1) {
      const rssBefore = server.rssMiB();
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.rssMiB())), 50);
      const began = performance.now();
      await Promise.all(Array.from({ length: 10 }, () => upload(sellers[round]!)));
      const seconds = (performance.now() - began) / 1000;
      clearInterval(sampler);
      uploads.push({ database: label, photos: 10, atOnce: 10, seconds, rssBefore, rssPeak });
    }
    // Bounded: photos are worked on a few at a time (features/photos/processing.ts), whatever arrives.
    const measured = uploads.filter((u) => u.database === label);
    const growth = Math.max(...measured.map((u) => u.rssPeak - u.rssBefore));
    const peak = Math.max(...measured.map((u) => u.rssPeak));
    check(
      'server memory while 10 photos of 12 MP are processed at once: grows by < 512 MiB',
      `+${growth} MiB (peak ${peak} MiB)`,
      growth < 512,
    );
    photoPath = await upload(sellers[4]!);
  } finally {
    await server.stop();
  }

  // Serving: the app (its store: files under DATA_DIR, or PostgreSQL), and node:http with the bytes in memory.
  const { server: serving } = await startServer(database);
  try {
    const bytes = Buffer.from(await (await fetch(`${serving.url}${photoPath}`)).arrayBuffer());
    const answers = join(mkdtempSync(join(os.tmpdir(), 'bench-photo-')), 'answers.json');
    writeFileSync(
      answers,
      JSON.stringify({ [photoPath]: { type: 'image/webp', base64: bytes.toString('base64') } }),
    );
    log(`${label}: photos: serving ${photoPath} (${bytes.length} bytes)`);
    let bare: Awaited<ReturnType<typeof startBare>> | undefined;
    const [served = missing(), servedLimit] = await inTurns(
      () => load(serving.url, { method: 'GET', path: photoPath }),
      async () => load((bare ??= await startBare('bytes', answers)).url, { method: 'GET', path: photoPath }),
    );
    await bare?.stop();
    rows.push({
      database: label,
      scenario: `a photo (640 px WebP, ${(bytes.length / 1024).toFixed(0)} KB) from ${database.kind === 'postgres' ? 'PostgreSQL' : 'files under DATA_DIR'}`,
      app: served,
      limitName: 'node:http, same bytes from memory',
      limit: servedLimit,
    });
    const ratio = served.rps / servedLimit!.rps;
    check('photo serving ≥ 0.5 of node:http answering the same bytes', ratio.toFixed(2), ratio >= 0.5);
  } finally {
    await serving.stop();
  }
}

function uploadsTable(): string {
  if (uploads.length === 0) return 'Not run (BENCH_ONLY).';
  return [
    '| Database | Photos (12 MP JPEG) at once | Time | Photos/s | Server memory before | Peak while processing |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...uploads.map(
      (u) =>
        `| ${u.database} | ${u.atOnce} | ${u.seconds.toFixed(1)} s | ${(u.photos / u.seconds).toFixed(2)} | ${u.rssBefore} MiB | ${u.rssPeak} MiB |`,
    ),
  ].join('\n');
}

function deliveryTable(): string {
  if (deliveries.length === 0) return 'Not run (BENCH_ONLY): it needs PostgreSQL, which two instances share.';
  return [
    '| Database | Open threads | Streams on B | Messages/s on A | Measured for | Delivered | p50 | p99 | max | lost / refused |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...deliveries.map(
      (d) =>
        `| ${d.database} | ${d.streams / 2} | ${d.streams} | ${d.rate} | ${d.seconds} s | ${d.measured.toLocaleString('en')} | ${d.p50} ms | ${d.p99} ms | ${d.max} ms | ${d.lost} / ${d.refused} |`,
    ),
  ].join('\n');
}

function format(rowsToShow: Row[]): string {
  const ms = (value: number) => `${value} ms`;
  const lines = [
    '| Database | Scenario | req/s | p50 | p99 | errors / non-2xx | Limit | limit req/s | limit p99 | ratio |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const row of rowsToShow) {
    const ratio = row.limit ? (row.app.rps / row.limit.rps).toFixed(2) : '';
    lines.push(
      `| ${row.database} | ${row.scenario} | ${row.app.rps.toLocaleString('en')} | ${ms(row.app.p50)} | ${ms(row.app.p99)} | ${row.app.errors} / ${row.app.non2xx} | ${row.limitName ?? ''} | ${row.limit?.rps.toLocaleString('en') ?? ''} | ${row.limit ? ms(row.limit.p99) : ''} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

async function lighthouseTable(): Promise<string> {
  // The helper lives beside this file; it audits pages of a running server.
  const { runLighthouse, bookPagePath } = (await import('./lighthouse.mjs')) as {
    bookPagePath: (baseUrl: string, cookie: string) => Promise<string | undefined>;
    runLighthouse: (options: {
      baseUrl: string;
      pages: {
        name: string;
        path: string;
        cookie?: string;
        withoutScripts?: boolean;
        withoutOpenerPolicy?: boolean;
      }[];
    }) => Promise<
      {
        name: string;
        path: string;
        performance: number;
        performanceRange: [number, number];
        accessibility: number;
        bestPractices: number;
        lcpMs: number;
        cls: number;
        tbtMs: number;
        benchmarkIndex: number;
        browser: string;
      }[]
    >;
  };
  const database = pgliteDatabase();
  const port = await freePort();
  const server = spawnServer({ ...database.serverSettings(port), SEED_DEMO: 'true' });
  try {
    await waitUntilUp(server, 120_000);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'shelf-buyer-1' }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    // The demo advertises books with photos: the home page has its Advertised Items, and the first
    // of them is the book page audited.
    const bookPage = await bookPagePath(server.url, cookie);
    if (!bookPage) throw new Error('The demo data has no book for the book page');
    const results = await runLighthouse({
      baseUrl: server.url,
      // Each page also with its scripts blocked: the page as the server draws it, the limit of what
      // the browser's part (loading, hydrating, drawing the rest) is measured against; and without
      // the Cross-Origin-Opener-Policy header, whose cost on a load is measured so.
      pages: [
        { name: 'home (with Advertised Items)', path: '/' },
        { name: 'category (signed-in buyer)', path: `/category/${CATEGORY}`, cookie },
        { name: 'book page (signed-in buyer)', path: bookPage, cookie },
      ]
        .flatMap((page) => [
          page,
          { ...page, name: `${page.name}, scripts blocked`, withoutScripts: true },
          { ...page, name: `${page.name}, without Cross-Origin-Opener-Policy`, withoutOpenerPolicy: true },
        ])
        // The first page of every new visitor, which the browser draws itself (no server drawing).
        .concat({ name: 'login (visitor)', path: '/login' }),
    });
    return [
      '| Page | Performance | Accessibility | Best practices | LCP | CLS | TBT | Machine |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...results.map(
        (r) =>
          `| ${r.name} (${r.path}) | ${r.performance} (${r.performanceRange.join('–')}) | ${r.accessibility} | ${r.bestPractices} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls} | ${r.tbtMs} ms | ${r.benchmarkIndex} |`,
      ),
      '',
      `Browser: ${[...new Set(results.map((r) => r.browser))].join(', ')}. Machine: Lighthouse's benchmark index of the median run (its own measure of the CPU's speed during the run; higher is faster), which the scores follow from one day to the next.`,
    ].join('\n');
  } finally {
    await server.stop();
    await database.drop();
  }
}

function writeResults(body: string): void {
  const file = process.env.BENCH_RESULTS ?? join(benchDir, 'results.md');
  const begin = '<!-- bench:begin -->';
  const end = '<!-- bench:end -->';
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = `# Benchmark results\n\n${begin}\n${end}\n`;
  }
  const before = current.slice(0, current.indexOf(begin) + begin.length);
  const after = current.slice(current.indexOf(end));
  writeFileSync(file, `${before}\n${body}\n${after}`);
}

const startedAt = new Date();
for (const kind of DATABASE_KINDS) {
  const open = () => (kind === 'postgres' ? postgresDatabase() : pgliteDatabase());
  if (runs(kind, 'catalogue')) {
    const database = await open();
    try {
      await benchDatabase(database, kind === 'postgres' ? PG_BOOKS : PGLITE_BOOKS);
    } finally {
      await database.drop();
    }
  }
  if (runs(kind, 'search')) {
    const database = await open();
    try {
      await benchSearch(database, kind === 'postgres' ? PG_BOOKS : PGLITE_BOOKS);
    } finally {
      await database.drop();
    }
  }
  if (runs(kind, 'deal')) {
    const database = await open();
    try {
      await benchDeal(database);
    } finally {
      await database.drop();
    }
  }
  if (runs(kind, 'photos')) {
    const database = await open();
    try {
      await benchPhotos(database);
    } finally {
      await database.drop();
    }
  }
}
const lighthouse =
  process.env.BENCH_LIGHTHOUSE === '0' || (ONLY.size > 0 && !ONLY.has('lighthouse'))
    ? 'Not run (BENCH_LIGHTHOUSE=0 or BENCH_ONLY).'
    : await lighthouseTable();

const cpus = os.cpus();
const body = [
  `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node.js ${process.version}.`,
  `Command: \`npm run bench\` (BENCH_SECONDS=${SECONDS}, BENCH_WARMUP=${WARMUP}, BENCH_ROUNDS=${ROUNDS}, BENCH_CONNECTIONS=${CONNECTIONS}, BENCH_PG_BOOKS=${PG_BOOKS}, BENCH_PGLITE_BOOKS=${PGLITE_BOOKS}${TRANSITION_BOOKINGS === undefined ? '' : `, BENCH_TRANSITION_BOOKINGS=${TRANSITION_BOOKINGS}`}, BENCH_MESSAGE_RATE=${MESSAGE_RATE}${ONLY_TEXT ? `, BENCH_ONLY=${ONLY_TEXT}` : ''}). autocannon and the servers share the machine's cores; every server listens on 127.0.0.1. Each figure is the median of ${ROUNDS} runs, the app's and its limits' taken in turns.`,
  '',
  '### Targets',
  '',
  '| Database | Target | Measured | Met |',
  '| --- | --- | --- | --- |',
  ...targets.map((t) => `| ${t.database} | ${t.target} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`),
  '',
  '### API',
  '',
  format(rows),
  '',
  ...notes.map((note) => `- ${note}`),
  '',
  '### Photo uploads (issue 17)',
  '',
  uploadsTable(),
  '',
  '### Message delivery between two instances',
  '',
  deliveryTable(),
  '',
  `### Pages (Lighthouse, mobile settings, /usr/bin/chromium; median of ${process.env.LIGHTHOUSE_RUNS ?? 5} runs, as Lighthouse's computeMedianRun picks it; the runs' lowest–highest performance in brackets)`,
  '',
  lighthouse,
].join('\n');
writeResults(body);
console.log(`\n${body}\n\nWritten to ${process.env.BENCH_RESULTS ?? 'bench/results.md'}`);
