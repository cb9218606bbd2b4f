import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { fromPglite } from '../../server/src/db/client.js';
import { ensureCategories, seedDemo } from '../../server/src/db/seed.js';
import { freePort } from '../../server/test/free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

/**
 * The screens are tested against the real API: one server on 127.0.0.1 for the run, on a fresh
 * embedded database with the demo data. It trusts X-Forwarded-For so that each test can act as
 * its own client address, as separate visitors would.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-web-'));
  const database = fromPglite(await PGlite.create());
  await database.migrate();
  await ensureCategories(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    BASE_URL: url,
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({
    config,
    database,
    secret: 'web-tests-secret-that-is-long-enough',
    webDistDir: false,
    logger: false,
  });
  await seedDemo(database.db, app.auth);
  await app.listen({ host: '127.0.0.1', port });
  project.provide('apiUrl', url);
  return async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
