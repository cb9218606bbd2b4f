import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { session, user } from '../db/schema.js';
import { verifiedToken } from './sessions.js';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

describe('the session cookie, read without Better Auth on the common path, and kept in memory', () => {
  it('reads one cookie among others, URL-decoded, and only by its exact name', () => {
    // As @fastify/cookie is registered in the app: request.cookies is parsed the same way.
    const readCookie = (header: string, name: string) => t.app.parseCookie(header)[name];
    const header = 'theme=dark; better-auth.session_token=abc.x%3D; x-better-auth.session_token=no';
    expect(readCookie(header, 'better-auth.session_token')).toBe('abc.x=');
    expect(readCookie(header, 'session_token')).toBeUndefined();
    expect(readCookie('better-auth.session_token=%E0%A4%A', 'better-auth.session_token')).toBeUndefined();
  });

  it('accepts only the signature made with the secret', async () => {
    const buyer = await t.signUp();
    const value = decodeURIComponent(buyer.cookie.split('=').slice(1).join('='));
    const secret = 'test-secret-that-is-long-enough-for-better-auth';
    expect(verifiedToken(value, secret)).toBe(buyer.sessionToken);
    expect(verifiedToken(value, `${secret}-other`)).toBeNull();
    expect(verifiedToken(buyer.sessionToken, secret)).toBeNull();
  });

  it('refuses a tampered cookie, a signed cookie of no session, and a session that expired', async () => {
    const buyer = await t.signUp();
    const url = `/api/myorders?email=${encodeURIComponent(buyer.email)}`;
    expect((await t.request({ url, as: buyer })).statusCode).toBe(200);

    const [name, value = ''] = buyer.cookie.split('=');
    const tampered = { ...buyer, cookie: `${name}=${value.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}` };
    expect((await t.request({ url, as: tampered })).statusCode).toBe(401);

    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, buyer.sessionToken));
    await t.changesDelivered();
    const expired = await t.request({ url, as: buyer });
    expect(expired.statusCode).toBe(401);
    // Better Auth clears the dead cookie and removes the expired session.
    expect(String(expired.headers['set-cookie'])).toMatch(/better-auth\.session_token=;/);
    expect(await t.db.select().from(session).where(eq(session.token, buyer.sessionToken))).toHaveLength(0);
    // The cookie is still correctly signed, but its session is gone.
    expect((await t.request({ url, as: buyer })).statusCode).toBe(401);
  });

  it('extends a session once a day, with a fresh cookie, and otherwise sends no cookie', async () => {
    const buyer = await t.signUp();
    const url = `/api/myorders?email=${encodeURIComponent(buyer.email)}`;
    const fresh = await t.request({ url, as: buyer });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['set-cookie']).toBeUndefined();

    // Issued two days ago: due for its daily extension.
    const twoDaysOld = new Date(Date.now() + 5 * DAY);
    await t.db.update(session).set({ expiresAt: twoDaysOld }).where(eq(session.token, buyer.sessionToken));
    await t.changesDelivered();
    const refreshed = await t.request({ url, as: buyer });
    expect(refreshed.statusCode).toBe(200);
    expect(String(refreshed.headers['set-cookie'])).toMatch(
      /better-auth\.session_token=[^;]+;.*Max-Age=604800/,
    );
    const [row] = await t.db.select().from(session).where(eq(session.token, buyer.sessionToken));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });

  it('sees a change of capabilities and a deleted user on the very next request', async () => {
    const person = await t.signUp();
    const url = `/api/myorders?email=${encodeURIComponent(person.email)}`;
    expect((await t.request({ url, as: person })).statusCode).toBe(200);
    const mine = `/api/myproducts?email=${encodeURIComponent(person.email)}`;
    expect((await t.request({ url: mine, as: person })).statusCode).toBe(403);
    // Changed in the database, by anyone: the session in memory is dropped and read again.
    await t.db.update(user).set({ sells: true }).where(eq(user.id, person.id));
    await t.changesDelivered();
    expect((await t.request({ url: mine, as: person })).statusCode).toBe(200);
    await t.db.update(user).set({ isAdmin: true }).where(eq(user.id, person.id));
    await t.changesDelivered();
    expect((await t.request({ url: '/api/reports', as: person })).statusCode).toBe(200);
    await t.db.delete(user).where(eq(user.id, person.id));
    await t.changesDelivered();
    expect((await t.request({ url, as: person })).statusCode).toBe(401);
  });
});
