/** Plans and card payments: Stripe Checkout when STRIPE_SECRET_KEY is set (plans and packs applied by the
 * signature-verified webhook, each event once), otherwise a built-in sandbox checkout page. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { endpoints, type Plan } from '@talent/api';
import type { AppContext } from '../../context';
import type { PaymentsTable, PlanRow, User } from '../../db/schema';
import type { Selectable } from 'kysely';
import { nowIso } from '../../db/index';
import { randomToken } from '../../lib/crypto';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors';
import { escapeHtml } from '../../mail/index';
import { RawReply, route } from '../../plugins/contract';
import { publicBaseUrl } from '../auth/routes';
import { grant } from '../ledger/service';
import { PLAN_PERIOD_DAYS } from '@talent/api/rules';
import { activePlanId } from '../plans/limits';
import { tatPlanOut } from '../wallet/service';

type PaymentRow = Selectable<PaymentsTable>;

export const FREE_PLAN_MESSAGE = 'This plan is free. No checkout required.';
export const SANDBOX_CARD_OK = '4242424242424242';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

export function planOut(p: PlanRow): Plan {
  return {
    id: p.id,
    name: p.name,
    home_name: p.home_name,
    login_name: p.login_name,
    amount: Number(p.amount_cents) / 100,
    description: p.description,
    small_description: p.small_description,
    tier: p.tier,
    color: p.color,
    daily_upload_limit: p.daily_upload_limit,
    daily_view_limit: p.daily_view_limit,
    can_resell: p.can_resell === 1,
  };
}

/** Success/fail URLs: a path on this site, or an absolute URL on the same host (no open redirects). */
function returnUrl(ctx: AppContext, req: FastifyRequest, value: string, field: string): string {
  const base = publicBaseUrl(ctx, req);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw badRequest(`Ensure ${field} field is correct!`, {
      [field]: ['Enter a path such as /payment/success/subscription.'],
    });
  }
  if (url.origin !== new URL(base).origin)
    throw badRequest(`Ensure ${field} field is correct!`, { [field]: ['The URL must be on this site.'] });
  return url.pathname + url.search;
}

