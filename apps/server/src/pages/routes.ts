import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isScreenPath } from '@second-shelf/shared';
import type { PageData } from '@second-shelf/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../auth/viewer.js';
import { sendRouteNotFound } from '../lib/errors.js';
import type { PageDataSource } from './page-data.js';
import { createPageHints } from './page-hints.js';
import type { FooterFiller } from './footer.js';
import { loadPageRenderer } from './page-renderer.js';
import type { DrawnPage, NoPage, VisitorPages } from './visitor-pages.js';

/** The build's folders of files: a missing one is a missing file, never a page. */
const FILE_FOLDERS = ['/assets/', '/images/'];

/**
 * Serves the built web app from `webDir` when it is there: its files, and index.html for the
 * address of every screen of the single-page app (SCREEN_PATHS of packages/shared), with the
 * screen's preload hints. The home page, the category, book, profile and search pages, the blog,
 * the guides and a visitor's login and sign-up forms come drawn by the server, with their data, when the build has its server renderer
 * (a visitor's category and book pages kept in memory: visitor-pages.ts); a book, person or guide
 * that is not there is answered 404. Any other page address gets index.html too, with status 404: the app shows
 * its not-found screen. Without the build, for a missing file, and for anything but a page read,
 * the API's 404.
 */
export async function registerPages(
  app: FastifyInstance,
  options: {
    webDir: string | undefined;
    pageData: PageDataSource;
    viewer: (request: FastifyRequest, reply: FastifyReply) => Promise<Viewer | null>;
    visitorPages: VisitorPages;
    /** The footer's year and social links, as every page is sent (footer.ts). */
    fillFooter: FooterFiller;
  },
): Promise<void> {
  const { webDir, pageData, viewer: viewerOf, visitorPages, fillFooter } = options;
  const servesWeb = webDir !== undefined && existsSync(join(webDir, 'index.html'));
  if (!servesWeb) {
    app.setNotFoundHandler(sendRouteNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    // The server's renderer is read from disk, not sent.
    allowedPath: (path) => !path.startsWith('/ssr/'),
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite names assets by content hash: they never change, so they may be kept forever.
      // The page itself is checked every time, so a new release is seen on the next visit.
      const immutable = path.startsWith(join(webDir, 'assets'));
      const page = path === join(webDir, 'index.html');
      reply.header(
        'cache-control',
        immutable
          ? 'public, max-age=31536000, immutable'
          : page
            ? 'private, no-cache'
            : 'public, max-age=3600',
      );
    },
  });
  const { hintsFor, screenScriptsFor } = createPageHints(webDir);
  const render = loadPageRenderer(webDir, fillFooter);

  // Sent from memory with its footer filled in, read once, as the server renderer reads its
  // template (sent as the file, a revalidating browser's 304 would also turn a 404 into an empty one).
  const shell = readFileSync(join(webDir, 'index.html'), 'utf8');
  const sendPlainPage = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(fillFooter(shell));
  // The page depends on the session cookie, and may show who is signed in.
  const sendShell = (reply: FastifyReply) => sendPlainPage(reply.header('vary', 'cookie'));
  const sendNotFoundShell = (reply: FastifyReply) => sendPlainPage(reply.status(404));

  /** The screen drawn with its data, with its preload hints; undefined when it cannot be drawn. */
  const draw = async (request: FastifyRequest, data: PageData) => {
    const path = request.url.split('?')[0];
    const html = render
      ? await render(`http://localhost${request.url}`, data, screenScriptsFor(data, path))
      : undefined;
    const hints = hintsFor(data, html !== undefined, path);
    return { html, link: hints.length > 0 ? hints.join(', ') : undefined };
  };

  // The screens whose first paint the server can draw, as routes of their own so that the drawn
  // page is compressed like any other answer.
  const sendScreen = async (request: FastifyRequest, reply: FastifyReply, viewer: Viewer | null) => {
    try {
      const data = await pageData(request, viewer);
      if (data === 'not-found') return sendNotFoundShell(reply);
      const { html, link } = data ? await draw(request, data) : { html: undefined, link: undefined };
      if (link) reply.header('link', link);
      if (html !== undefined) {
        return reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      }
    } catch (error) {
      // The browser draws the screen from the plain page, as it does without a server renderer.
      request.log.error({ err: error }, 'The page could not be drawn on the server');
    }
    return sendShell(reply);
  };

  /**
   * A visitor's category or book page as drawn for every visitor; 'not-found' when the address
   * names nothing, 'shell' when the browser is to draw it (an unknown category).
   */
  const drawForVisitors = async (request: FastifyRequest): Promise<DrawnPage | NoPage> => {
    const data = await pageData(request, null);
    if (data === 'not-found') return 'not-found';
    if (data === undefined) return 'shell';
    const { html, link } = await draw(request, data);
    if (html === undefined) return 'shell';
    const books = data.book ? [data.book, ...data.book.more_from_seller] : (data.categoryBooks?.books ?? []);
    return {
      html,
      link,
      categoryId: data.categoryBooks?.categoryId,
      sellerIds: [...new Set(books.map((book) => book.seller_id))],
    };
  };

  /** Who is reading: a visitor's reads count against their address's limit. */
  const readerOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await viewerOf(request, reply);
    if (!viewer) await app.limitVisitorRead(request);
    return viewer;
  };
  // A visitor's category and book pages, at their own addresses (no query), come from memory.
  const sendKeptOrScreen = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await readerOf(request, reply);
    if (viewer === null && render && !request.url.includes('?')) {
      try {
        const sent = await visitorPages.send(request, reply, request.url, () => drawForVisitors(request));
        if (sent === 'sent') return reply;
        return sent === 'not-found' ? sendNotFoundShell(reply) : sendShell(reply);
      } catch (error) {
        request.log.error({ err: error }, 'The page could not be drawn on the server');
        return sendShell(reply);
      }
    }
    return sendScreen(request, reply, viewer);
  };
  // The web app's screens, HTML for browsers: not operations of the API's OpenAPI document.
  const screen = { schema: { hide: true } };
  app.get('/category/:id', screen, sendKeptOrScreen);
  app.get('/book/:id', screen, sendKeptOrScreen);
  const sendDrawn = async (request: FastifyRequest, reply: FastifyReply) =>
    sendScreen(request, reply, await readerOf(request, reply));
  for (const path of ['/', '/users/:id', '/search', '/blog', '/login', '/signup', '/guides/:slug'])
    app.get(path, screen, sendDrawn);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isFile = FILE_FOLDERS.some((folder) => path.startsWith(folder));
    if (!isRead || isFile || path === '/api' || path.startsWith('/api/')) {
      return sendRouteNotFound(request, reply);
    }
    return isScreenPath(path) ? sendShell(reply) : sendNotFoundShell(reply);
  });
}
