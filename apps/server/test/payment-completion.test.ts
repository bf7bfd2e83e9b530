/** Card payment completion is atomic: the event record, the status change and the credit (or the plan)
 * commit together or not at all, so a provider retry after a failure credits the user exactly once. */
import Stripe from 'stripe';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { balanceOf, grantIn, userKey } from '../src/modules/ledger/service';
import { activatePlan } from '../src/modules/plans/limits';
import { paymentKey } from '../src/modules/wallet/keys';
import { issueForPayment } from '../src/modules/invoices/service';
import { paymentsService } from '../src/modules/payments/service';
import { SandboxProvider } from '../src/payments/sandbox';
import { StripeProvider } from '../src/payments/stripe';
import { createTestApp, registerUser, type TestApp } from './helpers';

const SECRET = 'whsec_completion_test';
const FAILURE = 'the ledger is unavailable';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t.close();
});

/** Runs the real step, then fails the first time: whatever the step wrote must roll back with the rest. */
function failingOnce<A extends [Transaction<Database>, ...unknown[]], R>(step: (...args: A) => Promise<R>) {
  const calls = { count: 0 };
  const fn = async (...args: A) => {
    calls.count += 1;
    const result = await step(...args);
    if (calls.count === 1) throw new Error(FAILURE);
    return result;
  };
  return Object.assign(fn, { calls });
}

const stripe = new StripeProvider({ secretKey: 'sk_test_dummy', webhookSecret: SECRET });

async function pendingPayment(
  userId: number,
  sessionId: string,
  item: { kind: 'tat_pack'; tat: number } | { kind: 'subscription'; planId: number },
) {
  return t.ctx.db
    .insertInto('payments')
    .values({
      session_id: sessionId,
      user_id: userId,
      kind: item.kind,
      plan_id: item.kind === 'subscription' ? item.planId : null,
      tat_plan_id: null,
      tat: item.kind === 'tat_pack' ? item.tat : null,
      amount_cents: 3999,
      status: 'pending',
      provider: 'stripe',
      success_url: '/ok',
      fail_url: '/fail',
      created_at: new Date().toISOString(),
      completed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A signed checkout.session.completed event, as Stripe sends it. */
function signedEvent(eventId: string, sessionId: string) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  });
  const signature = new Stripe('sk_test_dummy').webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
  });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': signature } };
}

const db = () => t.ctx.db;
const paymentRow = (id: number) =>
  db().selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eventRows = (id: string) =>
  db().selectFrom('webhook_events').selectAll().where('id', '=', id).execute();
const tat = (userId: number) => balanceOf(db(), userKey(userId), 'TAT');
const creditsOf = (paymentId: number) =>
  db()
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idempotency_key', '=', paymentKey(paymentId))
    .execute();

