import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Import boundaries of ARCHITECTURE.md ("Dependency rules"). `no-restricted-imports` keeps one setting per
 * file (a later config object replaces an earlier one), so every folder gets the shared rules plus its own.
 */
const packages = ['api', 'ui', 'parser'];

/** `@talent/<pkg>/<subpath>` is allowed only when the package's `exports` lists the subpath. */
function publicSubpaths(name) {
  const manifest = JSON.parse(
    readFileSync(new URL(`./packages/${name}/package.json`, import.meta.url), 'utf8'),
  );
  return Object.keys(manifest.exports ?? {})
    .filter((key) => key !== '.')
    .map((key) => key.slice(2).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

const apps = {
  group: [
    '@talent/portal',
    '@talent/portal/*',
    '@talent/demo',
    '@talent/demo/*',
    '@talent/server',
    '@talent/server/*',
  ],
  message: 'Nothing imports an app: apps compose packages, never the other way round.',
};

const everywhere = [
  apps,
  ...packages.map((name) => ({
    // A Vite query (`?worker`) is part of the specifier, not of the subpath.
    regex: `^@talent/${name}/(?!(?:${publicSubpaths(name).join('|')})(?:\\?.*)?$)`,
    message: `Import @talent/${name} through a subpath its package.json "exports" lists, not a file inside it.`,
  })),
  {
    regex: '^(?:\\.\\./)+(?:packages|apps)/',
    message: 'Import another workspace by its package name (@talent/...), not by a relative path.',
  },
  {
    regex: '^(?:\\.\\./)+(?:api|ui|parser|server|portal|demo)/(?:src|test)(?:/|$)',
    message: 'Import another workspace by its package name (@talent/...), not by a relative path.',
  },
];

function boundaries(...extra) {
  return { 'no-restricted-imports': ['error', { patterns: [...everywhere, ...extra] }] };
}

const boundaryConfigs = [
  { files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'], rules: boundaries() },
  {
    files: ['packages/ui/**'],
    rules: boundaries({
      group: ['@talent/api', '@talent/api/*', '@talent/parser', '@talent/parser/*'],
      message: 'The design system takes data through props: it imports no @talent/api and no @talent/parser.',
    }),
  },
  {
    files: ['packages/parser/**'],
    rules: boundaries({
      // The parser's own name stays allowed: its browser check imports it as the portal does.
      group: ['@talent/*', '!@talent/parser', '!@talent/parser/*'],
      message:
        'The parser is pure TypeScript: it imports none of our packages (the portal passes values in).',
    }),
  },
  {
    files: ['packages/api/**'],
    rules: boundaries({
      group: ['@talent/ui', '@talent/ui/*'],
      message: 'The contract and client import no design system.',
    }),
  },
  {
    files: ['apps/server/**'],
    rules: boundaries({
      group: ['@talent/ui', '@talent/ui/*', '@talent/parser', '@talent/parser/*'],
      message: 'The server imports @talent/api for the contract, and nothing from ui or parser.',
    }),
  },
];

/**
 * Server house rules (issue 40). `no-restricted-syntax` keeps one setting per file, like the boundaries
 * above, so each group of files gets the full list of selectors that apply to it.
 * - The clock: time is read from the app context's clock (`ctx.now`); only src/lib/clock.ts reads the wall
 *   clock.
 * - SQL lives in repos: query builders and the `sql` template only in repo files and src/db.
 */
const wallClock = [
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: "Read the time from the app's clock (ctx.now, lib/clock.ts), not Date.now.",
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "Read the time from the app's clock (ctx.now, lib/clock.ts): new Date(now()), not new Date().",
  },
  {
    selector: "CallExpression[callee.name='Date']",
    message: "Read the time from the app's clock (ctx.now, lib/clock.ts), not Date().",
  },
  {
    selector: "ImportSpecifier[imported.name='nowIso']",
    message: 'nowIso reads the wall clock: use isoNow(ctx.now) from lib/clock.ts.',
  },
];
const sqlOutsideRepos = [
  {
    selector:
      'MemberExpression[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
    message: "SQL lives in repo.ts (or repo/*.ts) files and src/db: move this query into its module's repo.",
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
    message:
      "The sql template lives in repo.ts (or repo/*.ts) files and src/db: move it into its module's repo.",
  },
];
const serverSrc = 'apps/server/src/**/*.ts';
const repoFiles = ['apps/server/src/**/repo.ts', 'apps/server/src/**/repo/*.ts', 'apps/server/src/db/**'];
const clockFile = 'apps/server/src/lib/clock.ts';
const serverRules = [
  {
    files: [serverSrc],
    ignores: [...repoFiles, clockFile],
    rules: { 'no-restricted-syntax': ['error', ...wallClock, ...sqlOutsideRepos] },
  },
  { files: repoFiles, rules: { 'no-restricted-syntax': ['error', ...wallClock] } },
  { files: [clockFile], rules: { 'no-restricted-syntax': ['error', ...sqlOutsideRepos] } },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/public/mockServiceWorker.js',
      '**/coverage/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Typed linting: every .ts/.tsx file belongs to its package's tsconfig.json, or to the root one
    // (.storybook, tests, scripts, vitest.config.ts). Plain .js/.mjs and declaration .mts files stay untyped.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  ...boundaryConfigs,
  ...serverRules,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
);
