/** Spec 001: the users list calls (list, one user, add, delete) over the listed-user sample. */
import { describe, expect, it } from 'vitest';
import { LISTED_USER_COUNT, listedUserFixtures, type ListedUser } from '../src/mocks';
import { call } from './setup';

interface List {
  allData: ListedUser[];
  users: ListedUser[];
  params: Record<string, unknown>;
  total: number;
}

describe('the listed-user sample', () => {
  it('is the same on every load, with every role, plan and status', () => {
    const users = listedUserFixtures();
    expect(users).toEqual(listedUserFixtures());
    expect(users).toHaveLength(LISTED_USER_COUNT);
    expect(new Set(users.map((u) => u.role)).size).toBe(5);
    expect(new Set(users.map((u) => u.currentPlan)).size).toBe(4);
    expect(new Set(users.map((u) => u.status)).size).toBe(3);
    expect(new Set(users.map((u) => u.email)).size).toBe(LISTED_USER_COUNT);
  });
});

describe('GET /api/users/list/data', () => {
  it('pages by 10, newest first by default, with the total of the matches', async () => {
    const { status, body } = await call<List>('GET', '/api/users/list/data');
    expect(status).toBe(200);
    expect(body.users.map((u) => u.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
    expect(body.total).toBe(50);
    expect(body.allData).toHaveLength(50);
    const last = await call<List>('GET', '/api/users/list/data?page=5&perPage=12');
    expect(last.body.users.map((u) => u.id)).toEqual([2, 1]);
  });

  it('filters by role, plan and status together, and q over name and e-mail in any case', async () => {
    const all = listedUserFixtures();
    const { body } = await call<List>(
      'GET',
      '/api/users/list/data?role=editor&currentPlan=team&status=active&perPage=100',
    );
    const expected = all.filter(
      (u) => u.role === 'editor' && u.currentPlan === 'team' && u.status === 'active',
    );
    expect(body.users.map((u) => u.id).sort((a, b) => a - b)).toEqual(expected.map((u) => u.id));
    expect(body.total).toBe(expected.length);
    const who = all[7]!;
    const byName = await call<List>(
      'GET',
      `/api/users/list/data?q=${encodeURIComponent(who.username.toUpperCase())}`,
    );
    expect(byName.body.users.map((u) => u.id)).toEqual([who.id]);
  });

  it('sorts on a column in either direction', async () => {
    const asc = await call<List>('GET', '/api/users/list/data?sortColumn=fullName&sort=asc&perPage=100');
    const names = asc.body.users.map((u) => u.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const desc = await call<List>('GET', '/api/users/list/data?sortColumn=fullName&sort=desc&perPage=100');
    expect(desc.body.users[0]!.fullName).toBe(names[names.length - 1]);
  });

  it('a bad filter or page: 400', async () => {
    for (const query of ['role=owner', 'status=gone', 'page=0', 'sortColumn=password']) {
      expect((await call('GET', `/api/users/list/data?${query}`)).status).toBe(400);
    }
  });
});

describe('one user, add and delete', () => {
  it('GET /api/users/user by id, 404 when unknown', async () => {
    expect((await call<ListedUser>('GET', '/api/users/user?id=3')).body.id).toBe(3);
    expect((await call('GET', '/api/users/user?id=999')).status).toBe(404);
    expect((await call('GET', '/api/users/user')).status).toBe(400);
  });

  it('add-user: 201, active, listed first; a used e-mail or a missing field: 400 and nothing added', async () => {
    const user = {
      fullName: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      role: 'author',
      currentPlan: 'company',
    };
    const res = await call<ListedUser>('POST', '/apps/users/add-user', user);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...user, id: 51, status: 'active', billing: 'Auto Debit' });
    const list = await call<List>('GET', '/api/users/list/data');
    expect(list.body.users[0]!.id).toBe(51);
    expect((await call('POST', '/apps/users/add-user', { ...user, username: 'ada2' })).status).toBe(400);
    expect(
      (await call('POST', '/apps/users/add-user', { ...user, email: 'x@example.com', role: 'owner' })).status,
    ).toBe(400);
    expect((await call<List>('GET', '/api/users/list/data')).body.total).toBe(51);
  });

  it('delete: 200, then 404; the list has one fewer', async () => {
    expect(await call('DELETE', '/apps/users/delete?id=5')).toEqual({ status: 200, body: { id: 5 } });
    expect((await call('DELETE', '/apps/users/delete?id=5')).status).toBe(404);
    expect((await call<List>('GET', '/api/users/list/data')).body.total).toBe(49);
  });
});
