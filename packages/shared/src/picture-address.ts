import { isOwnPicturePath, OTHER_SITE_PICTURE } from './photo-urls.js';

// Apart from photo-urls.ts, whose cards' check is in the home page's first bundle: these words are
// needed only where a picture address is typed or stored.

/** The address read as a URL; undefined when it is none (URL.canParse is too new for some phones). */
function parsedUrl(address: string): URL | undefined {
  try {
    return new URL(address);
  } catch {
    return undefined;
  }
}

/**
 * Why an address cannot be a picture's, or undefined when it can: a picture is an https address of
 * another site or one of this site's pictures. Any other path of the site would be fetched by every
 * page showing the card, with the visitor's cookies (an event stream that never ends, an action);
 * `ownOrigins` (the server's BASE_URL and TRUSTED_ORIGINS) hold absolute addresses on the site
 * itself to the same rule.
 */
export function pictureAddressProblem(
  address: string,
  ownOrigins: readonly string[] = [],
): string | undefined {
  if (address.startsWith('/')) {
    if (/^\/[/\\]/.test(address)) {
      return 'Image url cannot start with //: give the whole address, starting with https://';
    }
    return isOwnPicturePath(address)
      ? undefined
      : 'Image url must name a picture of this site (/images/… or an uploaded photo) or start with https://';
  }
  if (/^http:\/\//i.test(address)) {
    return 'Image url must use https://: browsers block http:// pictures on these pages';
  }
  const url = OTHER_SITE_PICTURE.test(address) ? parsedUrl(address) : undefined;
  if (!url) {
    return 'Image url must start with https:// or name a picture of this site, and contain no spaces';
  }
  const own = ownOrigins.some((origin) => parsedUrl(origin)?.origin === url.origin);
  if (own && !isOwnPicturePath(`${url.pathname}${url.search}${url.hash}`)) {
    return 'Image url on this site must name one of its pictures (/images/… or an uploaded photo)';
  }
  return undefined;
}
