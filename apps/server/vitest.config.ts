import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PostgreSQL runs share one server; files use their own schema, so they may run in parallel.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
