import fp from 'fastify-plugin';
import { createSeoRepository } from './repository.js';
import { seoRoutes } from './routes.js';
import { createSitemaps } from './sitemaps.js';

/** What search engines read: /robots.txt, and the sitemaps of the categories and the books on sale. */
export default fp(
  async (app) => {
    const { db, database, config, categoryList } = app;
    const sitemaps = createSitemaps({
      repository: createSeoRepository(db),
      categoryIds: async () =>
        (await categoryList.current()).categories.map((category) => category.category_id),
      baseUrl: config.baseUrl,
      changes: database.changes,
    });
    await sitemaps.ready;
    await app.register(seoRoutes, { sitemaps, baseUrl: config.baseUrl });
  },
  { name: 'seo', dependencies: ['core', 'catalog'] },
);
