import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a visitor's read (no account: a page, or an answer of the catalogue) against their
     * address's limit, and throws 429 past it.
     */
    limitVisitorRead(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Visitors' reads limited per client address, in this instance's memory (@fastify/rate-limit's
 * store): a count in the database for every page a visitor reads would cost more than the page
 * kept in memory (pages/visitor-pages.ts). Behind several instances, an address may read this
 * much from each.
 */
export async function registerVisitorLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
  const check = app.createRateLimit({ max: perMinute, timeWindow: 60_000 });
  app.decorate('limitVisitorRead', async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('TOO_MANY_REQUESTS', undefined, result.ttlInSeconds);
    }
  });
}
