/** Issue 43: a card checkout returns to the origin it was started from when that origin is PUBLIC_URL or one
 * of PUBLIC_ORIGINS (the session lives in that origin's storage), else to PUBLIC_URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../src/config';
import { checkoutBase } from '../src/modules/payments/origin';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers';

const PUBLIC = 'https://talent.example';
const SECOND = 'http://127.0.0.1:8080';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seedDemo: true,
    paymentSandbox: true,
    publicUrl: PUBLIC,
    publicOrigins: [SECOND],
  });
});
afterAll(async () => {
  await t.close();
});

type Session = { accessToken: string };

async function checkout(s: Session, url: string, payload: object, origin?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(s.accessToken), ...(origin ? { origin } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL((res.json() as { url: string }).url);
}

const plan = {
  subscription: 2,
  success: '/payment/success/subscription',
  fail: '/payment/fail/subscription',
};

describe('the origin a checkout returns to', () => {
  it('returns to an allowed origin the plan checkout was started from', async () => {
    const s = await registerUser(t, 'second-host@origin.org', 'recruiter');
    const link = await checkout(s, '/api/payment', plan, SECOND);
    expect(link.origin).toBe(SECOND);
    expect(link.pathname).toMatch(/^\/api\/payment\/sandbox\/cs_sandbox_/);
  });

  it('returns to PUBLIC_URL from PUBLIC_URL itself, from a foreign origin and without an Origin', async () => {
    const s = await registerUser(t, 'public-host@origin.org', 'recruiter');
    expect((await checkout(s, '/api/payment', plan, PUBLIC)).origin).toBe(PUBLIC);
    expect((await checkout(s, '/api/payment', plan, 'https://evil.example')).origin).toBe(PUBLIC);
    expect((await checkout(s, '/api/payment', plan, 'null')).origin).toBe(PUBLIC);
    expect((await checkout(s, '/api/payment', plan)).origin).toBe(PUBLIC);
  });

  it('treats a TAT pack checkout the same way', async () => {
    const s = await registerUser(t, 'pack@origin.org', 'recruiter');
    const packs = await t.app.inject({
      method: 'GET',
      url: '/api/tat_plans',
      headers: bearer(s.accessToken),
    });
    const pack = { tat_plan: packs.json().results[0].id, success: '/payment/success/token', fail: '/a' };
    expect((await checkout(s, '/api/purchase_coins', pack, SECOND)).origin).toBe(SECOND);
    expect((await checkout(s, '/api/purchase_coins', pack, 'http://127.0.0.1:9999')).origin).toBe(PUBLIC);
  });
});

describe('checkoutBase', () => {
  const config = { publicUrl: PUBLIC, publicOrigins: [SECOND] };
  it('compares whole origins: scheme, host and port', () => {
    expect(checkoutBase(config, 'http://127.0.0.1:8080')).toBe(SECOND);
    expect(checkoutBase(config, 'https://127.0.0.1:8080')).toBe(PUBLIC);
    expect(checkoutBase(config, 'http://127.0.0.1')).toBe(PUBLIC);
    expect(checkoutBase(config, 'http://127.0.0.1.evil.example:8080')).toBe(PUBLIC);
    expect(checkoutBase(config, 'not a url')).toBe(PUBLIC);
    expect(checkoutBase(config, [SECOND])).toBe(SECOND);
  });
});

describe('PUBLIC_ORIGINS', () => {
  it('reads a comma-separated list of origins and refuses anything else', () => {
    const env = { PUBLIC_ORIGINS: 'http://127.0.0.1:3000, https://talent.example/' };
    expect(configFromEnv(env).publicOrigins).toEqual(['http://127.0.0.1:3000', 'https://talent.example']);
    expect(configFromEnv({}).publicOrigins).toEqual([]);
    expect(() => configFromEnv({ PUBLIC_ORIGINS: 'https://a.example/path' })).toThrow(ConfigError);
    expect(() => configFromEnv({ PUBLIC_ORIGINS: 'ftp://a.example' })).toThrow(
      /PUBLIC_ORIGINS must list origins/,
    );
  });
});
