/** Security hardening (issue 24), rate limits: password spraying from one address and password changes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerUser, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const loginFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('failed logins per address', () => {
  it('blocks an address after 20 failures across accounts; good logins do not count', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `spray${i}@example.org`);
    for (const email of emails) await registerUser(t, email, 'jobseeker', 'spray-pass-1');
    const spray = '10.9.9.9';
    // Good logins from the same address give their try back.
    for (let i = 0; i < 5; i++)
      expect((await loginFrom(spray, emails[0]!, 'spray-pass-1')).statusCode).toBe(200);
    // 36 guesses across 12 accounts (3 each, far below the per-account limit of 10).
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const email of emails) statuses.push((await loginFrom(spray, email, `guess-${round}`)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(16).fill(429));
    // Even the right password waits; another address is not affected.
    expect((await loginFrom(spray, emails[1]!, 'spray-pass-1')).statusCode).toBe(429);
    expect((await loginFrom('10.9.9.10', emails[1]!, 'spray-pass-1')).statusCode).toBe(200);
  });
});

describe('password changes', () => {
  it('allows 5 password changes per account in 15 minutes', async () => {
    const { accessToken } = await registerUser(t, 'changes@example.org', 'jobseeker', 'first-pass-0');
    const change = (old_password: string, new_password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/changepassword',
        headers: bearer(accessToken),
        payload: { old_password, new_password },
      });
    // Wrong current passwords count too: they are what a thief with a token would try.
    for (let i = 0; i < 4; i++) expect((await change(`wrong-pass-${i}`, 'next-pass-1')).statusCode).toBe(400);
    expect((await change('first-pass-0', 'next-pass-1')).statusCode).toBe(200);
    const sixth = await change('next-pass-1', 'next-pass-2');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'rate_limited' });
  });
});
