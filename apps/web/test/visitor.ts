import { apiConfig } from '../src/lib/api-client.js';

/**
 * jsdom's environment has no cookie jar, so this plays the browser's part for the API's origin:
 * it keeps the cookies the server sets, sends them back, and sends the Origin header a browser
 * would. Each test is a new visitor with its own client address.
 */
let jar = new Map<string, string>();
let clientIp = '';
const nodeFetch = globalThis.fetch;

function randomIp(): string {
  const part = () => Math.floor(Math.random() * 250);
  return `10.${part()}.${part()}.${1 + part()}`;
}

export function newVisitor(): void {
  jar = new Map();
  localStorage.clear();
  clientIp = randomIp();
}

/** Runs `act` as a different visitor (own cookies, token and address), then comes back. */
export async function asAnotherVisitor<T>(act: () => Promise<T>): Promise<T> {
  const saved = { jar, clientIp, token: localStorage.getItem('accessToken') };
  newVisitor();
  try {
    return await act();
  } finally {
    jar = saved.jar;
    clientIp = saved.clientIp;
    localStorage.clear();
    if (saved.token) localStorage.setItem('accessToken', saved.token);
  }
}

const recorders = new Set<string[]>();

/** Records each request the page makes from now on, as "GET /api/path", until `stop`. */
export function recordRequests(): { requests: readonly string[]; stop: () => void } {
  const requests: string[] = [];
  recorders.add(requests);
  return { requests, stop: () => recorders.delete(requests) };
}

export function installBrowserFetch(): void {
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    for (const requests of recorders) requests.push(`${init.method ?? 'GET'} ${url.pathname}`);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    // This file's own API server (test/setup.ts), as the page's origin.
    headers.set('origin', apiConfig.baseUrl);
    headers.set('x-forwarded-for', clientIp);
    const response = await nodeFetch(input, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || pair.slice(index + 1) === '') jar.delete(name);
      else jar.set(name, pair.slice(index + 1));
    }
    return response;
  };
}
