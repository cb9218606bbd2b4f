import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isScreenPath } from '@second-shelf/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../lib/errors.js';
import type { PageDataSource } from './page-data.js';
import { createPageHints } from './page-hints.js';
import { loadPageRenderer } from './page-renderer.js';

/** The build's folders of files: a missing one is a missing file, never a page. */
const FILE_FOLDERS = ['/assets/', '/images/'];

/**
 * Serves the built web app from `webDir` when it is there: its files, and index.html for the
 * address of every screen of the single-page app (SCREEN_PATHS of packages/shared), with the
 * screen's preload hints. The home page and a signed-in visitor's category and book pages come drawn
 * by the server, with their data, when the build has its server renderer; a book that is not there
 * is answered 404. Any other page address gets
 * index.html too, with status 404: the app shows its not-found screen. Without the build, for a
 * missing file, and for anything but a page read, the API's 404.
 */
export async function registerPages(
  app: FastifyInstance,
  options: { webDir: string | undefined; pageData: PageDataSource },
): Promise<void> {
  const { webDir, pageData } = options;
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
  const hintsFor = createPageHints(webDir);
  const render = loadPageRenderer(webDir);

  // The page depends on the session cookie, and may show who is signed in.
  const sendShell = (reply: FastifyReply) =>
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie').sendFile('index.html');
  // Sent from memory rather than as the file, which would answer a revalidating browser 304 (then
  // turned into an empty 404): read once, as the server renderer reads its template.
  const shell = readFileSync(join(webDir, 'index.html'));
  const sendNotFoundShell = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(shell);

  // The screens whose first paint the server can draw, as routes of their own so that the drawn
  // page is compressed like any other answer.
  const sendScreen = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const data = await pageData(request, reply);
      if (data === 'not-found') return sendNotFoundShell(reply);
      const page = data && render ? await render(`http://localhost${request.url}`, data) : undefined;
      const hints = data ? hintsFor(data, page !== undefined) : [];
      if (hints.length > 0) reply.header('link', hints.join(', '));
      if (page !== undefined) {
        return reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'cookie')
          .type('text/html; charset=utf-8')
          .send(page);
      }
    } catch (error) {
      // The browser draws the screen from the plain page, as it does without a server renderer.
      request.log.error({ err: error }, 'The page could not be drawn on the server');
    }
    return sendShell(reply);
  };
  app.get('/', sendScreen);
  app.get('/category/:id', sendScreen);
  app.get('/book/:id', sendScreen);

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
