import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import { hitLimit, type LimitResult, type LimitRule, type RouteLimit } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's abuse limit (one of LIMITS): each client address (or each person, for a rule
     * `per: 'person'`) may call it `max` times in a window, then gets 429 with Retry-After until the
     * window ends. Counted once the caller is allowed and the request valid.
     */
    limit?: RouteLimit;
    /**
     * Who counts `limit`. By default a statement of its own, before the handler. 'handler': the
     * handler's own statement counts it in the same round trip as its work (the booking's, for
     * speed): the handler passes it `limitOf(request)` and answers `refuseOverLimit` past it.
     */
    limitCountedBy?: 'handler';
  }
}

/** The counter a request counts against under its route's limit, and the rule. */
export interface CountedLimit {
  key: string;
  rule: LimitRule;
}

/** The limit of the request's route, with the client's (or the signed-in person's) own counter. */
export function limitOf(request: FastifyRequest): CountedLimit {
  const limit = request.routeOptions.config.limit;
  if (!limit) throw new Error(`${request.method} ${request.routeOptions.url} declares no config.limit`);
  if (limit.per === 'person') {
    // The access control ran before: a route counted per person is never public.
    if (!request.viewer) throw new AppError('UNAUTHENTICATED');
    return { key: `${limit.name}:user:${request.viewer.id}`, rule: limit };
  }
  return { key: `${limit.name}:${request.ip}`, rule: limit };
}

const tooManyRequests = (result: LimitResult) =>
  new AppError('TOO_MANY_REQUESTS', undefined, result.retryAfter);

/** The answer to a request past its limit. */
export function refuseOverLimit(result: LimitResult): never {
  throw tooManyRequests(result);
}

/**
 * Applies every route's `config.limit`: the one place the shared abuse limits are enforced (a
 * visitor's reads are counted apart, in each instance's memory: visitor-limit.ts). Only the routes
 * that declare one pay for it (a step before their handler); register before the routes.
 */
export function registerRouteLimits(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route) => {
    const { limit, limitCountedBy, access } = route.config ?? {};
    if (limitCountedBy !== undefined && limit === undefined) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} sets config.limitCountedBy without a limit`,
      );
    }
    if (limit?.per === 'person' && (access === undefined || access === 'public' || access === 'anyone')) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} counts its limit per person but lets anyone call it`,
      );
    }
    if (limit === undefined || limitCountedBy === 'handler') return;
    const count: preHandlerHookHandler = (request, _reply, done) => {
      hitLimit(db, limitOf(request).key, limit).then(
        (result) => done(result.allowed ? undefined : tooManyRequests(result)),
        done,
      );
    };
    route.preHandler = [count, ...[route.preHandler ?? []].flat()];
  });
}
