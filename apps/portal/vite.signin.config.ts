import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The sign-in entry (src/signin/main.tsx), built after the app into the same dist/ by
 * scripts/prerender.mjs, for the browser and, with `build.ssr`, for prerendering. Its pages import
 * react-router-dom and react-i18next as in the app; here those names resolve to the small stand-ins in
 * src/signin, so the page loads neither (apps/portal/README.md#performance).
 */
export default mergeConfig(
  base,
  defineConfig({
    resolve: {
      alias: {
        'react-router-dom': here('./src/signin/react-router-dom.tsx'),
        'react-i18next': here('./src/signin/react-i18next.ts'),
      },
    },
    build: {
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: '.vite/signin-manifest.json',
      rollupOptions: {
        input: { signin: here('./src/signin/main.tsx') },
        output: { chunkFileNames: 'assets/signin-[name]-[hash].js' },
      },
    },
  }),
);
