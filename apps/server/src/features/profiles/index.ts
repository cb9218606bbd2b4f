import fp from 'fastify-plugin';
import { createProfilesRepository, type ProfilesRepository } from './repository.js';
import { profilesRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** People as others see them (the profile pages drawn on the server read them too). */
    profiles: ProfilesRepository;
  }
}

/** A person as others see them, with the latest reviews about them (the reviews feature's). */
export default fp(
  async (app) => {
    const profiles = createProfilesRepository(app.db, app.reviews);
    app.decorate('profiles', profiles);
    await app.register(profilesRoutes, { profiles });
  },
  { name: 'profiles', dependencies: ['core', 'reviews'] },
);
