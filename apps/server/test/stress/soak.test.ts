import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, nextAddress, type Account } from '../api-client.js';
import { launchServer, serverEnvironment, type ChildServer } from '../child-server.js';
import { adminQuery, databaseUrlFor, testDatabaseUrl } from '../databases.js';
import { freePort } from '../free-port.js';

/** SOAK_SECONDS=60 for the full run; CI runs the short form. */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 10);
const CONNECTIONS = 100;
const WARM_UP_SECONDS = 5;

const dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-soak-'));
const databaseName = `second_shelf_soak_${randomBytes(6).toString('hex')}`;
let server: ChildServer | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  if (testDatabaseUrl) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Each request from an address of its own (the server trusts X-Forwarded-For here). */
function headers(account?: Account, json = false): Record<string, string> {
  return {
    'x-forwarded-for': nextAddress(),
    origin: server!.url,
    ...(account ? { cookie: account.cookie } : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

describe(`a soak of mixed traffic (${testDatabaseUrl ? 'PostgreSQL' : 'embedded database'}, ${CONNECTIONS} connections, ${SECONDS} s)`, () => {
  it(
    'answers everything without a 5xx or a dropped connection, and its memory levels off',
    async () => {
      let databaseUrl: string | undefined;
      if (testDatabaseUrl) {
        await adminQuery(`create database ${databaseName} template ${inject('databaseTemplate')}`);
        databaseUrl = databaseUrlFor(databaseName);
      }
      server = await launchServer(
        serverEnvironment({
          port: await freePort(),
          dataDir,
          databaseUrl,
          // The load books many copies per buyer: the cap on open bookings is lifted.
          extra: { SEED_DEMO: 'false', TRUST_PROXY: 'true', MAX_OPEN_BOOKINGS: '1000000' },
        }),
      );
      const client = new ApiClient(server.url);
      // Enough sellers for the listings of a 10 s run, each under its 120 an hour (past them, 429).
      const sellers = await Promise.all(Array.from({ length: 20 }, () => client.signUp('seller')));
      const buyers = await Promise.all(Array.from({ length: 20 }, () => client.signUp('buyer')));
      const onSale: string[] = [];
      /** The copy booked last: once none is left on sale, buyers find it taken (409). */
      let lastBooked = '';
      for (let i = 0; i < 200; i += 1) onSale.push(await client.addListing(pick(sellers)));

      // Every kind of call the product gets, and one connection's cycle of them: mostly reads, as a
      // marketplace sees, with a listing and a booking every 15 calls and a sign-in every 30.
      const browse: autocannon.Request[] = [
        {
          method: 'GET',
          path: '/api/categories',
          setupRequest: (request) => ({ ...request, headers: headers() }),
        },
        {
          method: 'GET',
          path: '/api/categories/1',
          setupRequest: (request) => ({ ...request, headers: headers(pick(buyers)) }),
        },
        {
          method: 'GET',
          path: '/api/categories/1?limit=24&cursor=150',
          setupRequest: (request) => ({ ...request, headers: headers(pick(buyers)) }),
        },
        {
          method: 'GET',
          path: '/api/config',
          setupRequest: (request) => ({ ...request, headers: headers() }),
        },
        {
          method: 'GET',
          path: '/api/myorders',
          setupRequest: (request) => {
            const buyer = pick(buyers);
            return {
              ...request,
              path: `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
              headers: headers(buyer),
            };
          },
        },
      ];
      const listAndBook: autocannon.Request[] = [
        {
          method: 'POST',
          path: '/api/addproduct',
          setupRequest: (request) => ({
            ...request,
            headers: headers(pick(sellers), true),
            body: JSON.stringify({
              category_id: '1',
              category_name: 'Action & Adventure',
              book_name: 'Soak test book',
              author: 'Ann Author',
              image_url: '/images/covers/the-paper-knight.svg',
              original_price: 20,
              resell_price: 9.5,
              used: 1,
              location: 'Dhaka',
              product_condition: 'good',
            }),
          }),
          onResponse: (status, body) => {
            if (status === 201) onSale.push((JSON.parse(body) as { insertedId: string }).insertedId);
          },
        },
        {
          method: 'POST',
          path: '/api/bookings',
          setupRequest: (request) => {
            lastBooked = onSale.shift() ?? lastBooked;
            return {
              ...request,
              headers: headers(pick(buyers), true),
              body: JSON.stringify({
                productId: lastBooked,
                meetingLocation: 'Library steps',
                phoneNumber: '0123456789',
              }),
            };
          },
        },
      ];
      const signIn: autocannon.Request = {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        setupRequest: (request) => {
          const buyer = pick(buyers);
          return {
            ...request,
            headers: headers(undefined, true),
            body: JSON.stringify({ email: buyer.email, password: buyer.password }),
          };
        },
      };
      const half = [...browse, ...browse, ...listAndBook, ...browse.slice(0, 3)];
      const requests = [...half, ...half, signIn];

      const load = (duration: number) =>
        autocannon({ url: server!.url, connections: CONNECTIONS, duration, timeout: 10, requests });
      // A warm-up first (compiling, pools and caches filling up), held to the same rules.
      const warmUp = await load(WARM_UP_SECONDS);
      const rss: number[] = [];
      const sampler = setInterval(() => rss.push(server!.rssMiB()), 1000);
      const result = await load(SECONDS);
      clearInterval(sampler);

      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
      );
      console.log(
        `soak: ${result.requests.total} requests in ${SECONDS} s (${Math.round(result.requests.average)} req/s), ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; statuses ${JSON.stringify(statuses)}; ` +
          `errors ${result.errors}, timeouts ${result.timeouts}; RSS MiB each second ${rss.join(' ')}`,
      );
      for (const run of [warmUp, result]) {
        expect(run['5xx']).toBe(0);
        expect(run.errors).toBe(0);
        expect(run.timeouts).toBe(0);
      }
      expect(Object.keys(statuses).filter((code) => !['200', '201', '409', '429'].includes(code))).toEqual(
        [],
      );
      // Levels off: the last third of the run sits (median, so one collection's peak does not
      // count) at most a fifth above the highest the middle third reached. Against the middle
      // third's median instead, a collection inside a 3-second third (the CI run's) lowered the bar
      // below the heap's ordinary swing: 260 MiB failed against a middle third of 203, 214, 249.
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const third = Math.floor(rss.length / 3);
      expect(median(rss.slice(2 * third))).toBeLessThanOrEqual(
        Math.max(...rss.slice(third, 2 * third)) * 1.2,
      );
      // The server still answers after the load.
      expect((await client.call('GET', '/api/categories')).status).toBe(200);
    },
    120_000 + (WARM_UP_SECONDS + SECONDS) * 1000,
  );
});
