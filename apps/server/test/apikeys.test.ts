import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
let jobseeker: Record<string, string>;
let recruiter: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  jobseeker = bearer((await login(t, 'jobseeker@example.com')).accessToken);
  recruiter = bearer((await login(t, 'recruiter@example.com')).accessToken);
});
afterAll(async () => {
  await t.close();
});

const list = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/api-key', headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ count: number; results: Array<Record<string, unknown>> }>();
};
const create = (headers: Record<string, string>, name: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/api-key', headers, payload: { name } });

describe('API keys', () => {
  it('creates a key answered once, lists only its prefix, authenticates with X-Api-Key, then revokes', async () => {
    const res = await create(jobseeker, '  CI pipeline  ');
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number; name: string; prefix: string; key: string; created_at: string }>();
    expect(created.name).toBe('CI pipeline');
    expect(created.key).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 8));

    const before = await list(jobseeker);
    expect(before.count).toBe(1);
    expect(before.results[0]).toEqual({
      id: created.id,
      name: 'CI pipeline',
      prefix: created.prefix,
      created_at: created.created_at,
      last_used_at: null,
      revoked_at: null,
      revoked_reason: null,
    });
    expect(JSON.stringify(before)).not.toContain(created.key);

    // Only the hash is stored.
    const stored = await t.ctx.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { 'x-api-key': created.key },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.body).toContain('jobseeker@example.com');
    const after = await list(jobseeker);
    expect(after.results[0]!.last_used_at).toEqual(expect.any(String));

    // Another user cannot revoke it.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-key/${created.id}`,
      headers: recruiter,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list(jobseeker)).count).toBe(1);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-key/${created.id}`,
      headers: jobseeker,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await list(jobseeker)).count).toBe(0);

    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { 'x-api-key': created.key },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.json<{ message: string }>().message).toBe('Invalid or revoked API key.');
  });

  it('answers 401 for an unknown key', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/api-key',
      headers: { 'x-api-key': 'tk_unknown' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe('Invalid or revoked API key.');
  });

  it('refuses a bad name with 400 and changes nothing', async () => {
    for (const name of ['', '   ', 'x'.repeat(61), 42]) {
      const res = await create(recruiter, name);
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.name).toBeDefined();
    }
    expect((await list(recruiter)).count).toBe(0);
    const ok = await create(recruiter, 'x'.repeat(60));
    expect(ok.statusCode).toBe(201);
  });

  it('answers 404 for a missing key and 409 beyond 10 keys, changing nothing', async () => {
    const admin = bearer((await login(t, 'admin@example.com')).accessToken);
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/api-key/999999', headers: admin });
    expect(missing.statusCode).toBe(404);
    for (let i = 1; i <= 10; i++) expect((await create(admin, `key ${i}`)).statusCode).toBe(201);
    const over = await create(admin, 'key 11');
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toContain('at most 10 API keys');
    expect((await list(admin)).count).toBe(10);
  });

  it('holds the 10-key limit when 40 creations arrive at once', async () => {
    const freelancer = bearer((await login(t, 'freelancer@example.com')).accessToken);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => create(freelancer, `burst ${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    expect((await list(freelancer)).count).toBe(10);
  });
});
