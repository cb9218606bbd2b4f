import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createReportSchema,
  idParamsSchema,
  insertedSchema,
  pageQuerySchema,
  reportedItemSchema,
  reportsClosedSchema,
} from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { sendPage } from '../../lib/pagination.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { removeListing } from '../../use-cases/remove-listing.js';
import type { PhotosRepository } from '../photos/repository.js';
import { closeOpenReports, createReportsRepository } from './repository.js';

/**
 * Report a book, a person or a conversation; the admins' Reported Items queue, with Remove listing
 * and Dismiss.
 * Deleting the account from the queue is DELETE /api/users/:id, which resolves its reports.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; photos: PhotosRepository }> = async (
  app,
  { db, photos },
) => {
  const repository = createReportsRepository(db);

  app.post(
    '/api/reports',
    {
      config: {
        errors: [
          'ALREADY_REPORTED',
          'CANNOT_REPORT_SELF',
          'CONVERSATION_NOT_FOUND',
          'NOT_IN_CONVERSATION',
          'PRODUCT_NOT_FOUND',
          'USER_NOT_FOUND',
        ],
        access: 'signed-in',
        limit: LIMITS.reportPerPerson,
      },
      schema: {
        summary:
          'Reports a book (its listing), a person, or a conversation one is in to the admins, with a reason and an optional note; once per person and item',
        body: createReportSchema,
        response: { 201: insertedSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const insertedId = await repository.create(viewer, request.body);
      return reply.status(201).send({ acknowledged: true, insertedId });
    },
  );

  app.get(
    '/api/reports',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "Reported Items: each book, person or conversation with open reports, its reasons with their counts, the latest notes and a conversation's last messages, the first reported first; paginated",
        querystring: pageQuerySchema,
        response: { 200: z.array(reportedItemSchema) },
      },
    },
    async (request, reply) =>
      // The queue is oldest first: its next page holds the rows after the cursor.
      sendPage(request, reply, ({ limit, before: after }) => repository.queue({ limit, after })),
  );

  app.post(
    '/api/reports/books/:id/remove',
    {
      config: { errors: ['PRODUCT_NOT_FOUND'], access: 'admin' },
      schema: {
        summary:
          'Removes a reported listing as DELETE /api/products/:id does (an open booking of it cancelled), resolves its reports and tells its seller',
        params: idParamsSchema,
        response: { 200: reportsClosedSchema },
      },
    },
    async (request) => {
      const { deletedCount, deletedPhotos, reportsResolved } = await removeListing(
        db,
        request.params.id,
        viewerOf(request),
      );
      if (deletedCount === 0) throw new AppError('PRODUCT_NOT_FOUND');
      await photos.forget(deletedPhotos);
      return { acknowledged: true, closedCount: reportsResolved };
    },
  );

  for (const [path, kind] of [
    ['books', 'book'],
    ['people', 'person'],
    ['conversations', 'conversation'],
  ] as const) {
    app.post(
      `/api/reports/${path}/:id/dismiss`,
      {
        config: { access: 'admin', errors: ['NO_OPEN_REPORTS'] },
        schema: {
          summary: `Dismisses the open reports of a ${kind}: it leaves the queue as it is`,
          params: idParamsSchema,
          response: { 200: reportsClosedSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const item =
          kind === 'book' ? { productId: id } : kind === 'person' ? { personId: id } : { conversationId: id };
        const closedCount = await closeOpenReports(db, item, 'dismissed', viewerOf(request).id);
        if (closedCount === 0) throw new AppError('NO_OPEN_REPORTS');
        return { acknowledged: true, closedCount };
      },
    );
  }
};
