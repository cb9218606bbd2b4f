import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { fromPglite, openPostgres, type Database, type DatabaseOptions, type Db } from '../src/db/client.js';
import { PGLITE_EXTENSIONS } from '../src/db/extensions.js';
import { ensureCategories } from '../src/db/categories.js';

/** Set TEST_DATABASE_URL (an admin connection to a PostgreSQL server) to run on PostgreSQL. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export function databaseUrlFor(name: string): string {
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated database with the categories: what every test starts from. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  await ensureCategories(database.db);
}

/** Opens a fresh, isolated database for one test file from the prepared template. */
export async function openTestDatabase(template: string, options: DatabaseOptions = {}): Promise<Database> {
  if (testDatabaseUrl) {
    const name = `second_shelf_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name} template ${template}`);
    const database = openPostgres(databaseUrlFor(name), 20, options);
    return {
      ...database,
      async close() {
        await database.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const { readFile } = await import('node:fs/promises');
  const snapshot = await readFile(template);
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  return fromPglite(client, undefined, options);
}

/** A database of the test file's own, for tests that need no app: opened before them, closed after. */
export function useTestDatabase(): { readonly database: Database; readonly db: Db } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(inject('databaseTemplate'));
  }, 60_000);
  afterAll(() => database?.close());
  const opened = () => {
    if (!database) throw new Error('the test database opens before the tests');
    return database;
  };
  return {
    get database() {
      return opened();
    },
    get db() {
      return opened().db;
    },
  };
}
