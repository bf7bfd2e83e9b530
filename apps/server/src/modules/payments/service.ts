/** Plans and card payments: checkouts through the configured provider, payment reads, the sandbox page and
 * form, and provider webhooks (each event applied once, atomically: completion.ts). */
import type { IncomingHttpHeaders } from 'node:http';
import type { Plan } from '@talent/api';
import { planDisplayName, sameOriginPath } from '@talent/api/rules';
import type { PlanRow, User } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { clockNow } from '../../lib/request-context';
import { safeEqual } from '../../lib/crypto';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  NOT_CONFIGURED,
  PAYMENTS_NOT_CONFIGURED,
  type CheckoutRequest,
  type PaymentProvider,
} from '../../payments/provider';
import { SandboxProvider, sandboxOutcome, sandboxPage } from '../../payments/sandbox';
import { activePlanId } from '../plans/limits';
import { plansRepo } from '../plans/repo';
import { walletRepo } from '../wallet/repo';
import { tatPlanOut } from '../wallet/service';
import { paymentCompletion, type CompletionDeps } from './completion';
import { paymentsRepo, type PaymentKind, type PaymentRow } from './repo';

export const FREE_PLAN_MESSAGE = 'This plan is free. No checkout required.';

type Status = 'pending' | 'paid' | 'failed' | 'cancelled';
type ProviderName = PaymentProvider['name'];

export interface PaymentDeps extends CompletionDeps {
  /** null: neither Stripe nor the sandbox is configured; checkouts answer 503. */
  provider: PaymentProvider | null;
}

/** What a payment row points at: the plan, or the TAT pack and its TAT. */
interface PaymentRefs {
  planId: number | null;
  tatPlanId: number | null;
  tat: number | null;
}

/** Where the buyer returns to: this site's origin plus the paths the client asked for. */
export interface ReturnUrls {
  base: string;
  success: string;
  fail: string;
}

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

/** A success/fail URL: a path on this site, or an absolute URL on the same origin (no open redirects:
 * `sameOriginPath` also refuses `"/.//evil.example/x"`, which resolves to the path `//evil.example/x`). */
function returnPath(base: string, value: string, field: string): string {
  const path = sameOriginPath(value, base);
  if (path === null)
    throw badRequest(`Ensure ${field} field is correct!`, {
      [field]: ['The URL must be a path on this site, such as /payment/success/subscription.'],
    });
  return path;
}

function withSession(path: string, sessionId: string): string {
  // A row stored before the same-origin rule held may name `//host/...`: its path alone stays here.
  const u = new URL(path.replace(/^\/+/, '/'), 'http://x');
  u.searchParams.set('session_id', sessionId);
  return u.pathname + u.search;
}

