import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { session, user } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { AccessTokens } from './access-token.js';
import type { Auth } from './auth.js';
import type { SessionCache } from './session-cache.js';

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

/** Reads one cookie from a Cookie header, URL-decoded; undefined when absent or malformed. */
export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The session token inside Better Auth's signed cookie ("token.base64(HMAC-SHA256(secret, token))"),
 * or null when the signature does not match.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

const viewerColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  isAdmin: user.isAdmin,
  sessionId: session.id,
  sessionUserId: session.userId,
  token: session.token,
  expiresAt: session.expiresAt,
};

export function createViewerResolver(deps: {
  db: Db;
  auth: Auth;
  secret: string;
  accessTokens: AccessTokens;
  sessions: SessionCache;
  trustedOrigins: string[];
}) {
  const { db, auth, secret, accessTokens, sessions } = deps;
  const trustedOrigins = new Set(deps.trustedOrigins);
  // A session seen before answers from memory (see session-cache.ts: it goes as soon as the database
  // reports a change to it or its user). Otherwise one round trip: the session and its user, joined,
  // prepared once so that PostgreSQL plans it once per connection.
  const viewerWhere = (condition: SQL, name: string) =>
    db
      .select(viewerColumns)
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(condition)
      .limit(1)
      .prepare(name);
  const sessionByToken = viewerWhere(eq(session.token, sql.placeholder('token')), 'viewer_by_session_token');
  const sessionById = viewerWhere(eq(session.id, sql.placeholder('id')), 'viewer_by_session_id');

  type Row = Awaited<ReturnType<typeof sessionByToken.execute>>[number];
  const toViewer = (row: Row): Viewer => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'seller' ? 'seller' : 'buyer',
    isAdmin: row.isAdmin,
    sessionId: row.sessionId,
  });

  const remember = (row: Row, mark: number): Viewer => {
    const viewer = toViewer(row);
    sessions.remember({ viewer, token: row.token, expiresAt: row.expiresAt.getTime() }, mark);
    return viewer;
  };

  async function fromBearer(token: string): Promise<Viewer> {
    const claims = await accessTokens.verify(token);
    if (!claims) throw new AppError('INVALID_TOKEN');
    // The token is only as alive as its session: sign-out or a deleted user ends it at once.
    const cached = sessions.bySessionId(claims.sessionId);
    if (cached) {
      if (cached.viewer.id !== claims.userId) throw new AppError('INVALID_TOKEN');
      return cached.viewer;
    }
    const mark = sessions.mark();
    const [row] = await sessionById.execute({ id: claims.sessionId });
    if (!row || row.sessionUserId !== claims.userId || row.expiresAt <= new Date()) {
      throw new AppError('INVALID_TOKEN');
    }
    return remember(row, mark);
  }

  // A cookie's signature costs an HMAC to check: a signed value already found good is remembered
  // (only good ones, so that made-up cookies cannot fill the memory; bounded all the same).
  const goodCookies = new Map<string, string>();
  const tokenOf = (value: string): string | null => {
    const known = goodCookies.get(value);
    if (known !== undefined) return known;
    const token = verifiedToken(value, secret);
    if (token !== null) {
      if (goodCookies.size >= 20_000) goodCookies.clear();
      goodCookies.set(value, token);
    }
    return token;
  };

  let settings: Promise<{ cookieName: string; expiresIn: number; updateAge: number }> | undefined;
  const cookieSettings = () =>
    (settings ??= auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    })));

  /** Better Auth's own reading: it refreshes a session due for it and clears a dead cookie. */
  async function fromBetterAuth(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    const { headers, response } = await auth.api.getSession({
      headers: toHeaders(request.headers),
      returnHeaders: true,
    });
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

  async function fromCookie(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    const header = request.headers.cookie;
    if (!header) return null;
    // Browsers attach cookies to cross-site requests too: a change must come from our own pages.
    const origin = request.headers.origin;
    if (!SAFE_METHODS.has(request.method) && origin !== undefined && !trustedOrigins.has(origin)) {
      throw new AppError('UNTRUSTED_ORIGIN');
    }
    const { cookieName, expiresIn, updateAge } = await cookieSettings();
    const value = readCookie(header, cookieName);
    if (value === undefined) return null;
    const token = tokenOf(value);
    if (token === null) return null;
    // A missing or expired session, or one due for its daily extension, goes through Better Auth,
    // which clears or refreshes the cookie (the refresh changes the session: the cache drops it).
    const refreshDue = (expiresAt: number) => expiresAt - (expiresIn - updateAge) * 1000 <= Date.now();
    const cached = sessions.byToken(token);
    if (cached && !refreshDue(cached.expiresAt)) return cached.viewer;
    const mark = sessions.mark();
    const [row] = await sessionByToken.execute({ token });
    if (!row || row.expiresAt <= new Date() || refreshDue(row.expiresAt.getTime())) {
      return fromBetterAuth(request, reply);
    }
    return remember(row, mark);
  }

  /** The session a request's cookie names, if correctly signed (sign-out drops it here at once). */
  async function sessionTokenOf(request: FastifyRequest): Promise<string | null> {
    const header = request.headers.cookie;
    if (!header) return null;
    const value = readCookie(header, (await cookieSettings()).cookieName);
    return value === undefined ? null : tokenOf(value);
  }

  /** Resolves the viewer, or null when the request carries no credentials at all. */
  async function resolveViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization);
      if (!match?.[1]) throw new AppError('INVALID_TOKEN');
      return fromBearer(match[1]);
    }
    return fromCookie(request, reply);
  }
  return Object.assign(resolveViewer, {
    /** Forgets the session of the request's cookie in this instance (sign-out). */
    async forgetSessionOf(request: FastifyRequest): Promise<void> {
      const token = await sessionTokenOf(request);
      if (token !== null) sessions.dropToken(token);
    },
  });
}

export type ViewerResolver = ReturnType<typeof createViewerResolver>;
