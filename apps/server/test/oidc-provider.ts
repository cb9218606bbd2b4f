import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestOidcProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Walks the provider's own login and consent pages as `login`, and returns where it sends the browser back. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 standing in for
 * Google: authorization code with PKCE, a nonce in the ID token, email in userinfo. Any login
 * name is accepted on its development pages; the account's email is `<login>@example.com`
 * unless the login itself is an email.
 */
export async function startOidcProvider(options: { redirectUris: string[] }): Promise<TestOidcProvider> {
  const clientId = 'second-shelf-test';
  const clientSecret = 'second-shelf-test-secret-that-is-long';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: async () => {
        const email = sub.includes('@') ? sub : `${sub}@example.com`;
        const local = email.split('@')[0]!;
        return {
          sub,
          email,
          email_verified: true,
          name: `${local[0]!.toUpperCase()}${local.slice(1)} Google`,
        };
      },
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key-for-the-local-provider'] },
  });
  // Plain http on loopback: the provider must not insist on https for its own cookies.
  provider.proxy = false;
  server.on('request', provider.callback());

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    async signIn(authorizationUrl, login) {
      const cookies = new Map<string, string>();
      const request = async (url: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
        const response = await fetch(url, { ...init, headers, redirect: 'manual' });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const index = pair.indexOf('=');
          cookies.set(pair.slice(0, index), pair.slice(index + 1));
        }
        return response;
      };
      let url = authorizationUrl;
      for (let step = 0; step < 12; step += 1) {
        const response = await request(url);
        const location = response.headers.get('location');
        if (location) {
          const next = new URL(location, url);
          if (!next.href.startsWith(issuer)) return next;
          url = next.href;
          continue;
        }
        const page = await response.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
        if (!action) throw new Error(`The provider showed no form at ${url}:\n${page.slice(0, 500)}`);
        const body = page.includes('name="login"')
          ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
          : new URLSearchParams({ prompt: 'consent' });
        const posted = await request(new URL(action, url).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        const after = posted.headers.get('location');
        if (!after) throw new Error(`The provider did not redirect after ${action} (${posted.status})`);
        url = new URL(after, url).href;
      }
      throw new Error('The provider kept the browser in a loop');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
