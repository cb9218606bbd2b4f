// Photo addresses, without zod: the book cards import this alone (@second-shelf/shared/photo-urls),
// so that the catalogue's pages load no schema code.

/**
 * The widths every uploaded photo is kept in (WebP, each fitting a box of width × 1.5 width), for
 * `srcset`: a card's cover, a phone's screen, a book page's large view.
 */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** The width of the address a listing's `image_url` names when it shows an uploaded photo. */
export const PHOTO_COVER_WIDTH: PhotoWidth = 640;
/** Files per upload request, and the size of each. */
export const PHOTO_UPLOAD_MAX_FILES = 5;
export const PHOTO_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/**
 * What the upload reads, as the file picker's `accept` says it. Not HEIC: the server cannot decode
 * it, and leaving it out makes an iPhone's browser send its photos as JPEG.
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** The address of a photo at one of its widths. */
export function photoUrl(id: string, width: PhotoWidth = PHOTO_COVER_WIDTH): string {
  return `/api/photos/${id}/${width}.webp`;
}

const PHOTO_URL = /^\/api\/photos\/([0-9a-f-]{36})\/[0-9]+\.webp$/;

/** The photo an address names, when it is one of ours (so every width is there for `srcset`). */
export function photoIdOf(url: string): string | null {
  return PHOTO_URL.exec(url)?.[1] ?? null;
}

/** `srcset` for an uploaded photo's address; undefined for a picture given by address. */
export function photoSrcSet(url: string): string | undefined {
  const id = photoIdOf(url);
  if (id === null) return undefined;
  return PHOTO_WIDTHS.map((width) => `${photoUrl(id, width)} ${width}w`).join(', ');
}

/**
 * How wide a book card shows its cover (`sizes`): the picture fits a box 16 rem high, so a book's
 * portrait photo is shown about 11 rem wide. The page's preload hint names the same.
 */
export const CARD_PHOTO_SIZES = '180px';

/**
 * How wide a book's page shows its large photo (`sizes`): 20 rem, or the phone's width less the
 * page's margins when that is narrower. The page's preload hint names the same.
 */
export const BOOK_PHOTO_SIZES = '(max-width: 351px) calc(100vw - 2rem), 320px';

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
