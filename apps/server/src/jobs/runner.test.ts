import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/databases.js';
import { jobs } from '../db/schema.js';
import { createJobs, enqueueJob, retryDelaySeconds, type JobsLog } from './runner.js';

const t = useTestDatabase();

/** A log that keeps what it is told. */
function memoryLog(): JobsLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    warn: (_data, message) => lines.push(`warn: ${message}`),
    error: (_data, message) => lines.push(`error: ${message}`),
  };
}

let counter = 0;
/** A job kind of the test's own: every test's jobs share one table. */
const kindOf = (name: string) => `${name}-${(counter += 1)}`;

async function rowOf(key: string) {
  const [row] = await t.db
    .select({
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      doneAt: jobs.doneAt,
      payload: jobs.payload,
      secondsAway: sql<string>`extract(epoch from ${jobs.runAt} - now())`,
    })
    .from(jobs)
    .where(eq(jobs.key, key));
  return row && { ...row, secondsAway: Number(row.secondsAway) };
}

describe('jobs', () => {
  it('runs each due job of a kind it knows once, and keeps it done', async () => {
    const kind = kindOf('due');
    const unknown = kindOf('unknown');
    const runner = createJobs(t.db, memoryLog(), { pollMs: 60_000 });
    const ran: unknown[] = [];
    runner.register(kind, async (payload) => {
      ran.push(payload);
    });
    for (const n of [1, 2, 3]) await enqueueJob(t.db, { kind, key: `${kind}:${n}`, payload: { n } });
    await enqueueJob(t.db, {
      kind,
      key: `${kind}:later`,
      payload: { n: 4 },
      runAt: new Date(Date.now() + 3_600_000),
    });
    await enqueueJob(t.db, { kind: unknown, key: `${unknown}:1`, payload: {} });

    await runner.runDue();
    expect(ran).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    for (const n of [1, 2, 3]) {
      expect(await rowOf(`${kind}:${n}`)).toMatchObject({
        attempts: 1,
        lastError: null,
        doneAt: expect.any(Date),
      });
    }
    expect(await rowOf(`${kind}:later`)).toMatchObject({ attempts: 0, doneAt: null });
    expect(await rowOf(`${unknown}:1`)).toMatchObject({ attempts: 0, doneAt: null });
    await runner.runDue();
    expect(ran).toHaveLength(3);
  });

  it('queues a job once per key, whatever asks for it again', async () => {
    const kind = kindOf('once');
    await enqueueJob(t.db, { kind, key: `${kind}:refund`, payload: { first: true } });
    await enqueueJob(t.db, { kind, key: `${kind}:refund`, payload: { first: false } });
    const rows = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, kind));
    expect(rows).toEqual([{ payload: { first: true } }]);
  });

  it('tries a failing job again later, waiting longer each time, and keeps the error', async () => {
    expect([1, 2, 3, 4, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600]);
    const kind = kindOf('failing');
    const log = memoryLog();
    const runner = createJobs(t.db, log, { pollMs: 60_000 });
    let calls = 0;
    runner.register(kind, async () => {
      calls += 1;
      if (calls < 3) throw new Error(`Stripe did not answer (${calls})`);
    });
    const key = `${kind}:1`;
    await enqueueJob(t.db, { kind, key, payload: {} });

    await runner.runDue();
    const failed = await rowOf(key);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'Stripe did not answer (1)', doneAt: null });
    expect(failed!.secondsAway).toBeGreaterThan(25);
    expect(failed!.secondsAway).toBeLessThanOrEqual(30);
    expect(log.lines).toEqual(['error: job failed']);
    // Not due again before its time.
    await runner.runDue();
    expect(calls).toBe(1);

    const due = () =>
      t.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.key, key));
    await due();
    await runner.runDue();
    const again = await rowOf(key);
    expect(again).toMatchObject({ attempts: 2, lastError: 'Stripe did not answer (2)' });
    expect(again!.secondsAway).toBeGreaterThan(55);
    await due();
    await runner.runDue();
    expect(await rowOf(key)).toMatchObject({ attempts: 3, lastError: null, doneAt: expect.any(Date) });
  });

  it('runs every sweep on each poll; a failing sweep stops neither the others nor the jobs', async () => {
    const kind = kindOf('after-sweeps');
    const log = memoryLog();
    const runner = createJobs(t.db, log, { pollMs: 60_000 });
    const order: string[] = [];
    runner.every('broken', async () => {
      order.push('broken');
      throw new Error('broken sweep');
    });
    runner.every('fine', async () => {
      order.push('fine');
    });
    runner.register(kind, async () => {
      order.push('job');
    });
    expect(() => runner.every('fine', async () => undefined)).toThrow(/already registered/);
    expect(() => runner.register(kind, async () => undefined)).toThrow(/already registered/);
    await enqueueJob(t.db, { kind, key: `${kind}:1`, payload: {} });
    await runner.runDue();
    await runner.runDue();
    expect(order).toEqual(['broken', 'fine', 'job', 'broken', 'fine']);
    expect(log.lines).toEqual(['warn: sweep failed', 'warn: sweep failed']);
  });

  it('never gives one job to two instances polling at once, nor a job under way to another', async () => {
    const kind = kindOf('shared');
    const ran: string[] = [];
    const instance = (name: string) => {
      const runner = createJobs(t.db, memoryLog(), { pollMs: 60_000 });
      runner.register(kind, async (payload) => {
        ran.push(`${(payload as { n: number }).n}`);
        // Long enough for the other instance to look for work meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return { name, runner };
    };
    const [a, b] = [instance('a'), instance('b')];
    for (let n = 0; n < 20; n += 1) await enqueueJob(t.db, { kind, key: `${kind}:${n}`, payload: { n } });
    await Promise.all([a.runner.runDue(), b.runner.runDue(), a.runner.runDue()]);
    expect(ran.toSorted((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 20 }, (_, n) => `${n}`),
    );
    const [left] = await t.db
      .select({ n: sql<string>`count(*)` })
      .from(jobs)
      .where(sql`${jobs.kind} = ${kind} and (${jobs.doneAt} is null or ${jobs.attempts} <> 1)`);
    expect(Number(left!.n)).toBe(0);

    // A job under way is out of sight of the others until its lease is over.
    const slow = kindOf('slow');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = createJobs(t.db, memoryLog(), { pollMs: 60_000 });
    holder.register(slow, () => held);
    const other = createJobs(t.db, memoryLog(), { pollMs: 60_000 });
    let stolen = 0;
    other.register(slow, async () => {
      stolen += 1;
    });
    await enqueueJob(t.db, { kind: slow, key: `${slow}:1`, payload: {} });
    const running = holder.runDue();
    for (let attempt = 0; attempt < 500 && (await rowOf(`${slow}:1`))!.attempts === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await other.runDue();
    expect(stolen).toBe(0);
    release();
    await running;
    expect(await rowOf(`${slow}:1`)).toMatchObject({ attempts: 1, doneAt: expect.any(Date) });
  });

  it('polls by itself once started, and stopping waits for the poll under way', async () => {
    const kind = kindOf('polled');
    const runner = createJobs(t.db, memoryLog(), { pollMs: 20 });
    let done = 0;
    runner.register(kind, async () => {
      done += 1;
    });
    await enqueueJob(t.db, { kind, key: `${kind}:1`, payload: {} });
    runner.start();
    runner.start();
    for (let attempt = 0; attempt < 500 && done === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await runner.stop();
    expect(done).toBe(1);
    expect(await rowOf(`${kind}:1`)).toMatchObject({ doneAt: expect.any(Date) });
  });
});
