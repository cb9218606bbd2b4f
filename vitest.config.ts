import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // A worker per core (Vitest leaves one for itself by default, which on two cores is one worker):
    // the suites' main process only waits for the workers.
    maxWorkers: availableParallelism(),
  },
});
