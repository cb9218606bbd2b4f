import fp from 'fastify-plugin';
import { registerLiveUpdates } from './routes.js';

/** GET /api/events: each person's stream of the changes that concern them. */
export default fp(
  async (app) => {
    await registerLiveUpdates(app, { db: app.db, changes: app.database.changes });
  },
  { name: 'live', dependencies: ['core'] },
);
