import type { FastifyInstance } from 'fastify';

/**
 * A clean `app.close()`, registered before the routes:
 * - it waits for every route handler still running. Node's server close waits for connections
 *   only, and a client that hangs up leaves its handler running: without this the database
 *   would be closed under it;
 * - while closing, each answer also closes its keep-alive connection: otherwise a connection
 *   that was busy when the close began stays open, idle, and holds the close up.
 */
export function closeGracefully(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

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
