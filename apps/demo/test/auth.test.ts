/** Spec 001: the mock auth calls (/jwt/login, /jwt/register, /jwt/refresh-token) and their errors. */
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ABILITY, CLIENT_ABILITY } from '../src/mocks';
import { DEMO_TOKEN_LIFETIME_SECONDS } from '../src/mocks/handlers/auth';
import { call } from './setup';

interface Session {
  userData: { id: number; email: string; role: string; ability: unknown; password?: string };
  accessToken: string;
  refreshToken: string;
}

afterEach(() => vi.useRealTimers());

describe('POST /jwt/login', () => {
  it('signs in the demo admin and client with their abilities, and never sends the password back', async () => {
    const admin = await call<Session>('POST', '/jwt/login', { email: 'admin@demo.com', password: 'admin' });
    expect(admin.status).toBe(200);
    expect(admin.body.userData).toMatchObject({ id: 1, role: 'admin', ability: ADMIN_ABILITY });
    expect(admin.body.userData.password).toBeUndefined();
    const client = await call<Session>('POST', '/jwt/login', {
      email: 'client@demo.com',
      password: 'client',
    });
    expect(client.body.userData).toMatchObject({ id: 2, role: 'client', ability: CLIENT_ABILITY });
  });

  it('signs tokens that expire after 10 minutes', async () => {
    const { body } = await call<Session>('POST', '/jwt/login', {
      email: 'admin@demo.com',
      password: 'admin',
    });
    for (const token of [body.accessToken, body.refreshToken]) {
      const { iat, exp } = decodeJwt(token);
      expect(exp! - iat!).toBe(DEMO_TOKEN_LIFETIME_SECONDS);
      expect(DEMO_TOKEN_LIFETIME_SECONDS).toBe(600);
    }
  });

  it('a wrong password or e-mail: 400 "Email or Password is Invalid"; a malformed body: "Something went wrong"', async () => {
    for (const creds of [
      { email: 'admin@demo.com', password: 'nope' },
      { email: 'nobody@demo.com', password: 'admin' },
    ]) {
      const res = await call('POST', '/jwt/login', creds);
      expect(res).toEqual({ status: 400, body: { error: { email: ['Email or Password is Invalid'] } } });
    }
    for (const body of [{}, { email: 1, password: 'x' }, 'admin']) {
      const res = await call('POST', '/jwt/login', body);
      expect(res).toEqual({ status: 400, body: { error: { email: ['Something went wrong'] } } });
    }
  });
});

describe('POST /jwt/register', () => {
  it('registers an admin who may manage everything, who can then sign in', async () => {
    const res = await call<{ user: Session['userData']; accessToken: string }>('POST', '/jwt/register', {
      email: 'new@demo.com',
      password: 'secret',
      username: 'newbie',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: 3,
      email: 'new@demo.com',
      role: 'admin',
      ability: ADMIN_ABILITY,
    });
    expect(decodeJwt(res.body.accessToken).id).toBe(3);
    const login = await call<Session>('POST', '/jwt/login', { email: 'new@demo.com', password: 'secret' });
    expect(login.body.userData.id).toBe(3);
  });

  it('a used e-mail or username answers 200 with an error object and adds no one', async () => {
    const email = await call('POST', '/jwt/register', {
      email: 'admin@demo.com',
      password: 'x',
      username: 'fresh',
    });
    expect(email).toEqual({ status: 200, body: { error: { email: 'This email is already in use.' } } });
    const username = await call('POST', '/jwt/register', {
      email: 'fresh@demo.com',
      password: 'x',
      username: 'johndoe',
    });
    expect(username).toEqual({
      status: 200,
      body: { error: { username: 'This username is already in use.' } },
    });
    const login = await call('POST', '/jwt/login', { email: 'fresh@demo.com', password: 'x' });
    expect(login.status).toBe(400);
  });
});

describe('POST /jwt/refresh-token', () => {
  it('a valid refresh token gives a new session for the same user', async () => {
    const { body } = await call<Session>('POST', '/jwt/login', {
      email: 'client@demo.com',
      password: 'client',
    });
    const res = await call<Session>('POST', '/jwt/refresh-token', { refreshToken: body.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body.userData.id).toBe(2);
    expect(decodeJwt(res.body.accessToken).kind).toBe('access');
  });

  it('401 "Invalid refresh token" for a forged, an access or an expired token', async () => {
    const { body } = await call<Session>('POST', '/jwt/login', {
      email: 'admin@demo.com',
      password: 'admin',
    });
    const [head, payload] = body.refreshToken.split('.');
    const invalid = { status: 401, body: { error: 'Invalid refresh token' } };
    expect(await call('POST', '/jwt/refresh-token', { refreshToken: `${head}.${payload}.forged` })).toEqual(
      invalid,
    );
    expect(await call('POST', '/jwt/refresh-token', { refreshToken: body.accessToken })).toEqual(invalid);
    expect(await call('POST', '/jwt/refresh-token', {})).toEqual(invalid);
    // Eleven minutes later the refresh token has expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    expect(await call('POST', '/jwt/refresh-token', { refreshToken: body.refreshToken })).toEqual(invalid);
  });
});
