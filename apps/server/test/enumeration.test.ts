/** Security hardening (issue 24), user enumeration: the public code calls answer known and unknown accounts
 * alike, and a code is resent by id only to the signed-in account itself. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
/** What an answer gives away: its status and body. */
const answer = async (url: string, payload: object) => {
  const res = await post(url, payload);
  return { status: res.statusCode, body: res.json() as unknown };
};

describe('public code calls', () => {
  it('answer a known, a verified and an unknown account alike', async () => {
    await registerUser(t, 'known@example.org', 'jobseeker', 'secret-pass-1', false);
    await t.ctx.db
      .updateTable('users')
      .set({ mobile: '5550001111' })
      .where('email', '=', 'known@example.org')
      .execute();
    const verified = 'jobseeker@example.com'; // a demo account, verified
    const unknown = 'nobody-here@example.org';
    const same = async (url: string, payloads: object[]) => {
      const answers = [];
      for (const p of payloads) answers.push(await answer(url, p));
      expect(answers[0]!.status, url).toBeLessThan(500);
      for (const a of answers.slice(1)) expect(a, url).toEqual(answers[0]);
    };
    await same('/api/get_otp', [{ email: 'known@example.org' }, { email: unknown }]);
    await same('/api/resendOTPOnEmail', [
      { email: 'known@example.org' },
      { email: verified },
      { email: unknown },
    ]);
    await same('/api/resendOTPOnmessage', [{ mobile: '5550001111' }, { mobile: '5550009999' }]);
    await same('/api/resendOTPOncall', [{ mobile: '5550001111' }, { mobile: '5550009998' }]);
    // No live code of that purpose for the verified and unknown ones; the same for a known account whose
    // code was spent.
    await same('/api/email_verified/', [
      { email: verified, otp: '1234' },
      { email: unknown, otp: '1234' },
    ]);
  });

  it('sends a code by id only to the signed-in account itself', async () => {
    const me = await registerUser(t, 'by-id@example.org', 'jobseeker', 'secret-pass-1', false);
    const other = await registerUser(t, 'other-id@example.org', 'jobseeker');
    expect((await post(`/api/resend_otp/${me.userData.id}`)).statusCode).toBe(401);
    const foreign = await post(`/api/resend_otp/${other.userData.id}`, undefined, bearer(me.accessToken));
    expect(foreign.statusCode).toBe(404);
    const missing = await post('/api/resend_otp/999999', undefined, bearer(me.accessToken));
    expect(missing.json()).toEqual(foreign.json());
    const mine = await post(`/api/resend_otp/${me.userData.id}`, undefined, bearer(me.accessToken));
    expect(mine.statusCode).toBe(200);
  });
});
