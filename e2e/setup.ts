import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/**
 * One server (production build, fresh embedded database with demo data: a copy of the one seeded
 * once for the run) and one Chromium for a test file, started before its journeys and stopped after them. `env` adds server settings.
 */
export function useServerAndBrowser(env: () => Promise<Record<string, string>> = async () => ({})) {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    running.server = await startServer(await env(), inject('e2eDataTemplate'));
    running.browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}
