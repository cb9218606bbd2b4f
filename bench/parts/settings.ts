// The bench's settings, read once from the environment (bench/run.ts lists them with their defaults),
// and which parts BENCH_ONLY lets run.
import { join } from 'node:path';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const PG_BOOKS = Number(process.env.BENCH_PG_BOOKS ?? 1_000_000);
export const PGLITE_BOOKS = Number(process.env.BENCH_PGLITE_BOOKS ?? 100_000);
export const SMALL_BOOKS = 1_000;
/**
 * The app's settings for every measured server: client addresses from X-Forwarded-For (the load
 * comes from one address), and no cap on one buyer's open bookings (one buyer books them all).
 */
// Every visitor of the bench reads from 127.0.0.1: their limit is counted, never reached.
export const BENCH_SETTINGS = {
  TRUST_PROXY: 'true',
  MAX_OPEN_BOOKINGS: '1000000',
  VISITOR_READS_PER_MINUTE: '10000000',
};
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/postgres';
export const TRANSITION_BOOKINGS = process.env.BENCH_TRANSITION_BOOKINGS
  ? Number(process.env.BENCH_TRANSITION_BOOKINGS)
  : undefined;
export const MESSAGE_RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 50);
/** Open booking threads while messages are delivered between two instances. */
export const THREADS = 50;
export const CATEGORY = '1';
/** Where the results go, between the bench markers. */
export const RESULTS_FILE = process.env.BENCH_RESULTS;
/** The bench's own directory (bench/), where its helper programs and results.md are. */
export const benchDir = join(import.meta.dirname, '..');

export const ONLY_TEXT = process.env.BENCH_ONLY ?? '';
export const ONLY = new Set(
  ONLY_TEXT.split(',')
    .map((word) => word.trim())
    .filter(Boolean),
);
export const DATABASE_KINDS = ['postgres', 'pglite'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];
export const SECTIONS = ['catalogue', 'search', 'deal', 'photos'] as const;
export type Section = (typeof SECTIONS)[number];
for (const word of ONLY) {
  if (![...DATABASE_KINDS, ...SECTIONS, 'lighthouse'].includes(word)) {
    throw new Error(
      `BENCH_ONLY: no part named ${word} (postgres, pglite, catalogue, search, deal, photos, lighthouse)`,
    );
  }
}

/** Whether BENCH_ONLY lets this part run: each kind of word it names narrows the parts to those named. */
export function runs(kind: DatabaseKind, section: Section): boolean {
  if (ONLY.size === 0) return true;
  const kinds = DATABASE_KINDS.filter((word) => ONLY.has(word));
  const sections = SECTIONS.filter((word) => ONLY.has(word));
  if (kinds.length === 0 && sections.length === 0) return false;
  return (
    (kinds.length === 0 || kinds.includes(kind)) && (sections.length === 0 || sections.includes(section))
  );
}

/** Whether the page audits run: BENCH_LIGHTHOUSE=0 skips them, and BENCH_ONLY without "lighthouse". */
export const LIGHTHOUSE = !(
  process.env.BENCH_LIGHTHOUSE === '0' ||
  (ONLY.size > 0 && !ONLY.has('lighthouse'))
);

export function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}
