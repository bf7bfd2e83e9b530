import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@talent/api';
import { createTestApp, type TestApp } from './helpers';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-portal-'));
let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ seedDemo: false, portalDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built portal', () => {
  it('serves files, falls back to index.html for app routes, and keeps /api answers JSON', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    for (const url of [
      '/',
      '/dashboard',
      '/reset-password/3/abc',
      '/payment/success/subscription?session_id=x',
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
    expect((await t.app.inject({ method: 'GET', url: '/../../etc/passwd' })).body).not.toContain('root:');
  });
});

describe('generated API reference', () => {
  it('docs/openapi.json and docs/api.md list every endpoint of the contract (npm run docs:api)', () => {
    const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs');
    const openapi = JSON.parse(fs.readFileSync(path.join(docs, 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const apiMd = fs.readFileSync(path.join(docs, 'api.md'), 'utf8');
    for (const [name, def] of Object.entries(endpoints)) {
      const p = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(openapi.paths[p]?.[def.method.toLowerCase()]?.operationId, `${name} in openapi.json`).toBe(name);
      expect(apiMd, `${name} in api.md`).toContain(`\`${def.method} ${def.path}\``);
    }
  });
});
