import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'browser (Chromium)',
    include: ['**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Three files share two cores: a journey takes about a third longer than two at a time (the
    // longest, 37 s then, 50 s now), and half as long again on the slowest day seen (75 s).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Three files at a time, each with its server and its browser: a journey mostly waits (for the
    // page, the server, the mail), and the others use the cores meanwhile (measured on the 2-core
    // CI: 361 s one at a time, 247 s two at a time when the suite was smaller; with today's 51
    // journeys, 430 s two at a time, 386 s three).
    maxWorkers: 3,
  },
});
