// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient, SESSION_TEXTS, type SessionAlert } from '../../src/client/http';
import * as storage from '../../src/client/storage';

const BASE = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user: storage.StoredUserData = {
  id: 7,
  full_name: 'Rita Recruiter',
  role: 'recruiter',
  email: 'rita@example.com',
  is_email_verified: true,
  current_plan: null,
};

function signIn(access = 'old-access', refresh = 'refresh-1') {
  storage.saveSession({ userData: user, accessToken: access, refreshToken: refresh });
}

function makeClient() {
  const alerts: SessionAlert[] = [];
  const navigations: string[] = [];
  let release: () => void = () => undefined;
  const alertShown = new Promise<void>((resolve) => {
    release = resolve;
  });
  let pressOk: () => void = () => undefined;
  const ok = new Promise<void>((resolve) => {
    pressOk = resolve;
  });
  const client = createApiClient({
    baseURL: BASE,
    adapter: 'fetch',
    hooks: {
      alert: (a) => {
        alerts.push(a);
        release();
        return ok;
      },
      navigate: (path) => navigations.push(path),
    },
  });
  return { client, alerts, navigations, alertShown, pressOk };
}

/** A resource that accepts only `Bearer <valid>`; counts what it saw. */
function protectedItem(valid: () => string, seen: string[], onSeen?: () => void) {
  return mswHttp.get(`${BASE}/api/item/:n`, ({ request, params }) => {
    const auth = request.headers.get('authorization') ?? '';
    seen.push(auth);
    onSeen?.();
    if (auth !== `Bearer ${valid()}`) return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
    return HttpResponse.json({ n: Number(params.n) });
  });
}

beforeEach(() => {
  localStorage.clear();
});

describe('axios instance: bearer header', () => {
  it('sends the stored access token and none when signed out', async () => {
    const seen: string[] = [];
    server.use(
      mswHttp.get(`${BASE}/api/profile`, ({ request }) => {
        seen.push(request.headers.get('authorization') ?? '(none)');
        return HttpResponse.json({ ok: true });
      }),
    );
    const { client } = makeClient();
    await client.http.get('/api/profile');
    signIn('abc');
    await client.http.get('/api/profile');
    expect(seen).toEqual(['(none)', 'Bearer abc']);
  });
});

