import type { ChangeFeed } from '../../db/change-feed.js';
import type { SeoRepository } from './repository.js';

/** The sitemap protocol's limit of addresses in one file. */
export const URLS_PER_SITEMAP = 50_000;

const xmlText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `<url><loc>${xmlText(url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

const sitemapIndex = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `<sitemap><loc>${xmlText(url)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;

/**
 * The sitemaps: the home page, every category and every book on sale. Up to 50,000 addresses,
 * /sitemap.xml lists them; past that it is an index of /sitemaps/<n>.xml, 50,000 addresses each
 * (the first with the categories), the books read by OFFSET in the order they were listed (a
 * file is read once, then kept). Each file is made once and kept until the change feed says the
 * books or the categories changed, on any instance; while the feed is not live, made every time.
 */
export function createSitemaps(deps: {
  repository: SeoRepository;
  categoryIds: () => Promise<string[]>;
  baseUrl: string;
  changes: ChangeFeed;
}) {
  const { repository, baseUrl, changes } = deps;
  const kept = new Map<string, Promise<string | undefined>>();
  const forget = () => kept.clear();
  const ready = Promise.all([
    changes.subscribe('listings_changed', { onChange: forget, onReset: forget }),
    changes.subscribe('catalog_changed', { onChange: forget, onReset: forget }),
  ]);

  const bookUrl = (id: string) => `${baseUrl}/book/${encodeURIComponent(id)}`;
  const firstUrls = async () => [
    `${baseUrl}/`,
    ...(await deps.categoryIds()).map((id) => `${baseUrl}/category/${encodeURIComponent(id)}`),
  ];

  /** The `n`-th file's addresses (1-based): the first holds the home page and the categories. */
  async function part(n: number): Promise<string[] | undefined> {
    const first = await firstUrls();
    const books = await repository.booksOnSale();
    const files = Math.max(1, Math.ceil((first.length + books) / URLS_PER_SITEMAP));
    if (n > files) return undefined;
    const start = (n - 1) * URLS_PER_SITEMAP;
    const head = first.slice(start, start + URLS_PER_SITEMAP);
    const offset = Math.max(0, start - first.length);
    const ids = await repository.bookIds(offset, URLS_PER_SITEMAP - head.length);
    return [...head, ...ids.map(bookUrl)];
  }

  async function make(name: string): Promise<string | undefined> {
    if (name === 'index') {
      const first = await firstUrls();
      const total = first.length + (await repository.booksOnSale());
      if (total <= URLS_PER_SITEMAP) {
        const urls = await part(1);
        return urls && urlset(urls);
      }
      const files = Math.ceil(total / URLS_PER_SITEMAP);
      return sitemapIndex(Array.from({ length: files }, (_, i) => `${baseUrl}/sitemaps/${i + 1}.xml`));
    }
    // With one file, /sitemap.xml is it: no /sitemaps/1.xml besides.
    const total = (await firstUrls()).length + (await repository.booksOnSale());
    if (total <= URLS_PER_SITEMAP) return undefined;
    const urls = await part(Number(name));
    return urls && urlset(urls);
  }

  return {
    ready,
    /** /sitemap.xml ('index') or /sitemaps/<n>.xml (n ≥ 1); undefined for a file past the last. */
    file(name: 'index' | `${number}`): Promise<string | undefined> {
      if (!changes.live) return make(name);
      let file = kept.get(name);
      if (!file) {
        file = make(name);
        kept.set(name, file);
        file.catch(() => {
          if (kept.get(name) === file) kept.delete(name);
        });
      }
      return file;
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
