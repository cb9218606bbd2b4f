import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addProductSchema,
  deletedSchema,
  emailQuerySchema,
  idParamsSchema,
  insertedSchema,
  myProductSchema,
  pageQuerySchema,
} from '@second-shelf/shared';
import { assertOwnEmail, viewerOf } from '../../auth/access.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { cursorValue, sendPage } from '../../lib/pagination.js';
import { createProductsRepository } from './repository.js';

/** Today's date as the listing's posted time, e.g. "2026-11-22". */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export const productsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = createProductsRepository(db);

  app.post(
    '/api/addproduct',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['seller'],
        summary: 'Lists a book for sale; seller name and email come from the session',
        body: addProductSchema,
        response: { 201: insertedSchema },
      },
    },
    async (request, reply) => {
      const seller = viewerOf(request);
      const body = request.body;
      const insertedId = await repository.create({
        sellerId: seller.id,
        sellerName: seller.name,
        sellerEmail: seller.email,
        categoryId: body.category_id,
        bookName: body.book_name,
        imageUrl: body.image_url,
        originalPrice: body.original_price,
        resellPrice: body.resell_price,
        used: body.used,
        location: body.location,
        productCondition: body.product_condition,
        postedTime: today(),
      });
      if (!insertedId) throw new AppError('CATEGORY_NOT_FOUND');
      return reply.status(201).send({ acknowledged: true, insertedId });
    },
  );

  app.get(
    '/api/myproducts',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['seller'],
        summary: "The signed-in seller's listings, newest first, each with the booking it is in; paginated",
        querystring: pageQuerySchema.extend(emailQuerySchema.shape),
        response: { 200: z.array(myProductSchema) },
      },
    },
    async (request, reply) => {
      const seller = assertOwnEmail(request, request.query.email);
      const { limit } = request.query;
      const { rows, total } = await repository.listBySeller(seller.id, {
        limit,
        before: cursorValue(request.query),
      });
      return sendPage(request, reply, { rows, limit, total });
    },
  );

  app.delete(
    '/api/products/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['seller'],
        summary: 'Removes a listing (its seller or an admin)',
        params: idParamsSchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const owner = await repository.findOwner(request.params.id);
      if (owner === undefined) throw new AppError('PRODUCT_NOT_FOUND');
      if (owner !== viewer.id && !viewer.isAdmin) throw new AppError('FORBIDDEN');
      const deletedCount = await repository.delete(request.params.id);
      return { acknowledged: true, deletedCount };
    },
  );
};
