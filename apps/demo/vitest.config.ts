import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Counts and per-file times for the summary at the end of `npm test` (scripts/test-report.mjs).
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
  },
});
