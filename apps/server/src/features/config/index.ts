import type { PublicConfig } from '@second-shelf/shared';
import fp from 'fastify-plugin';
import { configRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the web app learns about this server before anyone signs in (also drawn into pages). */
    publicConfig: PublicConfig;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const publicConfig: PublicConfig = {
      siteUrl: config.baseUrl,
      currency: config.currency.toUpperCase(),
      googleSignIn: config.google !== undefined,
      cardPayments: config.stripe !== undefined,
      isbnLookup: config.bookMetadata !== undefined,
      emailDelivery: config.mail.smtpUrl !== undefined,
      passkeys: app.passkeyParty !== undefined,
      bookingRequestHours: config.bookingRequestMs / 3_600_000,
      securityContact: config.securityContact ?? null,
    };
    app.decorate('publicConfig', publicConfig);
    await app.register(configRoutes, publicConfig);
  },
  { name: 'config', dependencies: ['core', 'auth'] },
);
