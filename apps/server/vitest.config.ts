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
      // The process test is about the README's embedded start, Prism's about the OpenAPI document:
      // the PostgreSQL run skips them.
      ...(process.env.TEST_DATABASE_URL ? ['test/server-process.test.ts', 'test/prism.test.ts'] : []),
    ],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/cheap-hashes.ts'],
    // Files share their worker's modules (each still builds its own app on its own database): the
    // server's modules load once per worker instead of once per file (81 s of the PostgreSQL suite).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
