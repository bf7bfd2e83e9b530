import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { viewport } from './stories.mjs';

const baseURL = process.env.VISUAL_BASE_URL ?? 'http://127.0.0.1:6107';

/**
 * Visual regression of curated stories x skins x directions against committed PNGs.
 * Run through tests/visual/run.mjs, which builds and serves the static Storybook.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  // The data table stories take over 30 s (Playwright's default) on a busy 2-core machine. The waits in
  // visual.spec.ts for the story to render and finish its play function share this limit.
  timeout: 60_000,
  // The JSON report feeds the summary at the end of `npm test` (scripts/test-report.mjs).
  reporter: [['list'], ['json', { outputFile: '../../.reports/visual.json' }]],
  expect: {
    toHaveScreenshot: {
      // Anti-aliasing may differ by a few pixels between runs; layout or colour changes do not pass.
      maxDiffPixelRatio: 0.002,
      threshold: 0.15,
    },
  },
  use: {
    baseURL,
    viewport,
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        // Stable text rendering across runs.
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
      ],
    },
  },
});
