import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor, testDatabaseUrl } from '../../test/databases.js';
import { openPostgres } from './client.js';

describe.runIf(testDatabaseUrl)('migrations on PostgreSQL', () => {
  it('are applied once when several instances start together on an empty database', async () => {
    const name = `second_shelf_empty_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    // Pools of one: the lock must not take the connection the migrations need.
    const instances = [1, 2, 3].map(() => openPostgres(databaseUrlFor(name), 1));
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const [database] = instances;
      const applied = (await database!.rows(
        { name: 'count_migrations', text: 'select count(*)::int from drizzle.__drizzle_migrations' },
        [],
      )) as [number][];
      expect(applied[0]![0]).toBeGreaterThan(5);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
