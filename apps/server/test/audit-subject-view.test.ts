/** Issue 43: the audit entries a user reads about themselves (their account page, `get-user`) showed the
 * admin's IP address. The user reads the action and the actor's role; an admin still reads everything.
 * On SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryRow } from '@talent/api';
import { DEMO_EMAILS, bearer, createTestApp, login, registerUser, type TestApp } from './helpers';

const ADMIN_IP = '203.0.113.77';
let t: TestApp;
let userId: number;
let user: Record<string, string>;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  const r = await registerUser(t, 'acted-on@audit.test', 'recruiter');
  userId = r.userData.id;
  user = bearer(r.accessToken);
  const a = await login(t, DEMO_EMAILS.admin);
  admin = bearer(a.accessToken);
  adminId = a.userData.id;
  const roles = (await t.app.inject({ method: 'GET', url: '/api/manage-user-role/', headers: admin })).json();
  const enterprise = roles.results.find((x: { key: string }) => x.key === 'enterprise').id;
  // The admin changes the user's role from an address of their own.
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/update-user/${userId}/`,
    headers: admin,
    remoteAddress: ADMIN_IP,
    payload: { full_name: 'Acted On', email: 'acted-on@audit.test', role_id: enterprise, status: 'active' },
  });
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(() => t.close());

const trail = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/get-user/${userId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, audit: res.json().audit as AuditEntryRow[] };
};

describe('the audit trail a user reads about themselves', () => {
  it("shows the action and the admin's role, not the admin's address, name or id", async () => {
    const { body, audit } = await trail(user);
    const change = audit.find((e) => e.action === 'user.role_change')!;
    expect(change).toMatchObject({ actor_id: null, actor_name: 'Admin', ip: null, target_user_id: userId });
    expect(body).not.toContain(ADMIN_IP);
  });

  it('an admin still reads who did it and from where', async () => {
    const { audit } = await trail(admin);
    const change = audit.find((e) => e.action === 'user.role_change')!;
    expect(change).toMatchObject({ actor_id: adminId, ip: ADMIN_IP });
  });
});
