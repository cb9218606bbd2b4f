import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { PGLITE_EXTENSIONS } from '../../src/db/extensions.js';
import { mailOutbox } from '../../src/db/schema.js';
import { ApiClient, type Account } from '../api-client.js';
import { launchServer, serverEnvironment, type ChildServer } from '../child-server.js';
import { adminQuery, databaseUrlFor, testDatabaseUrl } from '../databases.js';
import { freePort } from '../free-port.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../smtp-catcher.js';

/** Bookings of the burst cut by SIGKILL, each one email to its seller; MAIL_CRASH_BOOKINGS=600 for a longer run. */
const BOOKINGS = Number(process.env.MAIL_CRASH_BOOKINGS ?? 60);
/** Emails of the burst taken before the one whose reply is held when the server is killed. */
const TAKEN_BEFORE_KILL = Math.floor(BOOKINGS / 6);
/** Bookings of the second burst, whose first email is taken ("250") by a server that never hears it. */
const LATE_BOOKINGS = 10;
/** Enough sellers that none lists more than a hundred books (a seller lists at most 120 an hour). */
const SELLERS = Math.max(3, Math.ceil((BOOKINGS + LATE_BOOKINGS) / 100));
const BUYERS = 2;
const WORKERS = 8;
/** Short, so that the job the killed server held runs again within seconds (default: five minutes). */
const LEASE_SECONDS = 3;
/** How long the emails may take to come after a restart: the lease, then some milliseconds each. */
const ARRIVAL_MS = 20_000 + 100 * BOOKINGS;

const dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-mail-crash-'));
const databaseName = `second_shelf_mail_crash_${randomBytes(6).toString('hex')}`;
const servers: ChildServer[] = [];
let smtp: SmtpCatcher | undefined;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await smtp?.close();
  if (testDatabaseUrl) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The database the server starts on, made from the migrated template of the run: a copy of it on
 * PostgreSQL (its URL), or the embedded database's directory unpacked from it. The server's first
 * start then skips PGlite's initdb and the migrations, half a minute on two busy cores.
 */
