import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit tests (logic, hooks, components in happy-dom). Story tests run from the root config. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'happy-dom',
    // Counts and per-file times for the summary at the end of `npm test` (scripts/test-report.mjs).
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