describe('axios instance: 401 and refresh', () => {
  it('makes exactly one refresh call for five parallel 401s and replays each with the new token', async () => {
    signIn('old-access', 'refresh-1');
    let valid = 'new-access';
    const seen: string[] = [];
    const refreshBodies: unknown[] = [];
    // Released once every first attempt has failed, so all five really wait on the one refresh call.
    let releaseRefresh = () => {};
    const allFailed = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const failedFirst = () => seen.filter((h) => h === 'Bearer old-access').length;
    server.use(
      protectedItem(
        () => valid,
        seen,
        () => {
          if (failedFirst() === 5) releaseRefresh();
        },
      ),
      mswHttp.post(`${BASE}/api/refreshToken`, async ({ request }) => {
        refreshBodies.push(await request.json());
        await allFailed;
        return HttpResponse.json({ access: 'new-access', refresh: 'refresh-2' });
      }),
    );
    const { client, alerts } = makeClient();
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => client.http.get(`/api/item/${n}`)));

    expect(results.map((r) => r.data.n)).toEqual([1, 2, 3, 4, 5]);
    expect(refreshBodies).toEqual([{ refresh: 'refresh-1' }]);
    expect(seen.filter((h) => h === 'Bearer old-access')).toHaveLength(5);
    expect(seen.filter((h) => h === 'Bearer new-access')).toHaveLength(5);
    expect(storage.getAccessToken()).toBe('new-access');
    expect(storage.getRefreshToken()).toBe('refresh-2');
    expect(storage.getUserData()?.refreshToken).toBe('refresh-2');
    expect(alerts).toEqual([]);
    valid = 'unused';
  });

  it('replays a late 401 sent with the old token without a second refresh', async () => {
    signIn('old-access', 'refresh-1');
    let refreshCalls = 0;
    const seen: string[] = [];
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((r) => {
      releaseSlow = r;
    });
    server.use(
      mswHttp.get(`${BASE}/api/slow`, async ({ request }) => {
        const auth = request.headers.get('authorization');
        seen.push(auth ?? '');
        if (auth === 'Bearer old-access') {
          await slowGate;
          return HttpResponse.json({ message: 'expired' }, { status: 401 });
        }
        return HttpResponse.json({ slow: true });
      }),
      protectedItem(() => 'new-access', []),
      mswHttp.post(`${BASE}/api/refreshToken`, () => {
        refreshCalls += 1;
        return HttpResponse.json({ access: 'new-access', refresh: `refresh-${refreshCalls + 1}` });
      }),
    );
    const { client } = makeClient();
    const slow = client.http.get('/api/slow');
    await client.http.get('/api/item/1');
    releaseSlow();
    const res = await slow;
    expect(res.data).toEqual({ slow: true });
    expect(refreshCalls).toBe(1);
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('does not refresh without a stored refresh token', async () => {
    localStorage.setItem('accessToken', 'old-access');
    let refreshCalls = 0;
    server.use(
      protectedItem(() => 'new-access', []),
      mswHttp.post(`${BASE}/api/refreshToken`, () => {
        refreshCalls += 1;
        return HttpResponse.json({ access: 'x' });
      }),
    );
    const { client } = makeClient();
    await expect(client.http.get('/api/item/1')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls).toBe(0);
  });

  it('does not treat a 401 from login as an expired token', async () => {
    signIn('old-access', 'refresh-1');
    let refreshCalls = 0;
    server.use(
      mswHttp.post(`${BASE}/api/login`, () =>
        HttpResponse.json({ message: 'Invalid credentials' }, { status: 401 }),
      ),
      mswHttp.post(`${BASE}/api/refreshToken`, () => {
        refreshCalls += 1;
        return HttpResponse.json({ access: 'x' });
      }),
    );
    const { client } = makeClient();
    await expect(client.http.post('/api/login', {})).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls).toBe(0);
  });

  it('on refresh failure shows the session-expired alert once, then logs out', async () => {
    signIn('old-access', 'refresh-1');
    localStorage.setItem('payment_details', JSON.stringify({ subscription: 2, success: '/s', fail: '/f' }));
    let refreshCalls = 0;
    server.use(
      protectedItem(() => 'never', []),
      mswHttp.post(`${BASE}/api/refreshToken`, () => {
        refreshCalls += 1;
        return HttpResponse.json({ message: 'Token is invalid or expired' }, { status: 401 });
      }),
    );
    const { client, alerts, navigations, alertShown, pressOk } = makeClient();
    const calls = [1, 2, 3].map((n) => client.http.get(`/api/item/${n}`));
    await alertShown;
    // While the alert is open nothing is cleared yet.
    expect(storage.getAccessToken()).toBe('old-access');
    pressOk();
    const settled = await Promise.allSettled(calls);

    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(alerts).toEqual([{ reason: 'refreshFailed', ...SESSION_TEXTS.refreshFailed }]);
    expect(alerts[0]?.message).toBe('Your session has expired. Please log in again.');
    expect(localStorage.length).toBe(0);
    expect(navigations).toEqual(['/login']);
  });
});

describe('axios instance: token refresh listeners (issue 19)', () => {
  it('tells listeners once per refresh, after the new tokens are stored, and never when it fails', async () => {
    signIn('old-access', 'refresh-1');
    let valid = 'new-access';
    let answer: 'ok' | 'fail' = 'ok';
    server.use(
      protectedItem(() => valid, []),
      mswHttp.post(`${BASE}/api/refreshToken`, () =>
        answer === 'ok'
          ? HttpResponse.json({ access: valid, refresh: 'refresh-2' })
          : HttpResponse.json({ message: 'Token is invalid or expired' }, { status: 401 }),
      ),
    );
    const { client, pressOk } = makeClient();
    const heard: Array<string | null> = [];
    const stop = client.onTokenRefreshed(() => heard.push(storage.getAccessToken()));
    await Promise.all([1, 2, 3].map((n) => client.http.get(`/api/item/${n}`)));
    await expect.poll(() => heard).toEqual(['new-access']);
    // A call that needs no refresh tells nobody.
    await client.http.get('/api/item/4');
    expect(heard).toEqual(['new-access']);

    // A failed refresh ends the session and announces no refresh.
    valid = 'newer-access';
    answer = 'fail';
    pressOk();
    await expect(client.http.get('/api/item/5')).rejects.toMatchObject({ response: { status: 401 } });
    expect(heard).toEqual(['new-access']);

    // Unsubscribed: the next refresh is not heard.
    stop();
    signIn('stale', 'refresh-3');
    answer = 'ok';
    await client.http.get('/api/item/6');
    expect(storage.getAccessToken()).toBe('newer-access');
    expect(heard).toEqual(['new-access']);
  });
});

