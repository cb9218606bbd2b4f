// Start-up: the time from starting the production server on a filled database to its first 200.
import { notes, targetsOf } from './report.js';
import { labelOf, startServer, type AppOnDemand, type BenchDatabase } from './servers.js';

/** Starts the app on the database of `books` books, as `server`'s running one, and notes how long it took. */
export async function measureStartup(
  database: BenchDatabase,
  server: AppOnDemand,
  books: number,
): Promise<number> {
  const started = await startServer(database);
  server.adopt(started.server);
  notes.push(
    `${labelOf(database)}: start-up to the first 200 on an existing database of ${books.toLocaleString('en')} books: ${started.startupMs} ms`,
  );
  return started.startupMs;
}

/** The start-up target, set for the embedded database: PGlite opens its data in the server's own process. */
export function checkStartup(database: BenchDatabase, startupMs: number): void {
  if (database.kind === 'pglite')
    targetsOf(labelOf(database))('start-up to the first 200 < 2 s', `${startupMs} ms`, startupMs < 2000);
}
