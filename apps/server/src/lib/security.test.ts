import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, TestApp } from '../../test/test-app.js';
import { APP_LOADER_SOURCE } from '../pages/app-loader.js';
import { SCANNER_WORKER } from './security.js';

const http = new TestApp();
const https = new TestApp();

beforeAll(async () => {
  await http.init({ TRUSTED_ORIGINS: 'https://partner.example' });
  await https.init({ BASE_URL: 'https://shelf.example' });
}, 60_000);

afterAll(async () => {
  try {
    http.assertNoLeaks();
  } finally {
    await http.close();
    await https.close();
  }
});

describe('security headers', () => {
  it('send the pages a Content-Security-Policy without inline scripts but the app loader, by its hash, and the usual protections', async () => {
    const response = await http.request({ url: '/category/1' });
    const policy = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'", APP_LOADER_SOURCE]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    // Exactly the pictures a listing may name (imageUrlSchema: our paths and https addresses).
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("give the barcode scanner's worker alone the right to compile WebAssembly", async () => {
    const scriptSrc = async (url: string) =>
      /script-src ([^;]*)/.exec(
        String((await http.request({ url })).headers['content-security-policy']),
      )?.[1];
    expect(await scriptSrc(`${SCANNER_WORKER}Abc123.js`)).toBe(
      `'self' 'wasm-unsafe-eval' ${APP_LOADER_SOURCE}`,
    );
    for (const url of ['/addproduct', '/assets/index-Abc123.js', '/assets/scanner.js'])
      expect(await scriptSrc(url), url).toBe(`'self' ${APP_LOADER_SOURCE}`);
  });

  it('send API answers a policy that allows nothing, and the headers that matter for data', async () => {
    const response = await http.request({ url: '/api/categories' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('keep personal answers out of every cache; only the public catalogue may be kept', async () => {
    const buyer = await http.signUp();
    const seller = await http.signUp({ role: 'seller' });
    const admin = await http.makeAdmin(await http.signUp());
    // Public, the same for everyone: the categories (with an ETag), the sign-in methods, and the
    // advertised books (checked again on every use, since a booking takes one off at once).
    const cacheable = new Map([
      ['/api/categories', 'public, max-age=60'],
      ['/api/config', 'public, max-age=300'],
      ['/api/advertised', 'public, no-cache'],
    ]);
    // A stream (server-sent events) never ends for app.inject: src/live/ checks its headers over HTTP.
    const reads = http.app.apiRoutes.filter(
      (route) => route.method === 'GET' && !http.app.streamRoutes.has(`GET ${route.url}`),
    );
    expect(reads.length).toBeGreaterThan(8);
    for (const as of [buyer, seller, admin, null]) {
      for (const route of reads) {
        const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
          name === 'email' ? encodeURIComponent(as?.email ?? 'x@example.com') : '1',
        );
        const query = as ? `?email=${encodeURIComponent(as.email)}` : '';
        const response = await http.request({ url: `${url}${query}`, as });
        const where = `${route.url} as ${as?.role ?? 'visitor'} (${response.statusCode})`;
        if (cacheable.has(route.url)) {
          expect(response.headers['cache-control'], where).toBe(cacheable.get(route.url));
        } else {
          expect(response.headers['cache-control'], where).toBe('no-store');
        }
      }
    }
  });

  it('add Strict-Transport-Security and Secure cookies when the public URL is https', async () => {
    expect((await https.request({ url: '/api/categories' })).headers['strict-transport-security']).toMatch(
      /max-age=31536000/,
    );
    const signUp = await https.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Secure',
        email: `secure-${Date.now()}@example.com`,
        password: 'a-long-password',
        role: 'buyer',
      },
      headers: { origin: 'https://shelf.example' },
      ip: nextIp(),
    });
    expect(signUp.statusCode).toBe(200);
    const cookie = String(signUp.headers['set-cookie']);
    expect(cookie).toMatch(/__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('CORS', () => {
  it('lets only the configured origins read answers from their own pages', async () => {
    const evil = await http.request({ url: '/api/categories', headers: { origin: 'https://evil.example' } });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const partner = await http.request({
      url: '/api/categories',
      headers: { origin: 'https://partner.example' },
    });
    expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(partner.headers['access-control-allow-credentials']).toBe('true');
    expect(partner.headers['access-control-expose-headers']).toMatch(/X-Total-Count/);
    const preflight = await http.request({
      method: 'OPTIONS',
      url: '/api/bookings',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('without TRUSTED_ORIGINS, lets no other origin read, and answers do not vary by Origin', async () => {
    const read = await https.request({
      url: '/api/categories',
      headers: { origin: 'https://partner.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers.vary).toBeUndefined();
    const preflight = await https.request({
      method: 'OPTIONS',
      url: '/api/bookings',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});
