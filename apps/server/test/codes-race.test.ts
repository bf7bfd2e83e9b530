/** Security hardening (issue 24), finding 1: a parallel burst of guesses checks a 4-digit code at most
 * 5 times, on the login code, e-mail verification and the e-mail-change code. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeService } from '../src/modules/auth/codes';
import { bearer, createTestApp, lastCode, login, registerUser, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BURST = 500;
const INVALID = 'Invalid verification code.';

/** `BURST` different wrong codes: every 4-digit code but the right one, from a random start. */
function wrongCodes(right: string): string[] {
  const start = Number(right) + 1;
  return Array.from({ length: BURST }, (_, i) => String((start + i) % 10_000).padStart(4, '0'));
}

/** The newest code row of a user and purpose. */
const codeRow = (userId: number, purpose: string) =>
  t.ctx.db
    .selectFrom('otp_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

/** Sends every request at once from its own address (the per-address limits do not hide the code's). */
async function burst(url: string, payloads: object[], headers?: Record<string, string>) {
  const answers = await Promise.all(
    payloads.map((payload, i) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers,
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      }),
    ),
  );
  return {
    statuses: answers.map((a) => a.statusCode),
    checked: answers.filter((a) => a.json().errors?.otp?.[0] === INVALID).length,
  };
}

describe('parallel code guesses', () => {
  it('compares one code at most 5 times however many checks run at once', async () => {
    const { userData } = await registerUser(t, 'race-unit@example.org');
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userData.id)
      .executeTakeFirstOrThrow();
    const right = await lastCode(t, user.email);
    const codes = codeService(t.ctx.db, t.ctx.mail, t.ctx.tokens.now);
    const results = await Promise.allSettled(
      wrongCodes(right).map((c) => codes.check(user, 'email_verify', user.email, c)),
    );
    const invalid = results.filter(
      (r) => r.status === 'rejected' && (r.reason as Error).message === INVALID,
    ).length;
    expect(invalid).toBe(5);
    expect((await codeRow(user.id, 'email_verify')).attempts).toBe(5);
    await expect(codes.check(user, 'email_verify', user.email, right)).rejects.toThrow(/expired/);
  });

  it('does not let a burst of login codes take over the account', async () => {
    const email = 'race-login@example.org';
    const { userData } = await registerUser(t, email);
    expect((await t.app.inject({ method: 'POST', url: '/api/get_otp', payload: { email } })).statusCode).toBe(
      200,
    );
    const right = await lastCode(t, email);
    const { statuses, checked } = await burst(
      '/api/login',
      wrongCodes(right).map((otp) => ({ email, otp })),
    );
    expect(statuses).not.toContain(200);
    expect(statuses).not.toContain(500);
    expect(checked).toBeLessThanOrEqual(5);
    expect((await codeRow(userData.id, 'login')).attempts).toBeLessThanOrEqual(5);
    const late = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, otp: right } });
    expect(late.statusCode).not.toBe(200);
  });

  it('does not let a burst verify an e-mail address', async () => {
    const email = 'race-verify@example.org';
    const { userData } = await registerUser(t, email, 'recruiter', 'secret-pass-1', false);
    const right = await lastCode(t, email);
    const { statuses, checked } = await burst(
      '/api/email_verified/',
      wrongCodes(right).map((otp) => ({ email, otp })),
    );
    expect(statuses).not.toContain(200);
    expect(statuses).not.toContain(500);
    expect(checked).toBeLessThanOrEqual(5);
    expect((await codeRow(userData.id, 'email_verify')).attempts).toBeLessThanOrEqual(5);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('is_email_verified')
      .where('id', '=', userData.id)
      .executeTakeFirstOrThrow();
    expect(user.is_email_verified).toBe(0);
  });

  it('does not let a burst switch the account to an address the attacker does not own', async () => {
    const { userData } = await registerUser(t, 'race-change@example.org', 'recruiter', 'change-pass-1');
    await t.ctx.db.updateTable('users').set({ is_email_verified: 1 }).where('id', '=', userData.id).execute();
    const s = await login(t, 'race-change@example.org', 'change-pass-1');
    const target = 'victim-inbox@example.org';
    const step1 = await t.app.inject({
      method: 'POST',
      url: '/api/changeemail',
      payload: { email: target, current_password: 'change-pass-1' },
      headers: bearer(s.accessToken),
    });
    expect(step1.statusCode).toBe(200);
    const right = await lastCode(t, target);
    const { statuses, checked } = await burst(
      '/api/changeemail',
      wrongCodes(right).map((otp) => ({ email: target, otp, current_password: 'change-pass-1' })),
      bearer(s.accessToken),
    );
    expect(statuses).not.toContain(200);
    expect(statuses).not.toContain(500);
    expect(checked).toBeLessThanOrEqual(5);
    expect((await codeRow(userData.id, 'change_email')).attempts).toBeLessThanOrEqual(5);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userData.id)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe('race-change@example.org');
  });
});
