import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { countHits, type LimitCount } from '../db/fast-path/limit-hits.js';
import { requestLimits } from '../db/schema.js';

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/** A rule a route declares (`config.limit`, route-limits.ts): counted per client address or person. */
export interface RouteLimit extends LimitRule {
  /** Names the counters: one per client address, `name:address` (or per person, `name:user:id`). */
  name: string;
  /**
   * Whom the rule counts: each client address (the default), or each signed-in person wherever
   * they call from (a limit on what one person writes, which changing address must not reset).
   */
  per?: 'address' | 'person';
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window starts again (for Retry-After). */
  retryAfter: number;
}

/** What a counter, as a statement counted it, says about the rule. */
export function limitResult(
  counted: Pick<LimitCount, 'count' | 'retryAfter'> | undefined,
  rule: LimitRule,
): LimitResult {
  const count = counted?.count ?? 1;
  return {
    allowed: count <= rule.max,
    retryAfter: Math.max(1, counted?.retryAfter ?? rule.windowSeconds),
  };
}

/**
 * Counts a request against `key` in a fixed window and says whether it is within the rule. One
 * atomic statement, in the database, so that every instance shares the count.
 */
export async function hitLimit(db: Db, key: string, rule: LimitRule): Promise<LimitResult> {
  const [counted] = await countHits(db, sql`select ${key}::text, 1`, rule.windowSeconds);
  return limitResult(counted, rule);
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

/**
 * The limits of the API itself (Better Auth keeps its own per-address limits on sign-in and sign-up).
 * A route declares its own as `config.limit` (route-limits.ts); the sign-in guard counts the others.
 */
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
  /** Bookings from one client address (POST /api/bookings). */
  bookingPerAddress: { name: 'booking', max: 20, windowSeconds: 60 },
  /** Messages one person sends, in all their threads (POST /api/bookings/:id/messages). */
  messagePerPerson: { name: 'message', max: 30, windowSeconds: 60, per: 'person' },
  /** Photo uploads one seller makes (POST /api/photos): five listings' worth a minute, each call up to five photos. */
  photoUploadPerPerson: { name: 'photo-upload', max: 30, windowSeconds: 60, per: 'person' },
  /**
   * Listings one seller makes or changes (POST /api/addproduct, PATCH /api/products/:id): each may
   * tell the people watching the book, so a flood of them is refused.
   */
  listingWritePerPerson: { name: 'listing-write', max: 120, windowSeconds: 60 * 60, per: 'person' },
  /** Books kept in Drafts (POST /api/drafts): a pile scanned at once, apart from the listings' own. */
  draftWritePerPerson: { name: 'draft-write', max: 300, windowSeconds: 60 * 60, per: 'person' },
  /** Looking a book up by ISBN (GET /api/isbn/:isbn): each may call the metadata service. */
  isbnLookupPerPerson: { name: 'isbn-lookup', max: 30, windowSeconds: 60, per: 'person' },
  /** The listing form asks again as the ISBN, or the title and author, are typed. */
  priceSuggestionPerPerson: { name: 'price-suggestion', max: 60, windowSeconds: 60, per: 'person' },
  /** Reports one person makes (POST /api/reports): each is read by an admin, so a flood is refused. */
  reportPerPerson: { name: 'report', max: 20, windowSeconds: 60 * 60, per: 'person' },
  /** Password reset links asked for from one client address, whatever the addresses asked for. */
  passwordResetPerAddress: { name: 'password-reset', max: 10, windowSeconds: 15 * 60 },
  /** Password reset links asked for one email address, from anywhere: its inbox is not flooded. */
  passwordResetPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Sign-in links asked for from one client address, as password reset links are. */
  signInLinkPerAddress: { name: 'sign-in-link', max: 10, windowSeconds: 15 * 60 },
  /** Sign-in links asked for one email address, from anywhere: its inbox is not flooded. */
  signInLinkPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /** Passkey sign-ins (options and answers) from one client address: each options call stores a challenge. */
  passkeySignInPerAddress: { name: 'passkey-sign-in', max: 30, windowSeconds: 60 },
  /** Passkeys one person starts adding: each stores a challenge. */
  passkeyRegistrationPerPerson: {
    name: 'passkey-registration',
    max: 20,
    windowSeconds: 60 * 60,
    per: 'person',
  },
  /** Tries at deleting one's account, each checking the password: guessing it is not left open. */
  accountDeletionPerPerson: { name: 'account-deletion', max: 5, windowSeconds: 15 * 60, per: 'person' },
  /** Confirmation emails one person asks for again (Resend): each is an email to their address. */
  verificationEmailPerPerson: { name: 'verification-email', max: 5, windowSeconds: 60 * 60, per: 'person' },
} as const satisfies Record<string, LimitRule | RouteLimit>;

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
