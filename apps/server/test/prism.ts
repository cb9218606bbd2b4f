import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { freePort } from './free-port.js';

const PRISM_CLI = join(
  dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
  'dist/index.js',
);

/** Prism's own answers carry a problem type of this address; the server's never do. */
const PRISM_PROBLEM = 'https://stoplight.io/prism/errors#';

/**
 * Operations whose answers a proxy cannot judge whole; each has direct tests of its own
 * (prism.test.ts lists them). The key is the document's method and path.
 */
export const PRISM_EXCLUSIONS: Record<string, string> = {
  'POST /api/photos':
    'a multipart upload of image bytes: Prism reads request bodies as text, which mangles them',
  'GET /api/photos/{id}/{file}': 'a WebP body: Prism reads answers as text, which mangles it',
  'GET /api/auth/callback/{id}':
    "a 302 to the web app: Prism's upstream client follows redirects, so it never sees the 302",
};

/** One finding of Prism about a request or an answer, as its `sl-violations` header gives it. */
export interface Violation {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

export interface PrismAnswer {
  status: number;
  headers: Headers;
  body: string;
  /** Everything Prism found wrong with the request or the answer. */
  violations: Violation[];
  /**
   * Set when Prism answered itself instead of the server: `security` when the request lacks the
   * credentials the document asks for, `request` when it breaks the document's request schema,
   * `answer` when the server's answer broke the document (the `--errors` flag), `route` when the
   * document has no such operation.
   */
  refusal?: 'security' | 'request' | 'answer' | 'route' | 'other';
}

export interface PrismRequest {
  method: string;
  /** Path and query, as sent to the server. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Stoplight Prism as a validating proxy in front of a running server (`prism proxy --errors`):
 * every answer is checked against the OpenAPI document, and with `validateRequests` every request
 * too. The document is the one the server serves.
 */
export class PrismProxy {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly dir: string,
    private readonly output: () => string,
  ) {}

  static async start(
    document: object,
    upstream: string,
    options: { validateRequests: boolean } = { validateRequests: true },
  ): Promise<PrismProxy> {
    const dir = mkdtempSync(join(tmpdir(), 'second-shelf-prism-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        PRISM_CLI,
        'proxy',
        file,
        upstream,
        '--errors',
        `--validate-request=${options.validateRequests}`,
        // The server's own CORS answers, not Prism's.
        '--cors=false',
        '--host=127.0.0.1',
        `--port=${port}`,
        '--verboseLevel=error',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const proxy = new PrismProxy(`http://127.0.0.1:${port}`, child, dir, () => output);
    await proxy.untilListening();
    return proxy;
  }

  /** At most 30 s: Prism reads the document and listens in about one on the CI machine. */
  private async untilListening(): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) break;
      try {
        await fetch(`${this.url}/`, { method: 'OPTIONS' });
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await this.close();
    throw new Error(`Prism did not start:\n${this.output()}`);
  }

  async send(request: PrismRequest): Promise<PrismAnswer> {
    const response = await fetch(`${this.url}${request.url}`, {
      method: request.method,
      headers: { 'accept-encoding': 'identity', ...request.headers },
      body: request.body,
      redirect: 'manual',
    });
    const body = await response.text();
    const refusal = refusalOf(response, body);
    const header = response.headers.get('sl-violations');
    // A refused request's findings are in Prism's answer only.
    const found: Partial<Violation>[] =
      refusal === 'request'
        ? (JSON.parse(body) as { validation: Violation[] }).validation
        : header
          ? (JSON.parse(header) as Violation[])
          : [];
    // A finding about the request's credentials has no location.
    const violations = found.map((each) => ({ ...each, location: each.location ?? [] }) as Violation);
    return { status: response.status, headers: response.headers, body, violations, refusal };
  }

  async close(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function refusalOf(response: Response, body: string): PrismAnswer['refusal'] {
  if (!response.headers.get('content-type')?.startsWith('application/problem+json')) return undefined;
  const type = (JSON.parse(body) as { type?: string }).type ?? '';
  if (!type.startsWith(PRISM_PROBLEM)) return undefined;
  switch (type.slice(PRISM_PROBLEM.length)) {
    case 'UNAUTHORIZED':
      return 'security';
    case 'UNPROCESSABLE_ENTITY':
      return 'request';
    case 'VIOLATIONS':
      return 'answer';
    case 'NO_PATH_MATCHED_ERROR':
    case 'NO_METHOD_MATCHED_ERROR':
      return 'route';
    default:
      return 'other';
  }
}

/** Every operation of the document, as "METHOD /path/{param}". */
export function documentOperations(document: OpenAPIV3.Document): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item ?? {})
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The document's operation (`GET /api/bookings/{id}`) a request's path names, if any. */
export function operationMatcher(document: OpenAPIV3.Document) {
  const operations = documentOperations(document)
    .map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return {
        key,
        method,
        pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        parameters: path.split('{').length,
      };
    })
    // A path without parameters before one that would match it too (summary before {id}).
    .sort((a, b) => a.parameters - b.parameters);
  return (method: string, url: string): string | undefined => {
    // As a client sends it: dot segments resolved (`/api/conversations/../messages` is /api/messages).
    const path = new URL(url.split('?')[0]!, 'http://localhost').pathname;
    return operations.find((each) => each.method === method.toUpperCase() && each.pattern.test(path))?.key;
  };
}
