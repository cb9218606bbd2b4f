import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runAsClient, type AuthClient } from './client.js';
import {
  assumeHashMilliseconds,
  ClientGoneError,
  hashCheaplyForTests,
  HASHES_PER_ADDRESS,
  HashQueueFullError,
  hashPassword,
  hashQueueSeconds,
  MAX_HASH_WAIT_SECONDS,
  verifyPassword,
} from './password.js';

// Better Auth's own cost, which the other API test files lower (test/cheap-hashes.ts).
beforeAll(() => hashCheaplyForTests(false));

describe('password hashing', () => {
  it("accepts the right password only, and reads and writes Better Auth's own hashes", async () => {
    const ours = await hashPassword('correct horse ﬁ battery');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'correct horse ﬁ battery' })).toBe(true);
    expect(await verifyPassword({ hash: ours, password: 'correct horse fi battery' })).toBe(true); // NFKC, as Better Auth
    expect(await verifyPassword({ hash: ours, password: 'wrong horse' })).toBe(false);
    expect(await betterAuthVerify({ hash: ours, password: 'correct horse ﬁ battery' })).toBe(true);

    const theirs = await betterAuthHash('an older password');
    expect(await verifyPassword({ hash: theirs, password: 'an older password' })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: 'an older passwore' })).toBe(false);
    expect(await verifyPassword({ hash: 'not a hash', password: 'x' })).toBe(false);
  });

  it('keeps its cost in production: tests alone may lower it', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => hashCheaplyForTests()).toThrow('the password hash cost is fixed in production');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('takes turns, and says how long a new hash would wait', async () => {
    expect(hashQueueSeconds()).toBeLessThanOrEqual(0);
    const hashes = Array.from({ length: 12 }, () => hashPassword('a long enough password'));
    expect(hashQueueSeconds()).toBeGreaterThan(0);
    const all = await Promise.all(hashes);
    expect(new Set(all).size).toBe(12);
    expect(hashQueueSeconds()).toBeLessThanOrEqual(0);
  });

  it('serves addresses in turn, caps what one address may queue, and serves known sign-ins first', async () => {
    const order: string[] = [];
    const hashAs = (client: AuthClient, label: string) =>
      runAsClient(client, () => hashPassword('a long enough password')).then(
        () => order.push(label),
        (error: unknown) => {
          order.push(`${label} refused`);
          expect(error).toBeInstanceOf(HashQueueFullError);
          expect((error as HashQueueFullError).reason).toBe('address');
          expect((error as HashQueueFullError).retryAfter).toBeGreaterThan(0);
        },
      );
    // Something outside any request holds every slot first, so that all of these wait.
    const blockers = Array.from({ length: 4 }, () => hashPassword('hold the slots'));
    const flood = { address: '203.0.113.1' };
    const work = [
      ...Array.from({ length: HASHES_PER_ADDRESS + 2 }, (_, i) => hashAs(flood, `flood ${i + 1}`)),
      hashAs({ address: '203.0.113.2' }, 'newcomer'),
      hashAs({ address: '203.0.113.3' }, 'another'),
      hashAs({ address: '203.0.113.4', priority: true }, 'known'),
    ];
    // A newcomer is told how long it would wait for its turn, not for the whole queue.
    expect(hashQueueSeconds({ address: '203.0.113.9' })).toBeLessThan(hashQueueSeconds());
    await Promise.all([...blockers, ...work]);
    expect(order.filter((label) => label.endsWith('refused'))).toEqual([
      'flood 4 refused',
      'flood 5 refused',
    ]);
    // The known sign-in first, then one hash of each address in turn.
    expect(order.filter((label) => !label.endsWith('refused'))).toEqual([
      'known',
      'flood 1',
      'newcomer',
      'another',
      'flood 2',
      'flood 3',
    ]);
  });

  it('drops a waiting hash whose client has gone, and moves everyone behind it up', async () => {
    const blockers = Array.from({ length: 4 }, () => hashPassword('hold the slots'));
    const leaving = new AbortController();
    const left = runAsClient({ address: '203.0.113.20', gone: leaving.signal }, () =>
      hashPassword('a long enough password'),
    );
    const staying = runAsClient({ address: '203.0.113.21' }, () => hashPassword('a long enough password'));
    const before = hashQueueSeconds();
    leaving.abort();
    await expect(left).rejects.toBeInstanceOf(ClientGoneError);
    // One hash fewer ahead of anyone asking now.
    expect(hashQueueSeconds()).toBeLessThan(before);
    // A client already gone is not queued at all.
    await expect(
      runAsClient({ address: '203.0.113.22', gone: AbortSignal.abort() }, () => hashPassword('too late')),
    ).rejects.toBeInstanceOf(ClientGoneError);
    expect(await staying).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    await Promise.all(blockers);
    expect(hashQueueSeconds()).toBeLessThanOrEqual(0);
  });

  it('refuses a waiting hash once it has waited its bound, whatever its estimate said', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Estimates short enough that every hash here is queued, not refused at once.
    assumeHashMilliseconds(50);
    const settledAs = [() => 'served', () => 'refused'] as const;
    try {
      const blockers = Array.from({ length: 4 }, () => hashPassword('hold the slots'));
      const late = runAsClient({ address: '203.0.113.30' }, () => hashPassword('a long enough password'));
      // Queued within its estimate, then the hashes ahead take longer than that.
      expect(hashQueueSeconds({ address: '203.0.113.31' })).toBeLessThan(MAX_HASH_WAIT_SECONDS);
      vi.advanceTimersByTime(MAX_HASH_WAIT_SECONDS * 1000 - 1);
      expect(await Promise.race([late.then(...settledAs), Promise.resolve('waiting')])).toBe('waiting');
      vi.advanceTimersByTime(1);
      const refusal = await late.catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HashQueueFullError);
      expect((refusal as HashQueueFullError).reason).toBe('queue');
      expect((refusal as HashQueueFullError).retryAfter).toBeGreaterThanOrEqual(1);
      // The bound counts from the request's arrival: one that came 4 s ago has a second left.
      const older = runAsClient({ address: '203.0.113.32', arrived: performance.now() - 4000 }, () =>
        hashPassword('a long enough password'),
      );
      vi.advanceTimersByTime(900);
      expect(await Promise.race([older.then(...settledAs), Promise.resolve('waiting')])).toBe('waiting');
      vi.advanceTimersByTime(100);
      await expect(older).rejects.toBeInstanceOf(HashQueueFullError);
      // One that came 6 s ago is refused at once rather than queued.
      await expect(
        runAsClient({ address: '203.0.113.33', arrived: performance.now() - 6000 }, () =>
          hashPassword('a long enough password'),
        ),
      ).rejects.toBeInstanceOf(HashQueueFullError);
      // Hashes asked for outside a request are never refused.
      expect(await Promise.all(blockers)).toHaveLength(4);
      expect(hashQueueSeconds()).toBeLessThanOrEqual(0);
    } finally {
      assumeHashMilliseconds();
      vi.useRealTimers();
    }
  });
});
