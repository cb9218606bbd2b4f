// Photo addresses, without zod: the book cards import this alone (@second-shelf/shared/photo-urls),
// so that the catalogue's pages load no schema code.
import { PHOTO_WIDTHS, type PhotoWidth } from './card-pictures.js';

export {
  isOwnPicturePath,
  isShowablePicture,
  OTHER_SITE_PICTURE,
  PHOTO_WIDTHS,
  smallCoverUrl,
  type PhotoWidth,
} from './card-pictures.js';

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
