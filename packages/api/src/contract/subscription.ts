/** Plans and card payments (spec 000 sections 4 "Payment", 7 "Subscription and payment", 9). */
import { z } from 'zod';
import { endpoint, listOf } from './core';
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

export const subscriptionEndpoints = {
  listSubscription: endpoint({
    method: 'GET',
    path: '/api/subscription',
    summary: 'The four plans, by tier (read data.results).',
    response: listOf(planSchema).extend({ current_plan_id: z.number().int().nullable() }),
    access: 'public',
  }),
  createPayment: endpoint({
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
    },
    verifiedEmail: true,
    access: signedIn,
  }),
  getPayment: endpoint({
    method: 'GET',
    path: '/api/payment/:id',
    summary: 'The result of a payment, by id or checkout session id (the success page calls it).',
    params: z.object({ id: z.string().min(1).max(200) }),
    response: paymentSchema,
    errors: { 404: 'Not found' },
    access: signedIn,
  }),
  sandboxCheckoutPage: endpoint({
    method: 'GET',
    path: '/api/payment/sandbox/:sessionId',
    summary: 'Built-in sandbox checkout page (HTML) used when no STRIPE_SECRET_KEY is set.',
    params: z.object({ sessionId: z.string().min(1).max(200) }),
    response: z.unknown(),
    contentType: 'text/html',
    access: 'public',
  }),
  sandboxCheckoutSubmit: endpoint({
    method: 'POST',
    path: '/api/payment/sandbox/:sessionId',
    summary:
      'Sandbox form post: action=pay with a test card (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined) or action=cancel; redirects (303) to the success or fail URL.',
    params: z.object({ sessionId: z.string().min(1).max(200) }),
    body: z.object({
      action: z.enum(['pay', 'cancel']),
      card: z.string().max(40).optional(),
    }),
    response: z.unknown(),
    contentType: 'text/html',
    access: 'public',
  }),
  paymentWebhook: endpoint({
    method: 'POST',
    path: '/api/payment/webhook',
    summary: 'Stripe webhook (signature verified with STRIPE_WEBHOOK_SECRET); each event is applied once.',
    response: z.object({ received: z.boolean(), duplicate: z.boolean() }),
    errors: { 400: 'Bad signature' },
    access: 'public',
  }),
} as const;
