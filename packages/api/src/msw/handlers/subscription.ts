/** Plans and card payment: the plan list, checkout (the built-in sandbox) and the payment webhook. */
import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import type { Plan } from '../../contract';
import { plansFixture } from '../fixtures';
import { NOW, errorResponse, handle } from '../handle';

/** The sandbox checkout session every card payment (plan or TAT pack) starts. */
export const checkout = {
  sessionId: 'sandbox_cs_mock',
  url: '/api/payment/sandbox/sandbox_cs_mock',
  provider: 'sandbox' as const,
  publishableKey: null,
};

const plan = (id: number): Plan => plansFixture.find((p) => p.id === id) ?? plansFixture[0]!;

export const subscriptionHandlers: HttpHandler[] = [
  handle('listSubscription', ({ role }) => ({
    count: plansFixture.length,
    results: plansFixture,
    current_plan_id: role === 'recruiter' ? 1 : null,
    card_payments: 'sandbox' as const,
  })),
  handle('createPayment', ({ body }) =>
    plan(body.subscription).amount === 0
      ? errorResponse(400, 'This plan is free. No checkout required.')
      : checkout,
  ),
  handle('getPayment', ({ params }) => ({
    id: 1,
    session_id: String(params.id),
    kind: 'subscription' as const,
    status: 'paid' as const,
    provider: 'sandbox' as const,
    amount: 7.99,
    plan: plan(2),
    tat: null,
    success_url: '/payment/success/subscription',
    fail_url: '/payment/fail/subscription',
    created_at: NOW,
    completed_at: NOW,
  })),
  handle(
    'sandboxCheckoutPage',
    () =>
      new HttpResponse('<!doctype html><title>Sandbox checkout</title><p>Sandbox checkout</p>', {
        headers: { 'content-type': 'text/html' },
      }),
  ),
  handle(
    'sandboxCheckoutSubmit',
    () => new HttpResponse(null, { status: 303, headers: { location: '/payment/success/subscription' } }),
  ),
  handle('paymentWebhook', () => ({ received: true, duplicate: false })),
];
