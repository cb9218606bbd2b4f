import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingSchema, searchQuerySchema, searchSort, SEARCH_COUNT_MAX } from '@second-shelf/shared';
import { withoutContact } from '../../db/listing-row.js';
import { nextPageLink, takePage } from '../../lib/pagination.js';
import { writeCursor, type Search } from './repository.js';

export const searchRoutes: FastifyPluginAsyncZod<{ search: Search }> = async (app, { search }) => {
  app.get(
    '/api/search',
    {
      config: { access: 'anyone' },
      schema: {
        tags: ['catalog'],
        summary:
          'Books on sale matching words (title, author, ISBN, place, description) and filters, in a chosen order, paginated',
        description: `Words use web search syntax ("a phrase", or, -word); when the words find no book, a misspelt word is corrected and the search made again, and the header X-Search-Corrected (URI-encoded) gives the words searched instead. When few books match, X-Total-Count counts them up to ${SEARCH_COUNT_MAX + 1} (more than ${SEARCH_COUNT_MAX} means "${SEARCH_COUNT_MAX}+"); when many do, X-Total-Estimate says about how many instead. The next page's address is in the Link header. Visitors too: their answer leaves out each seller's email.`,
        querystring: searchQuerySchema,
        response: { 200: z.array(listingSchema) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const page = await search.find(query);
      const { page: rows, nextFrom } = takePage(page.rows, query.limit);
      if ('estimated' in page.count) reply.header('X-Total-Estimate', String(page.count.estimated));
      else reply.header('X-Total-Count', String(page.count.more ? SEARCH_COUNT_MAX + 1 : page.count.exact));
      if (page.corrected !== undefined)
        reply.header('X-Search-Corrected', encodeURIComponent(page.corrected));
      if (nextFrom) {
        const cursor = writeCursor(searchSort(query), nextFrom);
        reply.header('Link', nextPageLink(request.url, query.limit, cursor));
      }
      // Each row's seq and key (the cursor's) stay out of the answer: its serializer writes only the
      // fields productSchema names (lib/serializer.ts).
      return request.viewer ? rows : rows.map(withoutContact);
    },
  );
};
