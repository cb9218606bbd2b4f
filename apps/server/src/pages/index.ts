import { ADVERTISED_MAX, PAGE_SIZE_DEFAULT } from '@second-shelf/shared';
import fp from 'fastify-plugin';
import { splitPage } from '../lib/pagination.js';
import { createPageData } from './page-data.js';
import { registerPages } from './routes.js';

/** The built web app, and the pages drawn on the server with the data of the features they show. */
export default fp<{ webDir: string | undefined }>(
  async (app, { webDir }) => {
    const { advertising, catalog, categoryList, listings, notifications, wishlist } = app;
    await registerPages(app, {
      webDir,
      pageData: createPageData({
        categories: async () => (await categoryList.current()).categories,
        advertised: () => advertising.list(ADVERTISED_MAX),
        book: (id, viewer) => listings.visibleDetail(id, viewer),
        viewer: app.sessions.resolve,
        firstPage: async (categoryId) => {
          const page = await catalog.availableBooks(categoryId, { limit: PAGE_SIZE_DEFAULT });
          if (!page) return undefined;
          const { items, nextCursor } = splitPage(page.rows, PAGE_SIZE_DEFAULT);
          return { books: items, total: page.total, nextCursor };
        },
        config: app.publicConfig,
        unreadCount: notifications.unreadCount,
        wishlistIds: wishlist.productIds,
      }),
    });
  },
  {
    name: 'pages',
    dependencies: [
      'core',
      'auth',
      'config',
      'catalog',
      'advertising',
      'listings',
      'notifications',
      'wishlist',
    ],
  },
);
