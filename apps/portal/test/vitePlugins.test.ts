import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { cheapLocaleCheck, reactRouterProduction } from '../vite.plugins';

type Transform = (code: string, id: string) => { code: string } | null;

function transformOf(plugin: Plugin, warnings: string[] = []): Transform {
  const hook = plugin.transform as unknown as (this: unknown, code: string, id: string) => { code: string } | null;
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
