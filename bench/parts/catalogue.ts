// The catalogue and the booking: the category pages (1,000 books, then the full catalogue), the
// category list and My Orders, each in turns with its limits (the same bytes from bare node:http, and
// for the pages the same SQL through the same driver), then the bookings written, then the targets.
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '../../apps/server/src/lib/rate-limit.js';
import { ApiClient } from '../../apps/server/test/api-client.js';
import { bookingsRow, checkBookings, measureBookings } from './bookings.js';
import { inTurns, load, missing, type Figures, type LoadRequest } from './measure.js';
import { notes, rows, targetsOf } from './report.js';
import { fillBooks } from './seed.js';
import { appOnDemand, labelOf, startBare, type BenchDatabase } from './servers.js';
import { CATEGORY, log, SMALL_BOOKS } from './settings.js';
import { checkStartup, measureStartup } from './startup.js';

/** The bytes the app answers a GET with, and their type, for the bare server that sends the same. */
async function answerBytes(
  url: string,
  path: string,
  cookie: string,
): Promise<{ type: string; base64: string }> {
  const response = await fetch(`${url}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  return {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
    base64: Buffer.from(await response.arrayBuffer()).toString('base64'),
  };
}

/**
 * The price suggestion by title and author: the bench's books have no ISBN, and this title and
 * author are among the catalogue's commonest (hundreds of copies on sale among a million).
 */
const SUGGESTION = '/api/price-suggestion?title=The%20Silent%20Garden&author=Rahman';
/** Sellers asking for it at once, each at 0.9 a second: 54 a minute, within their limit of 60. */
const SUGGESTERS = 50;
const SUGGESTION_RATE = Math.floor(SUGGESTERS * 0.9 * (LIMITS.priceSuggestionPerPerson.max / 60));
const SUGGESTION_SCENARIO = `GET /api/price-suggestion by title and author, ${SUGGESTERS} sellers (seller)`;

export async function benchCatalogue(database: BenchDatabase, books: number): Promise<void> {
  const label = labelOf(database);
  const server = appOnDemand(database);
  const bareLoad = async (mode: 'page' | 'insert', request: LoadRequest) => {
    await server.stopped();
    const bare = await startBare(mode, database.target);
    try {
      return await load(bare.url, request);
    } finally {
      await bare.stop();
    }
  };

  const client = new ApiClient((await server.app()).url);
  const seller = await client.signUp('seller');
  const buyer = await client.signUp('buyer');
  const orderer = await client.signUp('buyer');
  const suggesters = await Promise.all(Array.from({ length: SUGGESTERS }, () => client.signUp('seller')));
  await server.stopped();

  const page = (cursor?: number) => `/api/categories/${CATEGORY}${cursor ? `?cursor=${cursor}` : ''}`;
  const asBuyer = (path: string): LoadRequest => ({ method: 'GET', path, headers: { cookie: buyer.cookie } });

  // A catalogue of 1,000 books: the first page, in the app and in the bare driver.
  await fillBooks(database, seller, SMALL_BOOKS);
  log(`${label}: category page with ${SMALL_BOOKS} books`);
  const [smallPage = missing(), smallPageLimit] = await inTurns(
    async () => load((await server.app()).url, asBuyer(page())),
    () => bareLoad('page', { method: 'GET', path: page() }),
  );
  await server.stopped();
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

  const startupMs = await measureStartup(database, server, books);
  const running = await server.app();
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
  // A seller with 50 drafts (a pile scanned to list later), each a book of its own.
  for (let n = 0; n < 50; n += 1) {
    const twelve = `978000${String(n).padStart(6, '0')}`;
    const check =
      (10 - ([...twelve].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 ? 3 : 1), 0) % 10)) % 10;
    const kept = await bigClient.call('POST', '/api/drafts', {
      as: seller,
      body: { isbn: `${twelve}${check}`, book_name: `Draft ${n}` },
    });
    if (kept.status !== 201) throw new Error(`draft for Drafts: ${kept.status}`);
  }
  const visitorCategory = `/category/${CATEGORY}`;
  const visitorBook = `/book/${productIds.pop()}`;
  const gets: { scenario: string; path: string; cookie: string }[] = [
    { scenario: 'GET /api/categories (public)', path: '/api/categories', cookie: '' },
    { scenario: `${visitorCategory}, the page (visitor)`, path: visitorCategory, cookie: '' },
    { scenario: '/book/:id, the page (visitor)', path: visitorBook, cookie: '' },
    {
      scenario: `category first page, ${books.toLocaleString('en')} books (buyer)`,
      path: page(),
      cookie: buyer.cookie,
    },
    { scenario: `category deep page by cursor (buyer)`, path: page(deepCursor), cookie: buyer.cookie },
    { scenario: 'GET /api/myorders, 50 orders (buyer)', path: myOrders, cookie: orderer.cookie },
    // The same 50 bookings are 50 threads in Messages.
    {
      scenario: 'GET /api/conversations, 50 threads (buyer)',
      path: '/api/conversations',
      cookie: orderer.cookie,
    },
    { scenario: 'GET /api/drafts, 50 drafts (seller)', path: '/api/drafts?limit=50', cookie: seller.cookie },
  ];
  const answers: Record<string, { type: string; base64: string }> = {};
  for (const get of gets) answers[get.path] = await answerBytes(running.url, get.path, get.cookie);
  answers[SUGGESTION] = await answerBytes(running.url, SUGGESTION, seller.cookie);
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
      load((await server.app()).url, { method: 'GET', path: get.path, headers: { cookie: get.cookie } });
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
  // Add Product asks for the price suggestion as a title is typed, each seller at most
  // LIMITS.priceSuggestionPerPerson.max times a minute: many sellers at once, each within it, at a
  // rate both sides keep; the app's latency against the same bytes' at the same rate.
  log(`${label}: ${SUGGESTION_SCENARIO}`);
  // The sellers in turn, whichever connection sends: each asks evenly, 1 request in SUGGESTERS.
  let asked = 0;
  const bySeller: LoadRequest = {
    method: 'GET',
    path: SUGGESTION,
    setupRequest: (request) => ({
      ...request,
      headers: { cookie: suggesters[(asked += 1) % SUGGESTERS]!.cookie },
    }),
  };
  const [suggestionApp = missing(), suggestionLimit] = await inTurns(
    async () => load((await server.app()).url, bySeller, SUGGESTION_RATE),
    () => load(bytesServer.url, { method: 'GET', path: SUGGESTION }, SUGGESTION_RATE),
  );
  await bytesServer.stop();
  rmSync(answersFile, { force: true });
  notes.push(`${label}: server RSS after the GET runs: ${(await server.app()).rssMiB()} MiB`);

  const written = await measureBookings(database, server, buyer, productIds);

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
  bookingsRow(database, written);
  rows.push({
    database: label,
    scenario: SUGGESTION_SCENARIO,
    app: suggestionApp,
    limitName: `node:http, same bytes, ${SUGGESTION_RATE} req/s`,
    limit: suggestionLimit,
  });

  // The catalogue's targets, as this run measured them.
  const bigPage = appFigures.get(page())!;
  const bigPageLimit = pageLimits.get(page())!;
  const categoriesApp = appFigures.get('/api/categories')!;
  const categoriesLimit = byteLimits.get('/api/categories')!;
  const check = targetsOf(label);
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
  // A visitor's pages come from memory, as the category list does: as near their bytes' limit.
  const categoriesRatio = categoriesApp.rps / categoriesLimit.rps;
  for (const [name, path] of [
    ["a visitor's category page", visitorCategory],
    ["a visitor's book page", visitorBook],
  ] as const) {
    const visitorApp = appFigures.get(path)!;
    const ratio = visitorApp.rps / byteLimits.get(path)!.rps;
    check(
      `${name} ≥ 0.9 of GET /api/categories' ratio, each against node:http, same bytes`,
      `${(ratio / categoriesRatio).toFixed(2)} (${ratio.toFixed(2)} / ${categoriesRatio.toFixed(2)})`,
      ratio >= 0.9 * categoriesRatio,
    );
  }
  checkBookings(database, written);
  checkStartup(database, startupMs);
}
