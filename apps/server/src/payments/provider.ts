/**
 * What the payments module needs from a card payment provider: start a hosted checkout for a plan or a TAT
 * pack, and turn a provider's webhook call into a verified event. Stripe (stripe.ts) when STRIPE_SECRET_KEY
 * is set, the built-in sandbox (sandbox.ts) when PAYMENT_SANDBOX=true, otherwise none (index.ts). The module stores the provider's name on each payment
 * and otherwise never asks which one it has.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** The answer to a webhook call when the server has no webhook secret (or no Stripe at all). */
export const NOT_CONFIGURED = 'Stripe is not configured on this server.';

/** The answer (503, code `payments_not_configured`) to a checkout on a server without Stripe or sandbox. */
export const PAYMENTS_NOT_CONFIGURED = 'Card payments are not configured on this server.';

export type ProviderName = 'sandbox' | 'stripe';
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled';

export interface CheckoutRequest {
  item: { kind: 'subscription' | 'tat_pack'; name: string; amountCents: number };
  customer: { id: number; email: string };
  /** This site's public origin (scheme, host, port), for the provider's return links. */
  baseUrl: string;
  /** Paths on this site the buyer returns to; the provider adds `session_id` where it can. */
  successPath: string;
  failPath: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where to send the browser. */
  url: string;
  /** The key a browser-side integration needs, when the provider has one. */
  publishableKey: string | null;
}

/** A verified provider event, reduced to what completion needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The checkout session this event settles and how; null for events that settle nothing. */
  settles: { sessionId: string; outcome: PaymentOutcome } | null;
}

/** A whole refund of a paid checkout session (issue 20: an admin refunds it from the invoice). */
export interface RefundRequest {
  paymentId: number;
  sessionId: string;
  amountCents: number;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Refunds the payment to the card and answers the provider's reference. Idempotent per payment: a second
   * call for the same payment (a retry after a failure on our side) refunds nothing more.
   */
  refund(request: RefundRequest): Promise<{ reference: string }>;
  /** Verifies the call's signature and reads the event; throws a 400 HttpError when it cannot. */
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
}
