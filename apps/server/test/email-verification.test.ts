/** Issue 24, finding 8: money, uploads, publishing and API keys wait for a verified e-mail address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, fund, registerUser, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t.close();
});

/** Every call that spends, earns, uploads, publishes or mints a key. */
const GUARDED: Array<{ method: 'POST'; url: string; payload: unknown }> = [
  { method: 'POST', url: '/api/api-key', payload: { name: 'ci' } },
  { method: 'POST', url: '/api/upload_single_resume/', payload: { first_name: 'Un', last_name: 'Verified' } },
  { method: 'POST', url: '/api/resume-uploaded/', payload: {} },
  { method: 'POST', url: '/api/upload_resume/1', payload: {} },
  { method: 'POST', url: '/api/recruite/mark_as_public', payload: { profile_ids: [1], price: 10 } },
  { method: 'POST', url: '/api/recruite/unlock_resume/1', payload: { idempotency_key: 'unverified-1' } },
  { method: 'POST', url: '/api/recruite/rent_resume/1', payload: { idempotency_key: 'unverified-2' } },
  { method: 'POST', url: '/api/recruite/buy_resume/1', payload: { idempotency_key: 'unverified-3' } },
  { method: 'POST', url: '/api/payment', payload: {} },
  { method: 'POST', url: '/api/purchase_coins', payload: {} },
  { method: 'POST', url: '/api/convert_tat', payload: {} },
  { method: 'POST', url: '/api/convert_ttt', payload: {} },
];

describe('an unverified account', () => {
  it('is refused money, uploads, publishing and API keys with a message that says why', async () => {
    const user = await registerUser(t, 'not-yet@verify.org', 'recruiter', 'secret-pass-1', false);
    await fund(t, user.userData.id, 100);
    const headers = bearer(user.accessToken);
    for (const call of GUARDED) {
      const res = await t.app.inject({ ...call, headers, payload: call.payload as object });
      expect(res.statusCode, `${call.url}: ${res.body}`).toBe(403);
      expect(res.json(), call.url).toMatchObject({
        code: 'email_unverified',
        message: expect.stringMatching(/^Verify your e-mail address first\./),
      });
    }
    const keys = await t.app.inject({ method: 'GET', url: '/api/api-key', headers });
    expect(keys.json().count).toBe(0);
    const profiles = await t.ctx.db.selectFrom('profiles').select('id').execute();
    expect(profiles).toEqual([]);

    // Once the address is verified the same calls go through.
    await t.ctx.db
      .updateTable('users')
      .set({ is_email_verified: 1 })
      .where('id', '=', user.userData.id)
      .execute();
    const key = await t.app.inject({ method: 'POST', url: '/api/api-key', headers, payload: { name: 'ci' } });
    expect(key.statusCode, key.body).toBe(201);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload_single_resume/',
      headers,
      payload: { first_name: 'Now', last_name: 'Verified' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
  });
});
