import fp from 'fastify-plugin';
import { createSeoRepository } from './repository.js';
import { seoRoutes } from './routes.js';
import { createSitemaps } from './sitemaps.js';

/**
 * What search engines and security researchers read: /robots.txt, the sitemaps of the public pages
 * and the books on sale, and /.well-known/security.txt.
 */
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
    await app.register(seoRoutes, {
      sitemaps,
      baseUrl: config.baseUrl,
      securityContact: config.securityContact,
    });
  },
  { name: 'seo', dependencies: ['core', 'catalog'] },
);
