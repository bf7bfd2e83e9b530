import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    // Counts and per-file times for the summary at the end of `npm test` (scripts/test-report.mjs).
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Vitest's default is cores - 1: one worker on CI's 2 cores, and this suite is the last task of the checks
    // phase, so the second core idled for its last minutes (issue 38). Files stay isolated.
    maxWorkers: 2,
    // Above vitest's 5 s because the first render of a lazy page transforms the design system. The slowest
    // test took 30 s with eight other jobs sharing the 2 cores; a 2-core CI machine running only this (turbo
    // --concurrency=2) is several times faster, so 30 s shows a test that got slow instead of hiding it.
    testTimeout: 30_000,
  },
});
