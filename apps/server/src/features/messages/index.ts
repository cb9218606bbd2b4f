import fp from 'fastify-plugin';
import { messagesRoutes } from './routes.js';

export default fp(
  async (app) => {
    await app.register(messagesRoutes, { db: app.db });
  },
  { name: 'messages', dependencies: ['core'] },
);
