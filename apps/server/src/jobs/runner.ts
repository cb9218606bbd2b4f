import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';

/** Does one job of its kind; throwing asks for another try later. */
export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobsLog {
  warn: (data: object, message: string) => void;
  error: (data: object, message: string) => void;
}

export interface Jobs {
  /** The handler of one kind of job (refunds, ...). */
  register(kind: string, handler: JobHandler): void;
  /** Work done on every poll whatever the table holds (the expiry of bookings past their time). */
  every(name: string, sweep: () => Promise<void>): void;
  /** One poll now: every sweep, then every due job of a registered kind. Calls take turns. */
  runDue(): Promise<void>;
  /**
   * Runs the due jobs soon rather than at the next poll (a job just queued and committed: an email
   * someone waits for), once however many ask meanwhile; nothing once stopped.
   */
  soon(): void;
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for the poll under way, if any. */
  stop(): Promise<void>;
}

export interface NewJob {
  kind: string;
  /** What makes the job unique: a second job with the same key is not queued. */
  key: string;
  payload: unknown;
  /** Not before (default: now). */
  runAt?: Date;
}

/** Queues a job, in the caller's transaction when given one; a job with the same key is kept as it is. */
export async function enqueueJob(db: Db, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      payload: job.payload,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * How long a claimed job stays invisible to the other instances, unless JOBS_LEASE_SECONDS says
 * otherwise: a handler runs outside any transaction (a Stripe call must not hold a connection, nor
 * PGlite's only one), so an instance that dies while running it leaves it to be run again once this
 * has passed. Handlers are written to be run twice safely.
 */
const DEFAULT_LEASE_SECONDS = 5 * 60;

/** Waits before the next try of a failing job: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 60 * 60);
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'failed';

/**
 * Work the server does outside requests, on every instance at once: a poll runs the sweeps, then
 * claims due jobs one at a time. Claiming takes the job's row with `FOR UPDATE SKIP LOCKED` and
 * moves its time on by the lease in the same statement, so two instances (or two polls) never take
 * the same job, and neither waits for the other.
 */
export function createJobs(
  db: Db,
  log: JobsLog,
  { pollMs, leaseSeconds = DEFAULT_LEASE_SECONDS }: { pollMs: number; leaseSeconds?: number },
): Jobs {
  const handlers = new Map<string, JobHandler>();
  const sweeps = new Map<string, () => Promise<void>>();
  let turn: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  /** The next due job of a kind this instance runs, claimed; undefined when none is due. */
  async function claim(): Promise<
    { id: number; kind: string; payload: unknown; attempts: number } | undefined
  > {
    if (handlers.size === 0) return undefined;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, [...handlers.keys()])))
      .orderBy(jobs.runAt, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(jobs)
      .set({
        runAt: sql`now() + make_interval(secs => ${leaseSeconds}::double precision)`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts });
    return claimed;
  }

  async function runJobs(): Promise<void> {
    for (let job = await claim(); job; job = await claim()) {
      try {
        await handlers.get(job.kind)!(job.payload);
        await db
          .update(jobs)
          .set({ doneAt: sql`now()`, lastError: null })
          .where(eq(jobs.id, job.id));
      } catch (error) {
        const delay = retryDelaySeconds(job.attempts);
        log.error({ err: error, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
        await db
          .update(jobs)
          .set({
            lastError: errorText(error),
            runAt: sql`now() + make_interval(secs => ${delay}::double precision)`,
          })
          .where(eq(jobs.id, job.id));
      }
    }
  }

  async function poll(): Promise<void> {
    for (const [name, sweep] of sweeps) {
      try {
        await sweep();
      } catch (error) {
        log.warn({ err: error, sweep: name }, 'sweep failed');
      }
    }
    try {
      await runJobs();
    } catch (error) {
      log.warn({ err: error }, 'polling jobs failed');
    }
  }

  const runDue = () => (turn = turn.then(poll));

  let soonAsked = false;
  function soon(): void {
    if (stopped || soonAsked) return;
    soonAsked = true;
    setImmediate(() => {
      soonAsked = false;
      if (stopped) return;
      turn = turn.then(() =>
        runJobs().catch((error: unknown) => log.warn({ err: error }, 'running jobs failed')),
      );
    });
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      runDue().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`A handler for jobs of kind ${kind} is already registered`);
      handlers.set(kind, handler);
    },
    every(name, sweep) {
      if (sweeps.has(name)) throw new Error(`A sweep named ${name} is already registered`);
      sweeps.set(name, sweep);
    },
    runDue,
    soon,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await turn;
    },
  };
}
