import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { ensureCategories } from './db/categories.js';
import { seedDemo } from './demo/seed.js';
import { resolveSecret } from './lib/secret.js';

export interface Started {
  app: App;
  database: Database;
  seeded: boolean;
}

/** Opens the database, applies migrations, builds the app and seeds demo data when asked. */
export async function start(config: Config, options: { logger?: boolean } = {}): Promise<Started> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  try {
    await database.migrate();
    await ensureCategories(database.db);
    const secret = resolveSecret(config.authSecret, config.dataDir);
    const app = await buildApp({ config, database, secret, logger: options.logger });
    const seeded = config.seedDemo ? await seedDemo(database.db, app.auth, app.photos) : false;
    // The demo's notifications become emails at once (the outbox shows them), as a poll would later.
    if (seeded) await app.jobs.runDue();
    return { app, database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
