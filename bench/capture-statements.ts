// The statements the app sends to its database for one answer, taken from the app itself: the bench
// gives them to bench/bare-server.mjs ("statements" mode), so that its limit runs exactly what the
// app runs, whatever the feature's code makes of it today. No copy of any SQL is kept here.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { resolveSecret } from '../apps/server/src/lib/secret.js';

/** One statement as the driver was given it: a name when the app prepares it, its cells as arrays or not. */
export interface CapturedStatement {
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: 'array';
}

/**
 * The statements of one answer in steps: those of a step were sent together (each before the others
 * had come back, as `Promise.all` sends them), the steps one after another.
 */
export type Steps = CapturedStatement[][];

interface Timed extends CapturedStatement {
  startedAt: number;
  endedAt: number;
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** What was sent while recording: the statements, and whether any went through a transaction. */
interface Recording {
  statements: Timed[];
  transactions: number;
}

/**
 * Records every statement sent through the pools of `pg` and through PGlite while recording: the
 * app's own statements (its change feed listens on a client of its own, not a pool). A statement in
 * a transaction goes to a connection taken from the pool (PGlite: to its transaction), which the bare
 * server, sending each statement to its pool, could not replay as the app ran it: such are counted,
 * and refused by `captureStatements`.
 */
function recordQueries(): { start(): void; stop(): Recording; restore(): void } {
  let recording: Recording | undefined;
  const patched: { target: Record<string, Method>; method: string; own: PropertyDescriptor | undefined }[] =
    [];

  function patch(target: object, method: string, wrap: (original: Method) => Method): void {
    const methods = target as Record<string, Method>;
    patched.push({ target: methods, method, own: Object.getOwnPropertyDescriptor(target, method) });
    methods[method] = wrap(methods[method]!);
  }

  /** The driver's query method, recording what it is asked: `read` tells the statement from the arguments. */
  const recorded =
    (read: (args: unknown[]) => CapturedStatement) =>
    (original: Method): Method =>
      function (this: unknown, ...args: unknown[]) {
        const list = recording?.statements;
        const startedAt = performance.now();
        const result = original.apply(this, args);
        if (!list || !(result instanceof Promise)) return result;
        const entry: Timed = { ...read(args), startedAt, endedAt: Number.POSITIVE_INFINITY };
        list.push(entry);
        const ended = () => (entry.endedAt = performance.now());
        result.then(ended, ended);
        return result;
      };

  /** A connection taken for a transaction: `pg`'s pool hands it out without a callback (its own query passes one). */
  const counted =
    (isTransaction: (args: unknown[]) => boolean) =>
    (original: Method): Method =>
      function (this: unknown, ...args: unknown[]) {
        if (recording && isTransaction(args)) recording.transactions += 1;
        return original.apply(this, args);
      };

  // pg: query(text | { name, text, values, rowMode }, values?)
  patch(
    pg.Pool.prototype,
    'query',
    recorded(([config, values]) => {
      const given = (typeof config === 'string' ? { text: config } : config) as {
        name?: string;
        text: string;
        values?: unknown[];
        rowMode?: string;
      };
      return {
        ...(given.name ? { name: given.name } : {}),
        text: given.text,
        values: Array.isArray(values) ? values : (given.values ?? []),
        ...(given.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
      };
    }),
  );
  patch(
    pg.Pool.prototype,
    'connect',
    counted((args) => typeof args[0] !== 'function'),
  );
  // PGlite: query(text, values?, { rowMode }?)
  patch(
    PGlite.prototype,
    'query',
    recorded(([text, values, options]) => ({
      text: text as string,
      values: Array.isArray(values) ? values : [],
      ...((options as { rowMode?: string } | undefined)?.rowMode === 'array'
        ? { rowMode: 'array' as const }
        : {}),
    })),
  );
  patch(
    PGlite.prototype,
    'transaction',
    counted(() => true),
  );

  return {
    start: () => (recording = { statements: [], transactions: 0 }),
    stop() {
      const done = recording ?? { statements: [], transactions: 0 };
      recording = undefined;
      return done;
    },
    restore() {
      for (const { target, method, own } of patched.reverse()) {
        if (own) Object.defineProperty(target, method, own);
        else delete target[method];
      }
    },
  };
}

/** Statements in the order sent, a new step whenever one was sent after all before it had come back. */
function inSteps(statements: Timed[]): Steps {
  const steps: Steps = [];
  let stepEnds = Number.NEGATIVE_INFINITY;
  for (const { startedAt, endedAt, ...statement } of [...statements].sort(
    (a, b) => a.startedAt - b.startedAt,
  )) {
    if (steps.length === 0 || startedAt >= stepEnds) {
      steps.push([statement]);
      stepEnds = endedAt;
    } else {
      steps.at(-1)!.push(statement);
      stepEnds = Math.max(stepEnds, endedAt);
    }
  }
  return steps;
}

const textsOf = (steps: Steps) =>
  JSON.stringify(steps.map((step) => step.map((statement) => statement.text)));

/**
 * Runs the app in this process on the database the measured server uses (which must be stopped for
 * PGlite: its directory has room for one process), with the measured server's settings, and
 * answers, for each GET, the statements it sends to answer it. Each GET is asked once first (the
 * session is read into memory then, as it would be long before a measurement), then until two
 * answers in a row send the same statements.
 */
export async function captureStatements(
  env: NodeJS.ProcessEnv,
  gets: { path: string; cookie: string }[],
): Promise<Record<string, Steps>> {
  // No sweep of the jobs may run while a request is recorded.
  const config = loadConfig({ ...env, JOBS_POLL_SECONDS: '3600', LOG_LEVEL: 'silent' });
  const queries = recordQueries();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  try {
    const app = await buildApp({
      config,
      database,
      secret: resolveSecret(config.authSecret, config.dataDir),
      webDistDir: false,
      logger: false,
    });
    try {
      await app.ready();
      const ask = async (get: { path: string; cookie: string }) => {
        const response = await app.inject({ method: 'GET', url: get.path, headers: { cookie: get.cookie } });
        if (response.statusCode !== 200)
          throw new Error(`GET ${get.path}: ${response.statusCode} ${response.body}`);
      };
      const captured: Record<string, Steps> = {};
      for (const get of gets) {
        await ask(get);
        let previous: Steps | undefined;
        for (let attempt = 0; ; attempt += 1) {
          queries.start();
          await ask(get);
          const { statements, transactions } = queries.stop();
          if (transactions > 0) {
            throw new Error(
              `GET ${get.path} runs a transaction: bench/bare-server.mjs sends each statement to its pool and cannot replay it`,
            );
          }
          const steps = inSteps(statements);
          if (previous && textsOf(previous) === textsOf(steps)) {
            captured[get.path] = steps;
            break;
          }
          if (attempt === 5) throw new Error(`GET ${get.path} sent different statements each time`);
          previous = steps;
        }
      }
      return captured;
    } finally {
      await app.close();
    }
  } finally {
    queries.restore();
    await database.close();
  }
}
