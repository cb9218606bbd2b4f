import fp from 'fastify-plugin';
import { createAdvertisingRepository, type AdvertisingRepository } from './repository.js';
import { advertisingRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    advertising: AdvertisingRepository;
  }
}

export default fp(
  async (app) => {
    const advertising = createAdvertisingRepository(app.db);
    app.decorate('advertising', advertising);
    await app.register(advertisingRoutes, { advertising, advertiseDays: app.config.advertiseDays });
  },
  { name: 'advertising', dependencies: ['core'] },
);
