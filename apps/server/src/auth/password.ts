import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Password hashing with Better Auth's own scheme (scrypt N=16384, r=16, p=1, 64-byte key,
 * stored as "salt:key" in hex), computed by Node's native scrypt on the libuv thread pool
 * instead of Better Auth's pure-JavaScript one on the main thread: a sign-in then no longer
 * holds every other request up for the length of a hash. Hashes are interchangeable both ways.
 */
const N = 16384;
const r = 16;
const p = 1;
const KEY_LENGTH = 64;

/**
 * A hash takes a core for about a tenth of a second. At most one fewer hashes than cores run at
 * once (at least one), the others wait their turn in order: a burst of sign-ins can no longer take
 * every core from the thread that answers everyone else (with the embedded database, that thread
 * is the database too).
 */
const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];
/** A moving average of how long one hash takes here, in milliseconds. */
let hashMs = 100;

/**
 * How long a hash asked for now would wait for its turn, in seconds. Sign-in and sign-up refuse
 * with 429 past a few seconds rather than let people wait without end when more arrive than this
 * machine can hash.
 */
export function hashQueueSeconds(): number {
  return ((waiting.length + running - HASH_SLOTS + 1) * hashMs) / HASH_SLOTS / 1000;
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  const began = performance.now();
  try {
    return await work();
  } finally {
    hashMs = 0.8 * hashMs + 0.2 * (performance.now() - began);
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return inTurn(() => scryptKey(password, salt));
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
