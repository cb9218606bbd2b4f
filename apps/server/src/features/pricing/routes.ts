import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toIsbn13 } from '@second-shelf/shared';
import { priceSuggestionQuerySchema, priceSuggestionSchema } from '@second-shelf/shared/pricing';
import type { Db } from '../../db/client.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { createPricing } from './repository.js';

/** The listing form's price suggestion, from what copies of the book sold for here. */
export const pricingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const pricing = createPricing(db);
  app.get(
    '/api/price-suggestion',
    {
      config: { access: 'seller', limit: LIMITS.priceSuggestionPerPerson },
      schema: {
        summary:
          'What copies of a book (by isbn, else by title and author) sold for here in the past year: the middle half of the prices and their median, from 3 sales on; and the lowest price of a copy on sale now',
        querystring: priceSuggestionQuerySchema,
        response: { 200: priceSuggestionSchema },
      },
    },
    async (request) => {
      const { isbn, title, author } = request.query;
      return pricing.suggest(
        isbn === undefined ? { title: title!, author: author ?? '' } : { isbn: toIsbn13(isbn)! },
      );
    },
  );
};
