import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReviewSchema, idParamsSchema, reviewSchema } from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { createReviewsRepository } from './repository.js';

export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = createReviewsRepository(db);

  app.post(
    '/api/bookings/:id/review',
    {
      config: {
        errors: ['ALREADY_REVIEWED', 'BOOKING_NOT_FOUND', 'NOT_A_PARTY', 'REVIEW_NOT_ALLOWED'],
        access: 'signed-in',
      },
      schema: {
        summary:
          'Reviews the other party of a completed booking: a rating of 1 to 5 and an optional comment, once',
        params: idParamsSchema,
        body: createReviewSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const review = await repository.create({
        bookingId: request.params.id,
        author: { id: viewer.id, name: viewer.name },
        rating: request.body.rating,
        comment: request.body.comment,
      });
      return reply.status(201).send(review);
    },
  );
};
