/** Issue 24, finding 7: a leaked API key or access token must not take over the account for good. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, lastCode, lastMessage, login, registerUser, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function newApiKey(accessToken: string): Promise<string> {
  const res = await post('/api/api-key', { name: 'ci' }, bearer(accessToken));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key as string;
}

describe('changing a credential', () => {
  it('needs the current password for the e-mail and the mobile number', async () => {
    const s = await registerUser(t, 'owner@takeover.org', 'recruiter', 'right-pass-1');
    const auth = bearer(s.accessToken);
    for (const [url, body] of [
      ['/api/changeemail', { email: 'thief@takeover.org' }],
      ['/api/changemobileno', { mobile: '5550001111' }],
    ] as const) {
      const missing = await post(url, body, auth);
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json().errors).toHaveProperty('current_password');
      const wrong = await post(url, { ...body, current_password: 'wrong-pass-1' }, auth);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json().errors.current_password).toEqual(['The current password is wrong.']);
      const right = await post(url, { ...body, current_password: 'right-pass-1' }, auth);
      expect(right.statusCode, right.body).toBe(200);
    }
    // The code went out, but a wrong password still cannot spend it.
    const code = await lastCode(t, 'thief@takeover.org');
    const spend = await post(
      '/api/changeemail',
      { email: 'thief@takeover.org', otp: code, current_password: 'wrong-pass-1' },
      auth,
    );
    expect(spend.statusCode).toBe(400);
    const row = await t.ctx.db
      .selectFrom('users')
      .select(['email', 'mobile'])
      .where('id', '=', s.userData.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'owner@takeover.org', mobile: null });
  });

  it('cannot be used to guess the password: a burst of wrong ones is cut off at 10', async () => {
    const s = await registerUser(t, 'guessed@takeover.org', 'recruiter', 'right-pass-1');
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/api/changemobileno',
          { mobile: '5550003333', current_password: `guess-${i}-pass` },
          bearer(s.accessToken),
        ),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 400)).toHaveLength(10);
    expect(statuses.filter((c) => c === 429)).toHaveLength(20);
    const right = await post(
      '/api/changemobileno',
      { mobile: '5550003333', current_password: 'right-pass-1' },
      bearer(s.accessToken),
    );
    expect(right.statusCode).toBe(429);
  });

  it('is refused to an API key, even with the right password', async () => {
    const s = await registerUser(t, 'keyholder@takeover.org', 'recruiter', 'right-pass-1');
    const key = { 'x-api-key': await newApiKey(s.accessToken) };
    for (const [url, body] of [
      ['/api/changepassword', { old_password: 'right-pass-1', new_password: 'stolen-pass-1' }],
      ['/api/changeemail', { email: 'thief2@takeover.org', current_password: 'right-pass-1' }],
      ['/api/changemobileno', { mobile: '5550002222', current_password: 'right-pass-1' }],
      ['/api/api-key', { name: 'another' }],
    ] as const) {
      const res = await post(url, body, key);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('api_key_forbidden');
    }
    const revoke = await t.app.inject({ method: 'DELETE', url: '/api/api-key/1', headers: key });
    expect(revoke.statusCode).toBe(403);
    // The key still reads what its owner may read.
    const listed = await t.app.inject({ method: 'GET', url: '/api/api-key', headers: key });
    expect(listed.statusCode, listed.body).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every session and revokes every API key, which stay listed as revoked', async () => {
    const s = await registerUser(t, 'reset@takeover.org', 'recruiter', 'old-pass-1');
    const key = await newApiKey(s.accessToken);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/api-key', headers: { 'x-api-key': key } })).statusCode,
    ).toBe(200);

    await post('/api/resetpassword', { email: 'reset@takeover.org' });
    const mail = await lastMessage(t, 'reset@takeover.org');
    const [, uid, token] = mail!.text.match(/\/reset-password\/(\d+)\/([A-Za-z0-9_-]+)/)!;
    const reset = await post(`/api/new-password/${uid}/${token}`, { password: 'new-pass-1' });
    expect(reset.statusCode, reset.body).toBe(200);

    const oldToken = await t.app.inject({
      method: 'GET',
      url: '/api/api-key',
      headers: bearer(s.accessToken),
    });
    expect(oldToken.statusCode).toBe(401);
    expect((await post('/api/refreshToken', { refresh: s.refreshToken })).statusCode).toBe(401);
    const oldKey = await t.app.inject({ method: 'GET', url: '/api/api-key', headers: { 'x-api-key': key } });
    expect(oldKey.statusCode).toBe(401);

    const fresh = await login(t, 'reset@takeover.org', 'new-pass-1');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/api-key',
      headers: bearer(fresh.accessToken),
    });
    expect(list.json().results).toEqual([
      expect.objectContaining({
        name: 'ci',
        revoked_at: expect.any(String),
        revoked_reason: 'password_reset',
      }),
    ]);
    // Revoked keys do not count against the limit.
    expect((await post('/api/api-key', { name: 'new' }, bearer(fresh.accessToken))).statusCode).toBe(201);
  });
});

describe('an e-mail change', () => {
  it('tells the old address, whose one-time link restores it and signs everyone out', async () => {
    const s = await registerUser(t, 'victim@takeover.org', 'recruiter', 'victim-pass-1');
    const auth = bearer(s.accessToken);
    const key = await newApiKey(s.accessToken);
    const body = { email: 'attacker@takeover.org', current_password: 'victim-pass-1' };
    expect((await post('/api/changeemail', body, auth)).statusCode).toBe(200);
    const code = await lastCode(t, 'attacker@takeover.org');
    const changed = await post('/api/changeemail', { ...body, otp: code }, auth);
    expect(changed.statusCode, changed.body).toBe(200);

    const notice = await lastMessage(t, 'victim@takeover.org');
    expect(notice?.text).toContain('attacker@takeover.org');
    const [, uid, token] = notice!.text.match(/\/undo-email-change\/(\d+)\/([A-Za-z0-9_-]+)/)!;
    expect((await post(`/api/undo-email-change/${uid}/not-the-token`, {})).statusCode).toBe(400);

    const undone = await post(`/api/undo-email-change/${uid}/${token}`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    const row = await t.ctx.db
      .selectFrom('users')
      .select(['email', 'is_email_verified'])
      .where('id', '=', s.userData.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'victim@takeover.org', is_email_verified: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/api-key', headers: auth })).statusCode).toBe(401);
    const oldKey = await t.app.inject({ method: 'GET', url: '/api/api-key', headers: { 'x-api-key': key } });
    expect(oldKey.statusCode).toBe(401);
    // The link works once.
    expect((await post(`/api/undo-email-change/${uid}/${token}`, {})).statusCode).toBe(400);
  });

  it('has an undo link that expires after 7 days', async () => {
    const s = await registerUser(t, 'slow@takeover.org', 'recruiter', 'slow-pass-1');
    const body = { email: 'moved@takeover.org', current_password: 'slow-pass-1' };
    await post('/api/changeemail', body, bearer(s.accessToken));
    await post(
      '/api/changeemail',
      { ...body, otp: await lastCode(t, 'moved@takeover.org') },
      bearer(s.accessToken),
    );
    const [, uid, token] = (await lastMessage(t, 'slow@takeover.org'))!.text.match(
      /\/undo-email-change\/(\d+)\/([A-Za-z0-9_-]+)/,
    )!;
    await t.ctx.db
      .updateTable('email_change_undos')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', Number(uid))
      .execute();
    expect((await post(`/api/undo-email-change/${uid}/${token}`, {})).statusCode).toBe(400);
  });
});
