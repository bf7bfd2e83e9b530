/** Invoices (spec 001 section 7 "Invoices"; issue 20). */
import { endpoints } from '@talent/api';
import { RawReply, route } from '../../plugins/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../payments/provider';
import type { ModuleOptions } from '../module';
import { invoicePdf } from './pdf';
import { invoiceService } from './service';

export interface InvoicesOptions extends ModuleOptions {
  /** Refunds card payments (an admin's refund of a card invoice). */
  provider: PaymentProvider | null;
}

const invoicesModule: FastifyPluginAsync<InvoicesOptions> = async (app, { ctx, provider }) => {
  const invoices = invoiceService({
    db: ctx.db,
    now: ctx.now,
    provider,
    settings: { taxRateBp: ctx.config.invoiceTaxRateBp, seller: ctx.config.invoiceSeller },
  });

  route(app, ctx, endpoints.createInvoice, ({ auth, body, req }) => invoices.create(auth.user, body, req.ip));
  route(app, ctx, endpoints.correctInvoice, ({ auth, params, body, req }) =>
    invoices.correct(auth.user, params.id, body, req.ip),
  );
  route(app, ctx, endpoints.invoiceList, ({ auth, query }) => invoices.list(auth.user, query));
  route(app, ctx, endpoints.getInvoice, ({ auth, params }) => invoices.get(auth.user, params.id));
  route(app, ctx, endpoints.invoicePdf, async ({ auth, params }) => {
    const inv = await invoices.pdfSource(auth.user, params.id);
    const pdf = await invoicePdf(inv);
    return new RawReply((reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${inv.number}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(pdf),
    );
  });
  route(app, ctx, endpoints.allInvoice, ({ auth, query }) => invoices.all(auth.user, query));
  route(app, ctx, endpoints.invoiceGraph, ({ auth, query }) => invoices.graph(auth.user, query.months));
};
export default invoicesModule;
