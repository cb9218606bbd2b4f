import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, vi } from 'vitest';
import { apiConfig } from '../src/lib/api-client.js';
import { installBrowserFetch, newVisitor } from './visitor.js';

// jsdom has no layout and no media queries: React Router's scroll restoration has nothing to
// scroll, and react-hot-toast asks whether motion should be reduced (no).
window.scrollTo = () => undefined;
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Each test file has a real API server of its own, on its own copy of the demo database: what one
// file adds (books, accounts, bookings) is never seen by another running beside it. The global
// setup (test/global-setup.ts) runs it; Node's own fetch asks for it, before the browser's stands in.
const nodeFetch = globalThis.fetch;
let serverUrl: string | undefined;
beforeAll(async () => {
  const response = await nodeFetch(inject('apiServers'), { method: 'POST' });
  if (response.status !== 201) throw new Error(`No API server for this file: ${await response.text()}`);
  serverUrl = ((await response.json()) as { url: string }).url;
  apiConfig.baseUrl = serverUrl;
});
afterAll(async () => {
  if (serverUrl) await nodeFetch(`${inject('apiServers')}/${new URL(serverUrl).port}`, { method: 'DELETE' });
});

// The API answers over a real socket while other suites share the two cores: wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

installBrowserFetch();

// A React warning or an unexpected error is a bug: any console.error fails the test.
const consoleErrors: unknown[][] = [];
beforeEach(() => {
  newVisitor();
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
