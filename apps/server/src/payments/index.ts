/** Picks the card payment provider from the configuration. */
import type { ServerConfig } from '../config';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox';
import { StripeProvider } from './stripe';

export type { PaymentProvider } from './provider';

export function paymentProvider(
  config: Pick<ServerConfig, 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripePublishableKey'>,
): PaymentProvider {
  if (!config.stripeSecretKey) return new SandboxProvider();
  return new StripeProvider({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    publishableKey: config.stripePublishableKey,
  });
}
