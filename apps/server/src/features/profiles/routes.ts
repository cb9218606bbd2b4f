import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, profileSchema } from '@second-shelf/shared';
import { AppError } from '../../lib/errors.js';
import type { ProfilesRepository } from './repository.js';

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesRepository }> = async (
  app,
  { profiles },
) => {
  app.get(
    '/api/profiles/:id',
    {
      // For visitors too, like the catalogue whose book cards link here: a profile holds no contact
      // data. Counted as a visitor's read.
      config: { errors: ['USER_NOT_FOUND'], access: 'anyone' },
      schema: {
        summary:
          'A person as others see them: name, role, member since, rating, books on sale and latest reviews',
        params: idParamsSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const profile = await profiles.find(request.params.id);
      if (!profile) throw new AppError('USER_NOT_FOUND');
      return profile;
    },
  );
};
