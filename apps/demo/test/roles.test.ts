/** The roles screen's own calls (the spec has none for roles): list, add and update in the demo store. */
import { describe, expect, it } from 'vitest';
import { LISTED_USER_COUNT, roleResources, type Role } from '../src/mocks';
import { call } from './setup';

type ShownRole = Role & { totalUsers: number; users: Array<{ id: number; fullName: string }> };
interface Answer {
  roles: ShownRole[];
  resources: typeof roleResources;
  actions: string[];
}

describe('GET /apps/roles/data', () => {
  it('lists the five sample roles with their users, counted over the whole list', async () => {
    const { status, body } = await call<Answer>('GET', '/apps/roles/data');
    expect(status).toBe(200);
    expect(body.roles.map((r) => r.name)).toEqual([
      'Administrator',
      'Manager',
      'User',
      'Support',
      'Restricted User',
    ]);
    expect(body.roles.reduce((sum, r) => sum + r.totalUsers, 0)).toBe(LISTED_USER_COUNT);
    for (const role of body.roles) expect(role.users.length).toBe(Math.min(4, role.totalUsers));
    expect(body.resources).toHaveLength(9);
    expect(body.actions).toEqual(['read', 'write', 'create']);
  });

  it('derives grants from the sample permissions; a restricted user only reads', async () => {
    const { body } = await call<Answer>('GET', '/apps/roles/data');
    const admin = body.roles.find((r) => r.key === 'administrator')!;
    expect(admin.grants).toHaveLength(27);
    const restricted = body.roles.find((r) => r.key === 'restricted-user')!;
    expect(restricted.grants).toEqual([{ action: 'read', subject: 'only-view' }]);
  });
});

describe('POST /apps/roles/add-role and update-role', () => {
  it('adds a role with no users, keeps it until reset, and refuses a used name', async () => {
    const added = await call<ShownRole>('POST', '/apps/roles/add-role', {
      role: {
        name: ' Auditor ',
        grants: [
          { action: 'read', subject: 'management' },
          { action: 'read', subject: 'management' },
        ],
      },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: 6, key: 'auditor', name: 'Auditor', totalUsers: 0, users: [] });
    expect(added.body.grants).toEqual([{ action: 'read', subject: 'management' }]);
    const list = await call<Answer>('GET', '/apps/roles/data');
    expect(list.body.roles.map((r) => r.name)).toContain('Auditor');
    const again = await call<{ message: string }>('POST', '/apps/roles/add-role', {
      role: { name: 'manager', grants: [] },
    });
    expect(again).toEqual({ status: 400, body: { message: 'A role with this name already exists.' } });
    const empty = await call<{ message: string }>('POST', '/apps/roles/add-role', {
      role: { name: ' ', grants: [] },
    });
    expect(empty).toEqual({ status: 400, body: { message: 'Enter a role name.' } });
  });

  it('renames a role and replaces its grants; unknown ids and unknown cells are refused', async () => {
    const updated = await call<ShownRole>('POST', '/apps/roles/update-role', {
      id: 2,
      name: 'Team Lead',
      grants: [{ action: 'create', subject: 'project-planning' }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: 2, name: 'Team Lead' });
    expect(updated.body.grants).toEqual([{ action: 'create', subject: 'project-planning' }]);
    expect(updated.body.totalUsers).toBeGreaterThan(0);
    const missing = await call('POST', '/apps/roles/update-role', { id: 99, name: 'X', grants: [] });
    expect(missing.status).toBe(404);
    const badCell = await call('POST', '/apps/roles/update-role', {
      id: 2,
      name: 'Team Lead',
      grants: [{ action: 'delete', subject: 'management' }],
    });
    expect(badCell.status).toBe(400);
    const clash = await call('POST', '/apps/roles/update-role', { id: 2, name: 'support', grants: [] });
    expect(clash.status).toBe(400);
  });
});
