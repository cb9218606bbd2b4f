import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@second-shelf/shared';

/** What the web app needs to know about this server's set-up before anyone signs in. */
export const configRoutes: FastifyPluginAsyncZod<PublicConfig> = async (app, publicConfig) => {
  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        summary:
          "The site's address and currency, which sign-in methods (Google, passkeys), ways of paying, book lookups and email this server offers, how long a seller has to answer a booking, and where to report a vulnerability",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      // Its fields alone: the answer's serializer writes only what publicConfigSchema names.
      return publicConfig;
    },
  );
};
