import { GUIDE_SLUGS } from '@second-shelf/shared';
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
 * The sitemaps: the home page, the blog and the guides, every category and every book on sale. Up to 50,000 addresses,
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
  const kept = new Map<string, Promise<unknown>>();
  // Counts the changes: a file cut from a shape read before one is not kept.
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  const ready = Promise.all([
    changes.subscribe('listings_changed', { onChange: forget, onReset: forget }),
    changes.subscribe('catalog_changed', { onChange: forget, onReset: forget }),
  ]);

  const bookUrl = (id: string) => `${baseUrl}/book/${encodeURIComponent(id)}`;
  const firstUrls = async () => [
    `${baseUrl}/`,
    `${baseUrl}/blog`,
    ...GUIDE_SLUGS.map((slug) => `${baseUrl}/guides/${slug}`),
    ...(await deps.categoryIds()).map((id) => `${baseUrl}/category/${encodeURIComponent(id)}`),
  ];

  /** What every file is cut from: the home page and the categories, and how many files in all. */
  interface Shape {
    first: string[];
    files: number;
  }
  async function makeShape(): Promise<Shape> {
    const first = await firstUrls();
    const total = first.length + (await repository.booksOnSale());
    return { first, files: Math.max(1, Math.ceil(total / URLS_PER_SITEMAP)) };
  }

  /** The `n`-th file's addresses (1-based, at most `files`): the first holds the home page and the categories. */
  async function part({ first }: Shape, n: number): Promise<string[]> {
    const start = (n - 1) * URLS_PER_SITEMAP;
    const head = first.slice(start, start + URLS_PER_SITEMAP);
    const offset = Math.max(0, start - first.length);
    const ids = await repository.bookIds(offset, URLS_PER_SITEMAP - head.length);
    return [...head, ...ids.map(bookUrl)];
  }

  /**
   * Made once and kept while the feed is live (dropped on a change); made every time otherwise, and
   * when what it is made from was read before the latest change (`since`).
   */
  function keep<T>(key: string, make: () => Promise<T>, since = generation): Promise<T> {
    if (!changes.live || since !== generation) return make();
    let made = kept.get(key) as Promise<T> | undefined;
    if (!made) {
      made = make();
      kept.set(key, made);
      made.catch(() => {
        if (kept.get(key) === made) kept.delete(key);
      });
    }
    return made;
  }

  return {
    ready,
    /** /sitemap.xml ('index') or /sitemaps/<n>.xml (n ≥ 1); undefined for a file past the last. */
    async file(name: 'index' | `${number}`): Promise<string | undefined> {
      const since = generation;
      const shape = await keep('shape', makeShape);
      if (name === 'index') {
        return keep(
          'index',
          async () =>
            shape.files === 1
              ? urlset(await part(shape, 1))
              : sitemapIndex(
                  Array.from({ length: shape.files }, (_, i) => `${baseUrl}/sitemaps/${i + 1}.xml`),
                ),
          since,
        );
      }
      // With one file, /sitemap.xml is it: no /sitemaps/1.xml besides. Past the last, nothing is
      // made or kept: at most one entry per file there is.
      const n = Number(name);
      if (shape.files === 1 || n > shape.files) return undefined;
      return keep(name, async () => urlset(await part(shape, n)), since);
    },
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;
