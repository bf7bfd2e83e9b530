import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, registerUser, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, paymentSandbox: true });
});
afterAll(async () => {
  await t.close();
});

type Session = { accessToken: string; userData: { id: number } };
/** The keyed checkout link of each session opened here (only its opener receives the key). */
const links = new Map<string, string>();
const post = async (url: string, s: Session, payload?: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(s.accessToken) });
  const body = res.statusCode === 200 ? (res.json() as { sessionId?: string; url?: string }) : {};
  if (body.sessionId && body.url) {
    const link = new URL(body.url);
    links.set(body.sessionId, link.pathname + link.search);
  }
  return res;
};
/** The sandbox page of a session as its opener's browser reaches it (with the link's key). */
const sandbox = (sessionId: string) => links.get(sessionId) ?? `/api/payment/sandbox/${sessionId}`;
const get = (url: string, s: Session) => t.app.inject({ method: 'GET', url, headers: bearer(s.accessToken) });
const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('plans', () => {
  it('lists the four tiers of spec 9 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription' });
    expect(res.statusCode).toBe(200);
    const { results, count } = res.json();
    expect(count).toBe(4);
    expect(results.map((p: { name: string }) => p.name)).toEqual([
      'Starter Sparks / TAT Kickstart',
      'Growth Gear / TAT Momentum',
      'Pro Pulse / TAT Velocity',
      'Elite Engine / TAT Infinity',
    ]);
    expect(results.map((p: { amount: number }) => p.amount)).toEqual([0, 7.99, 12.99, 19.99]);
    expect(results.map((p: { color: string }) => p.color)).toEqual(['green', 'blue', 'purple', 'orange']);
    expect(results.map((p: { daily_upload_limit: number | null }) => p.daily_upload_limit)).toEqual([
      50,
      100,
      200,
      null,
    ]);
    expect(results.map((p: { daily_view_limit: number }) => p.daily_view_limit)).toEqual([40, 80, 160, 500]);
    expect(results[0].description).toMatch(/^<ul><li>50 profile uploads per day<\/li>/);
    expect(results[3].can_resell).toBe(true);
  });
});

