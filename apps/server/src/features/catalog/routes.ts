import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryParamsSchema, categorySchema, pageQuerySchema, listingSchema } from '@second-shelf/shared';
import { AppError } from '../../lib/errors.js';
import { sendCachedJson } from '../../lib/cached-json.js';
import { cursorValue, sendPage } from '../../lib/pagination.js';
import type { CategoryList } from './category-list.js';
import type { CatalogRepository } from './repository.js';

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogRepository;
  categoryList: CategoryList;
}> = async (app, { catalog, categoryList }) => {
  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'All book categories (ETag; cached for a minute)',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, (await categoryList.current()).json),
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
        response: { 200: z.array(listingSchema) },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const page = await catalog.availableBooks(request.params.id, {
        limit,
        before: cursorValue(request.query),
      });
      if (!page) throw new AppError('CATEGORY_NOT_FOUND');
      return sendPage(request, reply, { rows: page.rows, limit, total: page.total });
    },
  );
};
