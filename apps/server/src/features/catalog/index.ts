import fp from 'fastify-plugin';
import { createCategoryPage } from '../../db/fast-path/category-page.js';
import { createCategoryList, type CategoryList } from './category-list.js';
import { createCatalogRepository, type CatalogRepository } from './repository.js';
import { catalogRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogRepository;
    /** The categories with their counts, kept in memory and current through the change feed. */
    categoryList: CategoryList;
  }
}

export default fp(
  async (app) => {
    const { db, database } = app;
    // The category page runs on a statement of its own (db/fast-path/, bench/results.md).
    const catalog = createCatalogRepository(db, createCategoryPage(db, database.rows));
    const categoryList = createCategoryList(catalog, database.changes);
    await categoryList.ready;
    app.decorate('catalog', catalog);
    app.decorate('categoryList', categoryList);
    await app.register(catalogRoutes, { catalog, categoryList });
  },
  { name: 'catalog', dependencies: ['core'] },
);
