// Writes the API's OpenAPI document to docs/openapi.json, as a server with every setting at its
// default serves it at /api/docs/json (built on an empty embedded database, never listening).
// src/lib/openapi.test.ts fails when the file and the served document differ.
//   npm run openapi
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite } from '../src/db/client.js';

const output = join(import.meta.dirname, '..', '..', '..', 'docs', 'openapi.json');
const dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-openapi-'));
const database = await openPglite(dataDir);
try {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    database,
    secret: 'the-document-signs-nothing-0123456789',
    webDistDir: false,
    logger: false,
  });
  await app.ready();
  writeFileSync(output, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  process.stdout.write(`Wrote ${output}\n`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
