// Writes the API's OpenAPI document to docs/openapi.json, as a server with every setting at its
// default serves it at /api/docs/json (built on an empty embedded database, never listening), and
// the TypeScript types openapi-typescript makes of it to test/typed-client/openapi.d.ts (what a
// third party would generate: the typed client's test uses nothing else).
// src/lib/openapi.test.ts fails when either file and the served document differ.
//   npm run openapi
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite } from '../src/db/client.js';
import { clientTypes } from '../test/typed-client/client-types.js';

const output = join(import.meta.dirname, '..', '..', '..', 'docs', 'openapi.json');
const typesOutput = join(import.meta.dirname, '..', 'test', 'typed-client', 'openapi.d.ts');
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
  const document = app.swagger();
  writeFileSync(output, `${JSON.stringify(document, null, 2)}\n`);
  writeFileSync(typesOutput, await clientTypes(document));
  await app.close();
  process.stdout.write(`Wrote ${output} and ${typesOutput}\n`);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
