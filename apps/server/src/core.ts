import fp from 'fastify-plugin';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createJobs, type Jobs } from './jobs/runner.js';
import { schedulePruning } from './lib/rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** `database.db`, which nearly every feature needs. */
    db: Db;
    /** The secret that signs sessions, access tokens and unsubscribe links. */
    secret: string;
    /** Work done outside requests: features register their jobs and sweeps here. */
    jobs: Jobs;
  }
}

export interface CoreOptions {
  config: Config;
  database: Database;
  secret: string;
}

/**
 * What every feature plugin may use: the settings, the database and the job runner. Features
 * declare `dependencies: ['core', …]` and find these on the instance.
 */
export const core = fp<CoreOptions>(
  async (app, { config, database, secret }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('secret', secret);
    const jobs = createJobs(database.db, app.log, {
      pollMs: config.jobsPollMs,
      leaseSeconds: config.jobsLeaseSeconds,
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
    const stopPruning = schedulePruning(database.db, app.log);
    app.addHook('onClose', async () => stopPruning());
  },
  { name: 'core' },
);
