import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOOK_PHOTO_SIZES,
  CARD_PHOTO_SIZES,
  isShowablePicture,
  photoSrcSet,
  smallCoverUrl,
  JUST_LISTED_ADDRESS,
  type PageData,
} from '@second-shelf/shared';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The scripts a lazily loaded screen needs beyond the first bundle, from Vite's manifest: its own
 * chunk and the chunks it imports that the entry does not already load.
 */
export function screenScripts(webDir: string, source: string): string[] {
  const file = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const graph = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) graph(imported, seen);
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(entries.flatMap((entry) => [...graph(entry)]));
  return [...graph(source)].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/**
 * Whether an address can go into a Link header as it is. Covers are sellers' input: one with a
 * `>`, `,`, `;`, a quote or a line break would add hints of its own or break the header.
 */
const linkable = (href: string) => /^[A-Za-z0-9\-._~:/?#[\]@!$&()*+=%]+$/.test(href);

const preload = (href: string, as: 'fetch' | 'image' | 'script', extra = '') =>
  `<${href}>; rel=${as === 'script' ? 'modulepreload' : 'preload'}${as === 'script' ? '' : `; as=${as}`}${extra}`;
// The app fetches its API with credentials "same-origin": a preload must ask the same way to be used.
const preloadFetch = (href: string) => preload(href, 'fetch', '; crossorigin=anonymous');
const preloadPicture = (href: string | undefined, sizes?: string) => {
  // An address that names no picture (an event stream of this site) is never fetched for a page.
  if (!href || !linkable(href) || !isShowablePicture(href)) return [];
  // An uploaded photo is chosen from its widths as the page's <img> chooses it: the same srcset
  // and sizes, or the browser would fetch a width the page does not use.
  const srcset = sizes === undefined ? undefined : photoSrcSet(href);
  const responsive = srcset ? `; imagesrcset="${srcset}"; imagesizes="${sizes}"` : '';
  return [preload(href, 'image', `${responsive}; fetchpriority=high`)];
};

/**
 * Preload hints (a `Link` header) for the screen a page load opens, so that what its first paint
 * needs downloads beside the page instead of after it: the largest picture of a phone's first
 * screen (the first category's, the first book's cover, a book page's photo). A page the server
 * could not draw also gets its data and its screen's own scripts on their way: the category list,
 * or the session and the first page of books or the book, and on a category or book page and on
 * the login and sign-up forms the chunks the browser needs before it can draw the screen. A drawn
 * page shows without its scripts: its app loader asks for them once it has (`screenScriptsFor`
 * names them, app-loader.ts). Measured with Lighthouse in bench/.
 */
export function createPageHints(webDir: string) {
  const categoryScripts = screenScripts(webDir, 'src/app/routes/category.tsx');
  const bookScripts = screenScripts(webDir, 'src/app/routes/book.tsx');
  // The login and sign-up forms work once their screen's scripts have run.
  const formScripts = new Map([
    ['/login', screenScripts(webDir, 'src/app/routes/login.tsx')],
    ['/signup', screenScripts(webDir, 'src/app/routes/signup.tsx')],
  ]);

  /** The chunks a page's screen needs beyond the app's entry. */
  function screenScriptsFor(data: PageData, path = ''): string[] {
    if (data.categories) return [];
    if (data.categoryBooks) return categoryScripts;
    if (data.book) return bookScripts;
    return formScripts.get(path) ?? [];
  }
  const scriptsOf = (data: PageData, rendered: boolean, path?: string) =>
    rendered ? [] : screenScriptsFor(data, path).map((script) => preload(script, 'script'));

  function hintsFor(data: PageData, rendered: boolean, path = ''): string[] {
    if (data.categories) {
      return [
        ...(rendered
          ? []
          : [
              preloadFetch('/api/categories'),
              preloadFetch('/api/advertised'),
              preloadFetch(`/api/search?${JUST_LISTED_ADDRESS}`),
            ]),
        // The first screen's largest picture: the newest book's cover, above the categories.
        ...preloadPicture(data.justListed?.[0] && smallCoverUrl(data.justListed[0].image_url)),
      ];
    }
    if (data.categoryBooks) {
      const { categoryId, books } = data.categoryBooks;
      return [
        ...(rendered
          ? []
          : [preloadFetch('/api/auth/get-session'), preloadFetch(`/api/categories/${categoryId}`)]),
        ...scriptsOf(data, rendered),
        ...preloadPicture(books[0]?.image_url, CARD_PHOTO_SIZES),
      ];
    }
    if (data.book) {
      const { _id, image_url } = data.book;
      return [
        ...(rendered
          ? []
          : [
              preloadFetch('/api/auth/get-session'),
              preloadFetch(`/api/products/${encodeURIComponent(_id)}`),
            ]),
        ...scriptsOf(data, rendered),
        ...preloadPicture(image_url, BOOK_PHOTO_SIZES),
      ];
    }
    return scriptsOf(data, rendered, path);
  }

  return { hintsFor, screenScriptsFor };
}
