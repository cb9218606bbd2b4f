// POST /api/bookings as fast as it goes, against one durable INSERT per request on bare node:http, and
// afterwards, with the server stopped, every booking it acknowledged looked for in the database.
import { nextAddress, type Account } from '../../apps/server/test/api-client.js';
import { inTurns, load, missing, type Figures } from './measure.js';
import { notes, rows, targetsOf } from './report.js';
import { labelOf, startBare, type AppOnDemand, type BenchDatabase } from './servers.js';
import { log, ROUNDS } from './settings.js';

export interface Written {
  figures: Figures;
  limit: Figures;
  /** Errors and refusals in every run, not only in the median one. */
  failures: number;
  acknowledged: number;
  stored: number;
}

/** Books copies of `productIds` as `buyer`, each request its own copy, in turns with the bare INSERT. */
export async function measureBookings(
  database: BenchDatabase,
  server: AppOnDemand,
  buyer: Account,
  productIds: string[],
): Promise<Written> {
  const label = labelOf(database);
  log(`${label}: POST /api/bookings`);
  let next = 0;
  // Every 201 of the warm-ups and the measured runs: each must be in the database afterwards.
  // (Requests still in flight when a run ends are stored without their answer being read, so only
  // the acknowledged ones are checked.)
  const acknowledgedIds: string[] = [];
  let bookingRss = 0;
  let failures = 0;
  const bookingRun = async () => {
    const app = await server.app();
    const figures = await load(app.url, {
      method: 'POST',
      path: '/api/bookings',
      headers: { cookie: buyer.cookie, 'content-type': 'application/json', origin: app.url },
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
    bookingRss = app.rssMiB();
    failures += figures.errors + figures.non2xx;
    return figures;
  };
  const [figures = missing(), limit = missing()] = await inTurns(bookingRun, async () => {
    await server.stopped();
    const bare = await startBare('insert', database.target);
    try {
      return await load(bare.url, {
        method: 'POST',
        path: '/',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          productId: 'x',
          meetingLocation: 'Dhaka, Dhanmondi',
          phoneNumber: '01700000000',
        }),
      });
    } finally {
      await bare.stop();
    }
  });
  notes.push(`${label}: server RSS after a booking run: ${bookingRss} MiB`);
  await server.stopped();
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
  return { figures, limit, failures, acknowledged, stored };
}

/** The booking row of the API table. */
export function bookingsRow(database: BenchDatabase, written: Written): void {
  rows.push({
    database: labelOf(database),
    scenario: 'POST /api/bookings (buyer)',
    app: written.figures,
    limitName: 'node:http + driver, durable INSERT',
    limit: written.limit,
  });
}

/** The bookings' targets: throughput against the bare INSERT (PostgreSQL), and none lost. */
export function checkBookings(database: BenchDatabase, written: Written): void {
  const check = targetsOf(labelOf(database));
  const { figures, limit, failures, acknowledged, stored } = written;
  if (database.kind === 'postgres') {
    check(
      'POST /api/bookings ≥ 0.5 of a bare durable INSERT, zero errors',
      `${(figures.rps / limit.rps).toFixed(2)} (${figures.rps.toLocaleString('en')} / ${limit.rps.toLocaleString('en')} req/s), ${failures} errors or non-2xx in ${ROUNDS} runs`,
      figures.rps >= 0.5 * limit.rps && failures === 0,
    );
  }
  check(
    'every acknowledged booking stored',
    `${acknowledged.toLocaleString('en')} answered 201, ${stored.toLocaleString('en')} stored`,
    acknowledged === stored,
  );
}
