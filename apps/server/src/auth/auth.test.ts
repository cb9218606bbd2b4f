import { describe, expect, it } from 'vitest';
import { nextIp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rina',
  email: `rina-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'correct horse battery',
  ...overrides,
});

describe('sign-up', () => {
  it('takes buyer or seller, and makes a buyer when no role is given', async () => {
    for (const [role, expected] of [
      ['seller', 'seller'],
      ['buyer', 'buyer'],
      [undefined, 'buyer'],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: signUpBody(role ? { role } : {}),
        ip: nextIp(),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user).toMatchObject({ role: expected, isAdmin: false });
      // The session token stays in the httpOnly cookie, out of reach of page scripts.
      expect(response.json().token).toBeUndefined();
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/better-auth\.session_token=.*HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    }
  });

  it('rejects admin or any other account type with 400, creating nothing', async () => {
    for (const role of ['admin', 'superuser', '', 7]) {
      const body = signUpBody({ role });
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: body,
        ip: nextIp(),
      });
      expect(response.statusCode, String(role)).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.any(String),
      });
      const signIn = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: body.email, password: body.password },
        ip: nextIp(),
      });
      expect(signIn.statusCode).toBe(401);
    }
  });

  it('ignores an attempt to set the admin flag at sign-up', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: signUpBody({ role: 'buyer', isAdmin: true }),
      ip: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isAdmin).toBe(false);
    const admin = await t.makeAdmin(await t.signUp());
    const flags = await t.request({ url: `/api/users/admin/${response.json().user.email}`, as: admin });
    expect(flags.json()).toEqual({ isAdmin: false });
  });

  it("cannot become admin or change role through Better Auth's profile update, which is not mounted", async () => {
    const buyer = await t.signUp();
    for (const payload of [{ isAdmin: true }, { role: 'seller' }]) {
      const response = await t.request({ method: 'POST', url: '/api/auth/update-user', as: buyer, payload });
      expect(response.statusCode).toBe(404);
    }
    const flags = await t.request({ url: `/api/users/admin/${buyer.email}`, as: buyer });
    expect(flags.json()).toEqual({ isAdmin: false });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password only, and says so otherwise', async () => {
    const buyer = await t.signUp();
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: 'not the password' },
      ip: nextIp(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid email or password',
    });
    const right = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email.toUpperCase(), password: buyer.password },
      ip: buyer.ip,
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses cookie-carrying changes from an untrusted origin (CSRF)', async () => {
    const seller = await t.signUp({ role: 'seller' });
    const evil = { origin: 'https://evil.example' };
    const signOut = await t.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      as: seller,
      payload: {},
      headers: evil,
    });
    expect(signOut.statusCode).toBe(403);
    const save = await t.request({
      method: 'POST',
      url: '/api/users',
      as: seller,
      payload: { name: 'Renamed', email: seller.email, role: 'seller' },
      headers: evil,
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().code).toBe('UNTRUSTED_ORIGIN');
    expect((await t.request({ url: `/api/myproducts?email=${seller.email}`, as: seller })).statusCode).toBe(
      200,
    );
  });

  it('limits sign-in attempts per client address with 429 and Retry-After', async () => {
    const buyer = await t.signUp();
    const attacker = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        // A different account each time: only the per-address limit can stop this.
        payload: { email: `victim-${i}-${buyer.email}`, password: `guess-${i}-wrong` },
        ip: attacker,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client is not punished for the attacker's attempts.
    const other = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: buyer.password },
      ip: nextIp(),
    });
    expect(other.statusCode).toBe(200);
  });

  it('ends the session and its access tokens on sign-out', async () => {
    const buyer = await t.signUp();
    const token = await t.accessTokenFor(buyer);
    expect((await t.request({ url: `/api/myorders?email=${buyer.email}`, token })).statusCode).toBe(200);
    const out = await t.request({ method: 'POST', url: '/api/auth/sign-out', as: buyer, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await t.request({ url: `/api/myorders?email=${buyer.email}`, as: buyer })).statusCode).toBe(401);
    expect((await t.request({ url: `/api/myorders?email=${buyer.email}`, token })).statusCode).toBe(401);
  });
});

describe('GET /api/jwt and bearer tokens', () => {
  it('gives the signed-in owner a short-lived token that works on protected routes', async () => {
    const buyer = await t.signUp();
    const response = await t.request({ url: `/api/jwt?email=${encodeURIComponent(buyer.email)}`, as: buyer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { accessToken } = response.json();
    const [, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.sub).toBe(buyer.id);
    expect(claims.exp - claims.iat).toBe(900);
    const orders = await t.request({ url: `/api/myorders?email=${buyer.email}`, token: accessToken });
    expect(orders.statusCode).toBe(200);
  });

  it('refuses anonymous callers, other emails and malformed emails', async () => {
    const buyer = await t.signUp();
    const other = await t.signUp();
    expect((await t.request({ url: `/api/jwt?email=${buyer.email}` })).statusCode).toBe(401);
    expect((await t.request({ url: `/api/jwt?email=${other.email}`, as: buyer })).statusCode).toBe(403);
    const bad = await t.request({ url: '/api/jwt?email=not-an-email', as: buyer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^email: /);
    expect((await t.request({ url: '/api/jwt', as: buyer })).statusCode).toBe(400);
  });

  it('refuses forged, tampered and malformed bearer tokens', async () => {
    const buyer = await t.signUp();
    const token = await t.accessTokenFor(buyer);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    for (const bad of [tampered, `${header}.${payload}.`, 'garbage', `${token}x`]) {
      const response = await t.request({ url: `/api/myorders?email=${buyer.email}`, token: bad });
      expect(response.statusCode).toBe(401);
    }
    const malformed = await t.request({
      url: `/api/myorders?email=${buyer.email}`,
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.statusCode).toBe(401);
  });
});
