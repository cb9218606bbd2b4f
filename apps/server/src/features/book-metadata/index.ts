import fp from 'fastify-plugin';
import { createBookLookup } from './lookup.js';
import { bookMetadataRoutes } from './routes.js';

export default fp(
  async (app) => {
    const service = app.config.bookMetadata;
    await app.register(bookMetadataRoutes, {
      db: app.db,
      photos: app.photos,
      lookup: service && createBookLookup(app.db, service),
    });
  },
  { name: 'book-metadata', dependencies: ['core', 'photos'] },
);
