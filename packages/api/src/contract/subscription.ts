/** Plans and card payments (spec 000 sections 4 "Payment", 7 "Subscription and payment", 9). */
import { z } from 'zod';
import { endpoint, idOrRefParam, listOf } from './core';
import { planSchema } from './entities';
import { checkoutSchema } from './wallet';

const signedIn = { action: 'read', subject: 'Auth' } as const;

export const paymentSchema = z.object({
  id: z.number().int(),
  session_id: z.string(),
  kind: z.enum(['subscription', 'tat_pack']),
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
  provider: z.enum(['sandbox', 'stripe']),
  amount: z.number(),
  plan: planSchema.nullable(),
  tat: z.number().int().nullable(),
  success_url: z.string(),
  fail_url: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The sandbox checkout link's key: it binds the session to the user who opened it. */
const sandboxKeyQuery = z.object({ key: z.string().max(200).optional() });

export const subscriptionEndpoints = {
  listSubscription: endpoint({
    method: 'GET',
    path: '/api/subscription',
    summary: 'The four plans, by tier (read data.results).',
    response: listOf(planSchema).extend({
      current_plan_id: z.number().int().nullable(),
      /** Who takes card payments: Stripe, the demo sandbox (PAYMENT_SANDBOX), or nobody (checkouts answer
       * 503 `payments_not_configured`). */
      card_payments: z.enum(['sandbox', 'stripe']).nullable(),
    }),
    access: 'public',
  }),
  createPayment: endpoint({
    invalidates: ['payments'],
    method: 'POST',
    path: '/api/payment',
    summary:
      'Start a checkout for a plan; answers sessionId and the url to send the browser to. A free plan cannot be checked out ("This plan is free. No checkout required.").',
    body: z.object({
      subscription: z.coerce
        .number({ message: 'Choose a plan.' })
        .int()
        .positive({ message: 'Choose a plan.' }),
      success: z.string().trim().min(1, { message: 'The success URL is required.' }).max(2000),
      fail: z.string().trim().min(1, { message: 'The fail URL is required.' }).max(2000),
    }),
    response: checkoutSchema,
    errors: {
      400: 'This plan is free. No checkout required.',
      404: 'No such plan',
      409: 'Already on this plan',
      503: 'Card payments are not configured (code payments_not_configured)',
    },
    verifiedEmail: true,
    access: signedIn,
  }),
  getPayment: endpoint({
    method: 'GET',
    path: '/api/payment/:id',
    summary: 'The result of a payment, by id or checkout session id (the success page calls it).',
    params: idOrRefParam,
    response: paymentSchema,
    errors: { 404: 'Not found' },
    access: signedIn,
  }),
  sandboxCheckoutPage: endpoint({
    method: 'GET',
    path: '/api/payment/sandbox/:sessionId',
    summary:
      'Built-in sandbox checkout page (HTML), only with PAYMENT_SANDBOX=true. Needs the key of the checkout url; with a token, only the user who opened the session.',
    params: z.object({ sessionId: z.string().min(1).max(200) }),
    query: sandboxKeyQuery,
    errors: { 403: 'Another user', 404: 'No such session, wrong key or sandbox off' },
    response: z.unknown(),
    contentType: 'text/html',
    access: 'public',
  }),
  sandboxCheckoutSubmit: endpoint({
    invalidates: ['payments', 'wallet', 'profile', 'dashboard', 'invoices'],
    method: 'POST',
    path: '/api/payment/sandbox/:sessionId',
    summary:
      'Sandbox form post: action=pay with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined) or action=cancel; redirects (303) to the success or fail URL. Same key and user rule as the page.',
    params: z.object({ sessionId: z.string().min(1).max(200) }),
    query: sandboxKeyQuery,
    errors: { 403: 'Another user', 404: 'No such session, wrong key or sandbox off' },
    body: z.object({
      action: z.enum(['pay', 'cancel']),
      card: z.string().max(40).optional(),
    }),
    response: z.unknown(),
    contentType: 'text/html',
    access: 'public',
  }),
  paymentWebhook: endpoint({
    invalidates: ['payments', 'wallet', 'profile', 'dashboard', 'invoices'],
    method: 'POST',
    path: '/api/payment/webhook',
    summary: 'Stripe webhook (signature verified with STRIPE_WEBHOOK_SECRET); each event is applied once.',
    response: z.object({ received: z.boolean(), duplicate: z.boolean() }),
    errors: { 400: 'Bad signature' },
    access: 'public',
  }),
} as const;
