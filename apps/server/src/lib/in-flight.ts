import type { FastifyInstance } from 'fastify';

/**
 * Makes `app.close()` wait for every route handler still running. Node's server close waits
 * for connections only, and a client that hangs up leaves its handler running: without this
 * the database would be closed under it. Register it before the routes.
 */
export function waitForHandlersOnClose(app: FastifyInstance): void {
  let running = 0;
  let idle: (() => void) | undefined;
  const finished = () => {
    running -= 1;
    if (running === 0) idle?.();
  };

  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      running += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        finished();
        throw error;
      }
      if (result instanceof Promise) return result.finally(finished);
      finished();
      return result;
    } as typeof route.handler;
  });

  app.addHook('onClose', async () => {
    if (running > 0) await new Promise<void>((resolve) => (idle = resolve));
  });
}
