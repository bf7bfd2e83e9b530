/** Plans and card payments. The provider (Stripe or the sandbox) is built in app.ts and passed in. */
import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@talent/api';
import type { PaymentProvider } from '../../payments/provider';
import { RawReply, route } from '../../plugins/contract';
import type { ModuleOptions } from '../module';
import { checkoutBase } from './origin';
import type { IssueInvoice } from './completion';
import { paymentsService } from './service';

export interface PaymentsOptions extends ModuleOptions {
  provider: PaymentProvider | null;
  /** Invoices' issueForPayment, passed in at registration (issue 40: payments does not import invoices). */
  issueInvoice: IssueInvoice;
}

const paymentsModule: FastifyPluginAsync<PaymentsOptions> = async (app, { ctx, provider, issueInvoice }) => {
  const payments = paymentsService({
    db: ctx.db,
    provider,
    issueInvoice,
    now: ctx.now,
    invoiceSettings: { taxRateBp: ctx.config.invoiceTaxRateBp, seller: ctx.config.invoiceSeller },
  });

  route(app, ctx, endpoints.listSubscription, ({ auth }) => payments.listPlans(auth?.user ?? null));
  route(app, ctx, endpoints.createPayment, ({ auth, body, req }) =>
    payments.checkoutPlan(auth.user, body.subscription, {
      ...body,
      base: checkoutBase(ctx.config, req.headers.origin),
    }),
  );
  route(app, ctx, endpoints.getPayment, ({ auth, params }) => payments.payment(auth.user, params.id));

  route(app, ctx, endpoints.sandboxCheckoutPage, async ({ auth, params, query }) => {
    const html = await payments.sandboxPage(params.sessionId, query.key, auth?.user ?? null);
    return new RawReply((reply) => reply.type('text/html').header('cache-control', 'no-store').send(html));
  });
  route(app, ctx, endpoints.sandboxCheckoutSubmit, async ({ auth, params, query, body }) => {
    const target = await payments.sandboxSubmit(
      params.sessionId,
      query.key,
      auth?.user ?? null,
      body.action,
      body.card,
    );
    return new RawReply((reply) => reply.redirect(target, 303));
  });

  // Webhook signatures are computed over the raw body: parse JSON as a Buffer in this scope only.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    route(scope, ctx, endpoints.paymentWebhook, ({ req }) =>
      payments.webhook(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.headers),
    );
  });

  route(app, ctx, endpoints.purchaseCoins, ({ auth, body, req }) =>
    payments.checkoutPack(auth.user, body.tat_plan, {
      ...body,
      base: checkoutBase(ctx.config, req.headers.origin),
    }),
  );
  route(app, ctx, endpoints.listCoinPurchases, ({ auth, query }) =>
    payments.coinPurchases(auth.user, query.limit ?? 10, query.offset ?? 0),
  );
  route(app, ctx, endpoints.getCoinPurchase, ({ auth, params }) =>
    payments.coinPurchase(auth.user, params.id),
  );
};
export default paymentsModule;
