import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database, Db } from '../src/db/client.js';
import type { RowsQuery } from '../src/db/fast-path/prepared-rows.js';
import { user } from '../src/db/schema.js';
import { openTestDatabase } from './databases.js';
import { operationMatcher, PRISM_EXCLUSIONS, PrismProxy, type PrismAnswer, type Violation } from './prism.js';

export const BASE_URL = 'http://localhost:3000';
/** The secret every test app signs with (sessions, access tokens, unsubscribe links). */
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: 'buyer' | 'seller';
  cookie: string;
  sessionToken: string;
  ip: string;
}

export interface RequestOptions {
  method?: InjectOptions['method'];
  url: string;
  payload?: unknown;
  as?: TestUser | null;
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** A request sent through Prism, and what Prism made of it. */
export interface ProxiedCall {
  /** `GET /api/bookings/{id}`, as the document names it. */
  operation: string;
  status: number;
  refusal: PrismAnswer['refusal'];
  violations: Violation[];
  /** The server's own status, when Prism answered in its place and the request was then sent directly. */
  directStatus?: number;
}

interface Recorded {
  asUserId: string | undefined;
  method: string;
  url: string;
  status: number;
  text: string;
}

let addressCounter = 0;
/** A distinct client address per sign-up, so Better Auth's per-IP limits count each test client apart. */
export function nextIp(): string {
  addressCounter += 1;
  return `127.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${1 + Math.floor(Math.random() * 250)}`;
}

function cookiesFrom(response: LightMyRequestResponse): Record<string, string> {
  const raw = response.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return Object.fromEntries(
    list.map((cookie) => {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      return [pair.slice(0, index), pair.slice(index + 1)];
    }),
  );
}

let userCounter = 0;

/** The session cookie (`name=value`) of an answer that signed someone in. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const cookie = [response.headers['set-cookie']]
    .flat()
    .find((c) => typeof c === 'string' && c.startsWith('better-auth.session_token='));
  if (typeof cookie !== 'string') throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

/**
 * One real app on its own fresh database per test file. Every response is recorded, and after
 * the file's tests it is checked that none carries a password hash, a stack trace, or another
 * user's session or access token.
 */
export class TestApp {
  app!: App;
  database!: Database;
  private dataDir!: string;
  private readonly recorded: Recorded[] = [];
  /** Each response's record: a sign-up claims its own (others may have been recorded meanwhile). */
  private readonly recordedFor = new WeakMap<LightMyRequestResponse, Recorded>();
  private readonly users = new Map<string, TestUser>();
  private readonly accessTokens = new Map<string, string[]>();
  /** The statements sent through Drizzle while a request of `statementsOf` runs, else none. */
  private capturing: { sql: string; params: unknown[] }[] | undefined;
  /** With `throughPrism`, the validating proxy every request goes through (save its exclusions). */
  private prism: PrismProxy | undefined;
  private operationOf: ((method: string, url: string) => string | undefined) | undefined;
  /** Every request sent through Prism. */
  readonly proxied: ProxiedCall[] = [];

  get throughPrism(): boolean {
    return this.prism !== undefined;
  }

  get db(): Db {
    return this.database.db;
  }

  /**
   * `env` adds settings, as the environment would (e.g. the Google sign-in ones); `webDistDir`
   * serves a build of the web app (none by default); `throughPrism` sends every request through
   * Stoplight Prism in front of the listening app (see `request`).
   */
  async init(
    env: Record<string, string> = {},
    webDistDir: string | false = false,
    throughPrism?: { validateRequests: boolean },
  ): Promise<void> {
    this.dataDir = mkdtempSync(join(tmpdir(), 'second-shelf-app-'));
    this.database = await openTestDatabase(inject('databaseTemplate'), {
      onQuery: (sql, params) => this.capturing?.push({ sql, params }),
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      BASE_URL,
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'silent',
      // Tests read as visitors from one address far faster than people do (visitor-limit.test.ts
      // sets the limit it tests).
      VISITOR_READS_PER_MINUTE: '1000000',
      // Through Prism every request comes from 127.0.0.1: the caller's address is X-Forwarded-For.
      ...(throughPrism ? { TRUST_PROXY: '127.0.0.1' } : {}),
      ...env,
    });
    this.app = await buildApp({
      config,
      database: this.database,
      secret: TEST_SECRET,
      webDistDir,
      logger: false,
    });
    await this.app.ready();
    if (throughPrism) {
      const document = this.app.swagger() as unknown as OpenAPIV3.Document;
      this.operationOf = operationMatcher(document);
      const upstream = await this.app.listen({ host: '127.0.0.1', port: 0 });
      this.prism = await PrismProxy.start(document, upstream, throughPrism);
    }
  }

