import type { SOCIAL_LINK_NAMES } from '../config.js';
import { escapeHtml } from '../lib/html.js';

/** Each social network's name and icon (index.html's sprite), by SOCIAL_LINKS's names. */
export const SOCIAL_NETWORKS: Record<SocialNetwork, { label: string; icon: string }> = {
  facebook: { label: 'Facebook', icon: 'facebook' },
  x: { label: 'X', icon: 'twitter' },
  instagram: { label: 'Instagram', icon: 'instagram' },
  github: { label: 'GitHub', icon: 'github' },
};
export type SocialNetwork = (typeof SOCIAL_LINK_NAMES)[number];

export type SocialLinks = Partial<Record<SocialNetwork, string>>;

const YEAR = /(<time data-footer-year>)\d{4}(<\/time>)/;
const SOCIAL = '<!--footer-social-->';

/**
 * Fills the page's footer (index.html) as the server sends it: this year in the copyright line
 * (the file holds the year it was built), and the social links the site has (SOCIAL_LINKS), or
 * none at all. Written by concatenation, never as a replacement pattern.
 */
export function createFooterFiller(social: SocialLinks, now: () => Date = () => new Date()) {
  const entries = Object.entries(social) as [SocialNetwork, string][];
  const socialList =
    entries.length === 0
      ? ''
      : '<ul class="flex gap-2" aria-label="Social media">' +
        entries
          .map(([network, url]) => {
            const { label, icon } = SOCIAL_NETWORKS[network];
            return (
              `<li><a href="${escapeHtml(url)}" rel="me noopener" class="inline-flex size-11 items-center justify-center hover:text-white">` +
              `<svg class="sprite-icon size-5" aria-hidden="true"><use href="#icon-${icon}" /></svg>` +
              `<span class="sr-only">${label}</span></a></li>`
            );
          })
          .join('') +
        '</ul>';
  return (html: string): string => {
    const year = YEAR.exec(html);
    const withYear = year
      ? html.slice(0, year.index) +
        year[1] +
        String(now().getUTCFullYear()) +
        year[2] +
        html.slice(year.index + year[0].length)
      : html;
    const at = withYear.indexOf(SOCIAL);
    return at < 0 ? withYear : withYear.slice(0, at) + socialList + withYear.slice(at + SOCIAL.length);
  };
}

export type FooterFiller = ReturnType<typeof createFooterFiller>;
