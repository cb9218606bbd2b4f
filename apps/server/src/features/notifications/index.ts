import fp from 'fastify-plugin';
import { createNotificationsRepository } from './repository.js';
import { notificationsRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: ReturnType<typeof createNotificationsRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('notifications', createNotificationsRepository(app.db));
    await app.register(notificationsRoutes, { db: app.db });
  },
  { name: 'notifications', dependencies: ['core'] },
);
