// `npm run bench`: the production server on PostgreSQL and on PGlite, measured with autocannon on
// 127.0.0.1 against the limits of its own machine (bench/bare-server.mjs), side by side in one run.
// Writes bench/results.md between its markers. Settings (environment):
//   BENCH_SECONDS (6) per measured run, after a BENCH_WARMUP (2) second warm-up, BENCH_ROUNDS (3)
//   runs of the app and of its limits in turns, of which each side's median is kept;
//   BENCH_CONNECTIONS (50); BENCH_PG_BOOKS (1000000); BENCH_PGLITE_BOOKS (100000);
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL; a database "second_shelf_bench" is made beside it);
//   BENCH_ONLY: some of postgres, pglite (the databases), catalogue, search, deal, photos (the parts
//   measured on each: the catalogue and booking; search; the deal after the booking; photo uploads
//   and serving) and lighthouse, separated by commas: e.g. BENCH_ONLY=deal runs the deal part on both
//   databases, BENCH_ONLY=deal,postgres on PostgreSQL only; BENCH_LIGHTHOUSE=0 skips the page audits;
//   BENCH_TRANSITION_BOOKINGS (50000 on PostgreSQL, 20000 on PGlite) bookings prepared for each
//   transition; BENCH_MESSAGE_RATE (50) messages a second between the two instances;
//   LIGHTHOUSE_RUNS (5) audits of each page, the median one reported; BENCH_RESULTS (bench/results.md)
//   the file the results go to, between its bench markers (a file not there yet is made with them).
// The parts are in bench/parts/; each database the parts run on is made for them and dropped after.
import { benchCatalogue } from './parts/catalogue.js';
import { benchDeal } from './parts/deal.js';
import { lighthouseTable } from './parts/lighthouse.js';
import { benchPhotos } from './parts/photos.js';
import { report } from './parts/report.js';
import { benchSearch } from './parts/search.js';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from './parts/servers.js';
import { DATABASE_KINDS, LIGHTHOUSE, PG_BOOKS, PGLITE_BOOKS, runs, type Section } from './parts/settings.js';

const startedAt = new Date();
for (const kind of DATABASE_KINDS) {
  const books = kind === 'postgres' ? PG_BOOKS : PGLITE_BOOKS;
  const parts: [Section, (database: BenchDatabase) => Promise<void>][] = [
    ['catalogue', (database) => benchCatalogue(database, books)],
    ['search', (database) => benchSearch(database, books)],
    ['deal', benchDeal],
    ['photos', benchPhotos],
  ];
  for (const [section, part] of parts) {
    if (!runs(kind, section)) continue;
    const database = kind === 'postgres' ? await postgresDatabase() : pgliteDatabase();
    try {
      await part(database);
    } finally {
      await database.drop();
    }
  }
}
const lighthouse = LIGHTHOUSE ? await lighthouseTable() : 'Not run (BENCH_LIGHTHOUSE=0 or BENCH_ONLY).';
report(startedAt, lighthouse);
