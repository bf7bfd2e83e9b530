/** `/` for visitors (issue 20): the server renders the landing page with the renderer the portal's build leaves
 * in dist/server (here a stand-in with the same export), from the current landing content and plans; a save
 * shows at once; the page's inline script is allowed by the CSP; without a renderer `/` is the app's index. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, bearer, createTestApp, login, type TestApp } from './helpers';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-landing-'));
const INLINE = "document.documentElement.setAttribute('data-x','')";
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>');
  fs.writeFileSync(
    path.join(dist, 'server', 'landing.html'),
    `<!doctype html><title>Landing</title><script>${INLINE}</script><div id="root" data-landing><!--landing-page--></div>`,
  );
  // The renderer's contract (apps/portal/src/landing/server.tsx): renderLandingDocument(data) -> the document.
  fs.writeFileSync(
    path.join(dist, 'server', 'landing.mjs'),
    `import { readFileSync } from 'node:fs';
export function renderLandingDocument(data) {
  const body = '<h1>' + data.hero.title + '</h1><ul>' +
    data.plans.map((p) => '<li>' + p.name + '</li>').join('') + '</ul><p>' + data.cta.items[0].link + '</p>';
  return readFileSync(new URL('./landing.html', import.meta.url), 'utf8').replace('<!--landing-page-->', body);
}`,
  );
  t = await createTestApp({ seedDemo: true, portalDist: dist });
  bare = await createTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t.close();
  await bare.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the server-rendered landing page', () => {
  it('renders / from the landing content and the real plans, as HTML that is never cached stale', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>Hire from profiles that recruiters already trust</h1>');
    expect(res.body).toContain('<li>Starter Sparks / TAT Kickstart</li><li>Growth Gear / TAT Momentum</li>');
    expect(res.body).toContain('<p>/register</p>');
    expect(res.body).toContain('data-landing');
    // Its inline script runs under the CSP: its hash is in script-src.
    const hash = crypto.createHash('sha256').update(INLINE, 'utf8').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('an editor saves the hero and the next visit shows it', async () => {
    const editor = await login(t, DEMO_EMAILS.editor);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/landing_content/sliding_window',
      headers: bearer(editor.accessToken),
      payload: { title: 'Hiring, fast', items: [{ title: 'One' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<h1>Hiring, fast</h1>');
  });

  it('other paths still get the app, and without a renderer / is the app too', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/pages/pricing' });
    expect(other.body).toContain('<title>App</title>');
    const none = await bare.app.inject({ method: 'GET', url: '/' });
    expect(none.body).not.toContain('data-landing');
  });
});
