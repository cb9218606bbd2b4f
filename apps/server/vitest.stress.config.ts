import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The stress stage: load, soak, crash and race tests (test/stress/), which measure the server
 * under load and fail when other suites take the cores. `npm test` runs this stage on its own
 * after every other suite, one file at a time: on PGlite, then on PostgreSQL when
 * TEST_DATABASE_URL is set. Run it alone: `npx vitest run --config apps/server/vitest.stress.config.ts`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server stress (PostgreSQL)' : 'server stress (PGlite)',
    environment: 'node',
    include: ['test/stress/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
