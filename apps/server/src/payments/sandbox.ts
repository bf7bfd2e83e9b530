/** The built-in sandbox (PAYMENT_SANDBOX=true only): a checkout page on this server with test cards, so the
 * whole flow works offline and in tests. No money moves and no webhook arrives; the page's form settles the
 * payment. Its link carries a key bound to the session and the user who opened it: the session id alone
 * (it shows up in return URLs and payment answers) cannot pay or cancel. */
import { createHmac } from 'node:crypto';
import { escapeHtml } from '../mail/index';
import { randomToken } from '../lib/crypto';
import { badRequest } from '../lib/errors';
import {
  NOT_CONFIGURED,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundRequest,
} from './provider';

export const SANDBOX_CARD_OK = '4242424242424242';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly secret: string) {}

  /** The key of a session's checkout link: only the user who opened the session ever receives it. */
  keyFor(sessionId: string, userId: number): string {
    return createHmac('sha256', this.secret)
      .update(`sandbox-checkout\n${sessionId}\n${userId}`)
      .digest('base64url');
  }

  async createCheckout(r: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = `cs_sandbox_${randomToken(18)}`;
    const key = this.keyFor(sessionId, r.customer.id);
    return {
      sessionId,
      url: `${r.baseUrl}/api/payment/sandbox/${sessionId}?key=${key}`,
      publishableKey: null,
    };
  }

  /** No money moves in the sandbox: the reference is derived from the session, so a retry answers the same. */
  async refund(r: RefundRequest): Promise<{ reference: string }> {
    const digest = createHmac('sha256', this.secret).update(`sandbox-refund\n${r.sessionId}`).digest('hex');
    return { reference: `re_sandbox_${digest.slice(0, 24)}` };
  }

  readWebhook(): PaymentEvent {
    throw badRequest(NOT_CONFIGURED);
  }
}

/** The outcome of the sandbox form: the OK test card pays, any other card is declined. */
export function sandboxOutcome(action: 'pay' | 'cancel', card: string | undefined): PaymentOutcome {
  if (action !== 'pay') return 'cancelled';
  return (card ?? '').replace(/\D/g, '') === SANDBOX_CARD_OK ? 'paid' : 'failed';
}

export interface SandboxPageView {
  sessionId: string;
  /** The link's key, posted back with the form. */
  key: string;
  status: string;
  /** What is bought, in words. */
  what: string;
  amount: number;
}

/** The checkout page: a pay/cancel form while the payment is pending, its status afterwards. */
export function sandboxPage(v: SandboxPageView): string {
  const price = `$${v.amount.toFixed(2)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox checkout</title><link rel="icon" href="/favicon.ico" sizes="any">
<style>body{font-family:system-ui,sans-serif;background:#f4f5fa;margin:0;padding:3rem 1rem}main{max-width:26rem;margin:auto;background:#fff;border-radius:.5rem;padding:2rem;box-shadow:0 2px 10px #0002}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}button{margin-top:1rem;padding:.7rem 1.2rem;font-size:1rem;border:0;border-radius:.3rem;cursor:pointer}
.pay{background:#7367f0;color:#fff}.cancel{background:#eee}.note{color:#555;font-size:.9rem}</style></head><body><main>
<h1>Sandbox checkout</h1><p>${escapeHtml(v.what)}</p><p><strong>${price}</strong></p>
${
  v.status !== 'pending'
    ? `<p>This checkout is ${escapeHtml(v.status)}.</p>`
    : `<form method="post" action="/api/payment/sandbox/${escapeHtml(v.sessionId)}?key=${escapeHtml(encodeURIComponent(v.key))}">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<p class="note">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. No real money moves.</p>
<button class="pay" type="submit" name="action" value="pay">Pay ${price}</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button></form>`
}
</main></body></html>`;
}
