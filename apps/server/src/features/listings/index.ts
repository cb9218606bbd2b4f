import fp from 'fastify-plugin';
import { createListingsRepository, type ListingsRepository } from './repository.js';
import { draftsRoutes } from './drafts.js';
import { listingsRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    listings: ListingsRepository;
  }
}

export default fp(
  async (app) => {
    const { config, db } = app;
    app.decorate('listings', createListingsRepository(db));
    // With mail set up, a new seller's listings go on sale once they confirm their email.
    await app.register(listingsRoutes, {
      db,
      photos: app.photos,
      holdUnconfirmed: config.mail.smtpUrl !== undefined,
      siteOrigins: [config.baseUrl, ...config.trustedOrigins],
    });
    await app.register(draftsRoutes, { db });
  },
  { name: 'listings', dependencies: ['core', 'photos'] },
);
