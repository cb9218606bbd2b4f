// What a small card needs of a picture's address, alone in its module: the home page's first
// bundle imports it, and a module shared by several chunks is bundled whole (photo-urls.ts would
// bring every photo address's code along).

/**
 * The widths every uploaded photo is kept in (WebP, each fitting a box of width × 1.5 width), for
 * `srcset`: a card's cover, a phone's screen, a book page's large view.
 */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
const UPLOADED_PHOTO_PATH = new RegExp(
  `^/api/photos/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/(?:${PHOTO_WIDTHS.join('|')})\\.webp$`,
);
/** The pictures shipped with the web app (apps/web/public/images): no segment starts with a dot. */
const SHIPPED_PICTURE_PATH =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:svg|png|jpg|jpeg|webp|avif|gif)$/;
/** An https address with a host, no spaces and no backslash before its path (migration 0015 says the same). */
export const OTHER_SITE_PICTURE = /^https:\/\/[^\s/?#\\]+(?:[/?#]\S*)?$/i;

/** Whether a path of this site is one of its pictures: an uploaded photo's width, or a shipped picture. */
export function isOwnPicturePath(path: string): boolean {
  return UPLOADED_PHOTO_PATH.test(path) || SHIPPED_PICTURE_PATH.test(path);
}

/**
 * Whether a card may put an address in an <img>: one of this site's pictures, or an https address of
 * another site. The cards' own check, without picture-address.ts's words, which would weigh on the
 * home page's first bundle; the server holds absolute addresses on its own origins to the path rule.
 */
export function isShowablePicture(address: string): boolean {
  return address.startsWith('/') ? isOwnPicturePath(address) : OTHER_SITE_PICTURE.test(address);
}

/**
 * A listing's cover for a small card (the home page's, about 11 rem wide): an uploaded photo in its
 * smallest width (PHOTO_WIDTHS[0]); any other picture as it is.
 */
export function smallCoverUrl(url: string): string {
  return url.replace(/^(\/api\/photos\/[0-9a-f-]{36}\/)\d+(\.webp)$/, `$1${PHOTO_WIDTHS[0]}$2`);
}
