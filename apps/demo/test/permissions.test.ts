/** Spec 001: the permissions list and its add, update and delete calls. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '../src/mocks';
import { call } from './setup';

interface List {
  params: { q: string; perPage: number; page: number; assignedTo?: string };
  allData: Permission[];
  total: number;
  permissions: Permission[];
}

afterEach(() => vi.useRealTimers());

describe('GET /apps/permissions/data', () => {
  it('pages by 10 from page 1 and echoes its params', async () => {
    const { status, body } = await call<List>('GET', '/apps/permissions/data');
    expect(status).toBe(200);
    expect(body.params).toEqual({ q: '', perPage: 10, page: 1 });
    expect(body.total).toBe(9);
    expect(body.allData).toHaveLength(9);
    expect(body.permissions.map((p) => p.name)).toEqual(body.allData.map((p) => p.name));
    const page2 = await call<List>('GET', '/apps/permissions/data?perPage=4&page=3');
    expect(page2.body.permissions.map((p) => p.id)).toEqual([9]);
    expect(page2.body.total).toBe(9);
  });

  it('q matches the name or the created date, in any case; assignedTo filters by role', async () => {
    const byName = await call<List>('GET', '/apps/permissions/data?q=MANAGE');
    expect(byName.body.permissions.map((p) => p.name)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Manage Email Sequences',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
    const byDate = await call<List>('GET', '/apps/permissions/data?q=14%20oct');
    expect(byDate.body.permissions.map((p) => p.name)).toEqual(['Add & Remove Users', 'Project Planning']);
    const restricted = await call<List>('GET', '/apps/permissions/data?assignedTo=restricted-user');
    expect(restricted.body.permissions.map((p) => p.name)).toEqual(['Only View']);
    expect(restricted.body.total).toBe(1);
  });

  it('a bad page or role: 400', async () => {
    expect((await call('GET', '/apps/permissions/data?page=0')).status).toBe(400);
    expect((await call('GET', '/apps/permissions/data?assignedTo=owner')).status).toBe(400);
  });
});

describe('add, update and delete', () => {
  it('add: 201 with a new id and the created date, assigned to administrator only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T15:05:00Z'));
    const res = await call<Permission>('POST', '/apps/permissions/add-permission', {
      permission: { name: 'Export Reports', assignedTo: ['user'] },
    });
    expect(res).toEqual({
      status: 201,
      body: {
        id: 10,
        name: 'Export Reports',
        assignedTo: ['administrator'],
        createdDate: '27 Nov 2026, 3:05 PM',
      },
    });
    const list = await call<List>('GET', '/apps/permissions/data?q=export');
    expect(list.body.permissions).toEqual([res.body]);
  });

  it('update renames (201); delete removes (200); unknown ids 404 and bad bodies 400 change nothing', async () => {
    expect(await call('POST', '/apps/permissions/update-permission', { id: 7, name: 'View Only' })).toEqual({
      status: 201,
      body: expect.objectContaining({ id: 7, name: 'View Only' }),
    });
    expect((await call('POST', '/apps/permissions/update-permission', { id: 99, name: 'X' })).status).toBe(
      404,
    );
    expect((await call('POST', '/apps/permissions/update-permission', { id: 7, name: ' ' })).status).toBe(
      400,
    );
    expect((await call('POST', '/apps/permissions/add-permission', { permission: {} })).status).toBe(400);
    expect(await call('DELETE', '/apps/permissions/delete?id=7')).toEqual({ status: 200, body: { id: 7 } });
    expect((await call('DELETE', '/apps/permissions/delete?id=7')).status).toBe(404);
    expect((await call('DELETE', '/apps/permissions/delete?id=x')).status).toBe(400);
    const list = await call<List>('GET', '/apps/permissions/data');
    expect(list.body.total).toBe(8);
    expect(list.body.allData.map((p) => p.name)).not.toContain('View Only');
  });
});
