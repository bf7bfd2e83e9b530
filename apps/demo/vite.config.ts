import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  // The product server serves the built gallery under /demo/ (apps/server/src/app.ts); `vite` alone uses
  // the same base so links and the msw worker's scope are the same in both.
  base: '/demo/',
  plugins: [react(), vanillaExtractPlugin()],
  // msw's worker script is kept once, in the repo's public/ folder that Storybook serves too.
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
  server: { port: 5174 },
  // The showcase pages compose the design system's stories; their play functions never run in the gallery,
  // so the test library is left out (see src/showcase/storybookTestShim.ts). Storybook does not use this file.
  resolve: {
    alias: [
      {
        find: /^storybook\/test$/,
        replacement: fileURLToPath(new URL('./src/showcase/storybookTestShim.ts', import.meta.url)),
      },
    ],
  },
  build: { outDir: 'dist' },
});