function withSession(url: string, sessionId: string): string {
  const u = new URL(url, 'http://x');
  u.searchParams.set('session_id', sessionId);
  return u.pathname + u.search;
}

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const stripe = config.stripeSecretKey ? new Stripe(config.stripeSecretKey) : null;

  async function paymentOut(p: PaymentRow) {
    const plan = p.plan_id
      ? await db.selectFrom('plans').selectAll().where('id', '=', p.plan_id).executeTakeFirst()
      : undefined;
    return {
      id: p.id,
      session_id: p.session_id,
      kind: p.kind as 'subscription' | 'tat_pack',
      status: p.status as 'pending' | 'paid' | 'failed' | 'cancelled',
      provider: p.provider as 'sandbox' | 'stripe',
      amount: Number(p.amount_cents) / 100,
      plan: plan ? planOut(plan) : null,
      tat: p.tat === null ? null : Number(p.tat),
      success_url: p.success_url,
      fail_url: p.fail_url,
      created_at: p.created_at,
      completed_at: p.completed_at,
    };
  }

  async function startCheckout(
    req: FastifyRequest,
    user: User,
    item: {
      kind: 'subscription' | 'tat_pack';
      name: string;
      amountCents: number;
      planId: number | null;
      tatPlanId: number | null;
      tat: number | null;
    },
    success: string,
    fail: string,
  ) {
    const base = publicBaseUrl(ctx, req);
    const successPath = returnUrl(ctx, req, success, 'success');
    const failPath = returnUrl(ctx, req, fail, 'fail');
    let sessionId: string;
    let url: string;
    if (stripe) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: user.email,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: item.amountCents, product_data: { name: item.name } },
          },
        ],
        success_url: `${base}${successPath}${successPath.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${base}${failPath}`,
        metadata: { user_id: String(user.id), kind: item.kind },
      });
      sessionId = session.id;
      url = session.url ?? '';
    } else {
      sessionId = `cs_sandbox_${randomToken(18)}`;
      url = `${base}/api/payment/sandbox/${sessionId}`;
    }
    await db
      .insertInto('payments')
      .values({
        session_id: sessionId,
        user_id: user.id,
        kind: item.kind,
        plan_id: item.planId,
        tat_plan_id: item.tatPlanId,
        tat: item.tat,
        amount_cents: item.amountCents,
        status: 'pending',
        provider: stripe ? 'stripe' : 'sandbox',
        success_url: successPath,
        fail_url: failPath,
        created_at: nowIso(),
        completed_at: null,
      })
      .execute();
    return {
      sessionId,
      url,
      provider: stripe ? ('stripe' as const) : ('sandbox' as const),
      publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? null,
    };
  }

  /** Applies a paid payment once: activates the plan or credits the TAT pack. */
  async function completePayment(
    sessionId: string,
    status: 'paid' | 'failed' | 'cancelled',
  ): Promise<PaymentRow | undefined> {
    const p = await db
      .selectFrom('payments')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    if (!p) return undefined;
    const changed = await db
      .updateTable('payments')
      .set({ status, completed_at: nowIso() })
      .where('id', '=', p.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 1 && status === 'paid') {
      if (p.kind === 'subscription' && p.plan_id) {
        const user = await db
          .selectFrom('users')
          .select(['current_plan_id', 'plan_expires_at'])
          .where('id', '=', p.user_id)
          .executeTakeFirstOrThrow();
        // Paying again for the plan in force extends it; any other plan starts now.
        const from =
          activePlanId(user) === p.plan_id && user.plan_expires_at
            ? Date.parse(user.plan_expires_at)
            : Date.now();
        const expires = new Date(from + PLAN_PERIOD_DAYS * 86400_000).toISOString();
        await db
          .updateTable('users')
          .set({ current_plan_id: p.plan_id, plan_expires_at: expires, updated_at: nowIso() })
          .where('id', '=', p.user_id)
          .execute();
      } else if (p.kind === 'tat_pack' && p.tat) {
        await grant(
          db,
          p.user_id,
          'TAT',
          Number(p.tat),
          `payment:${p.id}`,
          `Bought ${p.tat} TAT by card`,
          'purchase',
        );
      }
    }
    return db.selectFrom('payments').selectAll().where('id', '=', p.id).executeTakeFirst();
  }

  route(app, ctx, endpoints.listSubscription, async ({ auth }) => {
    const plans = await db.selectFrom('plans').selectAll().orderBy('tier').execute();
    return {
      count: plans.length,
      results: plans.map(planOut),
      current_plan_id: auth ? activePlanId(auth.user) : null,
    };
  });

  route(app, ctx, endpoints.createPayment, async ({ auth, body, req }) => {
    const plan = await db
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', body.subscription)
      .executeTakeFirst();
    if (!plan) throw notFound('No such plan.');
    if (Number(plan.amount_cents) === 0)
      throw new HttpError(400, FREE_PLAN_MESSAGE, { subscription: [FREE_PLAN_MESSAGE] }, 'free_plan');
    if (activePlanId(auth.user) === plan.id) throw conflict('This plan is already your Activated Plan.');
    return startCheckout(
      req,
      auth.user,
      {
        kind: 'subscription',
        name: plan.name,
        amountCents: Number(plan.amount_cents),
        planId: plan.id,
        tatPlanId: null,
        tat: null,
      },
      body.success,
      body.fail,
    );
  });

  const findPayment = async (user: User, id: string, kind?: string) => {
    let q = db.selectFrom('payments').selectAll().where('user_id', '=', user.id);
    q = /^\d+$/.test(id) ? q.where('id', '=', Number(id)) : q.where('session_id', '=', id);
    if (kind) q = q.where('kind', '=', kind);
    const p = await q.executeTakeFirst();
    if (!p) throw notFound('Payment not found.');
    return p;
  };

  route(app, ctx, endpoints.getPayment, async ({ auth, params }) =>
    paymentOut(await findPayment(auth.user, params.id)),
  );

  route(app, ctx, endpoints.sandboxCheckoutPage, async ({ params }) => {
    const p = await db
      .selectFrom('payments')
      .selectAll()
      .where('session_id', '=', params.sessionId)
      .where('provider', '=', 'sandbox')
      .executeTakeFirst();
    if (!p) throw notFound('Checkout session not found.');
    const out = await paymentOut(p);
    const what = out.plan ? `${out.plan.name} (monthly plan)` : `${out.tat} TAT`;
    const done = p.status !== 'pending';
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox checkout</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5fa;margin:0;padding:3rem 1rem}main{max-width:26rem;margin:auto;background:#fff;border-radius:.5rem;padding:2rem;box-shadow:0 2px 10px #0002}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}button{margin-top:1rem;padding:.7rem 1.2rem;font-size:1rem;border:0;border-radius:.3rem;cursor:pointer}
.pay{background:#7367f0;color:#fff}.cancel{background:#eee}.note{color:#555;font-size:.9rem}</style></head><body><main>
<h1>Sandbox checkout</h1><p>${escapeHtml(what)}</p><p><strong>$${out.amount.toFixed(2)}</strong></p>
${
  done
    ? `<p>This checkout is ${escapeHtml(p.status)}.</p>`
    : `<form method="post" action="/api/payment/sandbox/${escapeHtml(p.session_id)}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<p class="note">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. No real money moves.</p>
<button class="pay" type="submit" name="action" value="pay">Pay $${out.amount.toFixed(2)}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button></form>`
}
</main></body></html>`;
    return new RawReply((reply) => reply.type('text/html').header('cache-control', 'no-store').send(html));
  });

  route(app, ctx, endpoints.sandboxCheckoutSubmit, async ({ params, body }) => {
    const p = await db
      .selectFrom('payments')
      .selectAll()
      .where('session_id', '=', params.sessionId)
      .where('provider', '=', 'sandbox')
      .executeTakeFirst();
    if (!p) throw notFound('Checkout session not found.');
    let status: 'paid' | 'failed' | 'cancelled' = 'cancelled';
    if (body.action === 'pay')
      status = (body.card ?? '').replace(/\D/g, '') === SANDBOX_CARD_OK ? 'paid' : 'failed';
    const done = (await completePayment(p.session_id, status)) ?? p;
    const target = done.status === 'paid' ? done.success_url : done.fail_url;
    return new RawReply((reply) => reply.redirect(withSession(target, done.session_id), 303));
  });

  // Stripe needs the raw body to check the signature: parse JSON as a Buffer in this scope only.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    route(scope, ctx, endpoints.paymentWebhook, async ({ req }) => {
      if (!stripe || !config.stripeWebhookSecret)
        throw badRequest('Stripe is not configured on this server.');
      const signature = req.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          req.body as Buffer,
          String(signature ?? ''),
          config.stripeWebhookSecret,
        );
      } catch {
        throw badRequest('Bad signature.');
      }
      const inserted = await db
        .insertInto('webhook_events')
        .values({ id: event.id, type: event.type, created_at: nowIso() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { received: true, duplicate: true };
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
      ) {
        const session = event.data.object as Stripe.Checkout.Session;
        if (session.payment_status === 'paid') await completePayment(session.id, 'paid');
      } else if (
        event.type === 'checkout.session.expired' ||
        event.type === 'checkout.session.async_payment_failed'
      ) {
        await completePayment(
          (event.data.object as Stripe.Checkout.Session).id,
          event.type === 'checkout.session.expired' ? 'cancelled' : 'failed',
        );
      }
      return { received: true, duplicate: false };
    });
  });

  // TAT packs
  route(app, ctx, endpoints.purchaseCoins, async ({ auth, body, req }) => {
    const pack = await db
      .selectFrom('tat_plans')
      .selectAll()
      .where('id', '=', body.tat_plan)
      .executeTakeFirst();
    if (!pack) throw notFound('No such TAT pack.');
    return startCheckout(
      req,
      auth.user,
      {
        kind: 'tat_pack',
        name: pack.name,
        amountCents: Number(pack.amount_cents),
        planId: null,
        tatPlanId: pack.id,
        tat: Number(pack.tat),
      },
      body.success,
      body.fail,
    );
  });

  const coinPurchaseOut = async (p: PaymentRow) => {
    const pack = p.tat_plan_id
      ? await db.selectFrom('tat_plans').selectAll().where('id', '=', p.tat_plan_id).executeTakeFirst()
      : undefined;
    return {
      id: p.id,
      session_id: p.session_id,
      status: p.status as 'pending' | 'paid' | 'failed' | 'cancelled',
      tat_plan: pack ? tatPlanOut(pack) : null,
      tat: Number(p.tat ?? 0),
      amount: Number(p.amount_cents) / 100,
      provider: p.provider as 'sandbox' | 'stripe',
      created_at: p.created_at,
      completed_at: p.completed_at,
    };
  };

  route(app, ctx, endpoints.listCoinPurchases, async ({ auth, query }) => {
    const base = db.selectFrom('payments').where('user_id', '=', auth.user.id).where('kind', '=', 'tat_pack');
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.limit ?? 10)
      .offset(query.offset ?? 0)
      .execute();
    return { count: Number(n), results: await Promise.all(rows.map(coinPurchaseOut)) };
  });

  route(app, ctx, endpoints.getCoinPurchase, async ({ auth, params }) =>
    coinPurchaseOut(await findPayment(auth.user, params.id, 'tat_pack')),
  );
}
