import type { FastifyRequest } from 'fastify';
import { isGuideSlug, searchAddressOf } from '@second-shelf/shared';
import type {
  AdvertisedBook,
  Category,
  PageData,
  Listing,
  ListingDetail,
  Profile,
  PublicConfig,
  SearchPageData,
  SessionUser,
} from '@second-shelf/shared';
import type { Viewer } from '../auth/viewer.js';

/** Only ids that need no escaping are looked up (the categories' are "1", "2", "3"). */
const CATEGORY_PATH = /^\/category\/([A-Za-z0-9_-]{1,32})$/;
/** Book ids are UUIDs: anything else is no book, left to the browser like an unknown category. */
const BOOK_PATH = /^\/book\/([A-Za-z0-9_-]{1,64})$/;
/**
 * Public screens with no data of their own, drawn with the frame's: their title, description and
 * canonical address are in the page as sent, for search engines and link previews.
 */
const PLAIN_PUBLIC_PATHS = new Set(['/blog']);
/**
 * The login and sign-up forms, drawn for visitors so that they show before the app's scripts have
 * run (a slow phone's first seconds). Their submit buttons wait for the app, and the forms post:
 * a form sent before would otherwise put the password in the address. A signed-in person is sent
 * on by the app (to where they were going, which only the browser knows).
 */
const FORM_PATHS = new Set(['/login', '/signup']);
/** A guide's address: a known one is drawn like the blog, any other is not found. */
const GUIDE_PATH = /^\/guides\/([^/]+)$/;
/** People's ids are Better Auth's (the demo's are longer words). */
const PROFILE_PATH = /^\/users\/([A-Za-z0-9_-]{1,64})$/;

/**
 * The page's data for `viewer` (null: a visitor); 'not-found' when the address names something that
 * is not there (answered 404).
 */
export type PageDataSource = (
  request: FastifyRequest,
  viewer: Viewer | null,
) => Promise<PageData | 'not-found' | undefined>;

/**
 * The data of the screen a page load opens, from what the server has at hand, for rendering it on
 * the server and for its preload hints: on the home page the categories, the advertised books and
 * the newest; on a category page the first page of its books, on a book's page the book, on a
 * profile the person as others see them, on /search the first page of the address's search, as the
 * API answers the viewer (a seller's email for that seller and admins only). Undefined for every
 * other screen, for an unknown category, and for the login and sign-up forms of a signed-in person;
 * 'not-found' for a book that is not there or not the viewer's to see, and for an unknown guide.
 *
 * Every page also carries what the frame around the screen reads once it is drawn: the server's
 * set-up and, for a signed-in person, the bell's number and a buyer's saved books. Fetched after
 * hydration instead, those three answers cost a phone three round trips and the work of taking them
 * in (about a third of a signed-in page's blocking time: bench/results.md).
 */
export function createPageData(deps: {
  categories: () => Promise<Category[]>;
  advertised: () => Promise<AdvertisedBook[]>;
  justListed: (viewer: Viewer | null) => Promise<Listing[]>;
  book: (id: string, viewer: Viewer | null) => Promise<ListingDetail | undefined>;
  profile: (id: string) => Promise<Profile | undefined>;
  search: (address: string, viewer: Viewer | null) => Promise<SearchPageData | undefined>;
  firstPage: (
    categoryId: string,
    viewer: Viewer | null,
  ) => Promise<{ books: Listing[]; total: number; nextCursor: string | undefined } | undefined>;
  config: PublicConfig;
  unreadCount: (userId: string) => Promise<number>;
  wishlistIds: (userId: string) => Promise<string[]>;
}): PageDataSource {
  const sessionUser = (viewer: Viewer | null): SessionUser | null =>
    viewer && {
      id: viewer.id,
      name: viewer.name,
      email: viewer.email,
      role: viewer.role,
      sells: viewer.sells,
      isAdmin: viewer.isAdmin,
      emailVerified: viewer.emailVerified,
    };

  /** The frame's data: the set-up, and the signed-in person's own answers. */
  async function frame(viewer: Viewer | null): Promise<PageData> {
    if (!viewer) return { session: null, config: deps.config };
    const [unread, productIds] = await Promise.all([
      deps.unreadCount(viewer.id),
      deps.wishlistIds(viewer.id),
    ]);
    return {
      session: sessionUser(viewer),
      config: deps.config,
      notifications: { unread },
      wishlistIds: { productIds },
    };
  }

  return async function pageData(request, viewer) {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/') {
      const [own, categories, advertised, justListed] = await Promise.all([
        frame(viewer),
        deps.categories(),
        deps.advertised(),
        deps.justListed(viewer),
      ]);
      return { ...own, categories, advertised, justListed };
    }
    if (PLAIN_PUBLIC_PATHS.has(path)) return frame(viewer);
    if (FORM_PATHS.has(path)) return viewer ? undefined : frame(null);
    const guide = GUIDE_PATH.exec(path)?.[1];
    if (guide !== undefined) {
      if (!isGuideSlug(guide)) return 'not-found';
      // The sitemap lists the categories.
      if (guide !== 'sitemap') return frame(viewer);
      const [own, categories] = await Promise.all([frame(viewer), deps.categories()]);
      return { ...own, categories };
    }
    if (path === '/search') {
      const query = request.url.slice(path.length + 1);
      const [own, search] = await Promise.all([
        frame(viewer),
        deps.search(searchAddressOf(new URLSearchParams(query)), viewer),
      ]);
      return search ? { ...own, search } : undefined;
    }
    const bookId = BOOK_PATH.exec(path)?.[1];
    if (bookId !== undefined) {
      const [own, book] = await Promise.all([frame(viewer), deps.book(bookId, viewer)]);
      return book ? { ...own, book } : 'not-found';
    }
    const profileId = PROFILE_PATH.exec(path)?.[1];
    if (profileId !== undefined) {
      const [own, profile] = await Promise.all([frame(viewer), deps.profile(profileId)]);
      return profile ? { ...own, profile } : 'not-found';
    }
    const categoryId = CATEGORY_PATH.exec(path)?.[1];
    if (categoryId === undefined) return undefined;
    const [own, page] = await Promise.all([frame(viewer), deps.firstPage(categoryId, viewer)]);
    if (!page) return undefined;
    const { nextCursor, ...rest } = page;
    return {
      ...own,
      categoryBooks: { categoryId, ...rest, ...(nextCursor === undefined ? {} : { nextCursor }) },
    };
  };
}
