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

/** One answer's statements; `inTransaction`: all of them in one transaction (without its bounds). */
export interface Captured {
  steps: Steps;
  inTransaction: boolean;
}

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
 * app's own statements (its change feed listens on a client of its own, not a pool). A transaction
 * runs on a connection taken from the pool (PGlite: in its transaction): its statements are recorded
 * from that connection, without the BEGIN and COMMIT, and the transaction is counted, so that the
 * bare server replays them in one transaction of its own.
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

  // pg: query(text | { name, text, values, rowMode }, values?)
  const readPg = ([config, values]: unknown[]): CapturedStatement => {
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
  };
  const isBoundary = (text: string) => /^\s*(begin|commit|rollback)\s*;?\s*$/i.test(text);
  patch(pg.Pool.prototype, 'query', recorded(readPg));
  // A connection taken for a transaction (the pool's own query passes a callback): its statements
  // but the transaction's bounds are recorded until it goes back to the pool.
  patch(
    pg.Pool.prototype,
    'connect',
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        if (!recording || typeof args[0] === 'function') return original.apply(this, args);
        recording.transactions += 1;
        return (original.apply(this, args) as Promise<pg.PoolClient>).then((client) => {
          const { query, release } = client;
          const record = recorded(readPg)(query as unknown as Method);
          client.query = function (this: unknown, ...queryArgs: unknown[]) {
            const text = readPg(queryArgs).text;
            return (isBoundary(text) ? query : record).apply(this, queryArgs as never);
          } as typeof client.query;
          client.release = function (this: pg.PoolClient, ...releaseArgs: unknown[]) {
            client.query = query;
            client.release = release;
            return release.apply(this, releaseArgs as never);
          };
          return client;
        });
      },
  );
  // PGlite: query(text, values?, { rowMode }?)
  const readPglite = ([text, values, options]: unknown[]): CapturedStatement => ({
    text: text as string,
    values: Array.isArray(values) ? values : [],
    ...((options as { rowMode?: string } | undefined)?.rowMode === 'array'
      ? { rowMode: 'array' as const }
      : {}),
  });
  patch(PGlite.prototype, 'query', recorded(readPglite));
  // PGlite: a transaction's statements go through the object its callback is given.
  patch(
    PGlite.prototype,
    'transaction',
    (original) =>
      function (this: unknown, ...args: unknown[]) {
        const [callback] = args as [(tx: { query: Method }) => unknown];
        if (!recording) return original.apply(this, args);
        recording.transactions += 1;
        return original.call(this, (tx: { query: Method }) =>
          callback(
            new Proxy(tx, {
              get: (target, property, receiver) =>
                property === 'query'
                  ? recorded(readPglite)(target.query.bind(target) as Method)
                  : Reflect.get(target, property, receiver),
            }),
          ),
        );
      },
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
): Promise<Record<string, Captured>> {
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
      const captured: Record<string, Captured> = {};
      for (const get of gets) {
        await ask(get);
        let previous: Steps | undefined;
        for (let attempt = 0; ; attempt += 1) {
          queries.start();
          await ask(get);
          const { statements, transactions } = queries.stop();
          if (transactions > 1) throw new Error(`GET ${get.path} runs ${transactions} transactions`);
          const steps = inSteps(statements);
          if (previous && textsOf(previous) === textsOf(steps)) {
            captured[get.path] = { steps, inTransaction: transactions === 1 };
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
