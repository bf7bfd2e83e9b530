import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  cheapLocaleCheck,
  preloadStartChunks,
  reactDomClientModule,
  reactRouterProduction,
} from '../vite.plugins.ts';

type Transform = (code: string, id: string) => { code: string } | null;

function transformOf(plugin: Plugin, warnings: string[] = []): Transform {
  const hook = plugin.transform as unknown as (
    this: unknown,
    code: string,
    id: string,
  ) => { code: string } | null;
  return (code, id) => hook.call({ warn: (message: string) => warnings.push(message) }, code, id);
}

describe('cheapLocaleCheck', () => {
  // The installed react-aria's module itself, so an upgrade that moves the call fails here first.
  const require = createRequire(import.meta.url);
  const ariaDir = dirname(require.resolve('react-aria/package.json'));
  const id = join(ariaDir, 'dist/private/i18n/useDefaultLocale.mjs');

  it("rewrites react-aria's locale check to the call that does not list every locale", () => {
    const original = readFileSync(id, 'utf8');
    expect(original).toContain('Intl.DateTimeFormat.supportedLocalesOf([');
    const result = transformOf(cheapLocaleCheck())(original, id);
    expect(result?.code).toContain('Intl.getCanonicalLocales([');
    expect(result?.code).not.toContain('supportedLocalesOf');
  });

  it('throws for the same malformed tags, so the fallback to en-US still happens', () => {
    for (const tag of ['en_US!', '', 'x']) {
      expect(() => Intl.DateTimeFormat.supportedLocalesOf([tag])).toThrow(RangeError);
      expect(() => Intl.getCanonicalLocales([tag])).toThrow(RangeError);
    }
    for (const tag of ['en-US', 'ar-EG', 'zz-ZZ']) {
      expect(() => Intl.getCanonicalLocales([tag])).not.toThrow();
    }
  });

  it('leaves other modules alone, and warns when the call is gone', () => {
    const warnings: string[] = [];
    const transform = transformOf(cheapLocaleCheck(), warnings);
    expect(transform('Intl.DateTimeFormat.supportedLocalesOf([x])', '/app/src/other.ts')).toBeNull();
    expect(transform('export const x = 1;', id)).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});

describe('reactRouterProduction', () => {
  it("points the browser build at react-router's production files, and only the browser build", () => {
    const plugin = reactRouterProduction();
    const apply = plugin.apply as (config: UserConfig, env: ConfigEnv) => boolean;
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
    const config = (plugin.config as () => UserConfig)();
    const aliases = config.resolve?.alias as Array<{ find: RegExp; replacement: string }>;
    expect(aliases.map((a) => a.find.source)).toEqual(['^react-router$', '^react-router\\/dom$']);
    for (const { replacement } of aliases) {
      expect(replacement).toMatch(/react-router\/dist\/production\//);
      expect(existsSync(replacement)).toBe(true);
    }
  });
});

describe('preloadStartChunks', () => {
  type Handler = (
    html: string,
    ctx: { chunk?: unknown; bundle?: Record<string, unknown> },
  ) => Array<{ tag: string; attrs: Record<string, unknown>; injectTo: string }>;
  const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
  });

  function handlerOf(base = '/'): Handler {
    const plugin = preloadStartChunks();
    (plugin.configResolved as (config: { base: string }) => void)({ base });
    return (plugin.transformIndexHtml as { handler: Handler }).handler;
  }

  it("preloads the entry's dynamic imports and everything they import, once each, and nothing already linked", () => {
    const entry = chunk('assets/index.js', ['assets/shared.js'], ['assets/react.js', 'assets/App.js']);
    const bundle = {
      'assets/index.js': entry,
      'assets/shared.js': chunk('assets/shared.js'),
      'assets/react.js': chunk('assets/react.js'),
      'assets/App.js': chunk('assets/App.js', ['assets/react.js', 'assets/shared.js', 'assets/ui.js']),
      'assets/ui.js': chunk('assets/ui.js', ['assets/react.js']),
      'assets/Page.js': chunk('assets/Page.js', ['assets/ui.js']),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
    };
    const tags = handlerOf()('<html></html>', { chunk: entry, bundle });
    expect(tags.map((t) => t.attrs.href)).toEqual(['/assets/react.js', '/assets/App.js', '/assets/ui.js']);
    for (const tag of tags) {
      expect(tag).toMatchObject({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true },
        injectTo: 'head',
      });
    }
  });

  it("honours the build's base, and adds nothing outside a build (no chunk to read)", () => {
    const entry = chunk('assets/index.js', [], ['assets/App.js']);
    const bundle = { 'assets/index.js': entry, 'assets/App.js': chunk('assets/App.js') };
    expect(handlerOf('/portal/')('', { chunk: entry, bundle }).map((t) => t.attrs.href)).toEqual([
      '/portal/assets/App.js',
    ]);
    expect(handlerOf()('', {})).toEqual([]);
  });
});

describe('reactDomClientModule', () => {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');
  const plugin = reactDomClientModule();
  const resolveId = plugin.resolveId as (source: string) => string | null;
  const transform = (code: string, id: string) =>
    (plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null).call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      code,
      id,
    );

  it("resolves react-dom/client to react-dom's production client, for the browser build only", () => {
    expect(resolveId('react-dom/client')).toBe(file);
    expect(resolveId('react-dom')).toBeNull();
    const apply = plugin.apply as (config: UserConfig, env: ConfigEnv) => boolean;
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
  });

  it('turns the installed file into an ES module that works: createRoot renders into a DOM', async () => {
    const result = transform(readFileSync(file, 'utf8'), file);
    expect(result?.code).not.toMatch(/\brequire\(/);
    expect(result?.code).toMatch(/^import Scheduler from "scheduler";$/m);
    // Beside this test, so its imports resolve from the workspace's node_modules.
    const out = join(dirname(fileURLToPath(import.meta.url)), '.react-dom-client.module.mjs');
    writeFileSync(out, result!.code);
    try {
      const client = (await import(
        /* @vite-ignore */ pathToFileURL(out).href
      )) as typeof import('react-dom/client') & { version: string };
      expect(client.version).toBe((require('react-dom/package.json') as { version: string }).version);
      const { createElement } = await import('react');
      const { flushSync } = await import('react-dom');
      const container = document.createElement('div');
      const root = client.createRoot(container);
      flushSync(() => root.render(createElement('p', null, 'rendered')));
      expect(container.innerHTML).toBe('<p>rendered</p>');
      root.unmount();
    } finally {
      rmSync(out, { force: true });
    }
  });

  it('leaves other modules alone, and stops the build when an upgrade changes the shape', () => {
    expect(transform('exports.x = 1;', '/app/src/other.js')).toBeNull();
    expect(() => transform('"use strict";\nexports.createRoot = 1;', file)).toThrow(/not the shape/);
  });
});
