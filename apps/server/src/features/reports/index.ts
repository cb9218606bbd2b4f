import fp from 'fastify-plugin';
import { reportsRoutes } from './routes.js';

export default fp(
  async (app) => {
    await app.register(reportsRoutes, { db: app.db, photos: app.photos });
  },
  { name: 'reports', dependencies: ['core', 'photos'] },
);
