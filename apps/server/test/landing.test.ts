/** Landing content (issue 20): the five sections are public and seeded; admins and editors replace one;
 * other roles, unsafe links and oversized sections are refused and change nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_SECTIONS } from '@talent/api';
import { DEMO_EMAILS, bearer, createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => {
  await t.close();
});

const section = {
  title: 'Hire faster',
  subtitle: 'A better hero',
  items: [{ title: 'Slide one', text: 'Hello', link_label: 'Join', link: '/register' }],
};

describe('landing content', () => {
  it.each(LANDING_SECTIONS)('%s is public and carries its seeded content', async (name) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${name}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.section).toBe(name);
    expect(body.title.length).toBeGreaterThan(0);
    expect(body.items.length).toBeGreaterThan(0);
  });

  it('the call to action leads to /register and /pages/pricing', async () => {
    const links = (await t.app.inject({ method: 'GET', url: '/api/waiting_for' }))
      .json()
      .items.map((i: { link: string }) => i.link);
    expect(links).toEqual(['/register', '/pages/pricing']);
  });

  it('an editor replaces a section, the public read shows it, and the change is audited', async () => {
    const editor = await login(t, DEMO_EMAILS.editor);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/landing_content/sliding_window',
      headers: bearer(editor.accessToken),
      payload: section,
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await t.app.inject({ method: 'GET', url: '/api/sliding_window' })).json();
    expect(read).toMatchObject({
      title: 'Hire faster',
      items: [{ title: 'Slide one', text: 'Hello', icon: null, link_label: 'Join', link: '/register' }],
    });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject', '=', 'landing:sliding_window')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['landing.update', editor.userData.id]]);
  });

  it('refuses other roles, off-site or script links, unknown sections and too many items, changing nothing', async () => {
    const admin = await login(t, DEMO_EMAILS.admin);
    const recruiter = await login(t, DEMO_EMAILS.recruiter);
    const before = (await t.app.inject({ method: 'GET', url: '/api/feature' })).json();
    const put = (token: string, url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });

    const refused = await put(recruiter.accessToken, '/api/landing_content/feature', section);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only admins and editors can change the landing page.');
    for (const link of [
      'javascript:alert(1)',
      'https://evil.example',
      '//evil.example',
      ' /x"onmouseover=1',
    ]) {
      const res = await put(admin.accessToken, '/api/landing_content/feature', {
        ...section,
        items: [{ title: 'x', link }],
      });
      expect(res.statusCode, link).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain('A link is a path on this site');
    }
    const many = await put(admin.accessToken, '/api/landing_content/feature', {
      ...section,
      items: Array.from({ length: 13 }, (_, i) => ({ title: `Item ${i}` })),
    });
    expect(many.statusCode).toBe(400);
    expect((await put(admin.accessToken, '/api/landing_content/nope', section)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/feature' })).json()).toEqual(before);
  });
});