  /** The statements one request sends to the database, with their parameters, and its response. */
  async statementsOf(
    options: RequestOptions,
  ): Promise<{ response: LightMyRequestResponse; statements: { sql: string; params: unknown[] }[] }> {
    const statements: { sql: string; params: unknown[] }[] = [];
    this.capturing = statements;
    try {
      return { response: await this.request(options), statements };
    } finally {
      this.capturing = undefined;
    }
  }

  /** The text of the statements one request sends to the database, with its response. */
  async queriesOf(options: RequestOptions): Promise<{ response: LightMyRequestResponse; queries: string[] }> {
    const { response, statements } = await this.statementsOf(options);
    return { response, queries: statements.map((statement) => statement.sql) };
  }

  /**
   * Waits until a change made straight in the database has reached the server's in-memory copies
   * (sessions, categories). PGlite reports it before the statement returns; PostgreSQL a moment
   * after the commit, on another connection.
   */
  async changesDelivered(): Promise<void> {
    await this.database.changes.caughtUp();
  }

  /** The driver's runner of prepared statements, keeping every error a statement ends with. */
  watchedRows(): { rows: RowsQuery; failures: unknown[] } {
    const failures: unknown[] = [];
    const rows: RowsQuery = async (statement, values) => {
      try {
        return await this.database.rows(statement, values);
      } catch (error) {
        failures.push(error);
        throw error;
      }
    };
    return { rows, failures };
  }

