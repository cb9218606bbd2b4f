import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, type Account } from '../api-client.js';
import { launchServer, serverEnvironment, type ChildServer } from '../child-server.js';
import { adminQuery, databaseUrlFor, testDatabaseUrl } from '../databases.js';
import { freePort } from '../free-port.js';

/** Listings booked under load; CRASH_LISTINGS=2000 for a longer run. */
const LISTINGS = Number(process.env.CRASH_LISTINGS ?? 240);
const WORKERS = 16;
const BUYERS = 8;

const dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-crash-'));
const databaseName = `second_shelf_crash_${randomBytes(6).toString('hex')}`;
const servers: ChildServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  if (testDatabaseUrl) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

interface Load {
  /** Booking id → product id, for every booking the server answered 201. */
  acknowledged: Map<string, string>;
  statuses: Record<number, number>;
  /** Requests that got no HTTP answer (the server was gone). */
  unanswered: number;
}

/**
 * Books the queued listings from WORKERS concurrent clients until the queue is empty or the
 * server stops answering; `onAcknowledged` sees the count after each 201.
 */
async function bookingLoad(
  client: ApiClient,
  buyers: Account[],
  queue: string[],
  onAcknowledged: (count: number) => void,
): Promise<Load> {
  const load: Load = { acknowledged: new Map(), statuses: {}, unanswered: 0 };
  let turn = 0;
  const worker = async () => {
    for (;;) {
      const productId = queue.shift();
      if (productId === undefined) return;
      turn += 1;
      try {
        const { status, body } = await client.call<{ insertedId: string }>('POST', '/api/bookings', {
          as: buyers[turn % buyers.length],
          body: { productId, meetingLocation: 'Library steps', phoneNumber: '0123456789' },
        });
        load.statuses[status] = (load.statuses[status] ?? 0) + 1;
        if (status === 201) {
          load.acknowledged.set(body.insertedId, productId);
          onAcknowledged(load.acknowledged.size);
        }
      } catch {
        load.unanswered += 1;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return load;
}

/** Every booking in the database, read back through the API: booking id → product id. */
async function storedBookings(client: ApiClient, buyers: Account[]): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  for (const buyer of buyers) {
    for (const order of await client.ordersOf(buyer)) stored.set(order._id, order.productId ?? '');
  }
  return stored;
}

async function listingsOnSale(client: ApiClient, buyer: Account): Promise<number> {
  const { status, headers } = await client.call('GET', '/api/categories/1?limit=1', { as: buyer });
  expect(status).toBe(200);
  return Number(headers.get('x-total-count'));
}

describe(`a crash under booking load (${testDatabaseUrl ? 'PostgreSQL' : 'embedded database'}, ${LISTINGS} listings)`, () => {
  it('keeps every acknowledged booking through SIGKILL, and SIGTERM answers all it commits', async () => {
    let databaseUrl: string | undefined;
    if (testDatabaseUrl) {
      await adminQuery(`create database ${databaseName} template ${inject('databaseTemplate')}`);
      databaseUrl = databaseUrlFor(databaseName);
    }
    const env = serverEnvironment({
      port: await freePort(),
      dataDir,
      databaseUrl,
      // The load books many copies per buyer: the cap on open bookings is lifted.
      extra: { SEED_DEMO: 'false', TRUST_PROXY: 'true', MAX_OPEN_BOOKINGS: '1000000' },
    });
    const start = async () => {
      const server = await launchServer(env);
      servers.push(server);
      return server;
    };

    let server = await start();
    const client = new ApiClient(server.url);
    // A seller lists at most 120 books an hour: a hundred each.
    const sellers = await Promise.all(
      Array.from({ length: Math.ceil(LISTINGS / 100) }, () => client.signUp('seller')),
    );
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => client.signUp('buyer')));
    const queue: string[] = [];
    for (let i = 0; i < LISTINGS; i += 1) queue.push(await client.addListing(sellers[i % sellers.length]!));

    // 1. SIGKILL once a quarter of the listings are booked, with bookings still in flight.
    const killed = bookingLoad(client, buyers, queue, (count) => {
      if (count === Math.floor(LISTINGS / 4)) server.child.kill('SIGKILL');
    });
    const first = await killed;
    expect((await server.exited).signal).toBe('SIGKILL');
    if (!testDatabaseUrl) {
      // The dead process's lock is still there; the restart must take it over.
      expect(existsSync(join(dataDir, 'second-shelf.lock'))).toBe(true);
      const [pid] = readFileSync(join(dataDir, 'second-shelf.lock'), 'utf8').split('\n');
      expect(pid).toBe(String(server.child.pid));
    }

    server = await start();
    const afterKill = await storedBookings(client, buyers);
    for (const [bookingId, productId] of first.acknowledged) expect(afterKill.get(bookingId)).toBe(productId);
    // Every listing is on sale or booked once: nothing half-done survived the crash.
    expect(new Set(afterKill.values()).size).toBe(afterKill.size);
    expect((await listingsOnSale(client, buyers[0]!)) + afterKill.size).toBe(LISTINGS);

    // 2. SIGTERM with bookings in flight: it finishes what it took on, answers it, and exits 0.
    let stopping: ReturnType<ChildServer['stop']> | undefined;
    const drained = await bookingLoad(client, buyers, queue, (count) => {
      if (count === Math.floor(LISTINGS / 4)) stopping = server.stop('SIGTERM');
    });
    expect(stopping).toBeDefined();
    expect(await stopping, server.output()).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, 'second-shelf.lock'))).toBe(false);

    server = await start();
    const afterStop = await storedBookings(client, buyers);
    // Exactly what was there plus what was acknowledged: nothing committed went unanswered.
    expect([...afterStop.keys()].sort()).toEqual(
      [...afterKill.keys(), ...drained.acknowledged.keys()].sort(),
    );
    expect((await listingsOnSale(client, buyers[0]!)) + afterStop.size).toBe(LISTINGS);
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });

    console.log(
      [
        `SIGKILL: ${first.acknowledged.size} acknowledged, ${afterKill.size} stored (${afterKill.size - first.acknowledged.size} committed but unanswered), ${first.unanswered} requests cut off, statuses ${JSON.stringify(first.statuses)}`,
        `SIGTERM: ${drained.acknowledged.size} acknowledged, ${afterStop.size - afterKill.size} stored, ${drained.unanswered} refused after the stop, statuses ${JSON.stringify(drained.statuses)}`,
      ].join('\n'),
    );
  }, 180_000);
});
