/** Stripe Checkout: hosted payment pages, and webhooks verified with the endpoint's signing secret. */
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { HttpError, badRequest } from '../lib/errors';
import {
  NOT_CONFIGURED,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundRequest,
} from './provider';

export const REFUND_FAILED = 'The card refund failed at Stripe; nothing was changed here.';

export interface StripeOptions {
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET; without it every webhook call is refused. */
  webhookSecret?: string;
  publishableKey?: string;
}

/** The checkout events that settle a session, and how. */
const OUTCOMES: Partial<Record<Stripe.Event.Type, PaymentOutcome>> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.expired': 'cancelled',
  'checkout.session.async_payment_failed': 'failed',
};

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.stripe = new Stripe(options.secretKey);
  }

  async createCheckout(r: CheckoutRequest): Promise<CheckoutSession> {
    const glue = r.successPath.includes('?') ? '&' : '?';
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: r.customer.email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: r.item.amountCents,
            product_data: { name: r.item.name },
          },
        },
      ],
      success_url: `${r.baseUrl}${r.successPath}${glue}session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${r.baseUrl}${r.failPath}`,
      metadata: { user_id: String(r.customer.id), kind: r.item.kind },
    });
    return {
      sessionId: session.id,
      url: session.url ?? '',
      publishableKey: this.options.publishableKey ?? null,
    };
  }

  /**
   * Refunds the session's payment intent in full, with an idempotency key per payment: Stripe answers a
   * retry with the first refund. A failure at Stripe is a 502 and leaves our records untouched.
   */
  async refund(r: RefundRequest): Promise<{ reference: string }> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(r.sessionId);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new HttpError(409, 'Stripe has no payment for this checkout session.');
      const refund = await this.stripe.refunds.create(
        { payment_intent: intent, amount: r.amountCents },
        { idempotencyKey: `refund-payment-${r.paymentId}` },
      );
      return { reference: refund.id };
    } catch (e) {
      if (e instanceof HttpError) throw e;
      throw new HttpError(502, `${REFUND_FAILED} (${(e as Error).message})`, undefined, 'refund_failed');
    }
  }

  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent {
    if (!this.options.webhookSecret) throw badRequest(NOT_CONFIGURED);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        String(headers['stripe-signature'] ?? ''),
        this.options.webhookSecret,
      );
    } catch {
      throw badRequest('Bad signature.');
    }
    const outcome = OUTCOMES[event.type];
    const session = event.data.object as Stripe.Checkout.Session;
    // A completed session with a delayed method (bank debit) is not paid yet; async_payment_* follows.
    const settles =
      outcome && !(outcome === 'paid' && session.payment_status !== 'paid')
        ? { sessionId: session.id, outcome }
        : null;
    return { id: event.id, type: event.type, settles };
  }
}
