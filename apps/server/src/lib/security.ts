import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set, computed once: they depend on the options only, and running its
 * middleware per request (parsing the policy each time) cost more than the rest of a cached answer.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Where the web app's build puts the barcode scanner's worker (apps/web/vite.config.ts). */
export const SCANNER_WORKER = '/assets/scanner-worker-';

/**
 * Security headers for every answer. The Content-Security-Policy allows no inline script but those
 * named by their hashes in `inlineScripts`: scripts, styles, fonts and API calls come from this
 * origin only. Inline styles are allowed because the toast library injects its stylesheet at run
 * time. Pictures may also come from https (a seller's own image address). Strict-Transport-Security and upgrading requests only
 * make sense, and are only sent, when the public URL is https.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { baseUrl: string; trustedOrigins: string[]; inlineScripts?: string[] },
): Promise<void> {
  const https = options.baseUrl.startsWith('https://');
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // An inline script only by its hash: the app loader of a drawn page (pages/app-loader.ts).
        scriptSrc: ["'self'", ...(options.inlineScripts ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the add-item form's previews of the photos being uploaded.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // An API answer is data, never a page: it gets a policy that allows nothing at all, and only the
  // headers that matter for data (OWASP's REST guidance), not the page's dozen.
  // Answers hold personal data (orders with phone numbers, roles, user lists, tokens): no cache
  // keeps them unless a route says otherwise (the public catalogue's reads, with their ETags).
  const apiHeaders: Record<string, string> = {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(headers['strict-transport-security']
      ? { 'strict-transport-security': headers['strict-transport-security'] }
      : {}),
  };
  // The barcode scanner's worker compiles zxing-wasm: its own answer's policy, which governs the
  // worker, allows WebAssembly ('wasm-unsafe-eval', never JavaScript's eval); no page's does.
  const scannerHeaders = {
    ...headers,
    'content-security-policy': headers['content-security-policy']!.replace(
      "script-src 'self'",
      "script-src 'self' 'wasm-unsafe-eval'",
    ),
  };
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(isApi ? apiHeaders : request.url.startsWith(SCANNER_WORKER) ? scannerHeaders : headers);
    done();
  });

  // Only the origins named in TRUSTED_ORIGINS may call the API from a page of their own. Without
  // any, no answer depends on the Origin header: the CORS plugin (about 8 % of a cached GET's time
  // outside the socket write) is not registered, and browsers refuse other origins' reads.
  if (options.trustedOrigins.length === 0) return;
  const allowed = new Set(options.trustedOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    exposedHeaders: ['X-Total-Count', 'Link', 'Retry-After'],
    methods: ['GET', 'POST', 'DELETE'],
  });
}
