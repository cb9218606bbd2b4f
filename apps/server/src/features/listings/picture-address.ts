import { pictureAddressProblem } from '@second-shelf/shared';
import { AppError } from '../../lib/errors.js';

/**
 * The shared schema holds a listing's picture address to the picture rule without knowing where
 * the site is; an absolute address on the site's own origins (BASE_URL, TRUSTED_ORIGINS) is held to
 * it here, so that `https://<this site>/api/events` is refused like `/api/events`.
 */
export function assertPictureAddress(address: string | undefined, siteOrigins: readonly string[]): void {
  if (address === undefined) return;
  const problem = pictureAddressProblem(address, siteOrigins);
  if (problem) throw new AppError('IMAGE_URL_NOT_A_PICTURE', `image_url: ${problem}`);
}
