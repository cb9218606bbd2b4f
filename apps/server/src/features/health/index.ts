import fp from 'fastify-plugin';
import { healthRoutes } from './routes.js';

export default fp(
  async (app) => {
    await app.register(healthRoutes, { db: app.db });
  },
  { name: 'health', dependencies: ['core'] },
);
