// What the parts measured, gathered as they go, and bench/results.md written from it at the end.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { Figures } from './measure.js';
import {
  benchDir,
  CONNECTIONS,
  MESSAGE_RATE,
  ONLY_TEXT,
  PG_BOOKS,
  PGLITE_BOOKS,
  RESULTS_FILE,
  ROUNDS,
  SECONDS,
  TRANSITION_BOOKINGS,
  WARMUP,
} from './settings.js';

export interface Row {
  database: string;
  scenario: string;
  app: Figures;
  limitName?: string;
  limit?: Figures;
}

export interface Delivery {
  database: string;
  streams: number;
  rate: number;
  seconds: number;
  measured: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  refused: number;
}

/** A bare LISTEN/NOTIFY round trip measured beside a delivery run, at the same rate and moments. */
export interface BareNotify {
  database: string;
  rate: number;
  seconds: number;
  measured: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
}

/** What the photo part measured on each database: uploads of 12 MP photos, and the server's memory. */
export interface Upload {
  database: string;
  photos: number;
  atOnce: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
}

export const rows: Row[] = [];
export const notes: string[] = [];
export const deliveries: Delivery[] = [];
export const bareNotifies: BareNotify[] = [];
export const uploads: Upload[] = [];
export const targets: { database: string; target: string; measured: string; met: boolean }[] = [];

/** Records targets of one database, as this run measured them. */
export const targetsOf =
  (database: string) =>
  (target: string, measured: string, met: boolean): void => {
    targets.push({ database, target, measured, met });
  };

function uploadsTable(): string {
  if (uploads.length === 0) return 'Not run (BENCH_ONLY).';
  return [
    '| Database | Photos (12 MP JPEG) at once | Time | Photos/s | Server memory before | Peak while processing |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...uploads.map(
      (u) =>
        `| ${u.database} | ${u.atOnce} | ${u.seconds.toFixed(1)} s | ${(u.photos / u.seconds).toFixed(2)} | ${u.rssBefore} MiB | ${u.rssPeak} MiB |`,
    ),
  ].join('\n');
}

function deliveryTable(): string {
  if (deliveries.length === 0) return 'Not run (BENCH_ONLY): it needs PostgreSQL, which two instances share.';
  return [
    '| Database | Open threads | Streams on B | Messages/s on A | Measured for | Delivered | p50 | p99 | max | lost / refused |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...deliveries.map(
      (d) =>
        `| ${d.database} | ${d.streams / 2} | ${d.streams} | ${d.rate} | ${d.seconds} s | ${d.measured.toLocaleString('en')} | ${d.p50} ms | ${d.p99} ms | ${d.max} ms | ${d.lost} / ${d.refused} |`,
    ),
    ...bareNotifies.map(
      (b) =>
        `| ${b.database}: bare LISTEN/NOTIFY between two \`pg\` connections, beside it |  |  | ${b.rate} | ${b.seconds} s | ${b.measured.toLocaleString('en')} | ${b.p50} ms | ${b.p99} ms | ${b.max} ms | ${b.lost} / 0 |`,
    ),
  ].join('\n');
}

function format(rowsToShow: Row[]): string {
  const ms = (value: number) => `${value} ms`;
  const lines = [
    '| Database | Scenario | req/s | p50 | p99 | errors / non-2xx | Limit | limit req/s | limit p99 | ratio |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const row of rowsToShow) {
    const ratio = row.limit ? (row.app.rps / row.limit.rps).toFixed(2) : '';
    lines.push(
      `| ${row.database} | ${row.scenario} | ${row.app.rps.toLocaleString('en')} | ${ms(row.app.p50)} | ${ms(row.app.p99)} | ${row.app.errors} / ${row.app.non2xx} | ${row.limitName ?? ''} | ${row.limit?.rps.toLocaleString('en') ?? ''} | ${row.limit ? ms(row.limit.p99) : ''} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

function writeResults(body: string): void {
  const file = RESULTS_FILE ?? join(benchDir, 'results.md');
  const begin = '<!-- bench:begin -->';
  const end = '<!-- bench:end -->';
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = `# Benchmark results\n\n${begin}\n${end}\n`;
  }
  const before = current.slice(0, current.indexOf(begin) + begin.length);
  const after = current.slice(current.indexOf(end));
  writeFileSync(file, `${before}\n${body}\n${after}`);
}

/** Writes everything measured between the results file's markers, and prints it. */
export function report(startedAt: Date, lighthouse: string): void {
  const cpus = os.cpus();
  const body = [
    `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node.js ${process.version}.`,
    `Command: \`npm run bench\` (BENCH_SECONDS=${SECONDS}, BENCH_WARMUP=${WARMUP}, BENCH_ROUNDS=${ROUNDS}, BENCH_CONNECTIONS=${CONNECTIONS}, BENCH_PG_BOOKS=${PG_BOOKS}, BENCH_PGLITE_BOOKS=${PGLITE_BOOKS}${TRANSITION_BOOKINGS === undefined ? '' : `, BENCH_TRANSITION_BOOKINGS=${TRANSITION_BOOKINGS}`}, BENCH_MESSAGE_RATE=${MESSAGE_RATE}${ONLY_TEXT ? `, BENCH_ONLY=${ONLY_TEXT}` : ''}). autocannon and the servers share the machine's cores; every server listens on 127.0.0.1. Each figure is the median of ${ROUNDS} runs, the app's and its limits' taken in turns.`,
    '',
    '### Targets',
    '',
    '| Database | Target | Measured | Met |',
    '| --- | --- | --- | --- |',
    ...targets.map((t) => `| ${t.database} | ${t.target} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`),
    '',
    '### API',
    '',
    format(rows),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
    '### Photo uploads',
    '',
    uploadsTable(),
    '',
    '### Message delivery between two instances',
    '',
    deliveryTable(),
    '',
    `### Pages (Lighthouse, mobile settings, /usr/bin/chromium; median of ${process.env.LIGHTHOUSE_RUNS ?? 5} runs, as Lighthouse's computeMedianRun picks it; in brackets, the same page's with its scripts blocked, and the runs' lowest–highest performance)`,
    '',
    lighthouse,
  ].join('\n');
  writeResults(body);
  console.log(`\n${body}\n\nWritten to ${RESULTS_FILE ?? 'bench/results.md'}`);
}
