import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Category } from '@second-shelf/shared';
import { sendRouteNotFound } from '../../lib/errors.js';
import { createPageHints } from './page-hints.js';

/**
 * Serves the built web app from `webDir` when it is there: its files, and index.html for every
 * other GET outside the API (a screen of the single-page app), with the screen's preload hints.
 * Without it, or for anything else, the API's 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    webDir: string | undefined;
    categories: () => Promise<Category[]>;
    isSignedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
    firstCover: (categoryId: string) => Promise<string | undefined>;
  },
): Promise<void> {
  const { webDir } = options;
  const servesWeb = webDir !== undefined && existsSync(join(webDir, 'index.html'));
  if (!servesWeb) {
    app.setNotFoundHandler(sendRouteNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite names assets by content hash: they never change, so they may be kept forever.
      // The page itself is checked every time, so a new release is seen on the next visit.
      const immutable = path.startsWith(join(webDir, 'assets'));
      const page = path === join(webDir, 'index.html');
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });
  const hintsFor = createPageHints({ ...options, webDir });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || path === '/api' || path.startsWith('/api/')) return sendRouteNotFound(request, reply);
    const hints = await hintsFor(request, reply).catch(() => []);
    if (hints.length > 0) reply.header('link', hints.join(', '));
    // The hints depend on the session cookie.
    return reply.header('cache-control', 'no-cache').header('vary', 'cookie').sendFile('index.html');
  });
}
