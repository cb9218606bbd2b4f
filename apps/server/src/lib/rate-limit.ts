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

/**
 * Takes back one hit of each key: the request they counted turned out not to be what the limit is
 * about (a sign-in counted in advance as a failure whose password was right).
 */
export async function refundHits(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`update ${requestLimits} set count = count - 1 where key in (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) and count > 0`,
  );
}

/** Keys starting with this are marks (`markSeen`), kept `MARK_SECONDS`, not counters. */
export const MARK_PREFIX = 'seen:';
/** How long a mark lasts after it was last set: an address an account signed in from is known for 30 days. */
export const MARK_SECONDS = 30 * 24 * 60 * 60;

/** Records that `key` (`MARK_PREFIX`…) was seen now; `refund` keys lose a hit in the same statement. */
export async function markSeen(db: Db, key: string, refund: string[] = []): Promise<void> {
  const mark = sql`insert into ${requestLimits} as existing (key, window_started_at, count)
    values (${MARK_PREFIX + key}, now(), 1)
    on conflict (key) do update set window_started_at = now(), count = existing.count + 1`;
  if (refund.length === 0) {
    await db.execute(mark);
    return;
  }
  await db.execute(sql`with refunded as (
      update ${requestLimits} set count = count - 1
      where key in (${sql.join(
        refund.map((key) => sql`${key}`),
        sql`, `,
      )}) and count > 0 returning 1
    ) ${mark}`);
}

/** The limits of the API itself (Better Auth keeps its own per-address limits on sign-in and sign-up). */
export const LIMITS = {
  /**
   * Failed sign-ins on one account from one address (auth/sign-in-guard.ts): stops guessing from one
   * address, whatever its password, without touching the owner elsewhere.
   */
  signInFailuresPerAddress: { max: 5, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins on one account from addresses it has not signed in from in 30 days: past it,
   * such addresses are refused; the owner's known addresses are not (auth/sign-in-guard.ts).
   */
  signInFailuresFromStrangers: { max: 10, windowSeconds: 15 * 60 },
  /** Bookings from one client address. */
  bookingPerAddress: { max: 20, windowSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(LIMITS).map((rule) => rule.windowSeconds));

/**
 * Forgets counters whose window has ended, and marks not set again for `MARK_SECONDS` (one row per
 * client address and per account would otherwise pile up forever). Safe to run from every instance
 * at once.
 */
export async function pruneExpiredLimits(
  db: Db,
  olderThanSeconds = LONGEST_WINDOW_SECONDS,
  marksOlderThanSeconds = MARK_SECONDS,
): Promise<void> {
  const before = (seconds: number) =>
    sql`window_started_at < now() - make_interval(secs => ${seconds}::double precision)`;
  const isMark = sql`left(key, ${MARK_PREFIX.length}::int) = ${MARK_PREFIX}::text`;
  await db.execute(
    sql`delete from ${requestLimits} where (not ${isMark} and ${before(olderThanSeconds)}) or (${isMark} and ${before(marksOlderThanSeconds)})`,
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
