import fp from 'fastify-plugin';
import { createSearch } from './repository.js';
import { searchRoutes } from './routes.js';

export default fp(
  async (app) => {
    const { db, database } = app;
    await app.register(searchRoutes, {
      search: createSearch(db, { kind: database.kind, rows: database.rows }),
    });
  },
  { name: 'search', dependencies: ['core'] },
);
