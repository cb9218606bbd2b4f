import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every answer. The Content-Security-Policy allows no inline script:
 * scripts, styles, fonts and API calls come from this origin only. Inline styles are allowed
 * because the toast library injects its stylesheet at run time. Pictures may also come from
 * https (a seller's own image address). Strict-Transport-Security and upgrading requests only
 * make sense, and are only sent, when the public URL is https.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { baseUrl: string; trustedOrigins: string[] },
): Promise<void> {
  const https = options.baseUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Only the origins named in TRUSTED_ORIGINS may call the API from a page of their own.
  const allowed = new Set(options.trustedOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    exposedHeaders: ['X-Total-Count', 'Link', 'Retry-After'],
    methods: ['GET', 'POST', 'DELETE'],
  });
}