describe('subscription checkout (sandbox)', () => {
  it('a free plan cannot be checked out', async () => {
    const s = await registerUser(t, 'free@pay.org', 'recruiter');
    const res = await post('/api/payment', s, {
      subscription: 1,
      success: '/payment/success/subscription',
      fail: '/payment/fail/subscription',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This plan is free. No checkout required.');
    expect((await t.ctx.db.selectFrom('payments').selectAll().execute()).length).toBe(0);
  });

  it('pays with the test card, activates the plan once and redirects to the success URL', async () => {
    const s = await registerUser(t, 'payer@pay.org', 'recruiter');
    const res = await post('/api/payment', s, {
      subscription: 2,
      success: '/payment/success/subscription',
      fail: '/payment/fail/subscription',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sessionId, url, provider } = res.json();
    expect(provider).toBe('sandbox');
    expect(sessionId).toMatch(/^cs_sandbox_/);
    const page = await t.app.inject({ method: 'GET', url: sandbox(sessionId) });
    expect(new URL(url).origin).toBe(t.ctx.config.publicUrl);
    expect(page.statusCode).toBe(200);
    // The plan's one display name (issue 25), as on the pricing card and the badge.
    expect(page.body).toContain('TAT Momentum (monthly plan)');
    expect(page.body).not.toContain('Growth Gear');
    expect(page.body).toContain('$7.99');

    const pay = await form(sandbox(sessionId), {
      action: 'pay',
      card: '4242 4242 4242 4242',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/payment/success/subscription?session_id=${sessionId}`);
    const result = (await get(`/api/payment/${sessionId}`, s)).json();
    expect(result).toMatchObject({ status: 'paid', kind: 'subscription', amount: 7.99, plan: { id: 2 } });
    const me = (await get('/api/user_detail', s)).json();
    expect(me.current_plan).toEqual([2, 'TAT Momentum']);
    // a second submit changes nothing
    const again = await form(sandbox(sessionId), { action: 'cancel' });
    expect(again.headers.location).toContain('/payment/success/subscription');
    expect((await get(`/api/payment/${result.id}`, s)).json().status).toBe('paid');
    // already on this plan
    expect((await post('/api/payment', s, { subscription: 2, success: '/a', fail: '/b' })).statusCode).toBe(
      409,
    );
    // someone else cannot read the payment
    const other = await login(t, 'agency@example.com');
    expect((await get(`/api/payment/${sessionId}`, other)).statusCode).toBe(404);
  });

  it('a paid plan runs 30 days, paying again extends it, and an expired plan falls back to the free one', async () => {
    const s = await registerUser(t, 'monthly@pay.org', 'recruiter');
    const pay = async () => {
      const { sessionId } = (
        await post('/api/payment', s, { subscription: 3, success: '/ok', fail: '/fail' })
      ).json();
      await form(sandbox(sessionId), { action: 'pay', card: '4242424242424242' });
    };
    await pay();
    const row = async () =>
      t.ctx.db
        .selectFrom('users')
        .select(['current_plan_id', 'plan_expires_at'])
        .where('id', '=', s.userData.id)
        .executeTakeFirstOrThrow();
    const first = Date.parse((await row()).plan_expires_at!);
    expect(Math.round((first - Date.now()) / 86400_000)).toBe(30);
    // already active: the same plan cannot be bought twice in a row
    expect(
      (await post('/api/payment', s, { subscription: 3, success: '/ok', fail: '/fail' })).statusCode,
    ).toBe(409);
    await t.ctx.db
      .updateTable('users')
      .set({ plan_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', s.userData.id)
      .execute();
    expect((await get('/api/user_detail', s)).json().current_plan).toBeNull();
    expect((await get('/api/account_statistics', s)).json()).toMatchObject({
      upload_limit: 50,
      view_limit: 40,
    });
    expect((await get('/api/subscription', s)).json().current_plan_id).toBeNull();
    await pay();
    expect((await get('/api/user_detail', s)).json().current_plan).toEqual([3, 'TAT Velocity']);
    expect((await get('/api/account_statistics', s)).json()).toMatchObject({
      upload_limit: 200,
      view_limit: 160,
    });
  });

  it('a declined card or cancel goes to the fail URL and activates nothing', async () => {
    const s = await registerUser(t, 'declined@pay.org', 'recruiter');
    const { sessionId } = (
      await post('/api/payment', s, { subscription: 3, success: '/ok', fail: '/payment/fail/subscription' })
    ).json();
    const pay = await form(sandbox(sessionId), {
      action: 'pay',
      card: '4000 0000 0000 0002',
    });
    expect(pay.headers.location).toBe(`/payment/fail/subscription?session_id=${sessionId}`);
    expect((await get(`/api/payment/${sessionId}`, s)).json().status).toBe('failed');
    expect((await get('/api/user_detail', s)).json().current_plan).toBeNull();
    const second = (
      await post('/api/payment', s, { subscription: 3, success: '/ok', fail: '/payment/fail/subscription' })
    ).json();
    const cancel = await form(sandbox(second.sessionId), { action: 'cancel' });
    expect(cancel.headers.location).toContain('/payment/fail/subscription');
    expect((await get(`/api/payment/${second.sessionId}`, s)).json().status).toBe('cancelled');
  });

  it('refuses bad input: unknown plan, missing URLs, foreign redirect hosts, unknown sessions', async () => {
    const s = await registerUser(t, 'badpay@pay.org', 'recruiter');
    expect((await post('/api/payment', s, { subscription: 99, success: '/a', fail: '/b' })).statusCode).toBe(
      404,
    );
    const missing = await post('/api/payment', s, { subscription: 2 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['fail', 'success']);
    const evil = await post('/api/payment', s, {
      subscription: 2,
      success: 'https://evil.example/steal',
      fail: '/b',
    });
    expect(evil.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/sandbox/cs_nope' })).statusCode).toBe(404);
    expect((await form('/api/payment/sandbox/cs_nope', { action: 'pay' })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment',
          payload: { subscription: 2, success: '/a', fail: '/b' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('sandbox checkout ownership (issue 24, finding 3)', () => {
  it('a checkout session can be paid or cancelled only by the user who opened it', async () => {
    const owner = await registerUser(t, 'owner-checkout@pay.org', 'recruiter');
    const thief = await registerUser(t, 'thief-checkout@pay.org', 'recruiter');
    const opened = await post('/api/purchase_coins', owner, {
      tat_plan: (await get('/api/tat_plans', owner)).json().results[0].id,
      success: '/payment/success/token',
      fail: '/payment/fail/token',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { sessionId } = opened.json();
    const bare = `/api/payment/sandbox/${sessionId}`;
    // The session id alone (it travels in return URLs) neither shows nor settles the checkout.
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    expect((await form(bare, { action: 'pay', card: '4242424242424242' })).statusCode).toBe(404);
    expect((await form(bare, { action: 'cancel' })).statusCode).toBe(404);
    // Another signed-in user, even with the stolen link, cannot pay or cancel it.
    const asThief = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: sandbox(sessionId),
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(thief.accessToken) },
      });
    expect((await asThief({ action: 'pay', card: '4242424242424242' })).statusCode).toBe(403);
    expect((await asThief({ action: 'cancel' })).statusCode).toBe(403);
    // The thief's own key does not open the owner's session.
    const own = (
      await post('/api/purchase_coins', thief, {
        tat_plan: (await get('/api/tat_plans', thief)).json().results[0].id,
        success: '/payment/success/token',
        fail: '/payment/fail/token',
      })
    ).json();
    const thiefKey = new URL(sandbox(own.sessionId), 'http://x').searchParams.get('key')!;
    expect(
      (await form(`${bare}?key=${thiefKey}`, { action: 'pay', card: '4242424242424242' })).statusCode,
    ).toBe(404);
    expect((await get(`/api/purchase_coins/${sessionId}`, owner)).json().status).toBe('pending');
    expect((await get('/api/my_wallet', thief)).json().tat).toBe(0);
    expect((await get('/api/my_wallet', owner)).json().tat).toBe(0);
    // The opener's own link pays.
    const pay = await form(sandbox(sessionId), { action: 'pay', card: '4242424242424242' });
    expect(pay.statusCode).toBe(303);
    expect((await get('/api/my_wallet', owner)).json().tat).toBe(100);
  });
});

describe('payments not configured (issue 24, finding 3)', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('without Stripe or PAYMENT_SANDBOX, checkouts answer 503 and mint nothing', async () => {
    const s = await registerUser(bare, 'nopay@pay.org', 'recruiter');
    const plans = await bare.app.inject({ method: 'GET', url: '/api/subscription' });
    expect(plans.json().card_payments).toBeNull();
    const plan = await bare.app.inject({
      method: 'POST',
      url: '/api/payment',
      payload: { subscription: 2, success: '/ok', fail: '/fail' },
      headers: bearer(s.accessToken),
    });
    expect(plan.statusCode).toBe(503);
    expect(plan.json()).toEqual({
      message: 'Card payments are not configured on this server.',
      code: 'payments_not_configured',
    });
    const tatPlans = await bare.app.inject({
      method: 'GET',
      url: '/api/tat_plans',
      headers: bearer(s.accessToken),
    });
    const pack = await bare.app.inject({
      method: 'POST',
      url: '/api/purchase_coins',
      payload: { tat_plan: tatPlans.json().results[0].id, success: '/ok', fail: '/fail' },
      headers: bearer(s.accessToken),
    });
    expect(pack.statusCode).toBe(503);
    expect(pack.json().code).toBe('payments_not_configured');
    expect(await bare.ctx.db.selectFrom('payments').selectAll().execute()).toEqual([]);
    expect(
      (await bare.app.inject({ method: 'GET', url: '/api/payment/sandbox/cs_sandbox_x?key=y' })).statusCode,
    ).toBe(404);
  });

  it('the sandbox and Stripe cannot both be on, nor the sandbox in production without the consent', async () => {
    await expect(
      createTestApp({ paymentSandbox: true, production: true, publicUrl: 'https://t.example' }),
    ).rejects.toThrow(/PAYMENT_SANDBOX must be off when NODE_ENV=production/);
    await expect(createTestApp({ paymentSandbox: true, stripeSecretKey: 'sk_test_x' })).rejects.toThrow(
      /PAYMENT_SANDBOX must be off when STRIPE_SECRET_KEY is set/,
    );
  });
});

describe('TAT packs', () => {
  it('lists packs, buys one by card and credits the TAT once', async () => {
    const s = await registerUser(t, 'coins@pay.org', 'recruiter');
    const packs = (await get('/api/tat_plans', s)).json();
    expect(packs.results.map((p: { tat: number }) => p.tat)).toEqual([100, 500, 1200]);
    const { sessionId } = (
      await post('/api/purchase_coins', s, {
        tat_plan: packs.results[1].id,
        success: '/payment/success/token',
        fail: '/payment/fail/token',
      })
    ).json();
    const pay = await form(sandbox(sessionId), { action: 'pay', card: '4242424242424242' });
    expect(pay.headers.location).toBe(`/payment/success/token?session_id=${sessionId}`);
    await form(sandbox(sessionId), { action: 'pay', card: '4242424242424242' });
    expect((await get('/api/my_wallet', s)).json().tat).toBe(500);
    // The wallet line names the pack, not a payment number.
    const line = (await get('/api/coin', s)).json().results[0];
    expect(line).toMatchObject({ kind: 'purchase', amount: 500, pack_name: packs.results[1].name });
    const list = (await get('/api/purchase_coins', s)).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ status: 'paid', tat: 500, amount: 39.99 });
    expect((await get(`/api/purchase_coins/${sessionId}`, s)).json().status).toBe('paid');
    expect(
      (await post('/api/purchase_coins', s, { tat_plan: 999, success: '/a', fail: '/b' })).statusCode,
    ).toBe(404);
  });
});

describe('Stripe webhook', () => {
  it('verifies the signature and applies each event once', async () => {
    const secret = 'whsec_test_secret';
    const st = await createTestApp({
      seedDemo: false,
      stripeSecretKey: 'sk_test_dummy',
      stripeWebhookSecret: secret,
    });
    try {
      const s = await registerUser(st, 'stripe@pay.org', 'recruiter');
      await st.ctx.db
        .insertInto('payments')
        .values({
          session_id: 'cs_test_123',
          user_id: s.userData.id,
          kind: 'subscription',
          plan_id: 3,
          tat_plan_id: null,
          tat: null,
          amount_cents: 1299,
          status: 'pending',
          provider: 'stripe',
          success_url: '/ok',
          fail_url: '/fail',
          created_at: new Date().toISOString(),
          completed_at: null,
        })
        .execute();
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_test_123', object: 'checkout.session', payment_status: 'paid' } },
      });
      const stripe = new Stripe('sk_test_dummy');
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
      const send = (sig: string) =>
        st.app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': sig },
        });
      const forged = await send('t=1,v1=deadbeef');
      expect(forged.statusCode).toBe(400);
      const first = await send(header);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      const again = await send(header);
      expect(again.json()).toEqual({ received: true, duplicate: true });
      const user = await st.ctx.db
        .selectFrom('users')
        .select('current_plan_id')
        .where('id', '=', s.userData.id)
        .executeTakeFirstOrThrow();
      expect(user.current_plan_id).toBe(3);
    } finally {
      await st.close();
    }
  });
});
