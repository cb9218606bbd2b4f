import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../client.js';
import { requestLimits } from '../schema.js';

/** A key's counter after a statement counted its hits. */
export interface LimitCount {
  key: string;
  /** Hits in the current window, these included. */
  count: number;
  /** Seconds until the window starts again (for Retry-After). */
  retryAfter: number;
}

/**
 * The statement that counts requests against keys in a fixed window of `windowSeconds`, one atomic
 * statement in the database so that every instance shares the count. `hits` is a query answering
 * `(key, hits)` rows, one per key. It returns each key's `key`, `count` (with these hits) and
 * `retry_after`. Usable on its own (`countHits`) or as a CTE of a larger statement (the booking's,
 * book-copies.ts), so that counting costs no round trip of its own; the window may then be a
 * placeholder of the prepared statement.
 */
export function limitHitsStatement(hits: SQL, windowSeconds: number | Placeholder): SQL {
  const window = sql`make_interval(secs => ${windowSeconds}::double precision)`;
  const expired = sql`existing.window_started_at <= now() - ${window}`;
  // Keys are counted in their order, so that statements counting several of the same keys at once
  // cannot deadlock; a key whose window has ended starts a new one with these hits.
  return sql`
    insert into ${requestLimits} as existing (key, window_started_at, count)
    select hits.key, now(), hits.hits from (${hits}) as hits (key, hits) order by hits.key
    on conflict (key) do update set
      count = case when ${expired} then excluded.count else existing.count + excluded.count end,
      window_started_at = case when ${expired} then now() else existing.window_started_at end
    returning key, count, ceil(extract(epoch from (window_started_at + ${window} - now()))) as retry_after`;
}

/** Runs `limitHitsStatement` on its own: the counters of the keys `hits` names, after counting. */
export async function countHits(db: Db, hits: SQL, windowSeconds: number): Promise<LimitCount[]> {
  const result = (await db.execute(limitHitsStatement(hits, windowSeconds))) as unknown as {
    rows: { key: string; count: number | string; retry_after: number | string }[];
  };
  return result.rows.map((row) => ({
    key: row.key,
    count: Number(row.count),
    retryAfter: Number(row.retry_after),
  }));
}
