import {
  ADVERTISED_MAX,
  isShowablePicture,
  JUST_LISTED_ADDRESS,
  PAGE_SIZE_DEFAULT,
} from '@second-shelf/shared';
import fp from 'fastify-plugin';
import { contactFor } from '../db/listing-row.js';
import { splitPage } from '../lib/pagination.js';
import { createFooterFiller } from './footer.js';
import { createPageData } from './page-data.js';
import { registerPages } from './routes.js';
import { createVisitorPages } from './visitor-pages.js';

/** The built web app, and the pages drawn on the server with the data of the features they show. */
export default fp<{ webDir: string | undefined }>(
  async (app, { webDir }) => {
    const { advertising, catalog, categoryList, listings, notifications, wishlist } = app;
    const visitorPages = createVisitorPages(app.database.changes);
    await visitorPages.ready;
    await registerPages(app, {
      webDir,
      fillFooter: createFooterFiller(app.config.socialLinks),
      viewer: app.sessions.resolve,
      visitorPages,
      pageData: createPageData({
        categories: async () => (await categoryList.current()).categories,
        advertised: () => advertising.list(ADVERTISED_MAX),
        book: (id, viewer) => listings.visibleDetail(id, viewer),
        profile: (id) => app.profiles.find(id),
        // Those the page can draw: as the screen does, a book whose picture is none is left out.
        justListed: async (viewer) =>
          ((await app.firstSearchPage(JUST_LISTED_ADDRESS, viewer))?.books ?? []).filter((book) =>
            isShowablePicture(book.image_url),
          ),
        search: (address, viewer) => app.firstSearchPage(address, viewer),
        firstPage: async (categoryId, viewer) => {
          const page = await catalog.availableBooks(categoryId, { limit: PAGE_SIZE_DEFAULT });
          if (!page) return undefined;
          const { items, nextCursor } = splitPage(page.rows, PAGE_SIZE_DEFAULT);
          return { books: items.map(contactFor(viewer)), total: page.total, nextCursor };
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
      'profiles',
      'search',
    ],
  },
);
