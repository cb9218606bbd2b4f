import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The specification's `accessToken`: a short-lived HS256 JWT naming the user and the session
 * it was issued from, so that ending the session (sign-out, deleted user) ends the token too.
 */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  // A key of its own, derived from the auth secret, so a token can never pass for a cookie.
  const key = createHmac('sha256', secret).update('second-shelf access token').digest();
  const issuer = 'second-shelf';

  return {
    ttlSeconds,
    async sign(claims: { userId: string; sessionId: string }): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Returns the claims, or null for a forged, expired or malformed token. */
    async verify(token: string): Promise<{ userId: string; sessionId: string } | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
