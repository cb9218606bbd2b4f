import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Category, PageData, RenderPage } from '@second-shelf/shared';
import { escapeHtml } from '../lib/html.js';
import { appLoaderTag } from './app-loader.js';

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
const TITLE = /<title>[^<]*<\/title>/g;
/** What a drawn page that says nothing of itself (the home page) tells search engines. */
const SITE_DESCRIPTION = 'Second Shelf: buy and resell second-hand books near you.';

/**
 * Turns a page load's data into the whole page: index.html with the screen drawn in it, and the
 * app loader that asks for the app and for `screenScripts`, the screen's own chunks.
 */
export type PageRenderer = (
  url: string,
  data: PageData,
  screenScripts?: readonly string[],
) => Promise<string | undefined>;

/**
 * The web app's server renderer (dist/ssr/entry-server.js of its build), or undefined when the build
 * has none: the pages are then drawn by the browser alone. The home page of a visitor is the same
 * for everyone until the categories or the advertised books change, so it is rendered once for each
 * category list and advertised books.
 */
export function loadPageRenderer(
  webDir: string,
  fillFooter: (html: string) => string = (html) => html,
): PageRenderer | undefined {
  const entry = join(webDir, 'ssr', 'entry-server.js');
  const template = readFileSync(join(webDir, 'index.html'), 'utf8');
  if (!existsSync(entry) || !template.includes(ROOT)) return undefined;
  // Loaded with the first page drawn rather than at start-up (70 ms for its 1.5 MB).
  let renderer: Promise<RenderPage> | undefined;
  const renderPage: RenderPage = async (url, data) => {
    renderer ??= import(pathToFileURL(entry).href).then(
      (module: { renderPage: RenderPage }) => module.renderPage,
    );
    return (await renderer)(url, data);
  };
  const [head = '', after = ''] = template.split(ROOT);
  if (!head.includes(HEAD_END)) return undefined;
  // A drawn page is shown before its scripts have run: its style sheet comes inside it (5.5 KB
  // compressed) rather than one more request later, and its scripts, needed to use the page but
  // not to see it, are asked for by the app loader once it shows (app-loader.ts).
  let entryScript: string | undefined;
  const entryImports: string[] = [];
  const before = head
    .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_, file: string) => {
      const css = readFileSync(join(webDir, file), 'utf8');
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_, src: string) => {
      entryScript = src;
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, href: string) => {
      entryImports.push(href);
      return '';
    });
  if (entryScript === undefined) return undefined;
  const appEntry = entryScript;
  // The drawn page holds sellers' text (a cover address in a preload, a book's name): it goes in by
  // concatenation, never as a String.prototype.replace replacement, where `$&`, `$'` or `` $` ``
  // would copy parts of the template into it.
  const headEnd = before.indexOf(HEAD_END);
  // The template's <title> is the app's name: a drawn screen's own takes its place, so that a page
  // has one title, the one crawlers and link previews show (they read the first).
  const templateTitle = /<title>[^<]*<\/title>/.exec(before.slice(0, headEnd));
  const titleAt = templateTitle?.index ?? headEnd;
  const beforeTitle = before.slice(0, titleAt);
  const appTitle = templateTitle?.[0] ?? '';
  const afterTitle = before.slice(titleAt + appTitle.length, headEnd);
  const fromHeadEnd = before.slice(headEnd);

  const render: PageRenderer = async (url, data, screenScripts = []) => {
    const page = await renderPage(url, data);
    if (!page) return undefined;
    // The screen's <title>, which React writes ahead of its markup (entry-server.tsx); were there
    // several, the last.
    const titles = page.head.match(TITLE) ?? [];
    // Every drawn page has one description and one canonical address: the screen's, or the site's.
    const siteUrl = data.config?.siteUrl;
    const description = page.head.includes('<meta name="description"')
      ? ''
      : `<meta name="description" content="${escapeHtml(SITE_DESCRIPTION)}">`;
    const canonical =
      page.head.includes('<link rel="canonical"') || siteUrl === undefined
        ? ''
        : `<link rel="canonical" href="${escapeHtml(siteUrl + new URL(url).pathname)}">`;
    return (
      beforeTitle +
      (titles.at(-1) ?? appTitle) +
      afterTitle +
      description +
      canonical +
      page.head.replace(TITLE, '') +
      appLoaderTag(appEntry, [...entryImports, ...screenScripts]) +
      fromHeadEnd +
      `<div id="root">${page.html}</div>` +
      `<script id="page-state" type="application/json">${page.state}</script>` +
      fillFooter(after)
    );
  };

  let visitorHome:
    { categories: Category[]; advertised: string; page: Promise<string | undefined> } | undefined;
  return (url, data, screenScripts) => {
    const { categories } = data;
    if (data.session !== null || categories === undefined || new URL(url).pathname !== '/') {
      return render(url, data, screenScripts);
    }
    // The categories come from one copy kept in memory; the advertised and the newest books are read
    // anew for every page (a booking takes one off at once, a listing adds one), so they are
    // compared by what they hold.
    const advertised = JSON.stringify([data.advertised ?? [], data.justListed ?? []]);
    if (visitorHome?.categories === categories && visitorHome.advertised === advertised) {
      return visitorHome.page;
    }
    const page = render(new URL('/', url).href, data);
    const entry = { categories, advertised, page };
    visitorHome = entry;
    page.catch(() => {
      if (visitorHome === entry) visitorHome = undefined;
    });
    return page;
  };
}
