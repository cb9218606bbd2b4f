import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createBookingSchema,
  deletedSchema,
  emailQuerySchema,
  idParamsSchema,
  insertedSchema,
  orderSchema,
  pageQuerySchema,
} from '@second-shelf/shared';
import { assertOwnEmail, viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import type { BookCopy } from '../../db/fast-path/book-copies.js';
import { cursorValue, sendPage } from '../../lib/pagination.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { limitOf } from '../../lib/route-limits.js';
import { createBookingsRepository } from './repository.js';

export const bookingsRoutes: FastifyPluginAsyncZod<{ db: Db; bookCopy: BookCopy }> = async (
  app,
  { db, bookCopy },
) => {
  const repository = createBookingsRepository(db, bookCopy);

  app.post(
    '/api/bookings',
    {
      // The booking statement counts the limit itself: one round trip for all of a booking.
      config: { access: 'buyer', limit: LIMITS.bookingPerAddress, limitCountedBy: 'handler' },
      schema: {
        tags: ['buyer'],
        summary: 'Books a copy: exactly one buyer gets it, the others get 409',
        body: createBookingSchema,
        response: { 201: insertedSchema },
      },
    },
    async (request, reply) => {
      const buyer = viewerOf(request);
      const insertedId = await repository.create(
        {
          buyerId: buyer.id,
          buyerName: buyer.name,
          buyerEmail: buyer.email,
          productId: request.body.productId,
          meetingLocation: request.body.meetingLocation,
          phoneNumber: request.body.phoneNumber,
        },
        limitOf(request),
      );
      return reply.status(201).send({ acknowledged: true, insertedId });
    },
  );

  app.get(
    '/api/myorders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['buyer'],
        summary: "The signed-in buyer's bookings, newest first, paginated",
        querystring: pageQuerySchema.extend(emailQuerySchema.shape),
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request, reply) => {
      const buyer = assertOwnEmail(request, request.query.email);
      const { limit } = request.query;
      const { rows, total } = await repository.listByBuyer(buyer.id, {
        limit,
        before: cursorValue(request.query),
      });
      return sendPage(request, reply, { rows, limit, total });
    },
  );

  app.delete(
    '/api/bookings/:id',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['buyer'],
        summary: "Cancels the signed-in buyer's booking; the copy is available again",
        params: idParamsSchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      await repository.cancel(request.params.id, viewerOf(request).id);
      return { acknowledged: true, deletedCount: 1 };
    },
  );
};