  /**
   * Waits until `count` statements on this PostgreSQL database wait for a row lock: at most 20 s, a
   * bound for a test gone wrong, not a pace (the CI run's parallel files can delay the statements
   * several seconds).
   */
  async untilWaitingForLocks(count: number): Promise<void> {
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const result = (await this.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { waiting: number }[] };
      if (result.rows[0]!.waiting >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${count} statements never waited for a lock at once`);
  }

  async close(): Promise<void> {
    await this.prism?.close();
    await this.app?.close();
    await this.database?.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /**
   * Sends a request to the app. Through Prism, an operation of the document (save its exclusions,
   * and binary bodies) goes over HTTP through the proxy; when Prism answers in the server's place
   * because the request breaks the document (its credentials or, validating requests, its schema),
   * the request is then sent directly, so that the test sees the server's own answer and the
   * refusal is recorded beside it.
   */
  async request(options: RequestOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: BASE_URL, ...options.headers };
    if (options.as) headers.cookie = options.as.cookie;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const method = options.method ?? 'GET';
    const remoteAddress = options.ip ?? options.as?.ip ?? '127.0.0.1';
    const operation = this.operationOf?.(method, options.url);
    let response: LightMyRequestResponse | undefined;
    let call: ProxiedCall | undefined;
    let refused = false;
    if (this.prism && operation && !PRISM_EXCLUSIONS[operation] && !Buffer.isBuffer(options.payload)) {
      const json = options.payload !== undefined && typeof options.payload !== 'string';
      const answer = await this.prism.send({
        method,
        url: options.url,
        headers: {
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...headers,
          'x-forwarded-for': remoteAddress,
        },
        body:
          options.payload === undefined
            ? undefined
            : json
              ? JSON.stringify(options.payload)
              : String(options.payload),
      });
      call = { operation, status: answer.status, refusal: answer.refusal, violations: answer.violations };
      this.proxied.push(call);
      refused = answer.refusal === 'security' || answer.refusal === 'request';
      if (!refused) response = asInjectResponse(answer);
    }
    response ??= await this.app.inject({
      method,
      url: options.url,
      headers,
      remoteAddress,
      ...(options.payload === undefined
        ? {}
        : typeof options.payload === 'string'
          ? { payload: options.payload }
          : { payload: options.payload as object }),
    });
    if (call && refused) call.directStatus = response.statusCode;
    const entry: Recorded = {
      asUserId: options.as?.id,
      method: options.method ?? 'GET',
      url: options.url,
      status: response.statusCode,
      text: `${JSON.stringify(response.headers)}\n${response.body}`,
    };
    this.recorded.push(entry);
    this.recordedFor.set(response, entry);
    if (options.url.startsWith('/api/jwt') && response.statusCode === 200 && options.as) {
      const token = (response.json() as { accessToken: string }).accessToken;
      this.accessTokens.set(options.as.id, [...(this.accessTokens.get(options.as.id) ?? []), token]);
    }
    return response;
  }

  async signUp(options: { role?: string; name?: string; email?: string } = {}): Promise<TestUser> {
    userCounter += 1;
    const unique = `${Date.now().toString(36)}${userCounter}${Math.random().toString(36).slice(2, 6)}`;
    const role = (options.role ?? 'buyer') as 'buyer' | 'seller';
    const body = {
      name: options.name ?? `${role} ${unique}`,
      email: options.email ?? `${role}-${unique}@example.com`,
      password: `pw-${unique}-secret`,
      role,
    };
    const ip = nextIp();
    const response = await this.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: body,
      ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = (response.json() as { user: { id: string } }).user.id;
    // The sign-up answer carries the new user's own cookie: it is theirs, not a leak.
    this.recordedFor.get(response)!.asUserId = id;
    const cookies = cookiesFrom(response);
    const sessionCookie = cookies['better-auth.session_token'];
    expect(sessionCookie).toBeTruthy();
    const created: TestUser = {
      id,
      name: body.name,
      email: body.email,
      password: body.password,
      role,
      cookie: `better-auth.session_token=${sessionCookie}`,
      sessionToken: decodeURIComponent(sessionCookie!).split('.')[0]!,
      ip,
    };
    this.users.set(id, created);
    return created;
  }

  /** Whose session a cookie carries (their email), if any. */
  async signedInAs(cookie: string): Promise<string | undefined> {
    const response = await this.request({ url: '/api/auth/get-session', headers: { cookie } });
    return (response.json() as { user?: { email: string } } | null)?.user?.email;
  }

  /** Start selling, as the button does: the same account and session from now on also sells. */
  async startSelling(target: TestUser): Promise<TestUser> {
    const response = await this.request({ method: 'POST', url: '/api/account/start-selling', as: target });
    expect(response.statusCode, response.body).toBe(200);
    return target;
  }

  async makeAdmin(target: TestUser): Promise<TestUser> {
    await this.db.update(user).set({ isAdmin: true }).where(eq(user.id, target.id));
    await this.changesDelivered();
    return target;
  }

  async accessTokenFor(target: TestUser): Promise<string> {
    const response = await this.request({
      url: `/api/jwt?email=${encodeURIComponent(target.email)}`,
      as: target,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { accessToken: string }).accessToken;
  }

  /** Every status the file's requests were answered with is in the OpenAPI document. */
  assertDocumented(): void {
    const document = this.app.swagger() as unknown as OpenAPIV3.Document;
    expect(
      undocumentedAnswers(document, this.recorded),
      'answers the OpenAPI document does not declare',
    ).toEqual([]);
  }

  /**
   * Through Prism: no answer broke the document, and every request Prism refused in the server's
   * place was refused by the server too (a 401 where credentials were missing).
   */
  assertProxiedCleanly(): void {
    expect(contractProblems(this.proxied), 'what Prism found').toEqual([]);
  }

  /** What no response may ever carry. */
  assertNoLeaks(): void {
    expect(this.recorded.length).toBeGreaterThan(0);
    for (const entry of this.recorded) {
      const where = `${entry.url} (${entry.status})`;
      // Better Auth stores scrypt hashes as "salt:key" in hex.
      expect(entry.text, where).not.toMatch(/[0-9a-f]{32}:[0-9a-f]{64,}/);
      // The OpenAPI document names the request fields (Delete my account takes a password).
      if (!entry.url.startsWith('/api/docs')) expect(entry.text, where).not.toMatch(/"password"\s*:/);
      expect(entry.text, where).not.toMatch(/\n\s+at\s|"stack"\s*:/);
      for (const other of this.users.values()) {
        if (other.id === entry.asUserId) continue;
        expect(
          entry.text.includes(other.sessionToken),
          `${where} carries the session of ${other.email}`,
        ).toBe(false);
        for (const token of this.accessTokens.get(other.id) ?? []) {
          expect(entry.text.includes(token), `${where} carries a token of ${other.email}`).toBe(false);
        }
      }
    }
  }
}

/**
 * Every answer of the file's requests has its status among its operation's responses in the
 * OpenAPI document, and an error's code among the codes the document lists for that status
 * (answers of addresses the document does not name are not checked): the error answers the
 * document declares are the ones the API gives.
 */
function undocumentedAnswers(document: OpenAPIV3.Document, recorded: Recorded[]): string[] {
  const operationOf = operationMatcher(document);
  const found = new Set<string>();
  for (const { method, url, status, text } of recorded) {
    const operation = operationOf(method, url);
    if (!operation) continue;
    const [verb, path] = operation.split(' ') as [string, string];
    const answer = document.paths[path]![verb.toLowerCase() as OpenAPIV3.HttpMethods]!.responses[
      String(status)
    ] as OpenAPIV3.ResponseObject | undefined;
    const code = status >= 400 ? errorCodeOf(text) : undefined;
    if (answer && (code === undefined || declaredCodes(answer)?.includes(code) !== false)) continue;
    found.add(`${operation} ${status} ${code ?? ''}`.trim());
  }
  return [...found].sort();
}

/** The `code` of a recorded error answer (its headers on the first line, its body after). */
function errorCodeOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text.slice(text.indexOf('\n') + 1));
    const code = (body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The codes an error answer of the document lists (lib/openapi.ts's errorSchemaOf), if it lists any. */
function declaredCodes(answer: OpenAPIV3.ResponseObject): string[] | undefined {
  const schema = answer.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  const listed = schema?.allOf?.[1] as OpenAPIV3.SchemaObject | undefined;
  return (listed?.properties?.code as OpenAPIV3.SchemaObject | undefined)?.enum as string[] | undefined;
}

/** What Prism's checks of the calls found wrong: nothing, when the document tells the truth. */
export function contractProblems(calls: ProxiedCall[]): string[] {
  return calls.flatMap((call) => {
    const where = `${call.operation} (${call.directStatus ?? call.status})`;
    const answers = call.violations
      .filter((violation) => violation.location[0] === 'response')
      .map((violation) => `${where}: answer ${violation.location.slice(1).join('.')} ${violation.message}`);
    switch (call.refusal) {
      case undefined:
      case 'answer':
        return answers;
      case 'security':
        return call.directStatus === 401
          ? []
          : [`${where}: Prism asked for credentials, the server answered ${call.directStatus}`];
      case 'request':
        return call.directStatus! >= 400 && call.directStatus! < 500
          ? []
          : call.violations.map(
              (violation) =>
                `${where}: Prism refused the request, the server took it: ${violation.location.join('.')} ${violation.message}`,
            );
      default:
        return [`${where}: Prism answered ${call.status} (${call.refusal})`];
    }
  });
}

/** Prism's answer as app.inject gives one. */
function asInjectResponse(answer: PrismAnswer): LightMyRequestResponse {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  // Prism joins a header given several times with commas: cookies are cut apart again.
  const cookies = answer.headers.getSetCookie().flatMap((value) => value.split(/,\s*(?=[\w.-]+=)/));
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const rawPayload = Buffer.from(answer.body);
  return {
    statusCode: answer.status,
    statusMessage: '',
    headers,
    body: answer.body,
    payload: answer.body,
    rawPayload,
    json: () => JSON.parse(answer.body),
    cookies: [],
  } as unknown as LightMyRequestResponse;
}

/** Registers the per-file app: built before the tests, leak-checked and closed after them. */
export function useTestApp(
  options: {
    webDistDir?: string;
    env?: Record<string, string>;
    /** Every request through Stoplight Prism (`TestApp.request`), checked after the file's tests. */
    throughPrism?: { validateRequests: boolean };
  } = {},
): TestApp {
  const testApp = new TestApp();
  // The document does not depend on the database: the PostgreSQL run sends requests directly.
  const throughPrism = process.env.TEST_DATABASE_URL ? undefined : options.throughPrism;
  beforeAll(() => testApp.init(options.env, options.webDistDir ?? false, throughPrism), 60_000);
  afterAll(async () => {
    try {
      testApp.assertNoLeaks();
      testApp.assertDocumented();
      testApp.assertProxiedCleanly();
    } finally {
      await testApp.close();
    }
  });
  return testApp;
}

/** A valid add-item body (the add-item contract's fields), with overrides. */
export function bookInput(overrides: Record<string, unknown> = {}) {
  return {
    category_id: '2',
    category_name: 'Comics & Fantasy',
    book_name: 'A Test Book',
    author: 'Ann Author',
    image_url: '/images/covers/the-paper-knight.svg',
    original_price: 20,
    resell_price: 9.5,
    used: 2,
    location: 'Dhaka',
    product_condition: 'good',
    posted_time: '2026-11-22',
    seller_name: 'ignored',
    seller_email: 'ignored@example.com',
    ...overrides,
  };
}
