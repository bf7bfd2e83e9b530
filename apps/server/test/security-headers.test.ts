import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, bearer, type TestApp } from './helpers';

const SKIN = "document.documentElement.setAttribute('data-skin', 'dark');";
const PRERENDERED = 'window.__x = 1;';
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-csp-'));
let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><head><script>${SKIN}</script><script type="module" src="/assets/app.js"></script></head><div id="root"></div>`,
  );
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'login.html'),
    `<!doctype html><script>${SKIN}</script><script>${PRERENDERED}</script><div id="root"></div>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Talent Marketplace"}');
  t = await createTestApp({ seedDemo: true, portalDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers (issue 24)', () => {
  it('every answer (pages, assets, API) carries the helmet headers and the CSP', async () => {
    const { accessToken } = await login(t, 'recruiter@example.com');
    for (const [url, headers] of [
      ['/', {}],
      ['/login', {}],
      ['/assets/app.js', {}],
      ['/api/subscription', {}],
      ['/api/user_detail', bearer(accessToken)],
      ['/api/nope', {}],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['content-security-policy'], url).toBeDefined();
    }
  });

  it("the CSP allows this origin, the build's inline scripts by hash and Stripe.js, and nothing else", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scripts = csp.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).toContain(sha(SKIN));
    expect(scripts).toContain(sha(PRERENDERED));
    expect(scripts).toContain('https://js.stripe.com');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toHaveLength(2);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it('serves the web app manifest as application/manifest+json, revalidated (issue 18)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Talent Marketplace' });
  });
});
