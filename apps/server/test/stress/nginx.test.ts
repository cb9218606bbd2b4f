import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serverRoot } from '../../src/lib/paths.js';
import { ApiClient, nextAddress, type Account } from '../api-client.js';
import { launchServer, serverEnvironment, type ChildServer } from '../child-server.js';
import { adminQuery, databaseUrlFor, testDatabaseUrl } from '../databases.js';
import { freePort } from '../free-port.js';
import { SseStream } from '../sse-client.js';

/**
 * Two instances of the built server behind nginx (Debian's package), on one PostgreSQL database,
 * with the nginx.conf the README shows (docs/nginx.conf): to its clients they must behave as one
 * server. Needs TEST_DATABASE_URL and an nginx binary; in CI (CI=true) a missing nginx fails.
 */
const EXAMPLE = join(serverRoot, '..', '..', 'docs', 'nginx.conf');
/** NGINX_PATH names the binary (and only it); otherwise Debian's place or another usual one. */
const nginxPath = (
  process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']
).find((path) => existsSync(path));
const required = process.env.CI === 'true' || process.env.REQUIRE_NGINX === '1';
/** Requests with one session, spread over the instances. */
const SESSION_REQUESTS = 40;
/** Sessions signed out on one instance and tried at once on the other (NGINX_SIGN_OUTS for more). */
const SIGN_OUTS = Number(process.env.NGINX_SIGN_OUTS ?? 10);
const BUYERS = 20;
/** Messages timed from one instance to a page on the other (NGINX_MESSAGES for more; 30 a minute per person). */
const MESSAGES = Number(process.env.NGINX_MESSAGES ?? 20);

const skipReason = !testDatabaseUrl
  ? 'it needs PostgreSQL: set TEST_DATABASE_URL=postgres://… (the embedded database is one process only)'
  : !nginxPath
    ? 'no nginx binary (apt-get install -y nginx, or set NGINX_PATH)'
    : undefined;
/** Without nginx in CI the test fails; without PostgreSQL it is skipped (the PostgreSQL stage runs it). */
const mustFail = Boolean(skipReason && testDatabaseUrl && required);

/** The README's nginx.conf with this run's ports and paths; each change must apply exactly once. */
function nginxConfig(example: string, values: { listen: number; instances: number[]; dir: string }) {
  let text = example;
  const swap = (from: string, to: string, times = 1) => {
    const found = text.split(from).length - 1;
    if (found !== times)
      throw new Error(`docs/nginx.conf: expected "${from}" ${times} time(s), found ${found}`);
    text = text.replaceAll(from, to);
  };
  swap('listen 80;', `listen 127.0.0.1:${values.listen};`);
  swap('server 127.0.0.1:3001 ', `server 127.0.0.1:${values.instances[0]} `);
  swap('server 127.0.0.1:3002 ', `server 127.0.0.1:${values.instances[1]} `);
  swap('pid /run/second-shelf-nginx.pid;', `pid ${values.dir}/nginx.pid;`);
  swap('/var/log/nginx/', `${values.dir}/`, 2);
  swap('/var/lib/nginx/', `${values.dir}/`, 2);
  // The temporary directories of modules the example does not use, which nginx creates all the same.
  swap(
    'http {\n',
    `http {\n    fastcgi_temp_path ${values.dir}/fastcgi;\n    uwsgi_temp_path ${values.dir}/uwsgi;\n    scgi_temp_path ${values.dir}/scgi;\n`,
  );
  return text;
}

interface RequestLine {
  req: { method: string; url: string; remoteAddress: string };
  res: { statusCode: number };
}

/** The one-line-per-request JSON log lines an instance printed. */
function requestLines(server: ChildServer): RequestLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"request completed"'))
    .map((line) => JSON.parse(line) as RequestLine);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const title = skipReason
  ? `two instances behind nginx: NOT RUN, ${skipReason}`
  : 'two instances behind nginx on one PostgreSQL';

