import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { requestLimits } from '../db/schema.js';
import { countHits } from '../db/fast-path/limit-hits.js';
import { LIMITS, limitResult, MARK_PREFIX, MARK_SECONDS, markSeen, refundHits } from '../lib/rate-limit.js';

const perAddress = LIMITS.signInFailuresPerAddress;
const fromStrangers = LIMITS.signInFailuresFromStrangers;
if (perAddress.windowSeconds !== fromStrangers.windowSeconds) {
  throw new Error('the two sign-in limits are counted in one statement and must share their window');
}

export type Admission =
  { allowed: true; known: boolean; keys: string[] } | { allowed: false; message: string; retryAfter: number };

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
};

/**
 * Password guessing is limited without letting a stranger lock the owner out (docs/reliability.md,
 * "4. Abuse limits"). Only failures count, and two ways:
 *
 * - per account and address: 5 failures in 15 minutes and that address is refused on that account
 *   (429), whatever the password: a guesser at one address gets 5 guesses a quarter hour;
 * - per account, from addresses that have not signed in to it (or signed it up) in the last 30
 *   days ("strangers"): 10 failures in 15 minutes and further strangers are refused until the
 *   window ends. The addresses the owner has used are neither counted nor refused by it: ten
 *   wrong passwords from ten addresses do not keep the owner out.
 *
 * An attempt is counted before its password is checked (so that many at once cannot all slip under
 * the limit) and refunded when the password turns out right or is never checked. Better Auth's own
 * limit of 10 sign-ins a minute per address, on any accounts, comes on top.
 */
export function createSignInGuard(db: Db) {
  const keysOf = (email: string, address: string) => ({
    pair: `sign-in-failures:${email} ${address}`,
    account: `sign-in-failures:${email}`,
    known: `sign-in:${email} ${address}`,
  });

  return {
    /** Counts an attempt in advance; refuses it when a limit is reached. */
    async admit(email: string, address: string): Promise<Admission> {
      const keys = keysOf(email, address);
      const knownRow = sql`select 1 from ${requestLimits}
        where key = ${MARK_PREFIX + keys.known}
          and window_started_at > now() - make_interval(secs => ${MARK_SECONDS}::double precision)`;
      // The account's key only for a stranger: one statement, one round trip.
      const hits = sql`select candidate.key, 1 from (values (${keys.pair}::text), (${keys.account}::text)) as candidate (key)
        where candidate.key = ${keys.pair} or not exists (${knownRow})`;
      const counters = await countHits(db, hits, perAddress.windowSeconds);
      const rowOf = (key: string) => counters.find((row) => row.key === key);
      const known = rowOf(keys.account) === undefined;
      const counted = known ? [keys.pair] : [keys.pair, keys.account];

      const pair = limitResult(rowOf(keys.pair), perAddress);
      if (!pair.allowed) {
        if (!known) await refundHits(db, [keys.account]);
        return {
          allowed: false,
          retryAfter: pair.retryAfter,
          message: `Too many failed sign-ins to this account from your address. Please try again in ${minutes(pair.retryAfter)}.`,
        };
      }
      if (!known) {
        const account = limitResult(rowOf(keys.account), fromStrangers);
        if (!account.allowed) {
          await refundHits(db, [keys.pair]);
          return {
            allowed: false,
            retryAfter: account.retryAfter,
            message: `Too many failed sign-ins to this account from elsewhere. Please try again in ${minutes(account.retryAfter)}, or from a network you have signed in from before.`,
          };
        }
      }
      return { allowed: true, known, keys: counted };
    },

    /**
     * Settles an admitted attempt: a failure stays counted; a right password is refunded and makes
     * the address known to the account; anything else (never checked: a full hash queue, …) is
     * refunded.
     */
    async settle(
      attempt: { email: string; keys: string[] },
      address: string,
      outcome: 'failed' | 'signed-in' | 'not-checked',
    ): Promise<void> {
      if (outcome === 'failed') return;
      if (outcome === 'signed-in') await markSeen(db, keysOf(attempt.email, address).known, attempt.keys);
      else await refundHits(db, attempt.keys);
    },

    /**
     * A new account's address is known to it from the start (its sign-up), and so is the address a
     * sign-in link was used from.
     */
    async signedUp(email: string, address: string): Promise<void> {
      await markSeen(db, keysOf(email, address).known);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
