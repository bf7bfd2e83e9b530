/** Issue 43: every redirect parameter resolves to the product's own origin, or is refused (400) and
 * changes nothing. `"/.//evil.example/x"` passed the old check and ended on another host. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginPath } from '@talent/api/rules';
import { DEMO_EMAILS, bearer, createTestApp, login, registerUser, type TestApp } from './helpers';

let t: TestApp;
let buyer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, paymentSandbox: true });
  buyer = bearer((await registerUser(t, 'redirect@pay.test', 'recruiter')).accessToken);
});
afterAll(() => t.close());

const FOREIGN = [
  '/.//evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  'https://evil.example/x',
  'javascript:alert(1)',
  '/./\\/evil.example',
];
const payments = () => t.ctx.db.selectFrom('payments').select('id').execute();

describe('redirect parameters', () => {
  it('the rule keeps paths on the origin and refuses every form that reaches another host', () => {
    const origin = 'http://localhost:3000';
    expect(sameOriginPath('/payment/fail/subscription?x=1', origin)).toBe('/payment/fail/subscription?x=1');
    expect(sameOriginPath('http://localhost:3000/ok', origin)).toBe('/ok');
    for (const value of FOREIGN) expect(sameOriginPath(value, origin), value).toBeNull();
  });

  it('refuses a foreign success or fail URL of a plan or TAT checkout, and opens nothing', async () => {
    const before = (await payments()).length;
    for (const value of FOREIGN) {
      for (const [url, item] of [
        ['/api/payment', { subscription: 2 }],
        ['/api/purchase_coins', { tat_plan: 1 }],
      ] as const) {
        for (const field of ['success', 'fail']) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: buyer,
            payload: { ...item, success: '/ok', fail: '/fail', [field]: value },
          });
          expect(res.statusCode, `${url} ${field} ${value}`).toBe(400);
          expect(Object.keys(res.json().errors)).toEqual([field]);
        }
      }
    }
    expect((await payments()).length).toBe(before);
  });

  it('a cancelled sandbox checkout lands on the fail path of this site', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: buyer,
      payload: { subscription: 2, success: '/ok', fail: '/payment/fail/subscription' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const link = new URL(opened.json().url);
    const cancel = await t.app.inject({
      method: 'POST',
      url: link.pathname + link.search,
      payload: 'action=cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(cancel.statusCode).toBe(303);
    const to = new URL(cancel.headers.location as string, t.ctx.config.publicUrl);
    expect(to.origin).toBe(new URL(t.ctx.config.publicUrl).origin);
    expect(to.pathname).toBe('/payment/fail/subscription');
  });

  it('refuses a landing link that resolves off the site', async () => {
    const admin = bearer((await login(t, DEMO_EMAILS.admin)).accessToken);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/landing_content/feature',
      headers: admin,
      payload: { title: 'Hire', subtitle: 'Now', items: [{ title: 'x', link: '/.//evil.example/x' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().errors)).toEqual([['A link is a path on this site, such as /register.']]);
  });
});
