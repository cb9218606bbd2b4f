import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, hashQueueSeconds, verifyPassword } from './password.js';

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

  it('takes turns, and says how long a new hash would wait', async () => {
    expect(hashQueueSeconds()).toBeLessThanOrEqual(0);
    const hashes = Array.from({ length: 12 }, () => hashPassword('a long enough password'));
    expect(hashQueueSeconds()).toBeGreaterThan(0);
    const all = await Promise.all(hashes);
    expect(new Set(all).size).toBe(12);
    expect(hashQueueSeconds()).toBeLessThanOrEqual(0);
  });
});
