import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Category, PageData, Product, SessionUser } from '@second-shelf/shared';
import type { Viewer } from '../auth/viewer.js';

/** Only ids that need no escaping are looked up (the categories' are "1", "2", "3"). */
const CATEGORY_PATH = /^\/category\/([A-Za-z0-9_-]{1,32})$/;

export type PageDataSource = (request: FastifyRequest, reply: FastifyReply) => Promise<PageData | undefined>;

/**
 * The data of the screen a page load opens, from what the server has at hand, for rendering it on
 * the server and for its preload hints: on the home page the categories; on a category page, for a
 * signed-in visitor, the first page of its books. Undefined for every other screen, for a visitor
 * on a category page (the browser sends them to sign in) and for an unknown category.
 */
export function createPageData(deps: {
  categories: () => Promise<Category[]>;
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
    };

  return async function pageData(request, reply) {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/') {
      const [viewer, categories] = await Promise.all([deps.viewer(request, reply), deps.categories()]);
      return { session: sessionUser(viewer), categories };
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
