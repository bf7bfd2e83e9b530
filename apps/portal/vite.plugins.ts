// Build plugins of the portal that change what goes into the bundle (tested in test/vitePlugins.test.ts).
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
