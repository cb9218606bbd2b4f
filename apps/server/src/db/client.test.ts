import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { adminQuery, databaseUrlFor, testDatabaseUrl } from '../../test/databases.js';
import { statementsInShortTurns, openPostgres } from './client.js';

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

describe.skipIf(testDatabaseUrl)('the embedded database under a queue of statements', () => {
  it('takes new connections while statements wait, not after them all', async () => {
    const pglite = await PGlite.create();
    const server = createServer((socket) => {
      accepted.push(finished);
      socket.destroy();
    });
    const accepted: number[] = [];
    let finished = 0;
    const clients: Socket[] = [];
    try {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      const db = statementsInShortTurns(pglite);
      // 20 statements longer than a turn's budget, asked for at once (a loaded server's queue).
      const statements = Array.from({ length: 20 }, () =>
        db.query('select count(*) from generate_series(1, 200000)').then(() => (finished += 1)),
      );
      // Five visitors connect meanwhile.
      for (let i = 0; i < 5; i += 1) {
        const client = connect(port, '127.0.0.1');
        client.on('error', () => undefined);
        clients.push(client);
      }
      await Promise.all(statements);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(accepted).toHaveLength(5);
      // Node takes one connection per turn of the event loop: all five came in among the first
      // statements, not after the twenty (as when a turn ran every statement waiting).
      expect(Math.max(...accepted)).toBeLessThan(10);
    } finally {
      for (const client of clients) client.destroy();
      server.close();
      await pglite.close();
    }
  });
});
