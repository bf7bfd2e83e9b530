/** Invoices (contract/invoices.ts) on fixtures: the list filters by status and kind, a correction answers a
 * credit note and (with lines) a replacement, as the server does. */
import { HttpResponse, type HttpHandler } from 'msw';
import { invoiceTotals, toCents, fromCents } from '../../rules/invoices';
import { NOW, errorResponse, handle, page } from '../handle';
import { invoiceFixture, invoiceGraphFixture, invoicesFixture } from '../invoiceFixtures';

const NO_INVOICE = 'No such invoice.';
const invoiceOf = (params: Record<string, unknown>) =>
  invoicesFixture.find((i) => i.id === Number(params.id));
const filtered = (url: string) => {
  const q = new URL(url).searchParams;
  const status = q.get('status');
  const kind = q.get('kind');
  return invoicesFixture.filter((i) => (!status || i.status === status) && (!kind || i.kind === kind));
};
/** A minimal one-page PDF, enough for a download link to open. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const linesOf = (lines: { item: string; qty: number; unit_price: number }[]) =>
  lines.map((l) => ({ ...l, amount: fromCents(toCents(l.unit_price) * l.qty) }));

export const invoiceHandlers: HttpHandler[] = [
  handle('invoiceList', ({ request }) => page(filtered(request.url), request.url)),
  handle('allInvoice', ({ request }) => page(filtered(request.url), request.url)),
  handle('getInvoice', ({ params }) => invoiceOf(params) ?? errorResponse(404, NO_INVOICE)),
  handle('invoicePdf', ({ params }) =>
    invoiceOf(params)
      ? new HttpResponse(PDF, { headers: { 'content-type': 'application/pdf' } })
      : errorResponse(404, NO_INVOICE),
  ),
  handle('invoiceGraph', () => invoiceGraphFixture),
  handle('createInvoice', ({ body }) => {
    const lines = linesOf(body.lines);
    const rateBp = Math.round((body.tax_rate ?? 0) * 100);
    const t = invoiceTotals(
      body.lines.map((l) => ({ qty: l.qty, unitCents: toCents(l.unit_price) })),
      rateBp,
    );
    if (toCents(body.total) !== t.totalCents)
      return errorResponse(400, 'The total is not the lines plus tax.');
    return invoiceFixture(20, {
      number: 'INV-2026-000020',
      item_type: 'manual',
      user_id: body.user_id,
      lines,
      subtotal: fromCents(t.subtotalCents),
      tax_rate: rateBp / 100,
      tax: fromCents(t.taxCents),
      total: fromCents(t.totalCents),
      payment_ref: body.payment_ref,
      payment_id: null,
      note: body.note,
      issued_at: NOW,
      created_at: NOW,
    });
  }),
  handle('correctInvoice', ({ params, body }) => {
    const orig = invoiceOf(params);
    if (!orig) return errorResponse(404, NO_INVOICE);
    if (orig.kind !== 'invoice' || orig.status !== 'paid')
      return errorResponse(409, 'This invoice was already corrected or refunded.');
    const credit_note = invoiceFixture(21, {
      ...orig,
      id: 21,
      number: 'CN-2026-000021',
      kind: 'credit_note',
      status: body.refund ? 'refunded' : 'credited',
      credits_invoice_id: orig.id,
      credits_number: orig.number,
      note: body.reason,
      issued_at: NOW,
    });
    const replacement =
      !body.refund && body.lines
        ? invoiceFixture(22, {
            ...orig,
            id: 22,
            number: 'INV-2026-000022',
            lines: linesOf(body.lines),
            issued_at: NOW,
          })
        : null;
    return {
      original: {
        ...orig,
        status: body.refund ? ('refunded' as const) : ('credited' as const),
        credit_note_id: 21,
        replaced_by_id: replacement?.id ?? null,
      },
      credit_note,
      replacement,
    };
  }),
];
