/**
 * Card checkout (spec 000 section 4 "Payment"): 1. create a checkout session, 2. save payment details,
 * 3. redirect to the card provider's hosted checkout, 4. the provider returns to a success or fail page.
 * Used by the pricing page (plans) and the TAT purchase page (packs).
 */
import { call, firstErrorMessage, storage } from '@talent/api/client';
import type { EndpointResponse } from '@talent/api/contract';

export type CheckoutKind = 'subscription' | 'token';

export const CHECKOUT_TEXTS = {
  free: 'This plan is free. No checkout required.',
  noSession: 'Failed to initiate checkout.',
} as const;

/** The return pages of spec 2.3, per kind. */
export function returnUrls(kind: CheckoutKind): { success: string; fail: string } {
  return { success: `/payment/success/${kind}`, fail: `/payment/fail/${kind}` };
}

export class CheckoutError extends Error {}

type Checkout = EndpointResponse<'createPayment'>;

/** Where the browser goes; replaced in unit tests. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Sends the browser to the checkout the server prepared. Stripe: the hosted page of the session
 * (@stripe/stripe-js 8 has no redirectToCheckout any more: Stripe.js is loaded with the publishable key
 * so a bad key or a blocked script surfaces as the provider's error, then the browser goes to the
 * session's URL). Sandbox: the server's own checkout page.
 */
export async function redirectToCheckout(checkout: Checkout): Promise<void> {
  if (checkout.provider === 'stripe' && checkout.publishableKey) {
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe(checkout.publishableKey);
    if (!stripe) throw new CheckoutError('Stripe could not be loaded.');
  }
  browser.assign(checkout.url);
}

/** Starts a checkout for a plan (`subscription`) or a TAT pack (`token`); throws CheckoutError with the text to show. */
export async function startCheckout(kind: CheckoutKind, id: number): Promise<void> {
  const urls = returnUrls(kind);
  let checkout: Checkout;
  try {
    checkout =
      kind === 'subscription'
        ? await call('createPayment', { body: { subscription: id, ...urls } })
        : await call('purchaseCoins', { body: { tat_plan: id, ...urls } });
  } catch (error) {
    throw new CheckoutError(firstErrorMessage(error, CHECKOUT_TEXTS.noSession));
  }
  if (!checkout?.sessionId || !checkout.url) throw new CheckoutError(CHECKOUT_TEXTS.noSession);
  storage.setPaymentDetails({ subscription: id, ...urls });
  try {
    await redirectToCheckout(checkout);
  } catch (error) {
    throw new CheckoutError(error instanceof Error ? error.message : CHECKOUT_TEXTS.noSession);
  }
}
