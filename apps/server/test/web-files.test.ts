import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openTestDatabase } from './databases.js';

// How the built web app is served: hashed files cached for good and sent precompressed, the page
// itself revalidated on every visit, API answers compressed when a client asks and it pays.
const webDir = mkdtempSync(join(tmpdir(), 'second-shelf-web-'));
const script = `console.log(${JSON.stringify('a'.repeat(4000))});`;
let database: Database;
let app: App;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, 'images'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Second Shelf</title>');
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(webDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDir, 'images', 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await openTestDatabase(inject('databaseTemplate'));
  const dataDir = join(webDir, 'data');
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      BASE_URL: 'http://localhost:3000',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    }),
    database,
    secret: 'test-secret-that-is-long-enough-for-better-auth',
    webDistDir: webDir,
    logger: false,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the web app files', () => {
  it('sends hashed files precompressed, kept for a year', async () => {
    const compressed = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has every screen revalidate the page, and keeps other files an hour', async () => {
    for (const url of ['/', '/category/1', '/login']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body).toContain('Second Shelf');
    }
    const image = await app.inject({ url: '/images/cover.svg' });
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses an API answer of 1 KB or more for a client that asks, and not a small one', async () => {
    const docs = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ url: '/api/config', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
