import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server (PostgreSQL)' : 'server (PGlite)',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      // Load, soak, crash and race tests need the machine to themselves: they run in a serial
      // stage of their own after every other suite (vitest.stress.config.ts).
      'test/stress/**',
      // The process test is about the README's embedded start; the PostgreSQL run skips it.
      ...(process.env.TEST_DATABASE_URL ? ['test/server-process.test.ts'] : []),
    ],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
