import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import type { Viewer } from './viewer.js';

/**
 * Who may call a route. Every API route declares one in `config.access`. 'public' routes answer
 * everyone alike; 'anyone' routes answer visitors too, and read the session of those who send one,
 * since what they answer a signed-in person holds more (a seller's email).
 */
export type Access = 'public' | 'anyone' | 'signed-in' | 'buyer' | 'seller' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** Every API route with the access it declares (the authorization matrix test reads it). */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

function allows(access: Access, viewer: Viewer): boolean {
  switch (access) {
    case 'public':
    case 'anyone':
    case 'signed-in':
      return true;
    case 'buyer':
      // Every account buys (never its own books: the use cases refuse those).
      return true;
    case 'seller':
      return viewer.sells;
    case 'admin':
      return viewer.isAdmin;
  }
}

/** Checks sign-in and role before validation, so an anonymous caller learns nothing from a 400. */
export function registerAccessControl(
  app: FastifyInstance,
  resolveViewer: (request: FastifyRequest, reply: FastifyReply) => Promise<Viewer | null>,
): void {
  app.decorateRequest('viewer', null);
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/');
    const isDocs = route.url.startsWith('/api/docs');
    if (!isApi || isDocs) return;
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
    }
  });

  // A callback hook: public routes (and every static file) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return done();
    resolveViewer(request, reply).then((viewer) => {
      if (!viewer && access === 'anyone') {
        app.limitVisitorRead(request).then(() => done(), done);
        return;
      }
      if (!viewer) return done(new AppError('UNAUTHENTICATED'));
      if (!allows(access, viewer)) return done(new AppError('FORBIDDEN'));
      request.viewer = viewer;
      done();
    }, done);
  });
}

/** The viewer of a route whose access is not public (the hook above guarantees one). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED');
  return request.viewer;
}

/** For routes keyed by an email: the owner of that email, or an admin where allowed. */
export function assertOwnEmail(
  request: FastifyRequest,
  email: string,
  options: { adminMayRead?: boolean } = {},
): Viewer {
  const viewer = viewerOf(request);
  if (viewer.email.toLowerCase() === email.toLowerCase()) return viewer;
  if (options.adminMayRead && viewer.isAdmin) return viewer;
  throw new AppError('NOT_YOUR_ACCOUNT');
}
