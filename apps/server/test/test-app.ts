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

  get db(): Db {
    return this.database.db;
  }

  /**
   * `env` adds settings, as the environment would (e.g. the Google sign-in ones); `webDistDir`
   * serves a build of the web app (none by default).
   */
  async init(env: Record<string, string> = {}, webDistDir: string | false = false): Promise<void> {
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
    await this.app?.close();
    await this.database?.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  async request(options: RequestOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: BASE_URL, ...options.headers };
    if (options.as) headers.cookie = options.as.cookie;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await this.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers,
      remoteAddress: options.ip ?? options.as?.ip ?? '127.0.0.1',
      ...(options.payload === undefined
        ? {}
        : typeof options.payload === 'string'
          ? { payload: options.payload }
          : { payload: options.payload as object }),
    });
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
 * OpenAPI document (answers of addresses the document does not name are not checked): the error
 * answers the document declares are the ones the API gives.
 */
function undocumentedAnswers(document: OpenAPIV3.Document, recorded: Recorded[]): string[] {
  const operations = Object.entries(document.paths)
    .map(([path, item]) => ({
      path,
      item: item!,
      pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      parameters: path.split('{').length,
    }))
    // A path without parameters before one that would match it too (summary before {id}).
    .sort((a, b) => a.parameters - b.parameters);
  const found = new Set<string>();
  for (const { method, url, status, text } of recorded) {
    const path = url.split('?')[0]!;
    const verb = method.toLowerCase() as OpenAPIV3.HttpMethods;
    const operation = operations.find((each) => each.pattern.test(path) && each.item[verb]);
    if (!operation || operation.item[verb]!.responses[String(status)]) continue;
    const code = /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? '';
    found.add(`${method} ${operation.path} ${status} ${code}`.trim());
  }
  return [...found].sort();
}

/** Registers the per-file app: built before the tests, leak-checked and closed after them. */
export function useTestApp(options: { webDistDir?: string; env?: Record<string, string> } = {}): TestApp {
  const testApp = new TestApp();
  beforeAll(() => testApp.init(options.env, options.webDistDir ?? false), 60_000);
  afterAll(async () => {
    try {
      testApp.assertNoLeaks();
      testApp.assertDocumented();
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
