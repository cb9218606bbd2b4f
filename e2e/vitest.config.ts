import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'browser (Chromium)',
    include: ['**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
