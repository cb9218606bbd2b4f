import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  AdvertisedBook,
  Category,
  PageData,
  Product,
  ProductDetail,
  SessionUser,
} from '@second-shelf/shared';
import type { Viewer } from '../auth/viewer.js';

/** Only ids that need no escaping are looked up (the categories' are "1", "2", "3"). */
const CATEGORY_PATH = /^\/category\/([A-Za-z0-9_-]{1,32})$/;
/** Book ids are UUIDs: anything else is no book, left to the browser like an unknown category. */
const BOOK_PATH = /^\/book\/([A-Za-z0-9_-]{1,64})$/;

/** The page's data; 'not-found' when the address names something that is not there (answered 404). */
export type PageDataSource = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<PageData | 'not-found' | undefined>;

/**
 * The data of the screen a page load opens, from what the server has at hand, for rendering it on
 * the server and for its preload hints: on the home page the categories and the advertised books;
 * for a signed-in visitor, on a category page the first page of its books, on a book's page the
 * book. Undefined for every other screen, for a visitor on a category or book page (the browser
 * sends them to sign in) and for an unknown category; 'not-found' for a book that is not there or
 * not the visitor's to see.
 */
export function createPageData(deps: {
  categories: () => Promise<Category[]>;
  advertised: () => Promise<AdvertisedBook[]>;
  book: (id: string, viewer: Viewer) => Promise<ProductDetail | undefined>;
  viewer: (request: FastifyRequest, reply: FastifyReply) => Promise<Viewer | null>;
  firstPage: (
    categoryId: string,
  ) => Promise<{ books: Product[]; total: number; nextCursor: string | undefined } | undefined>;
}): PageDataSource {
  const sessionUser = (viewer: Viewer | null): SessionUser | null =>
    viewer && {
      id: viewer.id,
      name: viewer.name,
      email: viewer.email,
      role: viewer.role,
      isAdmin: viewer.isAdmin,
      emailVerified: viewer.emailVerified,
    };

  return async function pageData(request, reply) {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/') {
      const [viewer, categories, advertised] = await Promise.all([
        deps.viewer(request, reply),
        deps.categories(),
        deps.advertised(),
      ]);
      return { session: sessionUser(viewer), categories, advertised };
    }
    const bookId = BOOK_PATH.exec(path)?.[1];
    if (bookId !== undefined) {
      const viewer = await deps.viewer(request, reply);
      if (!viewer) return undefined;
      const book = await deps.book(bookId, viewer);
      return book ? { session: sessionUser(viewer), book } : 'not-found';
    }
    const categoryId = CATEGORY_PATH.exec(path)?.[1];
    if (categoryId === undefined) return undefined;
    const viewer = await deps.viewer(request, reply);
    if (!viewer) return undefined;
    const page = await deps.firstPage(categoryId);
    if (!page) return undefined;
    const { nextCursor, ...rest } = page;
    return {
      session: sessionUser(viewer),
      categoryBooks: { categoryId, ...rest, ...(nextCursor === undefined ? {} : { nextCursor }) },
    };
  };
}
