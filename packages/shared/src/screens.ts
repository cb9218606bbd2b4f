/**
 * Every screen of the web app, as its router's path patterns (apps/web/src/app/routes.tsx, whose
 * test checks that the two lists agree). The server answers these addresses with the app's page,
 * and any other page address with the same page and status 404, where the app shows its not-found
 * screen.
 */
export const SCREEN_PATHS = [
  '/',
  '/blog',
  '/guides/:slug',
  '/login',
  '/signup',
  '/auth/callback',
  '/category/:id',
  '/book/:id',
  '/search',
  '/addproduct',
  '/editproduct/:id',
  '/myproducts',
  '/myorders',
  '/mywishlist',
  '/allbuyers',
  '/allsellers',
  '/reporteditems',
  '/bookings',
  '/bookings/:id',
  '/messages',
  '/messages/:id',
  '/users/:id',
  '/admin/outbox',
  '/account',
  '/email/:link',
] as const;

/**
 * The guides at /guides/:slug, the footer's pages: how the marketplace works for buyers and
 * sellers, its terms and policies, and a map of its public pages.
 */
export const GUIDE_SLUGS = [
  'meet-safely',
  'condition',
  'pricing',
  'help',
  'terms',
  'privacy',
  'security',
  'sitemap',
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

/** Whether `slug` names one of the guides. */
export const isGuideSlug = (slug: string): slug is GuideSlug =>
  (GUIDE_SLUGS as readonly string[]).includes(slug);

export type ScreenPath = (typeof SCREEN_PATHS)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns as React Router matches them: a `:param` is one segment, trailing slashes are allowed. */
const SCREEN = new RegExp(
  `^(?:${SCREEN_PATHS.map((pattern) =>
    pattern
      .replace(/\/$/, '')
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/'),
  ).join('|')})/*$`,
  // React Router matches paths regardless of case unless a route asks otherwise (none does).
  'i',
);

/** Whether a pathname (no query, as it comes in the request line) opens a screen of the web app. */
export function isScreenPath(pathname: string): boolean {
  return SCREEN.test(pathname);
}
