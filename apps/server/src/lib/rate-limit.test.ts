import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/databases.js';
import { requestLimits } from '../db/schema.js';
import { hitLimit, MARK_PREFIX, markSeen, pruneExpiredLimits } from './rate-limit.js';

// The counters need a database, not the app: the limits as the API applies them are tested with
// the routes that declare them (route-limits.test.ts) and with sign-in (auth/sign-in-guard.test.ts).
const t = useTestDatabase();

describe('hitLimit', () => {
  it('counts within a window and starts again after it', async () => {
    const rule = { max: 2, windowSeconds: 1 };
    const key = `test:${Math.random()}`;
    expect((await hitLimit(t.db, key, rule)).allowed).toBe(true);
    expect((await hitLimit(t.db, key, rule)).allowed).toBe(true);
    const third = await hitLimit(t.db, key, rule);
    expect(third).toEqual({ allowed: false, retryAfter: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await hitLimit(t.db, key, rule)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const key = `test:${Math.random()}`;
    const results = await Promise.all(
      Array.from({ length: 15 }, () => hitLimit(t.db, key, { max: 10, windowSeconds: 60 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});

describe('pruneExpiredLimits', () => {
  it('forgets counters whose window has ended and keeps the others', async () => {
    const old = `test:old:${Math.random()}`;
    const fresh = `test:fresh:${Math.random()}`;
    await hitLimit(t.db, old, { max: 5, windowSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await hitLimit(t.db, fresh, { max: 5, windowSeconds: 60 });
    await pruneExpiredLimits(t.db, 1);
    const keys = (await t.db.select({ key: requestLimits.key }).from(requestLimits)).map((row) => row.key);
    expect(keys).toContain(fresh);
    expect(keys).not.toContain(old);
  });

  it('keeps marks (an address an account signed in from) for their own, longer time', async () => {
    const mark = `test:mark:${Math.random()}`;
    const counter = `test:counter:${Math.random()}`;
    await markSeen(t.db, mark);
    await hitLimit(t.db, counter, { max: 5, windowSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const keys = async () =>
      (await t.db.select({ key: requestLimits.key }).from(requestLimits)).map((row) => row.key);
    await pruneExpiredLimits(t.db, 1);
    expect(await keys()).toContain(MARK_PREFIX + mark);
    expect(await keys()).not.toContain(counter);
    await pruneExpiredLimits(t.db, 1, 1);
    expect(await keys()).not.toContain(MARK_PREFIX + mark);
  });
});
