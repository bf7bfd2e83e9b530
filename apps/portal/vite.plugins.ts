// Build plugins of the portal that change what goes into the bundle (tested in test/vitePlugins.test.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * react-router's package exports name only its development build (dev warnings on: route checks and
 * `console.warn` branches on every navigation); the browser bundle takes the production build beside it.
 */
export function reactRouterProduction(): Plugin {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = (name: string) => join(here, '../../node_modules/react-router/dist/production', name);
  return {
    name: 'talent:react-router-production',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: file('index.mjs') },
          { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * react-aria checks the browser's locale when its i18n module loads with
 * `Intl.DateTimeFormat.supportedLocalesOf([locale])`, inside a try/catch that only cares whether the tag is
 * malformed. That call makes V8 list every locale it has: 26-96 ms on this machine, once, in the middle of
 * the app's start (four times that on a phone). `Intl.getCanonicalLocales([locale])` throws for exactly the
 * same malformed tags and costs nothing. The check is rewritten in the bundle; a warning says when a
 * react-aria upgrade no longer has it.
 */
export function cheapLocaleCheck(): Plugin {
  const call = 'Intl.DateTimeFormat.supportedLocalesOf([';
  return {
    name: 'talent:cheap-locale-check',
    transform(code, id) {
      if (!/react-aria[\\/]dist[\\/].*useDefaultLocale\.m?js$/.test(id)) return null;
      if (!code.includes(call)) {
        this.warn(`${id}: no ${call} to rewrite any more; see cheapLocaleCheck in vite.config.ts`);
        return null;
      }
      return { code: code.replace(call, 'Intl.getCanonicalLocales(['), map: null };
    },
  };
}

/**
 * src/main.tsx imports the app in steps, one task each, so no single task evaluates all of it. Vite preloads
 * only the entry's static imports in index.html, so each step would fetch its chunks after the step before had
 * run: a round trip per step. This adds a `modulepreload` link to index.html for every chunk the entry imports
 * dynamically and the chunks those import, so all of them are fetched at once and a step only evaluates.
 */
export function preloadStartChunks(): Plugin {
  let base = '/';
  return {
    name: 'talent:preload-start-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const entry = ctx.chunk;
        const bundle = ctx.bundle;
        if (!entry || !bundle) return [];
        const seen = new Set<string>([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk') return;
          files.push(fileName);
          chunk.imports.forEach(visit);
        };
        entry.dynamicImports.forEach(visit);
        return files.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * react-dom's client is CommonJS, which the bundler wraps in a function called on first import. V8 compiles
 * such a function only when it is called, on the main thread: the 200 kB wrapper was parsed twice and took
 * 20-30 ms of one task on this machine (four times that on a phone) before React could run. As an ES module its
 * top level is compiled with the chunk, off the main thread, and only the functions React calls are compiled
 * later, each on its own. The production file is turned into a module here: its three `require`s become
 * imports and its three `exports.*` become named exports. The build fails when an upgrade changes that shape.
 */
export function reactDomClientModule(): Plugin {
  const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
  const file = join(reactDom, 'cjs/react-dom-client.production.js');
  const requires =
    /^var Scheduler = require\("scheduler"\),\n\s+React = require\("react"\),\n\s+ReactDOM = require\("react-dom"\);$/m;
  const exported = ['createRoot', 'hydrateRoot', 'version'];
  return {
    name: 'talent:react-dom-client-module',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-dom/client' ? file : null;
    },
    transform(code, id) {
      if (id !== file) return null;
      const assignments = code.match(/^exports\.\w+ = /gm) ?? [];
      const names = assignments.map((a) => a.slice('exports.'.length, -' = '.length));
      if (!requires.test(code) || names.join() !== exported.join() || /\bmodule\.exports\b/.test(code)) {
        this.error(
          `${id}: not the shape reactDomClientModule (vite.plugins.ts) converts; check the react-dom upgrade`,
        );
      }
      const body = code.replace(
        requires,
        'import Scheduler from "scheduler";\nimport React from "react";\nimport ReactDOM from "react-dom";\nvar exports = {};',
      );
      return {
        code: `${body}\nexport const ${exported.map((name) => `${name} = exports.${name}`).join(', ')};\nexport default exports;\n`,
        map: null,
      };
    },
  };
}