async function databaseFromTemplate(): Promise<string | undefined> {
  if (testDatabaseUrl) {
    await adminQuery(`create database ${databaseName} template ${inject('databaseTemplate')}`);
    return databaseUrlFor(databaseName);
  }
  const snapshot = new Blob([readFileSync(inject('databaseTemplate'))]);
  const client = await PGlite.create(join(dataDir, 'pglite'), {
    loadDataDir: snapshot,
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
  return undefined;
}

/** Polls until `done` holds, failing with `what` after `timeoutMs`. */
async function waitUntil(done: () => boolean, what: () => string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The promise's value, or a failure naming `what` after `timeoutMs`: nothing here waits for ever. */
async function within<T>(promise: Promise<T>, what: string, timeoutMs = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${timeoutMs} ms in vain: ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the process is stopped (SIGSTOP taken): the state letter of /proc/<pid>/stat is T. */
function isStopped(pid: number): boolean {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).startsWith('T');
}

/**
 * Confirms the sellers' addresses with the link each was mailed at sign-up: with an SMTP server,
 * notification emails go only to confirmed addresses. The buyers' links are waited for too, so that
 * every email after this is one of the bookings'.
 */
async function confirmAddresses(client: ApiClient, sellers: Account[], buyers: Account[]): Promise<void> {
  for (const seller of sellers) {
    const [mail] = await smtp!.waitFor(seller.email);
    const token = /\/email\/verify\?token=([\w-]+)/.exec(mail!.text)?.[1];
    const { status } = await client.call('POST', '/api/account/verify-email', { body: { token } });
    expect(status).toBe(200);
  }
  for (const buyer of buyers) await smtp!.waitFor(buyer.email);
}

/** Lists `count` books, the sellers in turn, each seller's one after another. */
async function listBooks(client: ApiClient, sellers: Account[], count: number): Promise<string[]> {
  const listings: string[] = [];
  await Promise.all(
    sellers.map(async (seller, index) => {
      for (let i = index; i < count; i += sellers.length) listings.push(await client.addListing(seller));
    }),
  );
  return listings;
}

/** Books every listing of the queue from WORKERS concurrent clients; each must be a 201. */
async function bookAll(client: ApiClient, buyers: Account[], queue: string[]): Promise<void> {
  let turn = 0;
  const worker = async () => {
    for (let productId = queue.shift(); productId; productId = queue.shift()) {
      turn += 1;
      const { status, body } = await client.call('POST', '/api/bookings', {
        as: buyers[turn % buyers.length],
        body: { productId, meetingLocation: 'Library steps', phoneNumber: '0123456789' },
      });
      expect(status, JSON.stringify(body)).toBe(201);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
}

/** Every row of the outbox, read once the server has stopped (the embedded database is its alone). */
async function readOutbox(databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl, dataDir, poolMax: 2 });
  try {
    return await database.db
      .select({
        id: mailOutbox.id,
        state: mailOutbox.state,
        attempts: mailOutbox.attempts,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox);
  } finally {
    await database.close();
  }
}

/** How many times each Message-ID came. */
function countById(mails: CaughtMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { messageId } of mails) counts.set(messageId, (counts.get(messageId) ?? 0) + 1);
  return counts;
}

describe(`mail through a kill -9 of the server (${testDatabaseUrl ? 'PostgreSQL' : 'embedded database'}, ${BOOKINGS} emails)`, () => {
  it('loses no email and sends none twice when killed mid-send; killed after the 250, that one goes twice', async () => {
    const databaseUrl = await databaseFromTemplate();
    smtp = await startSmtpCatcher();
    const env = serverEnvironment({
      port: await freePort(),
      dataDir,
      databaseUrl,
      extra: {
        SEED_DEMO: 'false',
        TRUST_PROXY: 'true',
        MAX_OPEN_BOOKINGS: '1000000',
        SMTP_URL: smtp.url,
        JOBS_POLL_SECONDS: '0.2',
        JOBS_LEASE_SECONDS: String(LEASE_SECONDS),
      },
    });
    const start = async () => {
      const server = await launchServer(env);
      servers.push(server);
      return server;
    };
    const messageIdOf = (outboxId: string) => `<${outboxId}@127.0.0.1>`;

    let server = await start();
    const client = new ApiClient(server.url);
    const sellers = await Promise.all(Array.from({ length: SELLERS }, () => client.signUp('seller')));
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => client.signUp('buyer')));
    await confirmAddresses(client, sellers, buyers);
    const listings = await listBooks(client, sellers, BOOKINGS + LATE_BOOKINGS);
    const firstMail = smtp.received.length;
    const bookingMails = () => smtp!.received.slice(firstMail);

    // 1. SIGKILL with one email in flight: it came in full, and its "250" was never sent.
    const holding = smtp.holdMessage(TAKEN_BEFORE_KILL);
    await bookAll(client, buyers, listings.slice(0, BOOKINGS));
    const inFlight = await within(holding, 'the email to hold never came');
    await server.stop('SIGKILL');
    const killedAt = new Date();
    await within(inFlight.dropped, 'the killed server never hung up');
    const takenBeforeKill = bookingMails().length;
    expect(takenBeforeKill).toBe(TAKEN_BEFORE_KILL);
    expect(bookingMails().map((mail) => mail.messageId)).not.toContain(inFlight.mail.messageId);

    server = await start();
    await waitUntil(
      () => bookingMails().length === BOOKINGS,
      () => `${bookingMails().length} of ${BOOKINGS} emails came`,
      ARRIVAL_MS,
    );
    const allCameAfterMs = Date.now() - killedAt.getTime();
    const burst = countById(bookingMails());
    expect(burst.size).toBe(BOOKINGS);
    expect([...burst.values()].every((count) => count === 1)).toBe(true);
    expect(burst.get(inFlight.mail.messageId)).toBe(1);

    // 2. The one window left: the SMTP server took the email ("250") and the server died before
    // marking it sent. SIGSTOP first, so that the reply cannot be read before SIGKILL.
    const taking = smtp.holdMessage();
    await bookAll(client, buyers, listings.slice(BOOKINGS));
    const taken = await within(taking, 'the email to take never came');
    server.child.kill('SIGSTOP');
    await waitUntil(
      () => isStopped(server.child.pid!),
      () => 'the server never stopped',
    );
    expect(taken.release()).toBe(true);
    await server.stop('SIGKILL');

    server = await start();
    const expected = BOOKINGS + LATE_BOOKINGS + 1;
    await waitUntil(
      () => bookingMails().length === expected,
      () => `${bookingMails().length} of ${expected} emails came`,
      ARRIVAL_MS,
    );
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });

    // Every email written was sent and came once, but the one taken just before the kill: twice.
    const outbox = await readOutbox(databaseUrl);
    expect(outbox.filter((row) => row.state !== 'sent')).toEqual([]);
    const counts = countById(smtp.received);
    expect(new Set(counts.keys())).toEqual(new Set(outbox.map((row) => messageIdOf(row.id))));
    expect([...counts].filter(([, count]) => count !== 1)).toEqual([[taken.mail.messageId, 2]]);
    const attemptsOf = (messageId: string) =>
      outbox.find((row) => messageIdOf(row.id) === messageId)?.attempts;
    expect([attemptsOf(inFlight.mail.messageId), attemptsOf(taken.mail.messageId)]).toEqual([2, 2]);

    const writtenBeforeKill = outbox.filter(
      (row) => burst.has(messageIdOf(row.id)) && row.createdAt <= killedAt,
    ).length;
    console.log(
      [
        `SIGKILL mid-send: of ${BOOKINGS} emails, ${takenBeforeKill} taken before the kill, 1 in flight (no 250), ${writtenBeforeKill - takenBeforeKill - 1} queued in the outbox, ${BOOKINGS - writtenBeforeKill} not yet written from their notifications; all ${BOOKINGS} came once, the last ${allCameAfterMs} ms after the kill (lease ${LEASE_SECONDS} s)`,
        `SIGKILL after the 250: that email came twice with one Message-ID, the other ${LATE_BOOKINGS - 1} once; ${outbox.length} outbox rows, all sent`,
      ].join('\n'),
    );
  }, 180_000);
});
