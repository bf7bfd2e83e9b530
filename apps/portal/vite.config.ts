import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { writeCompressed } from './scripts/build-helpers.mjs';
import {
  cheapLocaleCheck,
  preloadStartChunks,
  reactDomClientModule,
  reactRouterProduction,
} from './vite.plugins.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Writes `file.br` and `file.gz` next to every built text asset over 1 kB, so the server sends them
 * compressed without spending CPU per request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'talent:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      const files = walk(outDir);
      // What an HTML page of this build names (its entry, preloads and styles) is on the first load's path.
      const firstLoad = new Set(
        files
          .filter((file) => file.endsWith('.html'))
          .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:src|href)="\/([^"?#]+)"/g)])
          .map((m) => join(outDir, m[1] ?? '')),
      );
      for (const file of files) {
        if (!/\.(js|mjs|css|html|svg|json|txt|map)$/.test(file)) continue;
        // A second build into the same dist/ (vite.signin.config.ts) leaves the first one's files alone.
        if (existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeCompressed(file, raw, file.endsWith('.html') || firstLoad.has(file));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    precompress(),
    reactRouterProduction(),
    cheapLocaleCheck(),
    preloadStartChunks(),
    reactDomClientModule(),
  ],
  server: {
    port: 5173,
    proxy: {
      // The API (and its websocket at /api/notifications/) is the Fastify server in dev.
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // PORTAL_SOURCEMAP=1 (profiling): maps beside the chunks; never in a shipped build.
    sourcemap: process.env.PORTAL_SOURCEMAP === '1',
    chunkSizeWarningLimit: 800,
    // scripts/prerender.mjs reads it to link each prerendered page's CSS and chunks.
    manifest: true,
    rolldownOptions: {
      // "Callbacks ran for 20 s of this 21 s build" after every build: nothing a user starting the app can
      // act on (profile with `node --cpu-prof` when the build gets slow).
      checks: { bundlerTimings: false },
    },
  },
});
