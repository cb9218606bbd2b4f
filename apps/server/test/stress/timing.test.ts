import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CHANGE_FEED_APPLICATION } from '../../src/db/change-feed.js';
import { openPostgres, statementsInShortTurns } from '../../src/db/client.js';
import { checkReadiness, shippedMigrations } from '../../src/features/health/readiness.js';
import { LIVE_SETTINGS } from '../../src/live/hub.js';
import { databaseUrlFor, testDatabaseUrl } from '../databases.js';
import { useSmtpCatcher } from '../smtp-catcher.js';
import { SseStream } from '../sse-client.js';
import { BASE_URL, nextIp, TestApp, useTestApp } from '../test-app.js';

// Assertions about how long something takes, moved here from the ordinary suites: they need the
// machine to themselves (two suites side by side share the cores), which the stress stage gives.
// Each says which behaviour it times; the ordinary suites keep asserting the behaviour itself.

const inbox = useSmtpCatcher();
const t = useTestApp({ env: inbox.env });
const shipped = shippedMigrations();

const forgot = (email: string, ip = nextIp()) =>
  t.request({ method: 'POST', url: '/api/account/password-reset', payload: { email }, ip });

/** The URL of the test app's own database, for a silent listener. */
async function ownDatabaseUrl(): Promise<string> {
  const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return databaseUrlFor(result.rows[0]!.name);
}

describe('Forgot password (features/account)', () => {
  it('answers as fast for an address without an account (timing measured)', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => t.signUp()));
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      const answer = await forgot(email);
      expect(answer.statusCode).toBe(200);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, which goes first alternating, so that the machine's drift falls on both alike. Each
    // request is timed once the job the one before it queued has run: on the embedded database's one
    // connection a request waits for a running job's statements, and a job for an address with an
    // account (a token, an email) is longer than one without, which would slow whichever came next.
    for (let round = 0; round < 2; round += 1) {
      for (const [index, person] of people.entries()) {
        const pair = [
          async () => known.push(await timed(person.email)),
          async () => unknown.push(await timed(`nobody-${round}-${index}-${Date.now()}@example.com`)),
        ];
        for (const ask of (round + index) % 2 === 0 ? pair : pair.reverse()) {
          await ask();
          await t.app.jobs.runDue();
        }
      }
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1]!;
    const [knownMs, unknownMs] = [median(known), median(unknown)];
    console.log(
      `forgot password: medians ${knownMs.toFixed(1)} ms with an account, ${unknownMs.toFixed(1)} ms without`,
    );
    // Measured (docs/reliability.md §10): medians within a few tenths of a millisecond of each other.
    expect(Math.abs(knownMs - unknownMs), `known ${knownMs} ms, unknown ${unknownMs} ms`).toBeLessThan(
      Math.max(3, 0.3 * Math.max(knownMs, unknownMs)),
    );
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

describe('readiness (features/health)', () => {
  it('gives up after its time limit when the database never answers', async () => {
    // Accepts connections and says nothing, as a database stuck behind a full disk or a lock would.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const database = openPostgres(`postgres://nobody:secret@127.0.0.1:${port}/none`, 1);
    try {
      const started = Date.now();
      expect(await checkReadiness(database.db, shipped, 300)).toEqual({
        ready: false,
        reason: 'the database did not answer within 300 ms',
      });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await database.close();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe.skipIf(!testDatabaseUrl)(
  'a roll call of every instance listening on the database (db/change-feed)',
  () => {
    it('stops waiting after its bound for a listener that never answers', async () => {
      const silent = new pg.Client({
        connectionString: await ownDatabaseUrl(),
        application_name: CHANGE_FEED_APPLICATION,
      });
      await silent.connect();
      try {
        const started = performance.now();
        await t.database.changes.everyInstanceCaughtUp(300);
        const waited = performance.now() - started;
        expect(waited).toBeGreaterThanOrEqual(290);
        expect(waited).toBeLessThan(2000);
      } finally {
        await silent.end();
      }
    });
  },
);

describe('closing the server with streams open (live/)', () => {
  it('ends every stream at once instead of waiting for them', async () => {
    const other = new TestApp();
    await other.init();
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/events`;
      const person = await other.signUp();
      const answers = await Promise.all(
        [0, 1, 2].map(() => SseStream.open(url, { origin: BASE_URL, cookie: person.cookie })),
      );
      const streams = answers.map((answer) => answer.stream!);
      for (const each of streams) await each.waitFor((frame) => frame.retry !== undefined);
      const started = performance.now();
      await other.app.close();
      const took = performance.now() - started;
      for (const each of streams) await each.waitForEnd(1000);
      expect(took).toBeLessThan(LIVE_SETTINGS.closeWaitMs + 500);
    } finally {
      await other.close();
    }
  });
});
