import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'browser (Chromium)',
    include: ['**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its server and its browser: a journey mostly waits (for the
    // page, the server, the mail), and two side by side keep two cores busy (measured: 361 s one
    // at a time, 247 s two at a time, on the 2-core CI).
    maxWorkers: 2,
  },
});
