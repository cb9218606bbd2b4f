import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres } from '../src/db/client.js';
import { PGLITE_EXTENSIONS } from '../src/db/extensions.js';
import { serverRoot } from '../src/lib/paths.js';
import { adminQuery, databaseUrlFor, prepareDatabase, testDatabaseUrl } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL template database name, or the path of a PGlite snapshot. */
    databaseTemplate: string;
  }
}

/**
 * Creating a database (PGlite's initdb, or migrations) happens once per run; each test file
 * then starts from a copy of it. The server is built once too (half a second), for the tests
 * that run it as a process.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
  if (testDatabaseUrl) {
    const template = `second_shelf_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${template}`);
    const database = openPostgres(databaseUrlFor(template), 2);
    await prepareDatabase(database);
    await database.close();
    project.provide('databaseTemplate', template);
    return async () => adminQuery(`drop database if exists ${template} with (force)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'second-shelf-test-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await prepareDatabase(database);
  const snapshot = await client.dumpDataDir('none');
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('databaseTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
