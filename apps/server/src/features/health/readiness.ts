import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pgErrorCode } from '../../lib/db-errors.js';
import { migrationsDir } from '../../lib/paths.js';

/** A migration this build ships: drizzle-kit's journal entry (`when` is what the migrator records). */
export interface ShippedMigration {
  tag: string;
  when: number;
}

/** The migrations in `drizzle/meta/_journal.json`, the list `database.migrate()` applies. */
export function shippedMigrations(dir: string = migrationsDir): ShippedMigration[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: ShippedMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export type Readiness = { ready: true; migrations: number } | { ready: false; reason: string };

const UNDEFINED_TABLE = '42P01';
const UNDEFINED_SCHEMA = '3F000';

/** A socket error's code (ECONNREFUSED, ETIMEDOUT, …) under Drizzle's wrapping. */
function systemErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Whether this instance can serve: the database answers within `timeoutMs`, and every migration
 * this build ships is recorded in drizzle's `__drizzle_migrations` table (the migrator writes one
 * row per migration, `created_at` = the journal's `when`). One small query on a table of a few
 * rows; a database that has more migrations (a newer build already ran) is ready for this one.
 * The reason never carries the driver's message (it can name hosts and users): the code only.
 */
export async function checkReadiness(
  db: Db,
  shipped: ShippedMigration[],
  timeoutMs: number,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const query = db
    .execute(sql`select created_at from drizzle.__drizzle_migrations`)
    .then((result) => (result as unknown as { rows: { created_at: string | number }[] }).rows);
  try {
    const rows = await Promise.race([query, timedOut]);
    // The query may still end later; the race has taken its result or error.
    if (rows === 'timeout') {
      return { ready: false, reason: `the database did not answer within ${timeoutMs} ms` };
    }
    const applied = new Set(rows.map((row) => Number(row.created_at)));
    const missing = shipped.filter((migration) => !applied.has(migration.when));
    if (missing.length > 0) {
      return {
        ready: false,
        reason: `${missing.length} of ${shipped.length} migrations not applied: ${missing.map((m) => m.tag).join(', ')}`,
      };
    }
    return { ready: true, migrations: applied.size };
  } catch (error) {
    const code = pgErrorCode(error) ?? systemErrorCode(error);
    if (code === UNDEFINED_TABLE || code === UNDEFINED_SCHEMA) {
      return { ready: false, reason: `no migrations applied (drizzle.__drizzle_migrations is missing)` };
    }
    return {
      ready: false,
      reason: `the database is not reachable${code ? ` (${code})` : ''}`,
    };
  } finally {
    clearTimeout(timer);
  }
}
