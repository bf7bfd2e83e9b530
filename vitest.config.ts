import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { assertChromium, chromiumArgs, chromiumPath } from './tests/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

assertChromium();

/**
 * The root Vitest config holds the Storybook project only: every story renders in the system
 * Chromium, runs its play function and passes axe. Packages keep their own vitest configs.
 * Run: npx vitest run --project=storybook
 */
export default defineConfig({
  test: {
    // Counts and per-file times for the summary at the end of `npm test` (scripts/test-report.mjs).
    reporters: ['default', ['json', { outputFile: '.reports/stories.json' }]],
    projects: [
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // One page for all story files: preview, msw worker and axe load once instead of per file
          // (halves the run). Stories reset what they share: skin/dir per story, live announcer.
          isolate: false,
          // A play function types, pages and waits for axe; on a busy 2-core machine the default 15 s is
          // not enough for the longest (the DataTable search story took 16 s once). Twice that, so a story
          // that got slow shows.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
