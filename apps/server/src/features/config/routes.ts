import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@second-shelf/shared';

/** What the web app needs to know about this server's set-up before anyone signs in. */
export const configRoutes: FastifyPluginAsyncZod<PublicConfig> = async (
  app,
  { siteUrl, currency, googleSignIn, cardPayments, isbnLookup, emailDelivery, passkeys, bookingRequestHours },
) => {
  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary:
          "The site's address and currency, which sign-in methods (Google, passkeys), ways of paying, book lookups and email this server offers, and how long a seller has to answer a booking",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        siteUrl,
        currency,
        googleSignIn,
        cardPayments,
        isbnLookup,
        emailDelivery,
        passkeys,
        bookingRequestHours,
      };
    },
  );
};