describe.runIf(!skipReason)(title, () => {
  let dir = '';
  const databaseName = `second_shelf_nginx_${randomBytes(6).toString('hex')}`;
  const servers: ChildServer[] = [];
  let nginx: ChildProcess | undefined;
  let nginxOutput = '';
  let nginxUrl = '';
  let client: ApiClient;

  /** One request straight to an instance, as a browser of the public site would send it. */
  async function direct(
    server: ChildServer,
    path: string,
    options: { cookie?: string; method?: string } = {},
  ) {
    const response = await fetch(`${server.url}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        origin: nginxUrl,
        'x-forwarded-for': nextAddress(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: options.method === 'POST' ? '{}' : undefined,
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function signIn(account: Account): Promise<string> {
    const response = await fetch(`${nginxUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: nginxUrl, 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    await response.arrayBuffer();
    return response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'second-shelf-nginx-'));
    chmodSync(dir, 0o755); // nginx's workers run as another user
    await adminQuery(`create database ${databaseName} template ${inject('databaseTemplate')}`);
    const [portA, portB, listen] = [await freePort(), await freePort(), await freePort()];
    nginxUrl = `http://127.0.0.1:${listen}`;
    const shared = {
      // The public URL is nginx's; the instances trust it (and only it) for the client's address.
      BASE_URL: nginxUrl,
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: 'false',
      // One JSON line per request: the lines show which instance served what.
      LOG_LEVEL: 'info',
    };
    const environments = [portA, portB].map((port, index) =>
      serverEnvironment({
        port: port!,
        dataDir: join(dir, `instance-${index}`),
        databaseUrl: databaseUrlFor(databaseName),
        extra: shared,
      }),
    );
    const launched = await Promise.allSettled(environments.map((env) => launchServer(env)));
    for (const result of launched) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of launched) if (result.status === 'rejected') throw result.reason;

    const config = join(dir, 'nginx.conf');
    writeFileSync(
      config,
      nginxConfig(readFileSync(EXAMPLE, 'utf8'), { listen: listen!, instances: [portA!, portB!], dir }),
    );
    nginx = spawn(
      nginxPath!,
      ['-p', dir, '-e', join(dir, 'startup.log'), '-c', config, '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    nginx.stdout?.on('data', (chunk) => (nginxOutput += chunk));
    nginx.stderr?.on('data', (chunk) => (nginxOutput += chunk));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (nginx.exitCode !== null) {
        const log = join(dir, 'second-shelf.error.log');
        throw new Error(
          `nginx exited (${nginx.exitCode}): ${nginxOutput}${existsSync(log) ? readFileSync(log) : ''}`,
        );
      }
      try {
        if ((await fetch(`${nginxUrl}/api/health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer in 10 s: ${nginxOutput}`);
      await sleep(50);
    }
    client = new ApiClient(nginxUrl);
  }, 90_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    }
    const stops = await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    if (dir) rmSync(dir, { recursive: true, force: true });
    // Both instances finished what they had and exited cleanly.
    for (const stop of stops) expect(stop).toEqual({ code: 0, signal: null });
  });

  it('passes the health and readiness checks through, uncached', async () => {
    for (const path of ['/api/health', '/api/ready']) {
      const response = await fetch(`${nginxUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      await response.arrayBuffer();
    }
  });

  it('keeps a session made through nginx on both instances, one log line per request', async () => {
    const buyer = await client.signUp('buyer');
    const cookie = await signIn(buyer);
    const path = `/api/myorders?email=${encodeURIComponent(buyer.email)}`;
    const before = servers.map((server) => requestLines(server).length);
    const statuses: Record<number, number> = {};
    for (let i = 0; i < SESSION_REQUESTS; i += 1) {
      const response = await fetch(`${nginxUrl}${path}`, {
        headers: { cookie, origin: nginxUrl, 'x-forwarded-for': nextAddress() },
      });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      await response.arrayBuffer();
    }
    expect(statuses).toEqual({ 200: SESSION_REQUESTS });

    // Each instance prints its line when the answer has gone: wait (at most 5 s) for all of them.
    const served = () =>
      servers.map((server, index) =>
        requestLines(server)
          .slice(before[index])
          .filter((line) => line.req.url === path),
      );
    for (let waited = 0; waited < 5000 && served().flat().length < SESSION_REQUESTS; waited += 50)
      await sleep(50);
    const [onA, onB] = served();
    console.log(
      `${SESSION_REQUESTS} signed-in requests through nginx: ${onA!.length} on instance A, ${onB!.length} on B`,
    );
    // Exactly one line per request, split between the two by round robin.
    expect(onA!.length + onB!.length).toBe(SESSION_REQUESTS);
    expect(onA!.length).toBeGreaterThanOrEqual(SESSION_REQUESTS / 4);
    expect(onB!.length).toBeGreaterThanOrEqual(SESSION_REQUESTS / 4);
    // The client's own address, passed on by nginx and trusted from nginx only.
    for (const line of [...onA!, ...onB!]) {
      expect(line.res.statusCode).toBe(200);
      expect(line.req.remoteAddress).toMatch(/^10\./);
    }
    const access = readFileSync(join(dir, 'second-shelf.access.log'), 'utf8');
    const upstreams = new Set([...access.matchAll(/upstream=(\S+)/g)].map((match) => match[1]));
    expect(upstreams).toEqual(new Set(servers.map((server) => server.url.replace('http://', ''))));
  }, 60_000);

  it('honours a sign-out on one instance on the other from the moment it is answered', async () => {
    const buyer = await client.signUp('buyer');
    const path = `/api/myorders?email=${encodeURIComponent(buyer.email)}`;
    /** Per round: whether the other instance's very next request was refused, and when it was. */
    const rounds: { atOnce: boolean; refusedAfterMs: number }[] = [];
    for (let round = 0; round < SIGN_OUTS; round += 1) {
      const cookie = await signIn(buyer);
      const [out, other] = round % 2 === 0 ? [servers[0]!, servers[1]!] : [servers[1]!, servers[0]!];
      // Both instances now hold the session in memory.
      expect(await direct(out, path, { cookie })).toBe(200);
      expect(await direct(other, path, { cookie })).toBe(200);
      expect(await direct(out, '/api/auth/sign-out', { cookie, method: 'POST' })).toBe(200);
      const signedOut = performance.now();
      // No pause between the sign-out's answer and this request; then again until it is refused.
      let status = await direct(other, path, { cookie });
      const atOnce = status === 401;
      for (let tries = 0; status === 200 && tries < 1000; tries += 1) {
        status = await direct(other, path, { cookie });
      }
      expect(status, `round ${round}`).toBe(401);
      rounds.push({ atOnce, refusedAfterMs: performance.now() - signedOut });
      for (let i = 0; i < 4; i += 1) {
        const response = await fetch(`${nginxUrl}${path}`, {
          headers: { cookie, origin: nginxUrl, 'x-forwarded-for': nextAddress() },
        });
        expect(response.status).toBe(401);
        await response.arrayBuffer();
      }
    }
    const late = rounds.filter((r) => !r.atOnce);
    const slowest = Math.max(...rounds.map((r) => r.refusedAfterMs));
    console.log(
      `${SIGN_OUTS} sign-outs on one instance: the other refused the session on the very next request in ${SIGN_OUTS - late.length}, ` +
        `one or more requests later in ${late.length}${late.length ? ` (${late.map((r) => r.refusedAfterMs.toFixed(1)).join(', ')} ms after the sign-out's answer)` : ''}; ` +
        `slowest refusal ${slowest.toFixed(1)} ms`,
    );
    // The sign-out is answered only once every instance has heard of it (change-feed.ts's roll call).
    expect(late).toEqual([]);
  }, 600_000);

  it('lets a person list on one instance the moment Start selling is answered on the other', async () => {
    for (let round = 0; round < 4; round += 1) {
      const person = await client.signUp('buyer');
      const cookie = await signIn(person);
      const path = `/api/myproducts?email=${encodeURIComponent(person.email)}`;
      const [here, there] = round % 2 === 0 ? [servers[0]!, servers[1]!] : [servers[1]!, servers[0]!];
      // Both instances now hold the session in memory, without selling.
      expect(await direct(here, path, { cookie })).toBe(403);
      expect(await direct(there, path, { cookie })).toBe(403);
      expect(await direct(here, '/api/account/start-selling', { cookie, method: 'POST' })).toBe(200);
      // No pause: the other instance heard of it before the answer was sent.
      expect(await direct(there, path, { cookie }), `round ${round}`).toBe(200);
    }
  }, 120_000);

  it(`gives one copy to exactly one of ${BUYERS} buyers racing through nginx`, async () => {
    const seller = await client.signUp('seller');
    const productId = await client.addListing(seller);
    // One after another: a burst of sign-ups is partly refused by design (the hash queue).
    const buyers: Account[] = [];
    for (let i = 0; i < BUYERS; i += 1) buyers.push(await client.signUp('buyer'));
    const before = servers.map((server) => requestLines(server).length);
    const started = performance.now();
    const results = await Promise.all(
      buyers.map((buyer) =>
        client.call('POST', '/api/bookings', {
          as: buyer,
          body: { productId, meetingLocation: 'Library steps', phoneNumber: '0123456789' },
        }),
      ),
    );
    const elapsed = performance.now() - started;
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(BUYERS - 1).fill(409)]);
    for (const result of results.filter((candidate) => candidate.status === 409)) {
      expect((result.body as { message: string }).message).toMatch(/just been booked/);
    }

    const database = new pg.Client({ connectionString: databaseUrlFor(databaseName) });
    await database.connect();
    try {
      const { rows } = await database.query<{ bookings: number; status: string }>(
        'select (select count(*)::int from bookings where product_id = $1) as bookings, status from products where id = $1',
        [productId],
      );
      expect(rows).toEqual([{ bookings: 1, status: 'booked' }]);
    } finally {
      await database.end();
    }

    let perInstance: number[] = [];
    for (let waited = 0; waited < 5000; waited += 50) {
      perInstance = servers.map(
        (server, index) =>
          requestLines(server)
            .slice(before[index])
            .filter((line) => line.req.method === 'POST' && line.req.url === '/api/bookings').length,
      );
      if (perInstance[0]! + perInstance[1]! === BUYERS) break;
      await sleep(50);
    }
    console.log(
      `${BUYERS} buyers at once through nginx: statuses 1 × 201, ${BUYERS - 1} × 409 in ${elapsed.toFixed(0)} ms; bookings served ${perInstance[0]} by A and ${perInstance[1]} by B`,
    );
    // The race really ran across both instances.
    expect(perInstance[0]! + perInstance[1]!).toBe(BUYERS);
    expect(perInstance[0]).toBeGreaterThan(0);
    expect(perInstance[1]).toBeGreaterThan(0);
  }, 90_000);

  it('takes a photo of several megabytes through nginx, serves it from either instance, and refuses a 20 MB non-photo', async () => {
    const seller = await client.signUp('seller');
    // A camera's photo: above the 2 MB nginx allows other requests, as the form sends it.
    const photo = await sharp({
      create: {
        width: 2400,
        height: 3200,
        channels: 3,
        background: '#445566',
        noise: { type: 'gaussian', mean: 100, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const url = await new ApiClient(nginxUrl).uploadPhoto(seller, photo);
    // Each instance serves it from the database, whichever took the upload.
    const bodies = await Promise.all(
      servers.map(async (server) => {
        const response = await fetch(`${server.url}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=3600');
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true);
    const throughNginx = await fetch(`${nginxUrl}${url}`);
    expect(Buffer.from(await throughNginx.arrayBuffer()).equals(bodies[0]!)).toBe(true);
    // A 20 MB file that is no photo: the instance answers from its first bytes and closes the
    // connection while nginx is still sending the rest; nginx passes the answer on.
    const form = new FormData();
    form.append('photo', new Blob([randomBytes(20 * 1000 * 1000)], { type: 'image/jpeg' }), 'camera.jpg');
    const refused = await fetch(`${nginxUrl}/api/photos`, {
      method: 'POST',
      headers: { cookie: seller.cookie, origin: nginxUrl, 'x-forwarded-for': nextAddress() },
      body: form,
    });
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { code: string }).code).toBe('NOT_A_PHOTO');
  }, 60_000);

  it('delivers a question asked before booking through one instance to the pages of both people on the other', async () => {
    const buyer = await client.signUp('buyer');
    const seller = await client.signUp('seller');
    const productId = await client.addListing(seller);
    const opened = await client.call<{ _id: string }>('POST', '/api/conversations', {
      as: buyer,
      body: { productId },
    });
    expect(opened.status).toBe(201);
    const conversationId = opened.body._id;
    const [instanceA, instanceB] = servers as [ChildServer, ChildServer];
    const stream = async (as: { cookie: string }, query: string) => {
      const answer = await SseStream.open(`${instanceB.url}/api/events${query}`, {
        cookie: as.cookie,
        origin: nginxUrl,
        'x-forwarded-for': nextAddress(),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      await answer.stream!.waitFor((frame) => frame.retry !== undefined, { what: 'the retry hint' });
      return answer.stream!;
    };
    const post = async (as: { cookie: string }, path: string, body: object) => {
      const response = await fetch(`${instanceA.url}${path}`, {
        method: 'POST',
        headers: {
          cookie: as.cookie,
          origin: nginxUrl,
          'content-type': 'application/json',
          'x-forwarded-for': nextAddress(),
        },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(201);
      return (await response.json()) as { _id?: string; insertedId?: string };
    };
    // The buyer's conversation and the seller's Messages count stream from instance B; all is sent to A.
    const buyersPage = await stream(buyer, `?conversation=${conversationId}`);
    const sellersBar = await stream(seller, '');
    const arrived = (id: string | undefined) => (data: { type: string; message?: { _id: string } }) =>
      data.type === 'message' && data.message?._id === id;
    try {
      const question = await post(buyer, `/api/conversations/${conversationId}/messages`, {
        body: 'Any highlighting?',
      });
      await buyersPage.waitForEvent(arrived(question._id), { what: 'the question on instance B' });
      await sellersBar.waitForEvent(
        (data: { type: string; unread?: number }) => data.type === 'notifications',
        {
          what: "the seller's unread count on instance B",
        },
      );
      const answer = await post(seller, `/api/conversations/${conversationId}/messages`, { body: 'None.' });
      await buyersPage.waitForEvent(arrived(answer._id), { what: 'the answer on instance B' });
      // Booked: the booking's thread is the same conversation, still streaming on B.
      const booked = await post(buyer, '/api/bookings', {
        productId,
        meetingLocation: 'Library steps',
        phoneNumber: '0123456789',
      });
      const onBooking = await post(seller, `/api/bookings/${booked.insertedId}/messages`, {
        body: 'See you there',
      });
      await buyersPage.waitForEvent(arrived(onBooking._id), { what: "the booking's message on instance B" });
      const bodies = buyersPage.events
        .filter((data) => (data as { type: string }).type === 'message')
        .map((data) => (data as { message: { body: string } }).message.body);
      expect(bodies).toEqual(['Any highlighting?', 'None.', 'See you there']);
    } finally {
      buyersPage.close();
      sellersBar.close();
    }
  }, 60_000);

  it('delivers a message sent through one instance to a page streaming from the other, and through nginx', async () => {
    const buyer = await client.signUp('buyer');
    const seller = await client.signUp('seller');
    const productId = await client.addListing(seller);
    const booked = await client.call<{ insertedId: string }>('POST', '/api/bookings', {
      as: buyer,
      body: { productId, meetingLocation: 'Library steps', phoneNumber: '0123456789' },
    });
    expect(booked.status).toBe(201);
    const bookingId = booked.body.insertedId;
    const [instanceA, instanceB] = servers as [ChildServer, ChildServer];
    const headers = { cookie: buyer.cookie, origin: nginxUrl, 'x-forwarded-for': nextAddress() };
    const open = async (url: string) => {
      const answer = await SseStream.open(`${url}/api/events?booking=${bookingId}`, headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      await answer.stream!.waitFor((frame) => frame.retry !== undefined, { what: 'the retry hint' });
      return answer.stream!;
    };
    // The buyer's page on instance B; another through nginx (either instance), which must not buffer.
    const onB = await open(instanceB.url);
    const throughNginx = await open(nginxUrl);
    try {
      /** Per message: from sending it to A until B's page has it, and from A's answer until then. */
      const fromSend: number[] = [];
      const fromAnswer: number[] = [];
      for (let i = 0; i < MESSAGES; i += 1) {
        const started = performance.now();
        const response = await fetch(`${instanceA.url}/api/bookings/${bookingId}/messages`, {
          method: 'POST',
          headers: {
            cookie: seller.cookie,
            origin: nginxUrl,
            'content-type': 'application/json',
            'x-forwarded-for': nextAddress(),
          },
          body: JSON.stringify({ body: `Message ${i}` }),
        });
        const answered = performance.now();
        expect(response.status).toBe(201);
        const sent = (await response.json()) as { _id: string };
        const arrived = (data: { type: string; message?: { _id: string } }) =>
          data.type === 'message' && data.message?._id === sent._id;
        const message = await onB.waitForEvent(arrived, { what: `message ${i} on instance B` });
        const at = performance.now();
        expect(message).toMatchObject({ message: { body: `Message ${i}`, bookingId, senderId: seller.id } });
        fromSend.push(at - started);
        fromAnswer.push(Math.max(0, at - answered));
        await throughNginx.waitForEvent(arrived, { what: `message ${i} through nginx` });
      }
      const percentile = (values: number[], p: number) =>
        [...values].sort((a, b) => a - b)[
          Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
        ]!;
      const summary = (values: number[]) =>
        `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
      console.log(
        `${MESSAGES} messages sent to instance A, each on a page streaming from instance B: from sending ${summary(fromSend)}; from A's answer ${summary(fromAnswer)}`,
      );
      // Every message arrived on both pages once, in the order sent.
      for (const page of [onB, throughNginx]) {
        const bodies = page.events
          .filter((data) => (data as { type: string }).type === 'message')
          .map((data) => (data as { message: { body: string } }).message.body);
        expect(bodies).toEqual(Array.from({ length: MESSAGES }, (_, i) => `Message ${i}`));
      }
    } finally {
      onB.close();
      throughNginx.close();
    }
  }, 60_000);
});

if (mustFail) {
  describe('two instances behind nginx', () => {
    it("runs in CI: .ci/run installs Debian's nginx", () => {
      throw new Error(`The nginx test is required in CI (CI=true) but cannot run: ${skipReason}`);
    });
  });
} else if (skipReason) {
  console.warn(`\nThe nginx test (two instances behind nginx) is NOT RUN: ${skipReason}\n`);
}
