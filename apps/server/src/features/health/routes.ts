import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { checkReadiness, shippedMigrations } from './readiness.js';

/** How long /api/ready waits for the database before it answers 503. */
export const READY_TIMEOUT_MS = 2000;

/**
 * For load balancers and orchestrators: `/api/health` says the process is up and serving (no
 * database call: a database outage must not get every instance restarted); `/api/ready` says this
 * instance can serve requests (the database answers and has every migration this build ships), and
 * answers 503 with the reason otherwise. Public, unlimited (no per-address limit applies to them),
 * never cached. While the server shuts down, Fastify answers 503 to every new request, these too.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; readyTimeoutMs?: number }> = async (
  app,
  { db, readyTimeoutMs = READY_TIMEOUT_MS },
) => {
  const shipped = shippedMigrations();

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The process is up (no database call)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The database answers and has every migration of this build; 503 with the reason otherwise',
        response: {
          200: z.object({ status: z.literal('ready'), migrations: z.number().int() }),
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await checkReadiness(db, shipped, readyTimeoutMs);
      if (readiness.ready) return { status: 'ready' as const, migrations: readiness.migrations };
      request.log.warn({ reason: readiness.reason }, 'not ready');
      return reply.status(503).send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `Not ready: ${readiness.reason}`,
        code: 'NOT_READY',
      });
    },
  );
};
