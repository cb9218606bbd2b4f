import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { currentClient, type AuthClient } from './client.js';

/**
 * Password hashing with Better Auth's own scheme (scrypt N=16384, r=16, p=1, 64-byte key,
 * stored as "salt:key" in hex), computed by Node's native scrypt on the libuv thread pool
 * instead of Better Auth's pure-JavaScript one on the main thread: a sign-in then no longer
 * holds every other request up for the length of a hash. Hashes are interchangeable both ways.
 */
const COST = 16384;
const r = 16;
const p = 1;
const KEY_LENGTH = 64;

/** scrypt's cost parameter N: Better Auth's, in production always. */
let N = COST;

/**
 * Lowers scrypt's cost to 1,024 (16 times cheaper), or with `false` puts Better Auth's back. For
 * test suites that are not about hashing: a quarter of the API suites' time went to hashing the
 * passwords of the accounts they create, in databases of their own that are thrown away after.
 * Refused in production, where a hash of the lower cost would be weak and unreadable by Better Auth.
 */
export function hashCheaplyForTests(cheap = true): void {
  if (process.env.NODE_ENV === 'production') throw new Error('the password hash cost is fixed in production');
  N = cheap ? 1024 : COST;
}

/**
 * A hash takes a core for about a tenth of a second. At most one fewer hashes than cores run at
 * once (at least one): a burst of sign-ins can no longer take every core from the thread that
 * answers everyone else (with the embedded database, that thread is the database too).
 */
export const HASH_SLOTS = Math.max(1, availableParallelism() - 1);

/** Hashes one client address may have waiting or running at once; past it, that address is refused. */
export const HASHES_PER_ADDRESS = 3;

/** Why a hash was not queued: its address already has its share, or the wait would be too long. */
export class HashQueueFullError extends Error {
  constructor(
    readonly reason: 'address' | 'queue',
    /** Seconds after which trying again makes sense. */
    readonly retryAfter: number,
  ) {
    super(reason === 'address' ? 'too many hashes from one address' : 'the hash queue is full');
  }
}

/**
 * Waiting hashes, by client address, in two rings served round-robin: one hash from each address
 * in turn, so that one address (or a few) asking for many cannot push everyone else back, and a
 * newcomer waits for one hash of each address ahead, not for all their hashes. The priority ring
 * (people signing in from where they signed in before) is served before the other.
 */
type Ring = Map<string, (() => void)[]>;
const rings: { priority: Ring; normal: Ring } = { priority: new Map(), normal: new Map() };
/** Hashes waiting or running, by address (for the per-address cap). */
const perAddress = new Map<string, number>();
let running = 0;
/** A moving average of how long one hash takes here, in milliseconds. */
let hashMs = 100;
let assumedHashMs: number | undefined;
const hashEstimate = () => assumedHashMs ?? hashMs;

/**
 * Fixes the estimate of one hash's time until called without one (tests: a queue deeper than its
 * bound without hashing for seconds).
 */
export function assumeHashMilliseconds(ms?: number): void {
  assumedHashMs = ms;
}
/** Where hashes asked for outside a request wait: not capped, never refused. */
const INTERNAL = '\u0000internal';

function waitingIn(ring: Ring): number {
  let total = 0;
  for (const queue of ring.values()) total += queue.length;
  return total;
}

/**
 * How many waiting hashes would be served before one asked for now by `client`: in its own ring,
 * one hash of every other address per round, for as many rounds as the address has hashes
 * waiting already; in the normal ring, every hash of the priority ring too.
 */
function hashesAhead(client: AuthClient | undefined): number {
  const address = client?.address ?? INTERNAL;
  const ring = client?.priority ? rings.priority : rings.normal;
  const rounds = (ring.get(address)?.length ?? 0) + 1;
  let ahead = rounds - 1;
  for (const [other, queue] of ring) if (other !== address) ahead += Math.min(queue.length, rounds);
  if (ring === rings.normal) ahead += waitingIn(rings.priority);
  return ahead;
}

/**
 * How long a hash asked for now would wait for its turn, in seconds (0 when a slot is free); for
 * `client`'s place in the rounds, or, without one, behind everything queued. Sign-in and sign-up
 * refuse with 429 past a bound rather than let people wait without end when more arrive than this
 * machine can hash.
 */
export function hashQueueSeconds(client?: AuthClient): number {
  if (running < HASH_SLOTS) return 0;
  const ahead =
    client === undefined ? waitingIn(rings.priority) + waitingIn(rings.normal) : hashesAhead(client);
  return ((ahead + 1) * hashEstimate()) / HASH_SLOTS / 1000;
}

/** Whether `client` may queue another hash now: under its per-address cap. */
export function addressHasRoom(client: AuthClient): boolean {
  return (perAddress.get(client.address) ?? 0) < HASHES_PER_ADDRESS;
}

