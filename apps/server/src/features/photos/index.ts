import fp from 'fastify-plugin';
import { createPhotosRepository, type PhotosRepository } from './repository.js';
import { photosRoutes } from './routes.js';
import { openPhotoStore } from './store.js';

declare module 'fastify' {
  interface FastifyInstance {
    photos: PhotosRepository;
  }
}

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Photos: files under DATA_DIR beside the embedded database, in PostgreSQL when several instances
 * share one (store.ts).
 */
export default fp(
  async (app) => {
    const photos = createPhotosRepository(app.db, await openPhotoStore(app.database, app.config.dataDir));
    app.decorate('photos', photos);
    await app.register(photosRoutes, { photos });
    // Uploads no listing took, every 10 minutes at most (it reads the photo directory).
    let sweptAt = 0;
    app.jobs.every('sweep photos', async () => {
      if (Date.now() - sweptAt < SWEEP_EVERY_MS) return;
      sweptAt = Date.now();
      await photos.sweep();
    });
  },
  { name: 'photos', dependencies: ['core'] },
);
