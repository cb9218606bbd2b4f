import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgedSchema,
  idParamsSchema,
  notificationSchema,
  notificationSummarySchema,
  pageQuerySchema,
} from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { sendPage } from '../../lib/pagination.js';
import { createNotificationsRepository } from './repository.js';

export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = createNotificationsRepository(db);

  app.get(
    '/api/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The signed-in person's notifications, newest first, paginated",
        querystring: pageQuerySchema,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request, reply) => sendPage(request, reply, (page) => repository.list(viewerOf(request).id, page)),
  );

  app.get(
    '/api/notifications/summary',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "How many of the signed-in person's notifications are unread (the bell's number)",
        response: { 200: notificationSummarySchema },
      },
    },
    async (request) => ({ unread: await repository.unreadCount(viewerOf(request).id) }),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { errors: ['NOTIFICATION_NOT_FOUND'], access: 'signed-in' },
      schema: {
        summary: "Marks one of the signed-in person's notifications read (again: no change)",
        params: idParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await repository.markRead(viewerOf(request).id, request.params.id);
      return { acknowledged: true };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'signed-in' },
      schema: {
        summary:
          "Mark all as read: every one of the signed-in person's notifications, at once on every open page of theirs",
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await repository.markAllRead(viewerOf(request).id);
      return { acknowledged: true };
    },
  );
};
