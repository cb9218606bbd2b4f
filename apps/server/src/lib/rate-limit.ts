import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { requestLimits } from '../db/schema.js';

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window starts again (for Retry-After). */
  retryAfter: number;
}

/**
 * The statement that counts requests against keys in a fixed window of `windowSeconds`: `hits` is a
 * query answering `(key, hits)` rows, one per key. It returns each key's `key`, `count` (with these
 * hits) and `retry_after` (seconds until the window starts again). Keys are counted in their order,
 * so that statements counting several of the same keys at once cannot deadlock. Usable on its own or
 * as a CTE of a larger statement, so that counting costs no round trip of its own; the window may be
 * a placeholder of a prepared statement.
 */
export function limitHitsStatement(hits: SQL, windowSeconds: number | Placeholder): SQL {
  const window = sql`make_interval(secs => ${windowSeconds}::double precision)`;
  const expired = sql`existing.window_started_at <= now() - ${window}`;
  return sql`
    insert into ${requestLimits} as existing (key, window_started_at, count)
    select hits.key, now(), hits.hits from (${hits}) as hits (key, hits) order by hits.key
    on conflict (key) do update set
      count = case when ${expired} then excluded.count else existing.count + excluded.count end,
      window_started_at = case when ${expired} then now() else existing.window_started_at end
    returning key, count, ceil(extract(epoch from (window_started_at + ${window} - now()))) as retry_after`;
}

/** What a counted request's row says about the rule. */
export function limitResult(
  row: { count: number | string; retry_after: number | string } | undefined,
  rule: LimitRule,
): LimitResult {
  const count = Number(row?.count ?? 1);
  return {
    allowed: count <= rule.max,
    retryAfter: Math.max(1, Number(row?.retry_after ?? rule.windowSeconds)),
  };
}

/**
 * Counts a request against `key` in a fixed window and says whether it is within the rule. One
 * atomic statement, in the database, so that every instance shares the count.
 */
export async function hitLimit(db: Db, key: string, rule: LimitRule): Promise<LimitResult> {
  const result = (await db.execute(
    limitHitsStatement(sql`select ${key}::text, 1`, rule.windowSeconds),
  )) as unknown as {
    rows: { count: number | string; retry_after: number | string }[];
  };
  return limitResult(result.rows[0], rule);
}

/** The limits of the API itself (Better Auth keeps its own per-address limits on sign-in and sign-up). */
export const LIMITS = {
  /** Failed-or-not sign-in attempts on one account, from any address: slows password guessing spread over many addresses. */
  signInPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /** Bookings from one client address. */
  bookingPerAddress: { max: 20, windowSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(LIMITS).map((rule) => rule.windowSeconds));

/**
 * Forgets counters whose window has ended (one row per client address and per account would
 * otherwise pile up forever). Safe to run from every instance at once.
 */
export async function pruneExpiredLimits(db: Db, olderThanSeconds = LONGEST_WINDOW_SECONDS): Promise<void> {
  await db.execute(
    sql`delete from ${requestLimits} where window_started_at < now() - make_interval(secs => ${olderThanSeconds}::double precision)`,
  );
}

/** Prunes every `everyMs` while the app runs; the returned function stops it. */
export function schedulePruning(
  db: Db,
  log: { warn: (data: object, message: string) => void },
  everyMs = 10 * 60 * 1000,
) {
  const timer = setInterval(() => {
    pruneExpiredLimits(db).catch((error: unknown) =>
      log.warn({ err: error }, 'pruning rate-limit counters failed'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
