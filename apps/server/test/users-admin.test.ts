/** User administration, roles as data and the audit log (issue 19), on SQLite and PostgreSQL. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLES, abilityRulesFor, type AdminUser, type RoleEntry, type UserData } from '@talent/api';
import { storedRulesFor } from '../src/modules/roles/repo';
import { hashPassword } from '../src/lib/crypto';
import {
  DEMO_EMAILS,
  DEMO_PASSWORD,
  bearer,
  createTestApp,
  lastMessage,
  login,
  type TestApp,
} from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  const s = await login(t, DEMO_EMAILS.admin);
  admin = bearer(s.accessToken);
  adminId = s.userData.id;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

async function roles(): Promise<RoleEntry[]> {
  return (await call('GET', '/api/manage-user-role/', admin)).json().results;
}
const roleId = async (key: string) => (await roles()).find((r) => r.key === key)!.id;
const auditCount = async () => Number((await call('GET', '/api/audit-log/?limit=1', admin)).json().count);
const userRow = (id: number) =>
  t.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A user made by the admin, with a password set as the e-mailed link would. */
async function makeUser(email: string, roleKeyOrId: string | number, status = 'active') {
  const role_id = typeof roleKeyOrId === 'number' ? roleKeyOrId : await roleId(roleKeyOrId);
  const res = await call('POST', '/api/create-user/', admin, {
    full_name: email.split('@')[0],
    email,
    role_id,
    status,
  });
  expect(res.statusCode, res.body).toBe(201);
  const user = res.json() as AdminUser;
  await t.ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD), is_pending: 0, is_email_verified: 1 })
    .where('id', '=', user.id)
    .execute();
  return user;
}

