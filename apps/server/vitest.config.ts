import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server (PostgreSQL)' : 'server (PGlite)',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The process test is about the README's embedded start; the PostgreSQL run skips it.
    exclude: process.env.TEST_DATABASE_URL ? ['test/server-process.test.ts'] : [],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
