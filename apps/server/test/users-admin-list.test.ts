/** Issue 19 bullets the first user-administration tests left out: the plan and sign-up date filters, bulk
 * deactivation and reactivation of several users at once, the inactive filter, and every card of the user
 * view (account, wallet with ledger entries, counts, team, audit trail). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, UserDetail } from '@talent/api';
import { DEMO_EMAILS, bearer, createTestApp, fund, login, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = bearer((await login(t, DEMO_EMAILS.admin)).accessToken);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const emails = async (query: string) =>
  ((await call('GET', `/api/users/?limit=100&${query}`)).json().results as AdminUser[]).map((u) => u.email);

async function newUser(email: string): Promise<AdminUser> {
  const roles = (await call('GET', '/api/manage-user-role/')).json().results as { id: number; key: string }[];
  const res = await call('POST', '/api/create-user/', {
    full_name: email.split('@')[0],
    email,
    role_id: roles.find((r) => r.key === 'recruiter')!.id,
    status: 'active',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminUser;
}

describe('users list (admin)', () => {
  it('filters by plan and by sign-up dates', async () => {
    const planned = await newUser('planned@list.test');
    const old = await newUser('old.timer@list.test');
    const top = await t.ctx.db
      .selectFrom('plans')
      .selectAll()
      .where('tier', '=', 4)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('users')
      .set({ current_plan_id: top.id, plan_expires_at: null })
      .where('id', '=', planned.id)
      .execute();
    await t.ctx.db
      .updateTable('users')
      .set({ created_at: '2020-05-05T10:00:00.000Z' })
      .where('id', '=', old.id)
      .execute();

    const onTop = (await call('GET', `/api/users/?limit=100&plan_id=${top.id}`)).json()
      .results as AdminUser[];
    expect(onTop.map((u) => u.email)).toContain('planned@list.test');
    expect(onTop.every((u) => u.plan_id === top.id)).toBe(true);
    expect(onTop.map((u) => u.email)).not.toContain('old.timer@list.test');

    expect(await emails('joined_from=2020-05-05&joined_to=2020-05-05')).toEqual(['old.timer@list.test']);
    expect(await emails('joined_to=2020-05-04')).toEqual([]);
    const recent = await emails(`joined_from=2020-05-06`);
    expect(recent).toContain('planned@list.test');
    expect(recent).not.toContain('old.timer@list.test');
  });

  it('deactivates and reactivates several users at once; the inactive filter lists them meanwhile', async () => {
    const a = await newUser('bulk.a@list.test');
    const b = await newUser('bulk.b@list.test');
    const off = await call('POST', '/api/users/status/', { ids: [a.id, b.id], active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ changed: 2, message: '2 users deactivated.' });
    const inactive = await emails('status=inactive');
    expect(inactive).toEqual(expect.arrayContaining(['bulk.a@list.test', 'bulk.b@list.test']));
    expect(await emails('status=active')).not.toContain('bulk.a@list.test');

    const on = await call('POST', '/api/users/status/', { ids: [a.id, b.id], active: true });
    expect(on.json()).toMatchObject({ changed: 2 });
    expect(await emails('status=inactive')).not.toContain('bulk.b@list.test');
    // Bad input changes nothing: an unknown id among good ones, or no ids at all.
    const bad = await call('POST', '/api/users/status/', { ids: [a.id, 999999], active: false });
    expect(bad.statusCode).toBe(404);
    expect((await call('POST', '/api/users/status/', { ids: [], active: false })).statusCode).toBe(400);
    const row = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.deactivated_at).toBeNull();
  });
});

describe('the user view', () => {
  it('shows the account, wallet with ledger entries, counts, jobs, projects, the team and the audit trail', async () => {
    const owner = await login(t, DEMO_EMAILS.freelancer);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/my-user',
      headers: bearer(owner.accessToken),
      payload: { full_name: 'Vera Viewed', email: 'vera.viewed@list.test', permissions: ['F'] },
    });
    expect(add.statusCode, add.body).toBe(201);
    await fund(t, owner.userData.id, 7);

    const res = await call('GET', `/api/get-user/${owner.userData.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as UserDetail;
    expect(view.user).toMatchObject({ email: DEMO_EMAILS.freelancer, role: 'freelancer', status: 'active' });
    expect(view.user.last_login_at).not.toBeNull();
    expect(typeof view.user.is_email_verified).toBe('boolean');
    expect(view.wallet.tat).toBeGreaterThanOrEqual(7);
    expect(view.wallet.movements.length).toBeGreaterThan(0);
    expect(view.counts).toEqual(
      expect.objectContaining({
        profiles: expect.any(Number),
        public_profiles: expect.any(Number),
        jobs: expect.any(Number),
        projects: expect.any(Number),
      }),
    );
    expect(Array.isArray(view.jobs)).toBe(true);
    expect(Array.isArray(view.projects)).toBe(true);
    expect(view.team.members.map((m) => m.email)).toContain('vera.viewed@list.test');
    expect(view.audit.map((e) => e.action)).toEqual(expect.arrayContaining(['auth.sign_in']));
  });
});