describe('roles as data', () => {
  it('seeds the nine built-in roles exactly as the abilities table', async () => {
    const list = await roles();
    for (const role of ROLES) {
      const entry = list.find((r) => r.key === role)!;
      expect(entry.builtin).toBe(true);
      const sorted = (xs: { action: string; subject: string }[]) =>
        xs.map((p) => `${p.action}:${p.subject}`).sort();
      expect(sorted(entry.permissions), role).toEqual(sorted(abilityRulesFor(role)));
    }
  });

  it('refuses to change or delete a built-in role, and changes nothing', async () => {
    const id = await roleId('editor');
    const before = await roles();
    expect((await call('DELETE', `/api/manage-user-role/${id}`, admin)).statusCode).toBe(400);
    const put = await call('PUT', `/api/manage-user-role/${id}`, admin, { name: 'Editors', permissions: [] });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toMatch(/Built-in roles/);
    expect(await roles()).toEqual(before);
  });

  it('refuses to grant a permission the admin does not hold (J is no admin page)', async () => {
    const n = (await roles()).length;
    const res = await call('POST', '/api/manage-user-role/', admin, {
      name: 'Seeker helper',
      permissions: [{ action: 'read', subject: 'J' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('read J');
    expect((await roles()).length).toBe(n);
  });

  it('refuses a duplicate role name (409) and an unknown resource code (400)', async () => {
    await call('POST', '/api/manage-user-role/', admin, { name: 'Dup role', permissions: [] });
    const dup = await call('POST', '/api/manage-user-role/', admin, { name: 'dup ROLE', permissions: [] });
    expect(dup.statusCode).toBe(409);
    const bad = await call('POST', '/api/manage-user-role/', admin, {
      name: 'Bad',
      permissions: [{ action: 'read', subject: 'XYZ' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a custom role decides what its holder reaches, and an edit takes effect on the next call', async () => {
    const created = await call('POST', '/api/manage-user-role/', admin, {
      name: 'Reviewer',
      permissions: [{ action: 'read', subject: 'RAE' }],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json() as RoleEntry;
    const user = await makeUser('rev1@users.test', role.id);
    const s = await login(t, 'rev1@users.test');
    const data = s.userData as unknown as UserData;
    expect(data.custom_role).toBe(true);
    expect(data.role_name).toBe('Reviewer');
    expect(data.ability).toEqual([{ action: 'read', subject: 'RAE' }]);
    const me = bearer(s.accessToken);
    // RAE: the exclusion lists. RA: the wallet.
    expect((await call('GET', '/api/block_keyword', me)).statusCode).toBe(200);
    expect((await call('GET', '/api/my_wallet', me)).statusCode).toBe(403);
    const put = await call('PUT', `/api/manage-user-role/${role.id}`, admin, {
      name: 'Reviewer',
      permissions: [{ action: 'read', subject: 'RA' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call('GET', '/api/block_keyword', me)).statusCode).toBe(403);
    expect((await call('GET', '/api/my_wallet', me)).statusCode).toBe(200);
    expect((await storedRulesFor(t.ctx.db, await userRow(user.id))).map((r) => r.subject)).toEqual(['RA']);
  });

  it('refuses to delete a role users hold; deletes it once nobody does', async () => {
    const role = (
      await call('POST', '/api/manage-user-role/', admin, { name: 'Temp role', permissions: [] })
    ).json() as RoleEntry;
    const user = await makeUser('temp@users.test', role.id);
    const held = await call('DELETE', `/api/manage-user-role/${role.id}`, admin);
    expect(held.statusCode).toBe(400);
    expect(held.json().message).toMatch(/1 user holds this role/);
    expect((await roles()).some((r) => r.id === role.id)).toBe(true);
    const moved = await call('PUT', `/api/update-user/${user.id}/`, admin, {
      full_name: 'temp',
      email: 'temp@users.test',
      role_id: await roleId('client'),
      status: 'active',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('DELETE', `/api/manage-user-role/${role.id}`, admin)).statusCode).toBe(200);
    expect((await roles()).some((r) => r.id === role.id)).toBe(false);
  });
});

describe('users (admin)', () => {
  it('creates a user who gets a set-password link; the e-mail is unique', async () => {
    const before = await auditCount();
    const user = await makeUser('new.user@users.test', 'recruiter');
    expect(user).toMatchObject({ role: 'recruiter', role_name: 'Recruiter', custom_role: false });
    const mail = await lastMessage(t, 'new.user@users.test');
    expect(mail?.subject).toMatch(/set your password/i);
    expect(await auditCount()).toBe(before + 1);
    const dup = await call('POST', '/api/create-user/', admin, {
      full_name: 'Other',
      email: 'NEW.user@users.test',
      role_id: await roleId('client'),
      status: 'active',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.email).toBeDefined();
    const taken = await call('PUT', `/api/update-user/${user.id}/`, admin, {
      full_name: 'x',
      email: DEMO_EMAILS.recruiter,
      role_id: await roleId('recruiter'),
      status: 'active',
    });
    expect(taken.statusCode).toBe(409);
    expect((await userRow(user.id)).email).toBe('new.user@users.test');
  });

  it('lists with search, role and status filters, sort and paging', async () => {
    await makeUser('zed.search@users.test', 'editor');
    const found = await call('GET', '/api/users/?search=ZED.SEARCH', admin);
    expect(found.json().results.map((u: AdminUser) => u.email)).toEqual(['zed.search@users.test']);
    const editors = await call('GET', `/api/users/?role_id=${await roleId('editor')}&limit=100`, admin);
    const list = editors.json().results as AdminUser[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((u) => u.role === 'editor')).toBe(true);
    const byName = (await call('GET', '/api/users/?sort=full_name&dir=asc&limit=100', admin)).json()
      .results as AdminUser[];
    const names = byName.map((u) => u.full_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page = (await call('GET', '/api/users/?limit=2&offset=1', admin)).json();
    expect(page.results).toHaveLength(2);
    expect(page.count).toBeGreaterThan(2);
    const pending = (await call('GET', '/api/users/?status=pending&limit=100', admin)).json()
      .results as AdminUser[];
    expect(pending.every((u) => u.status === 'pending')).toBe(true);
    expect((await call('GET', '/api/users/?status=gone', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/users/?joined_from=2026-13-45', admin)).statusCode).toBe(400);
  });

  it('lets a user see their own view but no one else’s; an admin sees anyone’s', async () => {
    const s = await login(t, DEMO_EMAILS.recruiter);
    const me = bearer(s.accessToken);
    const own = await call('GET', `/api/get-user/${s.userData.id}`, me);
    expect(own.statusCode).toBe(200);
    expect(own.json().user.email).toBe(DEMO_EMAILS.recruiter);
    expect((await call('GET', `/api/get-user/${adminId}`, me)).statusCode).toBe(404);
    const seen = await call('GET', `/api/get-user/${s.userData.id}`, admin);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().audit.some((e: { action: string }) => e.action === 'auth.sign_in')).toBe(true);
  });

  it('non-admins cannot call the admin endpoints (a freelancer reads AF but does not manage ACL)', async () => {
    const fl = bearer((await login(t, DEMO_EMAILS.freelancer)).accessToken);
    expect((await call('GET', '/api/users/', fl)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit-log/', fl)).statusCode).toBe(403);
    expect((await call('GET', '/api/manage-user-role/', fl)).statusCode).toBe(403);
  });
});

describe('deactivation', () => {
  it('ends the session at once, refuses sign-in, unpublishes profiles and deletes nothing', async () => {
    // A seeded account with public profiles.
    const owner = await t.ctx.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.owner_id')
      .select(['users.id', 'users.email'])
      .where('profiles.is_public', '=', 1)
      .where('users.role', '!=', 'admin')
      .executeTakeFirstOrThrow();
    const email = owner.email;
    const session = await login(t, email);
    const me = bearer(session.accessToken);
    const publicBefore = await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('owner_id', '=', owner.id)
      .where('is_public', '=', 1)
      .execute();
    expect(publicBefore.length).toBeGreaterThan(0);
    const profilesBefore = await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('owner_id', '=', owner.id)
      .execute();
    expect((await call('GET', '/api/profile', me)).statusCode).toBe(200);
    const res = await call('POST', '/api/users/status/', admin, { ids: [owner.id], active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed).toBe(1);
    const after = await call('GET', '/api/profile', me);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/deactivated/);
    const refresh = await call('POST', '/api/refreshToken', {}, { refresh: session.refreshToken });
    expect(refresh.statusCode).toBe(401);
    const signIn = await call('POST', '/api/login', {}, { email, password: DEMO_PASSWORD });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toMatch(/deactivated/);
    const row = await userRow(owner.id);
    expect(row.deactivated_at).not.toBeNull();
    const profilesAfter = await t.ctx.db
      .selectFrom('profiles')
      .select(['id', 'is_public'])
      .where('owner_id', '=', owner.id)
      .execute();
    expect(profilesAfter.map((p) => p.id).sort()).toEqual(profilesBefore.map((p) => p.id).sort());
    expect(profilesAfter.every((p) => p.is_public === 0)).toBe(true);
    // Reactivated: signs in again.
    await call('POST', '/api/users/status/', admin, { ids: [owner.id], active: true });
    expect((await call('POST', '/api/login', {}, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    const actions = (await call('GET', `/api/audit-log/?target_user_id=${owner.id}&limit=50`, admin))
      .json()
      .results.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user.deactivate', 'user.reactivate', 'auth.sign_in_failed']),
    );
  });

  it('refuses to leave no active admin, and changes nothing', async () => {
    const others = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('id', '!=', adminId)
      .where('deactivated_at', 'is', null)
      .execute();
    // Only the demo admin is an admin in the seed; if there were others this test would not be about the last.
    expect(others).toEqual([]);
    const res = await call('POST', '/api/users/status/', admin, { ids: [adminId], active: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no active admin/);
    const demote = await call('PUT', `/api/update-user/${adminId}/`, admin, {
      full_name: 'Admin',
      email: DEMO_EMAILS.admin,
      role_id: await roleId('editor'),
      status: 'active',
    });
    expect(demote.statusCode).toBe(400);
    const row = await userRow(adminId);
    expect(row.deactivated_at).toBeNull();
    expect(row.role).toBe('admin');
    expect((await call('GET', '/api/users/?limit=1', admin)).statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('records sign-ins and failed sign-ins, filters by action family and dates, and cannot be written', async () => {
    await call('POST', '/api/login', {}, { email: DEMO_EMAILS.editor, password: 'wrong-password-1' });
    const failed = (await call('GET', '/api/audit-log/?action=auth.sign_in_failed&limit=5', admin)).json();
    expect(failed.results[0]).toMatchObject({ action: 'auth.sign_in_failed' });
    expect(failed.results[0].details.email).toBe(DEMO_EMAILS.editor);
    const family = (await call('GET', '/api/audit-log/?action=auth.&limit=100', admin)).json().results;
    expect(family.every((e: { action: string }) => e.action.startsWith('auth.'))).toBe(true);
    const none = (await call('GET', '/api/audit-log/?to=2000-01-01', admin)).json();
    expect(none.count).toBe(0);
    const byActor = (await call('GET', `/api/audit-log/?actor_id=${adminId}&limit=100`, admin)).json()
      .results;
    expect(byActor.every((e: { actor_id: number }) => e.actor_id === adminId)).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE'] as const)
      expect([404, 405]).toContain((await call(method, '/api/audit-log/', admin, {})).statusCode);
  });
});
