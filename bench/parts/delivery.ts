// Live message delivery: two instances of the app on one PostgreSQL, messages posted on one and read
// as they arrive on the other's event streams.
import http from 'node:http';
import pg from 'pg';
import type { LiveEvent } from '@second-shelf/shared';
import { LIMITS } from '../../apps/server/src/lib/rate-limit.js';
import type { Account } from '../../apps/server/test/api-client.js';
import { quantile, quiet } from './measure.js';
import { bareNotifies, deliveries, targets, type Delivery } from './report.js';
import { startServer, type BenchDatabase } from './servers.js';
import { log, MESSAGE_RATE, ROUNDS, SECONDS, WARMUP } from './settings.js';

/** A booking thread whose messages go from one instance to a page open on the other. */
export interface Thread {
  bookingId: string;
  buyer: Account;
  seller: Account;
}

/** A stream of GET /api/events read as it arrives: each event with the moment its bytes came. */
function openStream(
  url: string,
  cookie: string,
  onEvent: (event: LiveEvent, arrivedAt: number) => void,
): Promise<{ close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET ${url}: ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        response.on('error', () => undefined);
        let buffer = '';
        response.on('data', (chunk: string) => {
          const arrivedAt = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of frame.split('\n')) {
              if (line.startsWith('data: '))
                onEvent(JSON.parse(line.slice('data: '.length)) as LiveEvent, arrivedAt);
            }
          }
        });
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

/** The channel of the bare round trips; no instance of the app listens on it. */
const BARE_CHANNEL = 'bench_bare_notify';

/**
 * Two plain `pg` connections on the bench's database, one listening and one notifying: the round
 * trip of a NOTIFY with nothing of the app around it (a commit, and the database's delivery to a
 * listening connection), measured at the same moments as the messages, so that a slow machine or a
 * busy database shows in both figures, and a slow app in its own only.
 */
async function bareNotifyPair(target: string) {
  const listener = new pg.Client({ connectionString: target });
  const notifier = new pg.Client({ connectionString: target });
  await listener.connect();
  await notifier.connect();
  const sent = new Map<string, { at: number; measured: boolean; arrivedAt?: number }>();
  listener.on('notification', ({ payload = '' }) => {
    const entry = sent.get(payload);
    if (entry && entry.arrivedAt === undefined) entry.arrivedAt = performance.now();
  });
  await listener.query(`LISTEN ${BARE_CHANNEL}`);
  // One statement at a time on the connection, as `pg` wants: one still running delays the next,
  // whose time counts from the moment it was due.
  let last = Promise.resolve();
  return {
    notify(n: number, measured: boolean): Promise<void> {
      sent.set(String(n), { at: performance.now(), measured });
      // A NOTIFY that fails never arrives: it is counted as lost.
      last = last
        .then(() => notifier.query('SELECT pg_notify($1, $2)', [BARE_CHANNEL, String(n)]))
        .then(
          () => undefined,
          () => undefined,
        );
      return last;
    },
    pending: () => [...sent.values()].some((entry) => entry.arrivedAt === undefined),
    /** The measured round trips, in ms, and how many of those sent never came back. */
    latencies(): { latencies: number[]; lost: number } {
      const measured = [...sent.values()].filter((entry) => entry.measured);
      const latencies = measured.flatMap((entry) =>
        entry.arrivedAt === undefined ? [] : [entry.arrivedAt - entry.at],
      );
      return { latencies, lost: measured.length - latencies.length };
    },
    async close(): Promise<void> {
      await Promise.all([listener.end(), notifier.end()]);
    },
  };
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** The median, the 99th percentile and the highest of latencies in ms, to a tenth. */
function spread(latencies: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: tenth(quantile(sorted, 0.5)),
    p99: tenth(quantile(sorted, 0.99)),
    max: tenth(sorted.at(-1) ?? Number.NaN),
  };
}

/**
 * Two instances on one PostgreSQL: both pages of every thread open on instance B (GET
 * /api/events?booking=), messages posted on instance A at a steady rate, each side in turn writing to
 * the other. A message's latency runs from its POST being sent to its event arriving on the other
 * side's page on B. One run of WARMUP + SECONDS × ROUNDS seconds, the warm-up's messages not counted.
 * Beside each message, a bare NOTIFY makes the same trip between two plain connections.
 */
