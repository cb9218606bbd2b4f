import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryParamsSchema, categorySchema, pageQuerySchema, listingSchema } from '@second-shelf/shared';
import { AppError } from '../../lib/errors.js';
import { sendCachedJson } from '../../lib/cached-json.js';
import { sendPage } from '../../lib/pagination.js';
import { contactFor } from '../../db/listing-row.js';
import type { CategoryList } from './category-list.js';
import type { CatalogRepository } from './repository.js';

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogRepository;
  categoryList: CategoryList;
}> = async (app, { catalog, categoryList }) => {
  app.get(
    '/api/categories',
    {
      config: { access: 'public', openApi: { revalidates: true } },
      schema: {
        summary: 'All book categories (ETag; cached for a minute)',
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, (await categoryList.current()).json),
  );

  app.get(
    '/api/categories/:id',
    {
      config: { errors: ['CATEGORY_NOT_FOUND'], access: 'anyone' },
      schema: {
        summary: 'Available books of one category (category_id), newest first, paginated',
        description: "Visitors too. A seller's email is in the answer only for that seller and admins.",
        params: categoryParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: z.array(listingSchema) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, async (page) => {
        const books = await catalog.availableBooks(request.params.id, page);
        if (!books) throw new AppError('CATEGORY_NOT_FOUND');
        return { ...books, rows: books.rows.map(contactFor(request.viewer)) };
      }),
  );
};