describe('webhook completion', () => {
  it('a grant that fails records nothing; the replayed event credits the TAT exactly once', async () => {
    const { userData } = await registerUser(t, 'retry-pack@pay.org');
    const p = await pendingPayment(userData.id, 'cs_test_pack', { kind: 'tat_pack', tat: 500 });
    const grant = failingOnce(grantIn);
    const service = paymentsService({ db: db(), provider: stripe, issueInvoice: issueForPayment, grant });
    const event = signedEvent('evt_pack_1', 'cs_test_pack');

    await expect(service.webhook(event.body, event.headers)).rejects.toThrow(FAILURE);
    expect(await paymentRow(p.id)).toMatchObject({ status: 'pending', completed_at: null });
    expect(await eventRows('evt_pack_1')).toHaveLength(0);
    expect(await tat(userData.id)).toBe(0);
    expect(await creditsOf(p.id)).toHaveLength(0);

    expect(await service.webhook(event.body, event.headers)).toEqual({ received: true, duplicate: false });
    expect(await service.webhook(event.body, event.headers)).toEqual({ received: true, duplicate: true });
    expect(grant.calls.count).toBe(2);
    expect(await tat(userData.id)).toBe(500);
    expect(await creditsOf(p.id)).toHaveLength(1);
    expect(await eventRows('evt_pack_1')).toHaveLength(1);
    const paid = await paymentRow(p.id);
    expect(paid.status).toBe('paid');
    expect(paid.completed_at).not.toBeNull();
  });

  it('a plan activation that fails records nothing; the replayed event activates the plan once', async () => {
    const { userData } = await registerUser(t, 'retry-plan@pay.org');
    const p = await pendingPayment(userData.id, 'cs_test_plan', { kind: 'subscription', planId: 3 });
    const activate = failingOnce(activatePlan);
    const service = paymentsService({
      db: db(),
      provider: stripe,
      issueInvoice: issueForPayment,
      activatePlan: activate,
    });
    const event = signedEvent('evt_plan_1', 'cs_test_plan');
    const plan = () =>
      db()
        .selectFrom('users')
        .select(['current_plan_id', 'plan_expires_at'])
        .where('id', '=', userData.id)
        .executeTakeFirstOrThrow();

    await expect(service.webhook(event.body, event.headers)).rejects.toThrow(FAILURE);
    expect(await plan()).toEqual({ current_plan_id: null, plan_expires_at: null });
    expect((await paymentRow(p.id)).status).toBe('pending');
    expect(await eventRows('evt_plan_1')).toHaveLength(0);

    expect(await service.webhook(event.body, event.headers)).toEqual({ received: true, duplicate: false });
    const first = await plan();
    expect(first.current_plan_id).toBe(3);
    expect(Math.round((Date.parse(first.plan_expires_at!) - Date.now()) / 86400_000)).toBe(30);
    // The retry after success is a duplicate: the month is not extended a second time.
    expect(await service.webhook(event.body, event.headers)).toEqual({ received: true, duplicate: true });
    expect(await plan()).toEqual(first);
    expect(activate.calls.count).toBe(2);
    expect((await paymentRow(p.id)).status).toBe('paid');
    expect(await eventRows('evt_plan_1')).toHaveLength(1);
  });

  it('a forged event changes nothing', async () => {
    const { userData } = await registerUser(t, 'forged@pay.org');
    const p = await pendingPayment(userData.id, 'cs_test_forged', { kind: 'tat_pack', tat: 100 });
    const service = paymentsService({ db: db(), provider: stripe, issueInvoice: issueForPayment });
    const event = signedEvent('evt_forged', 'cs_test_forged');
    await expect(service.webhook(event.body, { 'stripe-signature': 't=1,v1=00' })).rejects.toThrow(
      'Bad signature.',
    );
    expect((await paymentRow(p.id)).status).toBe('pending');
    expect(await eventRows('evt_forged')).toHaveLength(0);
  });
});

describe('sandbox completion', () => {
  it('a failed credit leaves the checkout pending; paying again credits once, also when sent twice at once', async () => {
    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', (await registerUser(t, 'retry-sandbox@pay.org')).userData.id)
      .executeTakeFirstOrThrow();
    const grant = failingOnce(grantIn);
    const sandbox = new SandboxProvider('sandbox-test-secret');
    const service = paymentsService({ db: db(), provider: sandbox, issueInvoice: issueForPayment, grant });
    const pack = await db()
      .selectFrom('tat_plans')
      .selectAll()
      .where('tat', '=', 100)
      .executeTakeFirstOrThrow();
    const { sessionId } = await service.checkoutPack(user, pack.id, {
      base: 'http://talent.test',
      success: '/payment/success/token',
      fail: '/payment/fail/token',
    });
    const p = await db()
      .selectFrom('payments')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const key = sandbox.keyFor(sessionId, user.id);
    const pay = () => service.sandboxSubmit(sessionId, key, user, 'pay', '4242 4242 4242 4242');

    await expect(pay()).rejects.toThrow(FAILURE);
    expect(await paymentRow(p.id)).toMatchObject({ status: 'pending', completed_at: null });
    expect(await tat(user.id)).toBe(0);
    expect(await creditsOf(p.id)).toHaveLength(0);

    const targets = await Promise.all([pay(), pay()]);
    expect(targets).toEqual([
      `/payment/success/token?session_id=${sessionId}`,
      `/payment/success/token?session_id=${sessionId}`,
    ]);
    expect(await tat(user.id)).toBe(100);
    expect(await creditsOf(p.id)).toHaveLength(1);
    expect((await paymentRow(p.id)).status).toBe('paid');
    // After it is paid, a cancel on the same page changes nothing.
    expect(await service.sandboxSubmit(sessionId, key, user, 'cancel', undefined)).toContain(
      '/payment/success/token',
    );
    expect(await tat(user.id)).toBe(100);
  });
});
