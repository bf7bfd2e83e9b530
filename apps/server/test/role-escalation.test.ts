/** Issue 43: nobody gives a role holding a permission they do not hold themselves, on create and update,
 * themselves included, whichever way the role reaches a user. On SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, RoleEntry } from '@talent/api';
import { hashPassword } from '../src/lib/crypto';
import { DEMO_EMAILS, DEMO_PASSWORD, bearer, createTestApp, login, type TestApp } from './helpers';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
/** A user administrator: a custom role that holds only manage ACL. */
let ua: Record<string, string>;
let uaId: number;
let uaRole: RoleEntry;
let roles: RoleEntry[];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const roleId = (key: string) => roles.find((r) => r.key === key)!.id;
const userRow = (id: number) =>
  t.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const usersNamed = (email: string) =>
  t.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  const s = await login(t, DEMO_EMAILS.admin);
  admin = bearer(s.accessToken);
  adminId = s.userData.id;
  const made = await call('POST', '/api/manage-user-role/', admin, {
    name: 'User admins',
    permissions: [{ action: 'manage', subject: 'ACL' }],
  });
  expect(made.statusCode, made.body).toBe(201);
  uaRole = made.json();
  roles = (await call('GET', '/api/manage-user-role/', admin)).json().results;
  const created = await call('POST', '/api/create-user/', admin, {
    full_name: 'User Admin',
    email: 'ua@escalation.test',
    role_id: uaRole.id,
    status: 'active',
  });
  expect(created.statusCode, created.body).toBe(201);
  uaId = (created.json() as AdminUser).id;
  await t.ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD), is_pending: 0, is_email_verified: 1 })
    .where('id', '=', uaId)
    .execute();
  ua = bearer((await login(t, 'ua@escalation.test')).accessToken);
});
afterAll(() => t.close());

const input = (email: string, role_id: number) => ({
  full_name: 'Someone',
  email,
  role_id,
  status: 'active',
});

describe('a user administrator without the other permissions', () => {
  it('cannot create a user with the built-in Admin role, and nothing is created', async () => {
    const res = await call(
      'POST',
      '/api/create-user/',
      ua,
      input('made-admin@escalation.test', roleId('admin')),
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toMatch(
      /You cannot give a role that holds permissions you do not have: .*read RA/,
    );
    expect(await usersNamed('made-admin@escalation.test')).toEqual([]);
  });

  it('cannot create a user with a built-in or custom role that holds a code it lacks', async () => {
    const custom = await call('POST', '/api/manage-user-role/', admin, {
      name: 'Wallet readers',
      permissions: [{ action: 'read', subject: 'RA' }],
    });
    expect(custom.statusCode).toBe(201);
    for (const id of [roleId('recruiter'), (custom.json() as RoleEntry).id]) {
      const res = await call('POST', '/api/create-user/', ua, input(`r${id}@escalation.test`, id));
      expect(res.statusCode, res.body).toBe(403);
      expect(await usersNamed(`r${id}@escalation.test`)).toEqual([]);
    }
  });

  it('may give a role whose permissions it holds (its own)', async () => {
    const res = await call('POST', '/api/create-user/', ua, input('peer@escalation.test', uaRole.id));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as AdminUser).role_id).toBe(uaRole.id);
  });

  it('cannot change its own role to Admin', async () => {
    const res = await call(
      'PUT',
      `/api/update-user/${uaId}/`,
      ua,
      input('ua@escalation.test', roleId('admin')),
    );
    expect(res.statusCode, res.body).toBe(403);
    const row = await userRow(uaId);
    expect({ role: row.role, role_id: row.role_id }).toEqual({ role: 'client', role_id: uaRole.id });
  });

  it('cannot change or deactivate a user who holds more than it does (the admin)', async () => {
    const before = await userRow(adminId);
    const res = await call('PUT', `/api/update-user/${adminId}/`, ua, {
      ...input('taken-over@escalation.test', roleId('admin')),
      full_name: before.full_name,
    });
    expect(res.statusCode, res.body).toBe(403);
    const off = await call('POST', '/api/users/status/', ua, { ids: [adminId], active: false });
    expect(off.statusCode, off.body).toBe(403);
    const after = await userRow(adminId);
    expect({ email: after.email, deactivated_at: after.deactivated_at }).toEqual({
      email: before.email,
      deactivated_at: null,
    });
  });

  it('cannot write a role with permissions it lacks through the roles module', async () => {
    const res = await call('PUT', `/api/manage-user-role/${uaRole.id}`, ua, {
      name: 'User admins',
      permissions: [
        { action: 'manage', subject: 'ACL' },
        { action: 'read', subject: 'RA' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(
      (await call('GET', '/api/manage-user-role/', admin))
        .json()
        .results.find((r: RoleEntry) => r.id === uaRole.id).permissions,
    ).toEqual([{ action: 'manage', subject: 'ACL' }]);
  });

  it('the admin still gives any role', async () => {
    const res = await call(
      'POST',
      '/api/create-user/',
      admin,
      input('second-admin@escalation.test', roleId('admin')),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
