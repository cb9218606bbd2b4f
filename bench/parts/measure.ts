// How a figure is taken: autocannon runs after a warm-up, on a quiet machine, the app's and its
// limit's in turns, each side's median kept.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { CONNECTIONS, log, ROUNDS, SECONDS, WARMUP } from './settings.js';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok: number;
}

export type LoadRequest = NonNullable<autocannon.Options['requests']>[number];

/**
 * A warm-up, then the measured run, each bounded by its duration; with `rate`, the connections
 * together send that many requests a second, no more.
 */
export async function load(url: string, request: LoadRequest, rate?: number): Promise<Figures> {
  const options = {
    url,
    connections: CONNECTIONS,
    requests: [request],
    ...(rate === undefined ? {} : { overallRate: rate }),
  };
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ok: result['2xx'],
  };
}

/** Busy and total CPU time of the machine so far, from /proc/stat (Linux). */
function cpuTimes(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * Waits (at most 30 s) until the machine has been at least 90 % idle for a second: filling a
 * million books leaves PostgreSQL and the kernel writing for a while, which the first
 * measurement would otherwise pay for.
 */
export async function quiet(): Promise<void> {
  for (let waited = 0; waited < 30; waited += 1) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTimes();
    if ((after.busy - before.busy) / (after.total - before.total) <= 0.1) return;
  }
  log('the machine did not quiet down within 30 s; measuring anyway');
}

export const missing = (): never => {
  throw new Error('a measurement is missing');
};

/** The run with the median throughput of several. */
function median(runs: Figures[]): Figures {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
}

/**
 * Measures each side in turn, ROUNDS times (app, limit, app, limit, …), and keeps each side's
 * median run: the machine is shared and its speed drifts, so a side measured minutes after the
 * other, or once, may be compared with a different machine.
 */
export async function inTurns(...sides: (() => Promise<Figures>)[]): Promise<Figures[]> {
  await quiet();
  const runs: Figures[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, side] of sides.entries()) runs[index]!.push(await side());
  }
  return runs.map(median);
}

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
