// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { ApiResponseError, errorStatus, fieldErrorsOf, firstErrorMessage } from '../../src/client/errors';
import { publicApi } from '../../src/client/publicCalls';
import { authApi } from '../../src/client/calls';
import { useMockServer } from './mockServer';

const BASE = 'http://public.test';
// The app-wide configuration (configureApiClient) reaches the fetch calls too.
const server = useMockServer(BASE);

describe('session-less calls (fetch)', () => {
  it('posts JSON to the contract path, fills params and answers the body', async () => {
    let seen: { method: string; url: string; type: string | null; body: unknown } | undefined;
    server.use(
      mswHttp.post(`${BASE}/api/new-password/:uid/:token`, async ({ request }) => {
        seen = {
          method: request.method,
          url: new URL(request.url).pathname,
          type: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ message: 'Password changed' });
      }),
    );
    const res = await publicApi.newPassword('12', 'a b', { password: 'Secret#123' });
    expect(res.message).toBe('Password changed');
    expect(seen).toEqual({
      method: 'POST',
      url: '/api/new-password/12/a%20b',
      type: 'application/json',
      body: { password: 'Secret#123' },
    });
  });

  it('sends no Authorization header even with a stored session', async () => {
    localStorage.setItem('accessToken', 'tok');
    let auth: string | null = 'unset';
    server.use(
      mswHttp.post(`${BASE}/api/get_otp`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    await publicApi.getOtp({ email: 'a@b.co' });
    expect(auth).toBeNull();
    localStorage.clear();
  });

  it('rejects a non-2xx answer with its status and body, read like an axios error', async () => {
    server.use(
      mswHttp.post(`${BASE}/api/login`, () =>
        HttpResponse.json({ message: 'Email or Password is Invalid' }, { status: 400 }),
      ),
      mswHttp.post(`${BASE}/api/auth/register`, () =>
        HttpResponse.json(
          { message: 'Invalid input', errors: { email: ['Email already exists'] } },
          { status: 422 },
        ),
      ),
    );
    const login = await publicApi.login({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(login).toBeInstanceOf(ApiResponseError);
    expect(errorStatus(login)).toBe(400);
    expect(firstErrorMessage(login)).toBe('Email or Password is Invalid');
    const register = await authApi
      .register({ full_name: 'A', email: 'a@b.co', password: 'Secret#123', role: 'recruiter' })
      .catch((e: unknown) => e);
    expect(errorStatus(register)).toBe(422);
    expect(firstErrorMessage(register)).toBe('Email already exists');
    expect(fieldErrorsOf(register)).toEqual({ email: ['Email already exists'] });
    expect(fieldErrorsOf(login)).toEqual({});
  });

  it('falls back when the answer is not JSON or the network fails', async () => {
    server.use(
      mswHttp.post(
        `${BASE}/api/login`,
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          }),
      ),
      mswHttp.post(`${BASE}/api/resetpassword`, () => HttpResponse.error()),
    );
    const bad = await publicApi.login({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(errorStatus(bad)).toBe(502);
    expect(firstErrorMessage(bad, 'Something went wrong')).toBe('Something went wrong');
    const offline = await publicApi.resetPassword({ email: 'a@b.co' }).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(TypeError);
    expect(errorStatus(offline)).toBeUndefined();
    expect(firstErrorMessage(offline, 'fallback')).toBe('fallback');
    expect(fieldErrorsOf(bad)).toEqual({});
    expect(fieldErrorsOf(offline)).toEqual({});
  });
});
