import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingSchema, searchQuerySchema, SEARCH_COUNT_MAX } from '@second-shelf/shared';
import { contactFor } from '../../db/listing-row.js';
import { nextPageLink } from '../../lib/pagination.js';
import { answerSearch } from './first-page.js';
import type { Search } from './repository.js';

export const searchRoutes: FastifyPluginAsyncZod<{ search: Search }> = async (app, { search }) => {
  app.get(
    '/api/search',
    {
      config: { access: 'anyone', openApi: { headers: ['X-Total-Estimate', 'X-Search-Corrected'] } },
      schema: {
        summary:
          'Books on sale matching words (title, author, ISBN, place, description) and filters, in a chosen order, paginated',
        description: `Words use web search syntax ("a phrase", or, -word); when the words find no book, a misspelt word is corrected and the search made again, and the header X-Search-Corrected (URI-encoded) gives the words searched instead. When few books match, X-Total-Count counts them up to ${SEARCH_COUNT_MAX + 1} (more than ${SEARCH_COUNT_MAX} means "${SEARCH_COUNT_MAX}+"); when many do, X-Total-Estimate says about how many instead. The next page's address is in the Link header. Visitors too; only each listing's seller and admins read its seller's email.`,
        querystring: searchQuerySchema,
        response: { 200: z.array(listingSchema) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { rows, count, corrected, nextCursor } = await answerSearch(search, query);
      if ('estimated' in count) reply.header('X-Total-Estimate', String(count.estimated));
      else reply.header('X-Total-Count', String(count.more ? SEARCH_COUNT_MAX + 1 : count.exact));
      if (corrected !== undefined) reply.header('X-Search-Corrected', encodeURIComponent(corrected));
      if (nextCursor) reply.header('Link', nextPageLink(request.url, query.limit, nextCursor));
      // Each row's seq and key (the cursor's) stay out of the answer: its serializer writes only the
      // fields productSchema names (lib/serializer.ts).
      return rows.map(contactFor(request.viewer));
    },
  );
};
