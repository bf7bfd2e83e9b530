import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/contract';
import { renderRoutesModule } from '../src/contract/renderRoutes';
import { routes } from '../src/contract/routes';

describe('generated routes table', () => {
  it('is up to date with the contract (npm run gen:routes -w @talent/api)', () => {
    const file = readFileSync(new URL('../src/contract/routes.ts', import.meta.url), 'utf8');
    expect(file).toBe(renderRoutesModule());
  });

  it('gives every endpoint its declared method and path', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, def] of Object.entries(endpoints)) {
      expect(routes[name as keyof typeof routes]).toEqual({ method: def.method, path: def.path });
    }
  });
});
