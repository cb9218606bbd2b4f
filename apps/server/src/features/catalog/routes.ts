import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryParamsSchema, categorySchema, pageQuerySchema, productSchema } from '@second-shelf/shared';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import type { RowsQuery } from '../../db/prepared-rows.js';
import { AppError } from '../../lib/errors.js';
import { sendCachedJson } from '../../lib/cached-json.js';
import { cursorValue, sendPage } from '../../lib/pagination.js';
import { createCategoryList } from './category-list.js';
import { createCatalogRepository } from './repository.js';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db; rows: RowsQuery; changes: ChangeFeed }> = async (
  app,
  { db, rows, changes },
) => {
  const catalog = createCatalogRepository(db, rows);
  const categoryList = createCategoryList(catalog, changes);
  await categoryList.ready;

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
    async (request, reply) => sendCachedJson(request, reply, await categoryList.current()),
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
