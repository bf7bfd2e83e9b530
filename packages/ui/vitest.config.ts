import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Unit tests (logic, hooks, components in happy-dom). Story tests run from the root config. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
