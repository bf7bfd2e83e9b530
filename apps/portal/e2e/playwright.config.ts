import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/env';

/**
 * End-to-end journeys against the real server and the built portal (see global-setup.ts).
 * Run: `npm run test:e2e -w @talent/portal` after building server and portal.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous: two workers share 2 cores with their servers and browsers, and a journey through /login makes
  // whole page loads (the sign-in entry hands over to the app by loading it).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  // The JSON report feeds the summary at the end of `npm test` (scripts/test-report.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: '../.reports/e2e.json' }],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: '../playwright-report' }] as const] : []),
  ],
  // A separate folder per run when several runs share the checkout (E2E_OUTPUT_DIR).
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A prerendered page stays inert until hydrated, which took over 10 s on a busy machine.
    actionTimeout: 30_000,
    navigationTimeout: 40_000,
  },
});
