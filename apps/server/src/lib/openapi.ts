import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route registered after it, and its page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, { baseUrl }: { baseUrl: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Second Shelf API',
        description:
          'The marketplace API. Sign in through Better Auth at /api/auth/sign-in/email (cookie), or send `Authorization: Bearer <accessToken>` from GET /api/jwt.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
      security: [{ cookie: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The documentation page brings its own script and style hashes into the policy.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy asks to upgrade requests to https, which would break the page on plain http.
    transformStaticCSP: (header) =>
      baseUrl.startsWith('https://') ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
