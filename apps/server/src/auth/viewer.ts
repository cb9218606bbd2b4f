import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { session, user } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { AccessTokens } from './access-token.js';
import type { Auth } from './auth.js';

/** The signed-in person behind a request, from the session cookie or a bearer access token. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: 'buyer' | 'seller';
  isAdmin: boolean;
  sessionId: string;
}

export function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, String(value));
  }
  return headers;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createViewerResolver(deps: {
  db: Db;
  auth: Auth;
  accessTokens: AccessTokens;
  trustedOrigins: string[];
}) {
  const { db, auth, accessTokens } = deps;
  const trustedOrigins = new Set(deps.trustedOrigins);

  async function fromBearer(token: string): Promise<Viewer> {
    const claims = await accessTokens.verify(token);
    if (!claims) throw new AppError('INVALID_TOKEN');
    // The token is only as alive as its session: sign-out or a deleted user ends it at once.
    const [row] = await db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        isAdmin: user.isAdmin,
        sessionId: session.id,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(
        and(
          eq(session.id, claims.sessionId),
          eq(session.userId, claims.userId),
          gt(session.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('INVALID_TOKEN');
    return row;
  }

  async function fromCookie(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    if (!request.headers.cookie) return null;
    // Browsers attach cookies to cross-site requests too: a change must come from our own pages.
    const origin = request.headers.origin;
    if (!SAFE_METHODS.has(request.method) && origin !== undefined && !trustedOrigins.has(origin)) {
      throw new AppError('UNTRUSTED_ORIGIN');
    }
    const { headers, response } = await auth.api.getSession({
      headers: toHeaders(request.headers),
      returnHeaders: true,
    });
    // A session that was extended sends its refreshed cookie along with the answer.
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response) return null;
    const { user: u, session: s } = response;
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role === 'seller' ? 'seller' : 'buyer',
      isAdmin: u.isAdmin === true,
      sessionId: s.id,
    };
  }

  /** Resolves the viewer, or null when the request carries no credentials at all. */
  return async function resolveViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (!match?.[1]) throw new AppError('INVALID_TOKEN');
      return fromBearer(match[1]);
    }
    return fromCookie(request, reply);
  };
}

export type ViewerResolver = ReturnType<typeof createViewerResolver>;
