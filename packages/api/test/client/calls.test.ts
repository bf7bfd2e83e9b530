// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { SWRConfig } from 'swr';
import { authApi, call } from '../../src/client/calls';
import { useProfile } from '../../src/client/hooks';
import * as storage from '../../src/client/storage';
import { useMockServer } from './mockServer';

const BASE = 'http://calls.test';
const server = useMockServer(BASE);
beforeEach(() => localStorage.clear());

describe('typed calls', () => {
  it('fills path params, sends the body and answers the typed data', async () => {
    let seen: { url: string; body: unknown } | undefined;
    server.use(
      mswHttp.post(`${BASE}/api/new-password/:uid/:token`, async ({ request }) => {
        seen = { url: new URL(request.url).pathname, body: await request.json() };
        return HttpResponse.json({ message: 'Password changed' });
      }),
    );
    const res = await authApi.newPassword('12', 'a b', { password: 'Secret#123' });
    expect(res.message).toBe('Password changed');
    expect(seen).toEqual({ url: '/api/new-password/12/a%20b', body: { password: 'Secret#123' } });
  });

  it('rejects with the server error body', async () => {
    server.use(
      mswHttp.post(`${BASE}/api/login`, () =>
        HttpResponse.json({ message: 'Email or Password is Invalid' }, { status: 400 }),
      ),
    );
    await expect(call('login', { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({
      response: { status: 400, data: { message: 'Email or Password is Invalid' } },
    });
  });
});

function ProfileName() {
  const { data, error } = useProfile();
  return createElement('p', null, error ? 'failed' : data ? data.full_name : 'loading');
}

describe('SWR hooks', () => {
  it('useProfile reads GET /api/profile with the bearer token', async () => {
    storage.setTokens('tok');
    let auth: string | null = null;
    server.use(
      mswHttp.get(`${BASE}/api/profile`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ full_name: 'Jo Seeker' });
      }),
    );
    const { container } = render(
      createElement(
        SWRConfig,
        { value: { provider: () => new Map(), dedupingInterval: 0 } },
        createElement(ProfileName),
      ),
    );
    await waitFor(() => expect(container.textContent).toBe('Jo Seeker'));
    expect(auth).toBe('Bearer tok');
  });
});
