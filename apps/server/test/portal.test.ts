import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
  fs.mkdirSync(path.join(dist, 'prerendered', 'misc'), { recursive: true });
  const login =
    '<!doctype html><title>Login</title><div id="root" data-prerendered="/login"><h1>Welcome back</h1></div>';
  fs.writeFileSync(path.join(dist, 'prerendered', 'login.html'), login);
  fs.writeFileSync(path.join(dist, 'prerendered', 'login.html.br'), zlib.brotliCompressSync(login));
  fs.writeFileSync(path.join(dist, 'prerendered', 'misc', 'error.html'), '<h1>Page Not Found</h1>');
  const hashed = 'console.log("hashed");'.repeat(100);
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd12_-.js'), hashed);
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd12_-.js.br'), zlib.brotliCompressSync(hashed));
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd12_-.js.gz'), zlib.gzipSync(hashed));
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

describe('prerendered pages', () => {
  it('sends a page rendered at build time for its path, with or without query or trailing slash', async () => {
    for (const url of ['/login', '/login/', '/login?next=/dashboard']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.body, url).toContain('<h1>Welcome back</h1>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/misc/error' })).body).toBe('<h1>Page Not Found</h1>');
  });

  it('sends it brotli-compressed when the browser accepts it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('data-prerendered="/login"');
  });

  it('serves files built after start, also when PORTAL_DIST is relative', async () => {
    const relative = await createTestApp({ seedDemo: false, portalDist: path.relative(process.cwd(), dist) });
    try {
      fs.writeFileSync(path.join(dist, 'assets', 'late-Zz12Yy34.js'), 'console.log("late")');
      const late = await relative.app.inject({ method: 'GET', url: '/assets/late-Zz12Yy34.js' });
      expect(late.statusCode).toBe(200);
      expect(late.body).toBe('console.log("late")');
    } finally {
      await relative.close();
    }
  });

  it('sends index.html for every other route', async () => {
    for (const url of ['/dashboard', '/', '/misc', '/loginx', '/prerendered/login']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('compressed, cached assets', () => {
  const url = '/assets/index-AbCd12_-.js';
  const original = 'console.log("hashed");'.repeat(100);

  it('sends the brotli or gzip file the browser accepts, and the plain file otherwise', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(original);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('lets browsers keep hashed build files for a year and revalidate everything else', async () => {
    const hashed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unhashed = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(unhashed.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).toBe('no-cache');
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
