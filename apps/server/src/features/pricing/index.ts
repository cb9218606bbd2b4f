import fp from 'fastify-plugin';
import { pricingRoutes } from './routes.js';

export default fp(
  async (app) => {
    await app.register(pricingRoutes, { db: app.db });
  },
  { name: 'pricing', dependencies: ['core'] },
);
