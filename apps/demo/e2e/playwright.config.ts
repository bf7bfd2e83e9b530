import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../tests/chromium.mjs';

/**
 * The gallery through the real server, as `npm start` runs it: node apps/server/dist/main.js serving the built
 * gallery under /demo/ (global-setup.ts starts it). Build first:
 * `npx turbo run build --filter=@talent/server --filter=@talent/demo`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // As the portal's journeys: a busy 2-core machine took up to 17 s for a first load of the e-mail list
  // (the gallery bundle, the msw worker's install, then the app's chunk).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  // The JSON report feeds the summary at the end of `npm test` (scripts/test-report.mjs).
  reporter: [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    actionTimeout: 30_000,
    navigationTimeout: 40_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
