import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgedSchema,
  ADVERTISED_MAX,
  advertisedBookSchema,
  advertisedUntilSchema,
  idParamsSchema,
} from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import type { AdvertisingRepository } from './repository.js';

export const advertisingRoutes: FastifyPluginAsyncZod<{
  advertising: AdvertisingRepository;
  /** ADVERTISE_DAYS: how long one promotion lasts. */
  advertiseDays: number;
}> = async (app, { advertising, advertiseDays }) => {
  app.post(
    '/api/products/:id/advertise',
    {
      config: { errors: ['NOT_ON_SALE_TO_ADVERTISE', 'PRODUCT_NOT_FOUND'], access: 'seller' },
      schema: {
        summary: `Advertises a listing on sale (its seller only) in the home page's Advertised Items for ADVERTISE_DAYS days from now (${advertiseDays} here); again, to start the days anew. 409 when it is not on sale`,
        params: idParamsSchema,
        response: { 200: advertisedUntilSchema },
      },
    },
    async (request) => {
      const until = await advertising.advertise(request.params.id, viewerOf(request).id, advertiseDays);
      return { acknowledged: true as const, advertised_until: until.toISOString() };
    },
  );

  app.delete(
    '/api/products/:id/advertise',
    {
      config: { errors: ['PRODUCT_NOT_FOUND'], access: 'seller' },
      schema: {
        summary: "Stops advertising a listing (its seller only): it leaves the home page's Advertised Items",
        params: idParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await advertising.stop(request.params.id, viewerOf(request).id);
      return { acknowledged: true };
    },
  );

  app.get(
    '/api/advertised',
    {
      config: { access: 'public' },
      schema: {
        summary: `The advertised books on sale, the latest promotion first (at most ${ADVERTISED_MAX}); public, so nothing about their sellers`,
        response: { 200: z.array(advertisedBookSchema) },
      },
    },
    async (_request, reply) => {
      // The same for everyone, and changed by any booking: a browser or proxy may keep it but must
      // ask again each time, so a booked book is gone from the next look.
      reply.header('cache-control', 'public, no-cache');
      return advertising.list(ADVERTISED_MAX);
    },
  );
};
