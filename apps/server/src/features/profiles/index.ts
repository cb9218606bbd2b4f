import fp from 'fastify-plugin';
import { createProfilesRepository } from './repository.js';
import { profilesRoutes } from './routes.js';

/** A person as others see them, with the latest reviews about them (the reviews feature's). */
export default fp(
  async (app) => {
    await app.register(profilesRoutes, { profiles: createProfilesRepository(app.db, app.reviews) });
  },
  { name: 'profiles', dependencies: ['core', 'reviews'] },
);
