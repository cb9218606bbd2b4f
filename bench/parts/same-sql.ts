// GETs measured against exactly the statements the app sends for them (bench/capture-statements.ts),
// replayed by bare node:http through the same driver ("statements" mode of bench/bare-server.mjs).
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/server/test/free-port.js';
import { captureStatements, type Captured } from '../capture-statements.js';
import { inTurns, load, missing, type Figures } from './measure.js';
import { notes, rows, targetsOf } from './report.js';
import { labelOf, startBare, type AppOnDemand, type BenchDatabase } from './servers.js';
import { log } from './settings.js';

export interface StatementsGet {
  scenario: string;
  /** What the GET's target calls it. */
  target: string;
  path: string;
  cookie: string;
}

/** How the app answered a GET, in the words of the notes: its statements and their round trips. */
function describeCaptured(captured: Captured | undefined): string {
  const steps = describeSteps(captured?.steps ?? []);
  return captured?.inTransaction ? `${steps}, in one transaction` : steps;
}

function describeSteps(steps: { length: number }[]): string {
  const statements = steps.reduce((sum, step) => sum + step.length, 0);
  if (statements === 1) return 'one statement';
  return steps.length === 1
    ? `${statements} statements, sent together`
    : `${statements} statements in ${steps.length} round trips (${steps.map((step) => step.length).join(' + ')})`;
}

/**
 * Each GET in turns with its limit, its row and its target (≥ 0.8 of the limit); `alsoCheck` adds a
 * GET's other targets. `what` names the GETs in the log.
 */
export async function againstSameStatements(
  database: BenchDatabase,
  server: AppOnDemand,
  what: string,
  gets: StatementsGet[],
  alsoCheck?: (get: StatementsGet, figures: Figures) => void,
): Promise<void> {
  const label = labelOf(database);
  const check = targetsOf(label);
  log(`${label}: the statements the app sends for each ${what}`);
  const statements = await captureStatements(database.serverSettings(await freePort()), gets);
  const statementsFile = join(os.tmpdir(), `bench-statements-${process.pid}.json`);
  writeFileSync(statementsFile, JSON.stringify(statements));
  try {
    for (const get of gets) {
      log(`${label}: ${get.scenario}`);
      notes.push(`${label}: ${get.scenario}: the app sends ${describeCaptured(statements[get.path])}`);
      const [appFigure = missing(), limit = missing()] = await inTurns(
        async () =>
          load((await server.app()).url, { method: 'GET', path: get.path, headers: { cookie: get.cookie } }),
        async () => {
          await server.stopped();
          const bare = await startBare('statements', database.target, statementsFile);
          try {
            return await load(bare.url, { method: 'GET', path: get.path });
          } finally {
            await bare.stop();
          }
        },
      );
      rows.push({
        database: label,
        scenario: get.scenario,
        app: appFigure,
        limitName: 'node:http + driver, same SQL',
        limit,
      });
      check(
        `${get.target} ≥ 0.8 of node:http + driver, same SQL`,
        `${(appFigure.rps / limit.rps).toFixed(2)} (${appFigure.rps.toLocaleString('en')} / ${limit.rps.toLocaleString('en')} req/s)`,
        appFigure.rps >= 0.8 * limit.rps,
      );
      alsoCheck?.(get, appFigure);
    }
  } finally {
    rmSync(statementsFile, { force: true });
  }
}