describe('axios instance: 406 (signed in on another device)', () => {
  it('shows the other-device alert when the refresh call itself answers 406', async () => {
    signIn('old-access', 'refresh-1');
    server.use(
      protectedItem(() => 'never', []),
      mswHttp.post(`${BASE}/api/refreshToken`, () =>
        HttpResponse.json(
          { message: 'Session ended by a login on another device', code: 'session_elsewhere' },
          { status: 406 },
        ),
      ),
    );
    const { client, alerts, navigations, pressOk } = makeClient();
    pressOk();
    await expect(client.http.get('/api/item/1')).rejects.toMatchObject({ response: { status: 401 } });
    expect(alerts.map((a) => a.reason)).toEqual(['otherDevice']);
    expect(alerts[0]?.message).toBe('You are logged in on a different device, so your session has expired.');
    expect(localStorage.length).toBe(0);
    expect(navigations).toEqual(['/login']);
  });

  it('shows the Session Expired alert once for several 406s, then clears storage and goes to /login', async () => {
    signIn('access', 'refresh-1');
    localStorage.setItem('first_time_log', 'true');
    server.use(
      mswHttp.get(`${BASE}/api/item/:n`, () =>
        HttpResponse.json(
          { message: 'Logged in on another device', code: 'session_elsewhere' },
          { status: 406 },
        ),
      ),
    );
    const { client, alerts, navigations, alertShown, pressOk } = makeClient();
    const endings: string[] = [];
    const unsubscribe = client.onSessionEnding((reason) => endings.push(reason));
    const calls = [1, 2, 3, 4].map((n) => client.http.get(`/api/item/${n}`));
    await alertShown;
    expect(storage.getUserData()?.email).toBe('rita@example.com');
    // Listeners (the notification socket) hear of the end while the alert is still open.
    expect(endings).toEqual(['otherDevice']);
    pressOk();
    const settled = await Promise.allSettled(calls);

    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toEqual({
      reason: 'otherDevice',
      title: 'Session Expired',
      message: 'You are logged in on a different device, so your session has expired.',
    });
    expect(localStorage.length).toBe(0);
    expect(navigations).toEqual(['/login']);

    expect(endings).toEqual(['otherDevice', 'otherDevice']);
    unsubscribe();

    // A late 406 after the session is gone shows nothing more.
    await expect(client.http.get('/api/item/9')).rejects.toMatchObject({ response: { status: 406 } });
    expect(alerts).toHaveLength(1);
  });

  it('leaves the session alone on a 406 that is an upload rejection, not a login elsewhere', async () => {
    signIn('access', 'refresh-1');
    server.use(
      mswHttp.post(`${BASE}/api/resume-uploaded/`, () =>
        HttpResponse.json(
          { message: 'This profile is already in your collection.', code: 'duplicate' },
          { status: 406 },
        ),
      ),
    );
    const { client, alerts, navigations } = makeClient();
    await expect(client.http.post('/api/resume-uploaded/', {})).rejects.toMatchObject({
      response: { status: 406, data: { message: 'This profile is already in your collection.' } },
    });
    expect(alerts).toEqual([]);
    expect(navigations).toEqual([]);
    expect(storage.getAccessToken()).toBe('access');
  });
});

describe('storage helpers', () => {
  it('keeps the spec keys and clears everything on clearAll', () => {
    signIn('a', 'r');
    storage.setPaymentDetails({ subscription: 3, success: '/ok', fail: '/ko' });
    storage.setFirstTimeLog(true);
    expect(localStorage.getItem('accessToken')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').refreshToken).toBe('r');
    expect(localStorage.getItem('is_email_verified')).toBe('true');
    expect(storage.getPaymentDetails()).toEqual({ subscription: 3, success: '/ok', fail: '/ko' });
    expect(storage.getFirstTimeLog()).toBe(true);
    storage.clearAll();
    expect(storage.getUserData()).toBeNull();
    expect(storage.hasSession()).toBe(false);
  });

  it('marks the stored user verified', () => {
    storage.saveSession({
      userData: { ...user, is_email_verified: false },
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(storage.isEmailVerified()).toBe(false);
    storage.markEmailVerified();
    expect(storage.isEmailVerified()).toBe(true);
    expect(localStorage.getItem('is_email_verified')).toBe('true');
  });
});
