/** Picks the card payment provider from the configuration. */
import type { ServerConfig } from '../config';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox';
import { StripeProvider } from './stripe';

export type { PaymentProvider } from './provider';

/** Stripe when STRIPE_SECRET_KEY is set, the sandbox only when PAYMENT_SANDBOX=true, else none: checkouts
 * then answer 503 `payments_not_configured`. `secret` signs the sandbox's checkout links. */
export function paymentProvider(
  config: Pick<
    ServerConfig,
    'stripeSecretKey' | 'stripeWebhookSecret' | 'stripePublishableKey' | 'paymentSandbox'
  >,
  secret: string,
): PaymentProvider | null {
  if (!config.stripeSecretKey) return config.paymentSandbox ? new SandboxProvider(secret) : null;
  return new StripeProvider({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    publishableKey: config.stripePublishableKey,
  });
}
