import { http, HttpResponse } from 'msw';
import { SignJWT, jwtVerify } from 'jose';
import { ADMIN_ABILITY, userDataOf, type DemoUser } from '../data/users';
import { demoPath, isRecord, jsonBody } from '../http';
import { demoDb } from '../store';

/** Spec 001 section 9: mock access and refresh tokens last 10 minutes. */
export const DEMO_TOKEN_LIFETIME_SECONDS = 10 * 60;

/**
 * The tokens are signed in the browser (jose, HS256). The key is in the bundle, so they prove nothing outside
 * the gallery: they exist so that the template's sign-in, expiry and refresh behave as in a real app.
 */
const key = new TextEncoder().encode('talent-template-gallery-demo-signing-key');

async function sign(user: DemoUser, kind: 'access' | 'refresh', now: number): Promise<string> {
  return new SignJWT({ id: user.id, kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + DEMO_TOKEN_LIFETIME_SECONDS)
    .sign(key);
}

/** The user a token names, or null when it is forged, of the wrong kind or expired. */
export async function userOfToken(token: string, kind: 'access' | 'refresh'): Promise<DemoUser | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (payload.kind !== kind) return null;
    return demoDb().users.find((u) => u.id === payload.id) ?? null;
  } catch {
    return null;
  }
}

async function session(user: DemoUser) {
  const now = Math.floor(Date.now() / 1000);
  return {
    userData: userDataOf(user),
    accessToken: await sign(user, 'access', now),
    refreshToken: await sign(user, 'refresh', now),
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const authHandlers = [
  /** 200 {userData, accessToken, refreshToken}; a wrong e-mail or password: 400 with an e-mail error. */
  http.post(demoPath('/jwt/login'), async ({ request }) => {
    const body = await jsonBody(request);
    const email = isRecord(body) ? text(body.email) : null;
    const password = isRecord(body) ? text(body.password) : null;
    if (email === null || password === null) {
      return HttpResponse.json({ error: { email: ['Something went wrong'] } }, { status: 400 });
    }
    const user = demoDb().users.find((u) => u.email === email && u.password === password);
    if (!user) {
      return HttpResponse.json({ error: { email: ['Email or Password is Invalid'] } }, { status: 400 });
    }
    return HttpResponse.json(await session(user));
  }),

  /**
   * {user, accessToken}; a used e-mail or username answers 200 with an error object (spec 001 section 5).
   * A registered user is an admin who may manage everything, and stays until reload.
   */
  http.post(demoPath('/jwt/register'), async ({ request }) => {
    const body = await jsonBody(request);
    const email = isRecord(body) ? text(body.email) : null;
    const password = isRecord(body) ? text(body.password) : null;
    const username = isRecord(body) ? text(body.username) : null;
    if (email === null || password === null || username === null) {
      return HttpResponse.json({ error: { email: ['Something went wrong'] } }, { status: 400 });
    }
    const users = demoDb().users;
    const error: { email?: string; username?: string } = {};
    if (users.some((u) => u.email === email)) error.email = 'This email is already in use.';
    if (users.some((u) => u.username === username)) error.username = 'This username is already in use.';
    if (error.email || error.username) return HttpResponse.json({ error });
    const user: DemoUser = {
      id: Math.max(0, ...users.map((u) => u.id)) + 1,
      fullName: '',
      username,
      password,
      email,
      role: 'admin',
      ability: ADMIN_ABILITY,
      avatar: '',
      extras: { eCommerceCartItemsCount: 0 },
    };
    users.push(user);
    const { userData, accessToken } = await session(user);
    return HttpResponse.json({ user: userData, accessToken });
  }),

  /** 200 {userData, accessToken, refreshToken}; a forged or expired refresh token: 401. */
  http.post(demoPath('/jwt/refresh-token'), async ({ request }) => {
    const body = await jsonBody(request);
    const token = isRecord(body) ? text(body.refreshToken) : null;
    const user = token === null ? null : await userOfToken(token, 'refresh');
    if (!user) return HttpResponse.json({ error: 'Invalid refresh token' }, { status: 401 });
    return HttpResponse.json(await session(user));
  }),
];