export function paymentsService(deps: PaymentDeps) {
  const { db, provider } = deps;
  const repo = paymentsRepo(db);
  const plans = plansRepo(db);
  const packs = walletRepo(db);
  const completion = paymentCompletion(deps);

  async function checkout(user: User, item: CheckoutRequest['item'], refs: PaymentRefs, urls: ReturnUrls) {
    if (!provider) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED, undefined, 'payments_not_configured');
    const successPath = returnPath(urls.base, urls.success, 'success');
    const failPath = returnPath(urls.base, urls.fail, 'fail');
    const session = await provider.createCheckout({
      item,
      customer: { id: user.id, email: user.email },
      baseUrl: urls.base,
      successPath,
      failPath,
    });
    await repo.insert({
      session_id: session.sessionId,
      user_id: user.id,
      kind: item.kind,
      plan_id: refs.planId,
      tat_plan_id: refs.tatPlanId,
      tat: refs.tat,
      amount_cents: item.amountCents,
      status: 'pending',
      provider: provider.name,
      success_url: successPath,
      fail_url: failPath,
      created_at: isoNow(deps.now ?? clockNow),
      completed_at: null,
    });
    return { ...session, provider: provider.name };
  }

  async function paymentOut(p: PaymentRow) {
    const plan = p.plan_id ? await plans.byId(p.plan_id) : undefined;
    return {
      id: p.id,
      session_id: p.session_id,
      kind: p.kind as PaymentKind,
      status: p.status as Status,
      provider: p.provider as ProviderName,
      amount: Number(p.amount_cents) / 100,
      plan: plan ? planOut(plan) : null,
      tat: p.tat === null ? null : Number(p.tat),
      success_url: p.success_url,
      fail_url: p.fail_url,
      created_at: p.created_at,
      completed_at: p.completed_at,
    };
  }

  async function coinPurchaseOut(p: PaymentRow) {
    const pack = p.tat_plan_id ? await packs.tatPlan(p.tat_plan_id) : undefined;
    return {
      id: p.id,
      session_id: p.session_id,
      status: p.status as Status,
      tat_plan: pack ? tatPlanOut(pack) : null,
      tat: Number(p.tat ?? 0),
      amount: Number(p.amount_cents) / 100,
      provider: p.provider as ProviderName,
      created_at: p.created_at,
      completed_at: p.completed_at,
    };
  }

  async function ofUser(user: User, id: string, kind?: PaymentKind) {
    const p = await repo.ofUser(user.id, id, kind);
    if (!p) throw notFound('Payment not found.');
    return p;
  }

  /** A sandbox session, for the holder of its link's key only; with a token, for its own user only. A server
   * whose sandbox is off settles none (not even sessions opened while it was on). */
  async function sandboxSession(sessionId: string, key: string | undefined, caller: User | null) {
    const p = provider instanceof SandboxProvider ? await repo.bySession(sessionId, 'sandbox') : undefined;
    if (
      !p ||
      !provider ||
      !safeEqual(key ?? '', (provider as SandboxProvider).keyFor(p.session_id, p.user_id))
    )
      throw notFound('Checkout session not found.');
    if (caller && caller.id !== p.user_id) throw forbidden('This checkout belongs to another account.');
    return p;
  }

  return {
    async listPlans(user: User | null) {
      const rows = await plans.all();
      return {
        count: rows.length,
        results: rows.map(planOut),
        current_plan_id: user ? activePlanId(user) : null,
        card_payments: provider?.name ?? null,
      };
    },

    async checkoutPlan(user: User, planId: number, urls: ReturnUrls) {
      const plan = await plans.byId(planId);
      if (!plan) throw notFound('No such plan.');
      if (Number(plan.amount_cents) === 0)
        throw new HttpError(400, FREE_PLAN_MESSAGE, { subscription: [FREE_PLAN_MESSAGE] }, 'free_plan');
      if (activePlanId(user) === plan.id) throw conflict('This plan is already your Activated Plan.');
      const item = {
        kind: 'subscription',
        name: planDisplayName(plan),
        amountCents: Number(plan.amount_cents),
      } as const;
      return checkout(user, item, { planId: plan.id, tatPlanId: null, tat: null }, urls);
    },

    async checkoutPack(user: User, packId: number, urls: ReturnUrls) {
      const pack = await packs.tatPlan(packId);
      if (!pack) throw notFound('No such TAT pack.');
      const item = { kind: 'tat_pack', name: pack.name, amountCents: Number(pack.amount_cents) } as const;
      return checkout(user, item, { planId: null, tatPlanId: pack.id, tat: Number(pack.tat) }, urls);
    },

    payment: async (user: User, id: string) => paymentOut(await ofUser(user, id)),

    coinPurchase: async (user: User, id: string) => coinPurchaseOut(await ofUser(user, id, 'tat_pack')),

    async coinPurchases(user: User, limit: number, offset: number) {
      const { count, rows } = await repo.pageOfUser(user.id, 'tat_pack', limit, offset);
      return { count, results: await Promise.all(rows.map(coinPurchaseOut)) };
    },

    /** The sandbox checkout page (HTML). */
    async sandboxPage(sessionId: string, key: string | undefined, caller: User | null): Promise<string> {
      const out = await paymentOut(await sandboxSession(sessionId, key, caller));
      const what = out.plan ? `${planDisplayName(out.plan)} (monthly plan)` : `${out.tat} TAT`;
      return sandboxPage({
        sessionId: out.session_id,
        key: key ?? '',
        status: out.status,
        what,
        amount: out.amount,
      });
    },

    /** Settles a sandbox checkout from its form; answers the path to redirect the browser to. */
    async sandboxSubmit(
      sessionId: string,
      key: string | undefined,
      caller: User | null,
      action: 'pay' | 'cancel',
      card: string | undefined,
    ) {
      const session = await sandboxSession(sessionId, key, caller);
      const done = await completion.settle(session, sandboxOutcome(action, card));
      return withSession(done.status === 'paid' ? done.success_url : done.fail_url, done.session_id);
    },

    /** A provider webhook call: verified by the provider, then applied once. */
    async webhook(rawBody: Buffer, headers: IncomingHttpHeaders) {
      if (!provider) throw badRequest(NOT_CONFIGURED);
      const { duplicate } = await completion.applyEvent(provider.readWebhook(rawBody, headers));
      return { received: true, duplicate };
    },
  };
}