export async function benchDelivery(
  database: BenchDatabase,
  label: string,
  threads: Thread[],
): Promise<void> {
  const seconds = WARMUP + SECONDS * ROUNDS;
  const rule = LIMITS.messagePerPerson;
  const perPersonPerWindow = (MESSAGE_RATE / (2 * threads.length)) * Math.min(seconds, rule.windowSeconds);
  if (perPersonPerWindow > rule.max) {
    throw new Error(
      `BENCH_MESSAGE_RATE=${MESSAGE_RATE}: each person would send ${Math.ceil(perPersonPerWindow)} messages in ${rule.windowSeconds} s, over the app's limit of ${rule.max}`,
    );
  }
  log(
    `${label}: message delivery between two instances, ${threads.length} threads, ${MESSAGE_RATE} a second for ${seconds} s`,
  );
  const sender = (await startServer(database)).server;
  const receiver = (await startServer(database)).server;
  interface Sent {
    at: number;
    to: string;
    measured: boolean;
    refused?: boolean;
    deliveredAt?: number;
  }
  const sent = new Map<string, Sent>();
  const streams: { close: () => void }[] = [];
  const bare = await bareNotifyPair(database.target);
  try {
    for (const thread of threads) {
      for (const person of [thread.buyer, thread.seller]) {
        streams.push(
          await openStream(
            `${receiver.url}/api/events?booking=${thread.bookingId}`,
            person.cookie,
            (event, arrivedAt) => {
              if (event.type !== 'message') return;
              const message = sent.get(event.message.body);
              if (message?.to === person.id && message.deliveredAt === undefined)
                message.deliveredAt = arrivedAt;
            },
          ),
        );
      }
    }
    await quiet();
    const total = Math.round(MESSAGE_RATE * seconds);
    const warmupMessages = Math.round(MESSAGE_RATE * WARMUP);
    const posts: Promise<void>[] = [];
    const began = performance.now();
    for (let n = 0; n < total; n += 1) {
      const wait = began + (n * 1000) / MESSAGE_RATE - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const thread = threads[n % threads.length]!;
      const fromBuyer = Math.floor(n / threads.length) % 2 === 0;
      const [from, to] = fromBuyer ? [thread.buyer, thread.seller] : [thread.seller, thread.buyer];
      const body = `Bench message ${n}`;
      const entry: Sent = { at: performance.now(), to: to.id, measured: n >= warmupMessages };
      sent.set(body, entry);
      posts.push(bare.notify(n, entry.measured));
      posts.push(
        fetch(`${sender.url}/api/bookings/${thread.bookingId}/messages`, {
          method: 'POST',
          headers: { cookie: from.cookie, origin: sender.url, 'content-type': 'application/json' },
          body: JSON.stringify({ body }),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            if (response.status !== 201) entry.refused = true;
          },
          () => {
            entry.refused = true;
          },
        ),
      );
    }
    await Promise.all(posts);
    // Every acknowledged message is waited for, at most 5 s after the last answer.
    const deadline = performance.now() + 5000;
    const undelivered = () =>
      bare.pending() || [...sent.values()].some((entry) => !entry.refused && entry.deliveredAt === undefined);
    while (undelivered() && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    for (const stream of streams) stream.close();
    await bare.close();
    await sender.stop();
    await receiver.stop();
  }
  const measured = [...sent.values()].filter((entry) => entry.measured);
  const acknowledged = measured.filter((entry) => !entry.refused);
  const latencies = acknowledged.flatMap((entry) =>
    entry.deliveredAt === undefined ? [] : [entry.deliveredAt - entry.at],
  );
  const delivery: Delivery = {
    database: label,
    streams: 2 * threads.length,
    rate: MESSAGE_RATE,
    seconds: SECONDS * ROUNDS,
    measured: latencies.length,
    ...spread(latencies),
    lost: acknowledged.length - latencies.length,
    refused: measured.length - acknowledged.length,
  };
  deliveries.push(delivery);
  const roundTrips = bare.latencies();
  bareNotifies.push({
    database: label,
    rate: MESSAGE_RATE,
    seconds: SECONDS * ROUNDS,
    measured: roundTrips.latencies.length,
    ...spread(roundTrips.latencies),
    lost: roundTrips.lost,
  });
  targets.push({
    database: label,
    target: `message delivery between two instances p99 ≤ 100 ms at ${threads.length} open threads, none lost`,
    measured: `p99 ${delivery.p99} ms (p50 ${delivery.p50} ms, max ${delivery.max} ms, ${delivery.measured.toLocaleString('en')} messages), ${delivery.lost} lost, ${delivery.refused} refused`,
    met: delivery.measured > 0 && delivery.p99 <= 100 && delivery.lost === 0 && delivery.refused === 0,
  });
}
