import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/**
 * Dependencies Vite must pre-bundle up front. Listing them keeps story tests from failing on a cold
 * cache with "Failed to fetch dynamically imported module" when Vite re-optimises mid-run.
 */
export const optimizeDepsInclude = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-aria-components',
  'react-aria',
  '@internationalized/date',
  '@vanilla-extract/css',
  '@vanilla-extract/recipes',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/dynamic',
  'msw',
  'zod',
  '@casl/ability',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'storybook/test',
  'storybook/preview-api',
  'storybook/actions',
  '@storybook/react-vite',
  '@storybook/addon-a11y/preview',
  '@storybook/addon-docs/preview',
  'axe-core',
  // Portal stories (pages on msw): the router, the api client, i18n and the shared SMS rules' calculator.
  'react-router-dom',
  'axios',
  'swr',
  'i18next',
  'react-i18next',
  'sms-segments-calculator',
  // The gallery's calendar (issue 21).
  '@fullcalendar/core',
  '@fullcalendar/daygrid',
  '@fullcalendar/interaction',
  '@fullcalendar/list',
  '@fullcalendar/react',
  '@fullcalendar/timegrid',
  // The gallery's charts (issue 22).
  'recharts',
];

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      optimizeDeps: { include: optimizeDepsInclude },
    });
  },
};

export default config;
