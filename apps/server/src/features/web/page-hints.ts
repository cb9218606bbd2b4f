import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Category } from '@second-shelf/shared';

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

/**
 * Preload hints (a `Link` header) for the screen a page load opens, so that what its first paint
 * needs downloads beside the first bundle instead of after it: on the home page the category list
 * and the first category's picture; on a category page, for a signed-in visitor, the session, the
 * first page of books, the page's own scripts and the first book's cover (the largest thing on a
 * phone's first screen). Measured with Lighthouse in bench/.
 */
export function createPageHints(deps: {
  webDir: string;
  categories: () => Promise<Category[]>;
  isSignedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /** The cover of the first book the category's first page shows, if any. */
  firstCover: (categoryId: string) => Promise<string | undefined>;
}) {
  const categoryScripts = screenScripts(deps.webDir, 'src/app/routes/category.tsx');

  return async function hintsFor(request: FastifyRequest, reply: FastifyReply): Promise<string[]> {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/') {
      const [first] = await deps.categories();
      return [
        preloadFetch('/api/categories'),
        ...(first && linkable(first.image_url)
          ? [preload(first.image_url, 'image', '; fetchpriority=high')]
          : []),
      ];
    }
    // Only ids that need no escaping go into the header (the categories' are "1", "2", "3").
    const category = /^\/category\/([A-Za-z0-9_-]{1,32})$/.exec(path)?.[1];
    // A visitor is sent to the sign-in screen: nothing of the category page would be used.
    if (category === undefined || !(await deps.isSignedIn(request, reply))) return [];
    const cover = await deps.firstCover(category);
    return [
      preloadFetch('/api/auth/get-session'),
      preloadFetch(`/api/categories/${category}`),
      ...categoryScripts.map((script) => preload(script, 'script')),
      ...(cover && linkable(cover) ? [preload(cover, 'image', '; fetchpriority=high')] : []),
    ];
  };
}
