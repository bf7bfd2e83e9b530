/** Issue 40: the server reads the time from the app's clock (`buildApp({ now })`), never the wall clock, so
 * a test sets the time instead of waiting or racing midnight. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENT_DAYS } from '@talent/api/rules';
import { bearer, createTestApp, fund, registerUser, seenPrice, type TestApp } from './helpers';

const DAY = 86400_000;
const START = Date.parse('2031-05-06T07:08:09.000Z');
let clock = START;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true }, { now: () => clock });
});
afterAll(async () => {
  await t.close();
});

describe("the app's clock", () => {
  it('dates an API key by the clock, and a later key by the moved clock', async () => {
    const { accessToken } = await registerUser(t, 'clock-keys@x.org', 'jobseeker');
    const create = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/api-key', headers: bearer(accessToken), payload: { name } });
    const first = await create('first');
    expect(first.statusCode).toBe(201);
    expect(first.json().created_at).toBe('2031-05-06T07:08:09.000Z');
    clock += 10 * 60_000; // inside the access token's 15 minutes, also read by the clock
    const second = await create('second');
    expect(second.json().created_at).toBe('2031-05-06T07:18:09.000Z');
  });

  it('ends a rental RENT_DAYS after the clock, not after the wall clock', async () => {
    const buyer = await registerUser(t, 'clock-renter@x.org', 'recruiter');
    await fund(t, buyer.userData.id, 500);
    const profile = await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('is_public', '=', 1)
      .where('owner_id', '!=', buyer.userData.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/recruite/rent_resume/${profile.id}`,
      headers: bearer(buyer.accessToken),
      payload: { idempotency_key: 'clock-rent-1', price: await seenPrice(t, 'rent', profile.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_expires_at).toBe(new Date(clock + RENT_DAYS * DAY).toISOString());
  });
});
