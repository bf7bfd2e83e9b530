import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** The built template gallery (apps/demo, issue 21) is served under /demo/ beside the portal. */
const portal = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-portal-'));
const demo = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-demo-'));
let t: TestApp;
let demoOnly: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(portal, 'index.html'), '<!doctype html><title>Portal</title>');
  fs.mkdirSync(path.join(demo, 'assets'));
  fs.writeFileSync(path.join(demo, 'index.html'), '<!doctype html><title>Gallery</title>');
  fs.writeFileSync(path.join(demo, 'mockServiceWorker.js'), '/* msw */');
  fs.writeFileSync(path.join(demo, 'assets', 'main-AbCd12_-.js'), 'console.log("gallery")');
  t = await createTestApp({ seedDemo: false, portalDist: portal, demoDist: demo });
  demoOnly = await createTestApp({ seedDemo: false, portalDist: undefined, demoDist: demo });
});
afterAll(async () => {
  await t.close();
  await demoOnly.close();
  fs.rmSync(portal, { recursive: true, force: true });
  fs.rmSync(demo, { recursive: true, force: true });
});

describe('serving the template gallery under /demo/', () => {
  it('answers every gallery route with the gallery page, and the portal elsewhere', async () => {
    for (const url of [
      '/demo/',
      '/demo/apps/email',
      '/demo/apps/email/label/company?id=3',
      '/demo/misc/error',
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>Gallery</title>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject({ method: 'GET', url: '/apps/email' })).body).toContain(
      '<title>Portal</title>',
    );
    const bare = await t.app.inject({ method: 'GET', url: '/demo' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/demo/');
  });

  it('serves its files (the msw worker revalidated, hashed assets cached) and 404s missing ones', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/demo/mockServiceWorker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe('/* msw */');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/demo/assets/main-AbCd12_-.js' });
    expect(asset.body).toBe('console.log("gallery")');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/demo/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
    const escape = await t.app.inject({ method: 'GET', url: '/demo/..%2f..%2fetc%2fpasswd.js' });
    expect(escape.statusCode).toBe(404);
  });

  it('works without a portal build too', async () => {
    const page = await demoOnly.app.inject({ method: 'GET', url: '/demo/apps/todo' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Gallery</title>');
    const file = await demoOnly.app.inject({ method: 'GET', url: '/demo/mockServiceWorker.js' });
    expect(file.body).toBe('/* msw */');
  });
});
