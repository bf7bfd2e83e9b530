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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  // A separate folder per run when several runs share the checkout (E2E_OUTPUT_DIR).
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
});
