import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // msw's worker script is kept once, in the repo's public/ folder that Storybook serves too.
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
  server: { port: 5174 },
  build: { outDir: 'dist' },
});
