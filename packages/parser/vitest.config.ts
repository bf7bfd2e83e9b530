import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Counts and per-file times for the summary at the end of `npm test` (scripts/test-report.mjs).
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
