// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { call } from '../../src/client/calls';
import { useEndpoint } from '../../src/client/hooks';
import { useRevalidateAfterWrites } from '../../src/client/invalidate';
import { useMockServer } from './mockServer';

const BASE = 'http://invalidate.test';
const server = useMockServer(BASE);
afterEach(cleanup);

const role = (id: number, name: string) => ({
  id,
  key: `role_${id}`,
  name,
  builtin: false,
  permissions: [],
  user_count: 0,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
});

/** A fake server holding roles, counting the reads of roles and of the blog list. */
function rolesServer() {
  const state = { roles: [role(1, 'Reviewer')], roleReads: 0, blogReads: 0 };
  server.use(
    mswHttp.get(`${BASE}/api/manage-user-role/`, () => {
      state.roleReads += 1;
      return HttpResponse.json({ results: state.roles });
    }),
    mswHttp.post(`${BASE}/api/manage-user-role/`, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      if (body.name === 'taken') return HttpResponse.json({ message: 'Taken' }, { status: 409 });
      const created = role(state.roles.length + 1, body.name);
      state.roles = [...state.roles, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    mswHttp.get(`${BASE}/api/blog/posts`, () => {
      state.blogReads += 1;
      return HttpResponse.json({ count: 0, results: [] });
    }),
  );
  return state;
}

function Roles() {
  const { data } = useEndpoint('listRoles');
  return createElement(
    'p',
    { 'data-testid': 'roles' },
    data ? data.results.map((r) => r.name).join(',') : '…',
  );
}
function Blog() {
  const { data } = useEndpoint('listBlogPosts', { query: { limit: 10, offset: 0 } });
  return createElement('p', { 'data-testid': 'blog' }, data ? `${data.count} posts` : '…');
}
function Registered({ children }: { children: ReactNode }) {
  useRevalidateAfterWrites();
  return children;
}

/** The portal's setup: a cache of its own (provider), registered for revalidation after writes. */
function renderApp(registered = true) {
  const lists = [createElement(Roles, { key: 'r' }), createElement(Blog, { key: 'b' })];
  return render(
    createElement(
      SWRConfig,
      { value: { provider: () => new Map() } },
      registered ? createElement(Registered, null, lists) : lists,
    ),
  );
}

describe('revalidation after writes', () => {
  it('a successful write refetches the reads it declares before call() answers, and no others', async () => {
    const state = rolesServer();
    const { getByTestId } = renderApp();
    await waitFor(() => expect(getByTestId('roles').textContent).toBe('Reviewer'));
    await waitFor(() => expect(getByTestId('blog').textContent).toBe('0 posts'));
    const before = { roles: state.roleReads, blog: state.blogReads };

    await call('createRole', { body: { name: 'Auditor', permissions: [] } });

    // Within SWR's dedupe window a plain remount would not refetch; the write's tags do.
    expect(state.roleReads).toBe(before.roles + 1);
    await waitFor(() => expect(getByTestId('roles').textContent).toBe('Reviewer,Auditor'));
    expect(state.blogReads).toBe(before.blog);
  });

  it('a failed write revalidates nothing', async () => {
    const state = rolesServer();
    const { getByTestId } = renderApp();
    await waitFor(() => expect(getByTestId('roles').textContent).toBe('Reviewer'));
    const reads = state.roleReads;
    await expect(call('createRole', { body: { name: 'taken', permissions: [] } })).rejects.toMatchObject({
      response: { status: 409 },
    });
    expect(state.roleReads).toBe(reads);
  });

  it("an app's own cache is revalidated only once it is registered", async () => {
    const state = rolesServer();
    const { getByTestId } = renderApp(false);
    await waitFor(() => expect(getByTestId('roles').textContent).toBe('Reviewer'));
    const reads = state.roleReads;
    await call('createRole', { body: { name: 'Auditor', permissions: [] } });
    expect(state.roleReads).toBe(reads);
    expect(getByTestId('roles').textContent).toBe('Reviewer');
  });
});
