import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/change-feed.js';
import type { Db } from '../db/client.js';
import { session, user } from '../db/schema.js';
import { AppError } from '../lib/errors.js';
import type { AccessTokens } from './access-token.js';
import type { Auth } from './auth.js';
import { toHeaders } from './fetch-headers.js';
import { createSessionMemory, type SessionEntry } from './session-memory.js';
import type { Viewer } from './viewer.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * How cookie values are read (@fastify/cookie's `parseOptions.decode`): URL-decoded, and a value
 * that does not decode is no value at all (rather than its raw text).
 */
export function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
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
  sells: user.sells,
  isAdmin: user.isAdmin,
  emailVerified: user.emailVerified,
  sessionId: session.id,
  sessionUserId: session.userId,
  token: session.token,
  expiresAt: session.expiresAt,
};

/**
 * Who is behind each request: the sessions of signed-in people, checked from memory once seen
 * (session-memory.ts: an entry goes as soon as the database reports a change to it or its user),
 * otherwise with one round trip (the session and its user, joined, prepared once so that PostgreSQL
 * plans it once per connection), and through Better Auth when a cookie's session is missing,
 * expired or due for its daily extension. Cookies are parsed by @fastify/cookie (registered with
 * `decodeCookieValue` before the access control).
 */
export function createSessions(deps: {
  db: Db;
  auth: Auth;
  secret: string;
  accessTokens: AccessTokens;
  changes: ChangeFeed;
  trustedOrigins: string[];
  /** Bounds of the memory (tests make them small). */
  memory?: { maxEntries?: number; maxBytes?: number };
}) {
  const { db, auth, secret, accessTokens } = deps;
  const trustedOrigins = new Set(deps.trustedOrigins);
  const memory = createSessionMemory(deps.changes, deps.memory);

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
  const entryOf = (row: Row): SessionEntry => ({
    viewer: {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role === 'seller' ? 'seller' : 'buyer',
      sells: row.sells,
      isAdmin: row.isAdmin,
      emailVerified: row.emailVerified,
      sessionId: row.sessionId,
    },
    token: row.token,
    expiresAt: row.expiresAt.getTime(),
  });

  async function fromBearer(token: string): Promise<Viewer> {
    const claims = await accessTokens.verify(token);
    if (!claims) throw new AppError('INVALID_TOKEN');
    // The token is only as alive as its session: sign-out or a deleted user ends it at once.
    const entry = await memory.read({ sessionId: claims.sessionId }, async () => {
      const [row] = await sessionById.execute({ id: claims.sessionId });
      if (!row || row.sessionUserId !== claims.userId || row.expiresAt <= new Date()) return undefined;
      return entryOf(row);
    });
    if (!entry || entry.viewer.id !== claims.userId) throw new AppError('INVALID_TOKEN');
    return entry.viewer;
  }

  // A cookie's signature costs an HMAC to check: a signed value already found good is remembered
  // (only good ones, so that made-up cookies cannot fill the memory; bounded all the same).
  const goodCookies = new LRUCache<string, string>({ max: 20_000 });
  const tokenOf = (value: string): string | null => {
    const known = goodCookies.get(value);
    if (known !== undefined) return known;
    const token = verifiedToken(value, secret);
    if (token !== null) goodCookies.set(value, token);
    return token;
  };

  let settings: Promise<{ cookieName: string; expiresIn: number; updateAge: number }> | undefined;
  const cookieSettings = () =>
    (settings ??= auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    })));

  /** The session token a request's cookie names, if correctly signed. */
  async function sessionTokenOf(request: FastifyRequest): Promise<string | null> {
    const value = request.cookies[(await cookieSettings()).cookieName];
    return value === undefined ? null : tokenOf(value);
  }

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
      sells: u.sells === true,
      isAdmin: u.isAdmin === true,
      emailVerified: u.emailVerified,
      sessionId: s.id,
    };
  }

  async function fromCookie(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    if (!request.headers.cookie) return null;
    // Browsers attach cookies to cross-site requests too: a change must come from our own pages.
    const origin = request.headers.origin;
    if (!SAFE_METHODS.has(request.method) && origin !== undefined && !trustedOrigins.has(origin)) {
      throw new AppError('UNTRUSTED_ORIGIN');
    }
    const token = await sessionTokenOf(request);
    if (token === null) return null;
    // A missing or expired session, or one due for its daily extension, goes through Better Auth,
    // which clears or refreshes the cookie (the refresh changes the session: the memory drops it).
    const { expiresIn, updateAge } = await cookieSettings();
    const refreshDue = (expiresAt: number) => expiresAt - (expiresIn - updateAge) * 1000 <= Date.now();
    const entry = await memory.read({ token }, async () => {
      const [row] = await sessionByToken.execute({ token });
      if (!row || row.expiresAt <= new Date() || refreshDue(row.expiresAt.getTime())) return undefined;
      return entryOf(row);
    });
    if (!entry || refreshDue(entry.expiresAt)) return fromBetterAuth(request, reply);
    return entry.viewer;
  }

  return {
    /** Resolves once the sessions in memory follow the database's changes. */
    ready: memory.ready,

    /**
     * The viewer of a request, from its bearer token or else its session cookie; null when it
     * carries no credentials at all. A bad bearer token is refused (401), as is a change carrying
     * cookies from a page of another site (403).
     */
    async resolve(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
      const authorization = request.headers.authorization;
      if (authorization !== undefined) {
        const match = /^Bearer\s+(\S+)$/i.exec(authorization);
        if (!match?.[1]) throw new AppError('INVALID_TOKEN');
        return fromBearer(match[1]);
      }
      return fromCookie(request, reply);
    },

    /**
     * The request's session ended (sign-out): this instance forgets it, and every other instance has
     * heard of it from the database, before the sign-out is answered.
     */
    async forgetSessionOf(request: FastifyRequest): Promise<void> {
      const token = await sessionTokenOf(request);
      if (token !== null) memory.forgetToken(token);
      await deps.changes.everyInstanceCaughtUp();
    },

    /** This instance changed or deleted the user: their sessions are read again from the database. */
    forgetUser(userId: string): void {
      memory.forgetUser(userId);
    },

    /**
     * Sessions of the person were ended (one of theirs, the others at a password change, all at a
     * reset or a deletion): this instance forgets them, and every other instance has heard of it
     * from the database, before the change is answered; a session ended is refused at once anywhere.
     */
    async forgetEndedSessionsOf(userId: string): Promise<void> {
      memory.forgetUser(userId);
      await deps.changes.everyInstanceCaughtUp();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
