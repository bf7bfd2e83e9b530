/** User services (issue 19): an admin overrides a plan or a daily limit until an end date (read by the real
 * checks, by the app's clock), grants or deducts TAT through the ledger, and resends the verification;
 * each change needs a reason and is audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS, planDisplayName } from '@talent/api/rules';
import { runInRequest } from '../src/lib/request-context';
import { SERVICE_GRANTS, balanceOf } from '../src/modules/ledger/service';
import { consume } from '../src/modules/plans/limits';
import { bearer, createTestApp, lastMessage, login, registerUser, type TestApp } from './helpers';

const DAY = 86400_000;
let clock = Date.parse('2026-06-01T12:00:00Z');
let t: TestApp;
let adminToken: string;
let seq = 0;

const day = (offsetDays: number) => new Date(clock + offsetDays * DAY).toISOString().slice(0, 10);
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
const key = () => `svc-key-${++seq}-${Math.random().toString(36).slice(2)}`;
const tatOf = (id: number) => balanceOf(t.ctx.db, `user:${id}`, 'TAT');
const auditOf = (userId: number, action: string) =>
  t.ctx.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_user_id', '=', userId)
    .where('action', '=', action)
    .execute();

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true }, { now: () => clock });
  adminToken = (await login(t, 'admin@example.com')).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('finding users', () => {
  it('lists users by name or e-mail with plan and TAT (admin only)', async () => {
    const res = await asAdmin('GET', '/api/user-services?search=recruiter@example');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { count: number; results: { email: string; plan: { name: string } }[] };
    expect(body.results.map((u) => u.email)).toEqual(['recruiter@example.com']);

    const fl = await login(t, 'freelancer@example.com');
    // The freelancer reads AF but is no admin: the guard refuses it (issue 40), with the handler's text.
    for (const [method, url] of [
      ['GET', '/api/user-services'],
      ['POST', '/api/user-services/1/tat'],
      ['POST', '/api/user-services/1/resend-verification'],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: bearer(fl.accessToken), payload: {} });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe('Only an admin manages user services.');
    }
  });
});

describe('TAT through the ledger', () => {
  it('grants TAT from the platform grants account, with acted_by the admin, audited with the reason', async () => {
    const u = await registerUser(t, 'svc-grant@svc.org');
    const k = key();
    const res = await asAdmin('POST', `/api/user-services/${u.userData.id}/tat`, {
      amount: 50,
      reason: 'Goodwill for the outage',
      idempotency_key: k,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().tat).toBe(50);
    expect(await tatOf(u.userData.id)).toBe(50);
    const grants = await balanceOf(t.ctx.db, SERVICE_GRANTS, 'TAT');
    expect(grants).toBeLessThanOrEqual(-50);

    // The same click again moves nothing.
    const replay = await asAdmin('POST', `/api/user-services/${u.userData.id}/tat`, {
      amount: 50,
      reason: 'Goodwill for the outage',
      idempotency_key: k,
    });
    expect(replay.statusCode).toBe(201);
    expect(await tatOf(u.userData.id)).toBe(50);

    const tx = await t.ctx.db
      .selectFrom('ledger_transactions')
      .select(['acted_by', 'actor_id', 'kind', 'memo'])
      .where('kind', '=', 'admin_grant')
      .where('actor_id', '=', u.userData.id)
      .execute();
    const admin = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    expect(tx).toEqual([
      {
        acted_by: admin.id,
        actor_id: u.userData.id,
        kind: 'admin_grant',
        memo: 'Granted by Talent: Goodwill for the outage',
      },
    ]);
    const audit = await auditOf(u.userData.id, 'service.tat_grant');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, reason: 'Goodwill for the outage' });
  });

  it('deducts within the balance; beyond it answers 400 and changes nothing', async () => {
    const u = await registerUser(t, 'svc-deduct@svc.org');
    const id = u.userData.id;
    await asAdmin('POST', `/api/user-services/${id}/tat`, {
      amount: 30,
      reason: 'Starter',
      idempotency_key: key(),
    });
    const ok = await asAdmin('POST', `/api/user-services/${id}/tat`, {
      amount: -10,
      reason: 'Refund clawback',
      idempotency_key: key(),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await tatOf(id)).toBe(20);

    const grantsBefore = await balanceOf(t.ctx.db, SERVICE_GRANTS, 'TAT');
    const auditBefore = (await auditOf(id, 'service.tat_deduct')).length;
    const over = await asAdmin('POST', `/api/user-services/${id}/tat`, {
      amount: -21,
      reason: 'Too much',
      idempotency_key: key(),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('has 20 TAT');
    expect(await tatOf(id)).toBe(20);
    expect(await balanceOf(t.ctx.db, SERVICE_GRANTS, 'TAT')).toBe(grantsBefore);
    expect(await auditOf(id, 'service.tat_deduct')).toHaveLength(auditBefore);
  });

  it('refuses a change without a reason, an amount of 0, or an unknown user', async () => {
    const u = await registerUser(t, 'svc-bad@svc.org');
    const url = `/api/user-services/${u.userData.id}/tat`;
    expect((await asAdmin('POST', url, { amount: 5, reason: '', idempotency_key: key() })).statusCode).toBe(
      400,
    );
    expect(
      (await asAdmin('POST', url, { amount: 0, reason: 'Zero', idempotency_key: key() })).statusCode,
    ).toBe(400);
    expect(
      (await asAdmin('POST', url, { amount: 1.5, reason: 'Half', idempotency_key: key() })).statusCode,
    ).toBe(400);
    expect(
      (
        await asAdmin('POST', '/api/user-services/999999/tat', {
          amount: 5,
          reason: 'Ghost',
          idempotency_key: key(),
        })
      ).statusCode,
    ).toBe(404);
    expect(await tatOf(u.userData.id)).toBe(0);
  });
});

describe('overrides until an end date (the app clock)', () => {
  it('a plan override is the plan in force until its end, then the paid plan again', async () => {
    const u = await registerUser(t, 'svc-plan@svc.org');
    const id = u.userData.id;
    const top = await t.ctx.db
      .selectFrom('plans')
      .selectAll()
      .where('tier', '=', 4)
      .executeTakeFirstOrThrow();
    const bad = await asAdmin('POST', `/api/user-services/${id}/plan`, {
      plan_id: top.id,
      ends_at: day(-1),
      reason: 'Past',
    });
    expect(bad.statusCode).toBe(400);
    const res = await asAdmin('POST', `/api/user-services/${id}/plan`, {
      plan_id: top.id,
      ends_at: day(3),
      reason: 'Trial of the top plan',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().plan).toMatchObject({ id: top.id, overridden: true });
    expect(res.json().limits.view).toBe(PLAN_LIMITS[4].daily_view_limit);

    // The user's own session sees it: userData.current_plan and the dashboard's limits.
    const session = await login(t, 'svc-plan@svc.org', 'secret-pass-1');
    expect(session.userData).toMatchObject({ current_plan: [top.id, planDisplayName(top)] });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/account_statistics',
      headers: bearer(session.accessToken),
    });
    expect(stats.json().view_limit).toBe(PLAN_LIMITS[4].daily_view_limit);

    clock += 4 * DAY;
    adminToken = (await login(t, 'admin@example.com')).accessToken;
    const later = await asAdmin('GET', `/api/user-services/${id}`);
    expect(later.json().plan.overridden).toBe(false);
    expect(later.json().limits.view).toBe(PLAN_LIMITS[1].daily_view_limit);
    const again = await login(t, 'svc-plan@svc.org', 'secret-pass-1');
    expect(again.userData).toMatchObject({ current_plan: null });
    expect((await auditOf(id, 'service.plan_override'))[0]).toMatchObject({
      reason: 'Trial of the top plan',
    });
  });

  it('a daily-limit override is enforced by the limit check until its end', async () => {
    const u = await registerUser(t, 'svc-limit@svc.org');
    const id = u.userData.id;
    const res = await asAdmin('POST', `/api/user-services/${id}/limits`, {
      kind: 'view',
      daily_limit: 1,
      ends_at: day(2),
      reason: 'Abuse of views',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().limits.view).toBe(1);

    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const take = () =>
      runInRequest({ actorId: id, now: () => clock }, () =>
        t.ctx.db.transaction().execute((trx) => consume(trx, user, 'view')),
      );
    await take();
    await expect(take()).rejects.toMatchObject({ status: 429, code: 'daily_limit' });

    // Past the end the plan's own limit (40 views) applies again to the same counter.
    clock += 3 * DAY;
    await take();
    await take();
    adminToken = (await login(t, 'admin@example.com')).accessToken;
    const later = await asAdmin('GET', `/api/user-services/${id}`);
    expect(later.json().limits.view).toBe(PLAN_LIMITS[1].daily_view_limit);
    expect(later.json().overrides).toEqual([]);
    expect(later.json().history[0]).toMatchObject({
      action: 'service.limit_override',
      reason: 'Abuse of views',
    });
  });
});

describe('verification', () => {
  it('resends the verification e-mail with a reason, and refuses a verified address', async () => {
    const u = await registerUser(t, 'svc-verify@svc.org', 'recruiter', 'secret-pass-1', false);
    const before = await lastMessage(t, 'svc-verify@svc.org');
    const res = await asAdmin('POST', `/api/user-services/${u.userData.id}/resend-verification`, {
      reason: 'User asked by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await lastMessage(t, 'svc-verify@svc.org');
    expect(after!.id).not.toBe(before?.id);
    expect(after!.text).toMatch(/\d{4}/);
    expect(await auditOf(u.userData.id, 'service.resend_verification')).toHaveLength(1);

    const verified = await registerUser(t, 'svc-verified@svc.org');
    const no = await asAdmin('POST', `/api/user-services/${verified.userData.id}/resend-verification`, {
      reason: 'Again',
    });
    expect(no.statusCode).toBe(400);
  });
});
