import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.js';
import { freePort } from '../../../test/free-port.js';
import { useTestApp } from '../../../test/test-app.js';
import { checkReadiness, shippedMigrations } from './readiness.js';

const t = useTestApp();
const shipped = shippedMigrations();

describe('GET /api/health', () => {
  it('says the process is up without asking the database, never cached', async () => {
    const { response, queries } = await t.queriesOf({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(queries).toEqual([]);
  });
});

describe('GET /api/ready', () => {
  it('says ready when the database has every migration of this build, with one statement', async () => {
    expect(shipped.length).toBeGreaterThanOrEqual(7);
    const { response, queries } = await t.queriesOf({ url: '/api/ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', migrations: shipped.length });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(queries).toHaveLength(1);
  });

  it('answers 503 naming the migration the database lacks, and 200 again once it is there', async () => {
    const last = shipped.at(-1)!;
    const removed = (await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash`,
    )) as unknown as { rows: { hash: string }[] };
    expect(removed.rows).toHaveLength(1);
    try {
      const response = await t.request({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `Not ready: 1 of ${shipped.length} migrations not applied: ${last.tag}`,
        code: 'NOT_READY',
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed.rows[0]!.hash}, ${last.when})`,
      );
    }
    expect((await t.request({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is never limited: 300 checks from one address all answer 200', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const statuses: Record<number, number> = {};
      for (let batch = 0; batch < 10; batch += 1) {
        const responses = await Promise.all(
          Array.from({ length: 30 }, () => t.request({ url, ip: '203.0.113.9' })),
        );
        for (const { statusCode } of responses) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      }
      expect(statuses, url).toEqual({ 200: 300 });
    }
  });
});

describe('readiness', () => {
  it('is "not reachable" when nothing listens where the database should be', async () => {
    const database = openPostgres(`postgres://nobody:secret@127.0.0.1:${await freePort()}/none`, 1);
    try {
      expect(await checkReadiness(database.db, shipped, 2000)).toEqual({
        ready: false,
        reason: 'the database is not reachable (ECONNREFUSED)',
      });
    } finally {
      await database.close();
    }
  });
});
