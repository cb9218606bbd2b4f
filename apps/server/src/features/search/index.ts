import fp from 'fastify-plugin';
import type { SearchPageData } from '@second-shelf/shared';
import type { Viewer } from '../../auth/viewer.js';
import { firstSearchPage } from './first-page.js';
import { createSearch } from './repository.js';
import { searchRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The first page of the search a /search address names, for the page drawn on the server. */
    firstSearchPage(address: string, viewer: Viewer | null): Promise<SearchPageData | undefined>;
  }
}

export default fp(
  async (app) => {
    const { db, database } = app;
    const search = createSearch(db, { kind: database.kind, rows: database.rows });
    app.decorate('firstSearchPage', (address: string, viewer: Viewer | null) =>
      firstSearchPage(search, address, viewer),
    );
    await app.register(searchRoutes, { search });
  },
  { name: 'search', dependencies: ['core'] },
);
