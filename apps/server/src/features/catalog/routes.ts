import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryParamsSchema, categorySchema, pageQuerySchema, productSchema } from '@second-shelf/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { cursorValue, sendPage } from '../../lib/pagination.js';
import { createCatalogRepository } from './repository.js';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const catalog = createCatalogRepository(db);

  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'All book categories',
        response: { 200: z.array(categorySchema) },
      },
    },
    async () => catalog.listCategories(),
  );

  app.get(
    '/api/categories/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['catalog'],
        summary: 'Available books of one category (category_id), newest first, paginated',
        params: categoryParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(productSchema) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { limit } = request.query;
      if (!(await catalog.categoryExists(id))) throw new AppError('CATEGORY_NOT_FOUND');
      const { rows, total } = await catalog.listAvailableBooks(id, {
        limit,
        before: cursorValue(request.query),
      });
      return sendPage(request, reply, { rows, limit, total });
    },
  );
};
