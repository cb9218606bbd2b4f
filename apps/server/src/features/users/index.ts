import fp from 'fastify-plugin';
import { usersRoutes } from './routes.js';

export default fp(
  async (app) => {
    await app.register(usersRoutes, { db: app.db, accessTokens: app.accessTokens, sessions: app.sessions });
  },
  { name: 'users', dependencies: ['core', 'auth'] },
);
