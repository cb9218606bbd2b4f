import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgedSchema,
  copyAlertSchema,
  createCopyAlertSchema,
  idParamsSchema,
  pageQuerySchema,
  wishlistIdsSchema,
  wishlistItemSchema,
  wishlistParamsSchema,
} from '@second-shelf/shared';
import { viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { sendPage } from '../../lib/pagination.js';
import { createWishlistRepository } from './repository.js';

/**
 * The wishlist (/mywishlist, the hearts on the cards) and "Tell me when another copy is listed".
 * Anyone signed in: every account buys (the specification's /mywishlist is the buyers'), and nobody
 * saves or watches their own listing.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = createWishlistRepository(db);

  app.get(
    '/api/wishlist',
    {
      config: { access: 'buyer' },
      schema: {
        summary:
          "The signed-in buyer's saved books, the latest saved first, each as it is now with the price it was saved at; paginated",
        querystring: pageQuerySchema,
        response: { 200: z.array(wishlistItemSchema) },
      },
    },
    async (request, reply) => sendPage(request, reply, (page) => repository.list(viewerOf(request).id, page)),
  );

  app.get(
    '/api/wishlist/ids',
    {
      config: { access: 'buyer' },
      schema: {
        summary: "The ids of every book the signed-in buyer saved (the cards' hearts), the latest first",
        response: { 200: wishlistIdsSchema },
      },
    },
    async (request) => ({ productIds: await repository.productIds(viewerOf(request).id) }),
  );

  app.put(
    '/api/wishlist/:productId',
    {
      config: { errors: ['OWN_LISTING', 'PRODUCT_NOT_FOUND', 'WISHLIST_FULL'], access: 'buyer' },
      schema: {
        summary:
          'Saves a book to the wishlist with its price now; saving it again changes nothing. 404 for a book the buyer cannot see',
        params: wishlistParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await repository.save(viewerOf(request), request.params.productId);
      return { acknowledged: true };
    },
  );

  app.delete(
    '/api/wishlist/:productId',
    {
      config: { errors: ['PRODUCT_NOT_FOUND'], access: 'buyer' },
      schema: {
        summary: 'Takes a book off the wishlist; taking it off again answers the same',
        params: wishlistParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await repository.remove(viewerOf(request), request.params.productId);
      return { acknowledged: true };
    },
  );

  app.get(
    '/api/alerts',
    {
      config: { access: 'buyer' },
      schema: {
        summary: 'The signed-in buyer\'s "Tell me when another copy is listed" alerts, the latest first',
        response: { 200: z.array(copyAlertSchema) },
      },
    },
    async (request) => repository.alerts(viewerOf(request).id),
  );

  app.post(
    '/api/alerts',
    {
      config: { errors: ['ALERTS_FULL', 'OWN_LISTING', 'PRODUCT_NOT_FOUND'], access: 'buyer' },
      schema: {
        summary:
          'Tells the buyer when another copy of this book is listed: by its ISBN, or by its title and author when it has none. 201 when new, 200 with the same alert when it was already set',
        body: createCopyAlertSchema,
        response: { 200: copyAlertSchema, 201: copyAlertSchema },
      },
    },
    async (request, reply) => {
      const { alert, isNew } = await repository.createAlert(viewerOf(request), request.body.productId);
      return reply.status(isNew ? 201 : 200).send(alert);
    },
  );

  app.delete(
    '/api/alerts/:id',
    {
      config: { errors: ['ALERT_NOT_FOUND'], access: 'buyer' },
      schema: {
        summary: "Stops one of the signed-in buyer's alerts",
        params: idParamsSchema,
        response: { 200: acknowledgedSchema },
      },
    },
    async (request) => {
      await repository.deleteAlert(viewerOf(request).id, request.params.id);
      return { acknowledged: true };
    },
  );
};
