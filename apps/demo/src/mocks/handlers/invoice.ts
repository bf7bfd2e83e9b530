import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { invoiceClients, invoiceTotals, paymentDetailsOf } from '../data/invoices';
import { invoiceStatuses, type Invoice } from '../data/types';
import { demoPath, fail, jsonBody } from '../http';
import { demoDb } from '../store';

/** Spec 001 section 9: 10 per page by default, no status filter by default. */
export const INVOICE_PAGE_SIZE = 10;
export const invoiceSortColumns = [
  'id',
  'issuedDate',
  'client',
  'service',
  'total',
  'invoiceStatus',
  'balance',
  'dueDate',
] as const;
export type InvoiceSortColumn = (typeof invoiceSortColumns)[number];

const idParam = z.coerce.number().int().positive();

const listParams = z.object({
  q: z.string().trim().toLowerCase().default(''),
  perPage: z.coerce.number().int().min(1).max(100).default(INVOICE_PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
  status: z.enum(invoiceStatuses).optional(),
  // The template's defaults: newest id first.
  sort: z.enum(['asc', 'desc']).default('desc'),
  sortColumn: z.enum(invoiceSortColumns).default('id'),
});

const isoDate = z.iso.date('Dates are YYYY-MM-DD.');
const money = z.number().min(0).max(1_000_000);
const client = z.object({
  name: z.string().trim().min(1, 'Choose a client.'),
  company: z.string().trim(),
  companyEmail: z.string().trim(),
  address: z.string().trim(),
  country: z.string().trim(),
  contact: z.string().trim(),
});
/** What the editor saves: the client, the dates and the lines; the handler computes the total. */
const invoiceInput = z
  .object({
    client,
    issuedDate: isoDate,
    dueDate: isoDate,
    items: z
      .array(
        z.object({
          item: z.string().trim().min(1, 'Every line needs an item.'),
          description: z.string().trim().max(500).default(''),
          cost: money,
          qty: z.number().int().min(1).max(10_000),
        }),
      )
      .min(1, 'Add at least one line.'),
    discount: z.number().min(0).max(100).default(0),
    tax: z.number().min(0).max(100).default(0),
  })
  .refine((input) => input.dueDate >= input.issuedDate, {
    message: 'The due date is on or after the issue date.',
    path: ['dueDate'],
  });

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request.';
}

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

const sorters: Record<InvoiceSortColumn, (a: Invoice, b: Invoice) => number> = {
  id: (a, b) => a.id - b.id,
  issuedDate: (a, b) => a.issuedDate.localeCompare(b.issuedDate) || a.id - b.id,
  client: (a, b) => compareText(a.client.name, b.client.name) || a.id - b.id,
  service: (a, b) => compareText(a.service, b.service) || a.id - b.id,
  total: (a, b) => a.total - b.total || a.id - b.id,
  invoiceStatus: (a, b) => compareText(a.invoiceStatus, b.invoiceStatus) || a.id - b.id,
  balance: (a, b) => a.balance - b.balance || a.id - b.id,
  dueDate: (a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id,
};

/** q matches the client's name, company and e-mail, the service, the id, the amounts and the due date. */
function matches(invoice: Invoice, q: string): boolean {
  if (!q) return true;
  return [
    invoice.client.name,
    invoice.client.company,
    invoice.client.companyEmail,
    invoice.service,
    String(invoice.id),
    String(invoice.total),
    String(invoice.balance),
    invoice.dueDate,
  ].some((text) => text.toLowerCase().includes(q));
}

const cents = (value: number) => Math.round(value * 100) / 100;

export const invoiceHandlers = [
  http.get(demoPath('/apps/invoice/invoices'), ({ request }) => {
    const raw = Object.fromEntries(
      [...new URL(request.url).searchParams].filter(([, value]) => value !== ''),
    );
    const params = listParams.safeParse(raw);
    if (!params.success) return fail(400, firstIssue(params.error));
    const { q, perPage, page, status, sort, sortColumn } = params.data;
    const allData = demoDb().invoices;
    const filtered = allData
      .filter((invoice) => matches(invoice, q) && (!status || invoice.invoiceStatus === status))
      .sort(sorters[sortColumn]);
    if (sort === 'desc') filtered.reverse();
    const invoices = filtered.slice((page - 1) * perPage, page * perPage);
    return HttpResponse.json({ allData, total: filtered.length, invoices });
  }),

  http.get(demoPath('/api/invoice/invoices/:id'), ({ params }) => {
    const id = idParam.safeParse(params.id);
    if (!id.success) return fail(400, 'Give the invoice id as a positive number.');
    const invoice = demoDb().invoices.find((i) => i.id === id.data);
    if (!invoice) return fail(404, 'Invoice not found.');
    return HttpResponse.json({ invoice, paymentDetails: paymentDetailsOf(invoice) });
  }),

  // The spec leaves the answer unshown: 200 with the removed invoice (invoices have no soft-delete flag).
  http.delete(demoPath('/apps/invoice/delete'), ({ request }) => {
    const id = idParam.safeParse(new URL(request.url).searchParams.get('id'));
    if (!id.success) return fail(400, 'Give the invoice id as a positive number.');
    const db = demoDb();
    const index = db.invoices.findIndex((i) => i.id === id.data);
    if (index < 0) return fail(404, 'Invoice not found.');
    const [removed] = db.invoices.splice(index, 1);
    return HttpResponse.json({ invoice: removed });
  }),

  // The spec leaves the answer unshown: the template answers the client list itself.
  http.get(demoPath('/api/invoice/clients'), () => HttpResponse.json(invoiceClients)),

  // Not in the spec's table (the template's add and edit pages saved nothing): the gallery saves, so that
  // create and edit can be seen working (docs/decisions.md, issue 21). New invoices start as drafts.
  http.post(demoPath('/apps/invoice/add'), async ({ request }) => {
    const body = invoiceInput.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const input = body.data;
    const db = demoDb();
    const { total } = invoiceTotals(input.items, input.discount, input.tax);
    const invoice: Invoice = {
      id: Math.max(0, ...db.invoices.map((i) => i.id)) + 1,
      issuedDate: input.issuedDate,
      client: input.client,
      service: input.items[0]!.item,
      total,
      avatar: '',
      invoiceStatus: 'Draft',
      balance: total,
      dueDate: input.dueDate,
    };
    db.invoices.push(invoice);
    return HttpResponse.json({ invoice }, { status: 201 });
  }),

  http.put(demoPath('/api/invoice/invoices/:id'), async ({ params, request }) => {
    const id = idParam.safeParse(params.id);
    if (!id.success) return fail(400, 'Give the invoice id as a positive number.');
    const body = invoiceInput.safeParse(await jsonBody(request));
    if (!body.success) return fail(400, firstIssue(body.error));
    const invoice = demoDb().invoices.find((i) => i.id === id.data);
    if (!invoice) return fail(404, 'Invoice not found.');
    const input = body.data;
    const { total } = invoiceTotals(input.items, input.discount, input.tax);
    // What was already paid stays paid: the balance moves with the new total.
    const paid = cents(invoice.total - invoice.balance);
    Object.assign(invoice, {
      client: input.client,
      issuedDate: input.issuedDate,
      dueDate: input.dueDate,
      service: input.items[0]!.item,
      total,
      balance: Math.max(0, cents(total - paid)),
    });
    return HttpResponse.json({ invoice, paymentDetails: paymentDetailsOf(invoice) });
  }),
];
