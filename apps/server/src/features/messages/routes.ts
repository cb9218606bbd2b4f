import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageSchema, pageQuerySchema, sendMessageSchema } from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { sendPage } from '../../lib/pagination.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { createMessagesRepository } from './repository.js';

export const messagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = createMessagesRepository(db);

  app.get(
    '/api/bookings/:id/messages',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['bookings'],
        summary: "The booking's message thread, newest first, paginated; for its buyer and seller only",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, (page) => repository.list(request.params.id, viewerOf(request).id, page)),
  );

  app.post(
    '/api/bookings/:id/messages',
    {
      config: { access: 'signed-in', limit: LIMITS.messagePerPerson },
      schema: {
        tags: ['bookings'],
        summary: 'Sends a text message to the other side of the booking, who is notified',
        params: idParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const sender = viewerOf(request);
      const message = await repository.send({
        bookingId: request.params.id,
        sender: { id: sender.id, name: sender.name },
        body: request.body.body,
      });
      return reply.status(201).send(message);
    },
  );
};
