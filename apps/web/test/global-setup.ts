import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp, type App } from '../../server/src/app.js';
import { hashCheaplyForTests } from '../../server/src/auth/password.js';
import { loadConfig } from '../../server/src/config.js';
import { fromPglite, type Database } from '../../server/src/db/client.js';
import { PGLITE_EXTENSIONS } from '../../server/src/db/extensions.js';
import { ensureCategories } from '../../server/src/db/categories.js';
import { seedDemo } from '../../server/src/demo/seed.js';
import { freePort } from '../../server/test/free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where to ask for an API server of a test file's own (test/setup.ts). */
    apiServers: string;
  }
}

/** Every server signs with this secret, so the seeded demo accounts work on each of them. */
const SECRET = 'web-tests-secret-that-is-long-enough';

/**
 * The data directory of every server: the demo data's photos are files there (the embedded
 * database's photo store), beside the database snapshot every server opens.
 */
const DATA_DIR = mkdtempSync(join(tmpdir(), 'second-shelf-web-tests-'));

/**
 * The real API, on 127.0.0.1: it trusts X-Forwarded-For so that each test can act as its own
 * client address, as separate visitors would.
 */
function buildApi(database: Database, url: string): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    BASE_URL: url,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR,
  });
  return buildApp({ config, database, secret: SECRET, webDistDir: false, logger: false });
}

interface ApiServer {
  url: string;
  close(): Promise<void>;
}

/** A server on a database of its own, opened from the snapshot. */
async function startApi(snapshot: Blob): Promise<ApiServer> {
  const database = fromPglite(await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS }));
  // The port is part of the app's BASE_URL, so it is chosen before the app is built; should
  // another process take it in between, another one is tried.
  for (let attempt = 1; ; attempt += 1) {
    const url = `http://127.0.0.1:${await freePort()}`;
    const app = await buildApi(database, url);
    try {
      await app.listen({ host: '127.0.0.1', port: Number(new URL(url).port) });
    } catch (error) {
      await app.close();
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && attempt < 5) continue;
      await database.close();
      throw error;
    }
    return {
      url,
      async close() {
        // The file's tests are over. A connection its fetch opened and never sent a request on
        // (one aborted as it was being sent) is not idle to Node, and would hold the close up
        // until its 30 s timeout: close them all.
        const closing = app.close();
        app.server.closeAllConnections();
        await closing;
        await database.close();
      },
    };
  }
}

/**
 * The screens are tested against the real API, and each test file gets a server and a database
 * of its own, so that files running side by side never read each other's data (a category's
 * total while another file adds books to it).
 *
 * The database is made once here: migrations, categories and the demo data (whose accounts sign
 * up through an app, and whose password hashes take a while), kept as a snapshot. Then each test
 * file, in its beforeAll, asks this process for a server (POST /servers): a database opened from
 * the snapshot and an app listening on a port of its own; its afterAll stops it (DELETE
 * /servers/<port>). The servers run here, in Node, rather than in the test files' workers,
 * whose jsdom globals (ArrayBuffer, Uint8Array) are not the ones Fastify and PGlite need; and
 * here the server's modules and PGlite's WebAssembly load once, not once per file.
 */
export default async function setup(project: TestProject) {
  // The accounts the tests create are hashed at a 16th of the cost (see hashCheaplyForTests).
  hashCheaplyForTests();
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const seeding = fromPglite(client);
  await seeding.migrate();
  await ensureCategories(seeding.db);
  const seeder = await buildApi(seeding, 'http://127.0.0.1');
  await seedDemo(seeding.db, seeder.auth, seeder.photos);
  // As a started server does: the demo's notifications written as emails (the outbox's demo).
  await seeder.jobs.runDue();
  await seeder.close();
  const snapshot = await client.dumpDataDir('none');
  await seeding.close();

  // Two servers are kept ready (a file runs on each core): a file gets one at once, and the next
  // one starts while the tests run instead of before them.
  const spares: Promise<ApiServer>[] = [];
  const refill = () => {
    while (spares.length < 2) {
      const spare = startApi(snapshot);
      spare.catch(() => undefined);
      spares.push(spare);
    }
  };
  refill();
  const servers = new Map<string, ApiServer>();
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'POST' && request.url === '/servers') {
      const next = spares.shift()!;
      refill();
      const server = await next;
      servers.set(new URL(server.url).port, server);
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ url: server.url }));
      return;
    }
    const port = /^\/servers\/(\d+)$/.exec(request.url ?? '')?.[1];
    if (request.method === 'DELETE' && port) {
      const server = servers.get(port);
      servers.delete(port);
      await server?.close();
      response.writeHead(204).end();
      return;
    }
    response.writeHead(404).end();
  };
  const factory = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    });
  });
  await new Promise<void>((resolve) => factory.listen(0, '127.0.0.1', resolve));
  project.provide('apiServers', `http://127.0.0.1:${(factory.address() as AddressInfo).port}/servers`);

  return async () => {
    const closed = new Promise((resolve) => factory.close(resolve));
    factory.closeAllConnections();
    await closed;
    // The spares, and the server of a file whose worker died before its afterAll.
    const left = await Promise.allSettled(spares);
    for (const spare of left) if (spare.status === 'fulfilled') servers.set(spare.value.url, spare.value);
    await Promise.all([...servers.values()].map((server) => server.close()));
    rmSync(DATA_DIR, { recursive: true, force: true });
  };
}