/**
 * A hash asked for by a client must start within this many seconds of its request's arrival, or it
 * is refused (sign-in and sign-up answer 429 with Retry-After): at once when its estimated wait
 * would pass the bound (auth.ts also checks before doing any other work), and when the bound comes
 * while it waits (see turnIn). Served in rounds, the wait grows with the number of addresses
 * waiting, not with what each one asks: at about ten hashes a second a core, 5 s is fifty people
 * signing in at once, per core. Half of the 10 s a client may be expected to wait for an answer:
 * the sign-in's own statements, before and after its hash, take their share of a loaded server too
 * (docs/reliability.md, "Soak").
 */
export const MAX_HASH_WAIT_SECONDS = 5;

/** Seconds since `client`'s request arrived (0 when unknown). */
function sinceArrival(client: AuthClient): number {
  return client.arrived === undefined ? 0 : (performance.now() - client.arrived) / 1000;
}

/**
 * Whether a hash asked for now by `client` would start too late: after MAX_HASH_WAIT_SECONDS from
 * its request's arrival, by the estimate of its wait.
 */
export function startsTooLate(client: AuthClient): boolean {
  const wait = hashQueueSeconds(client);
  return wait > 0 && sinceArrival(client) + wait > MAX_HASH_WAIT_SECONDS;
}

/** A hash dropped from the queue because its client went away before its turn came. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client went away before its password was checked');
  }
}

/** The client addresses of the waiting hashes, in the order they will be served (as nextWaiting serves them). */
export function waitingOrder(): string[] {
  const order: string[] = [];
  for (const ring of [rings.priority, rings.normal]) {
    const queues = [...ring].map(([address, queue]) => ({ address, left: queue.length }));
    while (queues.some((queue) => queue.left > 0)) {
      for (const queue of queues) {
        if (queue.left === 0) continue;
        order.push(queue.address);
        queue.left -= 1;
      }
    }
  }
  return order;
}

function nextWaiting(): (() => void) | undefined {
  for (const ring of [rings.priority, rings.normal]) {
    for (const [address, queue] of ring) {
      const next = queue.shift();
      ring.delete(address);
      // Back of the round, if it has more.
      if (queue.length > 0) ring.set(address, queue);
      if (next) return next;
    }
  }
  return undefined;
}

/**
 * Waits in `ring` under `address` until a slot passes to this hash. A client that goes away
 * meanwhile leaves the queue at once: nobody would read its answer, and everyone behind it moves up.
 * A client's hash still waiting MAX_HASH_WAIT_SECONDS after its request arrived leaves it too,
 * refused: its wait was estimated when it was queued, from how long hashes took until then, and a
 * load that grows while it waits makes the hashes ahead of it slower than that.
 */
function turnIn(ring: Ring, address: string, client: AuthClient | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const gone = client?.gone;
    let deadline: NodeJS.Timeout | undefined;
    const leave = (error: Error) => {
      const queue = ring.get(address);
      const index = queue?.indexOf(served) ?? -1;
      if (index < 0) return;
      queue!.splice(index, 1);
      if (queue!.length === 0) ring.delete(address);
      gone?.removeEventListener('abort', onGone);
      clearTimeout(deadline);
      reject(error);
    };
    const onGone = () => leave(new ClientGoneError());
    const served = () => {
      gone?.removeEventListener('abort', onGone);
      clearTimeout(deadline);
      resolve();
    };
    const queue = ring.get(address);
    if (queue) queue.push(served);
    else ring.set(address, [served]);
    gone?.addEventListener('abort', onGone, { once: true });
    if (client) {
      deadline = setTimeout(
        () => {
          leave(new HashQueueFullError('queue', Math.max(1, Math.ceil(hashQueueSeconds(client)))));
        },
        MAX_HASH_WAIT_SECONDS * 1000 - sinceArrival(client) * 1000,
      ).unref();
    }
  });
}

/**
 * Runs `work` in a hash slot when its turn comes: every hash goes through here (tests hold the slots
 * with it, so that what queues behind them is served in the queue's order and no other).
 */
export async function inHashTurn<T>(work: () => Promise<T>): Promise<T> {
  const client = currentClient();
  const address = client?.address ?? INTERNAL;
  if (client) {
    if (!addressHasRoom(client)) {
      throw new HashQueueFullError('address', Math.max(1, Math.ceil(hashQueueSeconds(client))));
    }
    if (startsTooLate(client)) {
      throw new HashQueueFullError('queue', Math.max(1, Math.ceil(hashQueueSeconds(client))));
    }
  }
  if (client?.gone?.aborted) throw new ClientGoneError();
  perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
  try {
    if (running >= HASH_SLOTS)
      await turnIn(client?.priority ? rings.priority : rings.normal, address, client);
    else running += 1;
    const began = performance.now();
    try {
      return await work();
    } finally {
      hashMs = 0.8 * hashMs + 0.2 * (performance.now() - began);
      const next = nextWaiting();
      if (next) next();
      else running -= 1;
    }
  } finally {
    const count = (perAddress.get(address) ?? 1) - 1;
    if (count > 0) perAddress.set(address, count);
    else perAddress.delete(address);
  }
}

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return inHashTurn(() => scryptKey(password, salt));
}

function scryptKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 128 * N * r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key] = hash.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await deriveKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
