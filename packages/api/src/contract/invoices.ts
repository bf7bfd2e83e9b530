/** Invoices (spec 001 section 7 "Invoices"; issue 20): one for every card payment, written in the payment's
 * own transaction; admins add manual ones and correct them with credit notes (docs/money.md "Invoices"). */
import { z } from 'zod';
import {
  INVOICE_ITEM_TYPES,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  MAX_GRAPH_MONTHS,
  MAX_INVOICE_LINES,
  MAX_INVOICE_QTY,
  MAX_INVOICE_UNIT_CENTS,
  MAX_TAX_RATE_BP,
} from '../rules/invoices';
import { endpoint, id, idParam, listOf, pageQuery } from './core';

/** Every signed-in account reads its own invoices (its account pages); the admin-only calls answer 403 to
 * others from the handler (docs/decisions.md "Invoices"). */
const signedIn = { action: 'read', subject: 'Auth' } as const;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} has at most ${max} characters.` });
const optionalText = (max: number, label: string) =>
  z
    .union([z.literal(''), z.null(), text(max, label)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));

const MONEY_MESSAGE = 'Enter an amount of at least 0 with at most two decimals.';
/** An amount in dollars, two decimals at most, never negative. */
const money = (max: number) =>
  z
    .number({ message: MONEY_MESSAGE })
    .min(0, { message: 'Amounts cannot be negative.' })
    .max(max, { message: `Amounts are at most ${max.toLocaleString('en-US')}.` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: MONEY_MESSAGE });

export const invoiceLineInputSchema = z.object({
  item: text(200, 'The item').min(1, { message: 'Each line needs an item.' }),
  qty: z
    .number({ message: 'The quantity is a whole number from 1.' })
    .int({ message: 'The quantity is a whole number from 1.' })
    .min(1, { message: 'The quantity is a whole number from 1.' })
    .max(MAX_INVOICE_QTY, { message: `The quantity is at most ${MAX_INVOICE_QTY}.` }),
  unit_price: money(MAX_INVOICE_UNIT_CENTS / 100),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

const linesSchema = z
  .array(invoiceLineInputSchema)
  .min(1, { message: 'An invoice has at least one line.' })
  .max(MAX_INVOICE_LINES, { message: `An invoice has at most ${MAX_INVOICE_LINES} lines.` });

const buyerInput = {
  buyer_name: optionalText(200, 'The name'),
  buyer_company: optionalText(200, 'The company'),
  buyer_address: optionalText(500, 'The address'),
};

/** A manual invoice (an offline payment): the lines, and the total the admin expects (checked). */
export const invoiceCreateSchema = z.object({
  user_id: id(),
  lines: linesSchema,
  /** Percent, two decimals at most; default the server's INVOICE_TAX_RATE. */
  tax_rate: z
    .number({ message: 'The tax rate is a percentage from 0 to 100.' })
    .min(0, { message: 'The tax rate is a percentage from 0 to 100.' })
    .max(MAX_TAX_RATE_BP / 100, { message: 'The tax rate is a percentage from 0 to 100.' })
    .optional(),
  /** What the admin computed: refused when it differs from the lines plus tax. */
  total: money((MAX_INVOICE_UNIT_CENTS / 100) * MAX_INVOICE_QTY),
  payment_ref: optionalText(200, 'The payment reference'),
  note: optionalText(1000, 'The note'),
  ...buyerInput,
});
export type InvoiceCreate = z.input<typeof invoiceCreateSchema>;

/** A correction: a credit note cancels the invoice; with lines, a corrected invoice replaces it. */
export const invoiceCorrectionSchema = z.object({
  reason: text(500, 'The reason').min(1, { message: 'Say why the invoice is corrected.' }),
  /** true: the payment is refunded and nothing replaces the invoice. A card payment's refund goes back to the
   * card through the payment provider, and what it bought is taken back through the ledger. */
  refund: z.boolean().optional().default(false),
  lines: linesSchema.optional(),
  total: money((MAX_INVOICE_UNIT_CENTS / 100) * MAX_INVOICE_QTY).optional(),
  ...buyerInput,
});
export type InvoiceCorrection = z.input<typeof invoiceCorrectionSchema>;

export const invoiceLineSchema = z.object({
  item: z.string(),
  qty: z.number().int(),
  unit_price: z.number(),
  amount: z.number(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  item_type: z.enum(INVOICE_ITEM_TYPES),
  issued_at: z.string(),
  user_id: z.number().int(),
  buyer: z.object({
    name: z.string(),
    company: z.string().nullable(),
    email: z.string(),
    address: z.string().nullable(),
  }),
  seller: z.string(),
  lines: z.array(invoiceLineSchema),
  subtotal: z.number(),
  /** Percent. */
  tax_rate: z.number(),
  tax: z.number(),
  total: z.number(),
  currency: z.string(),
  /** The card payment's checkout session, or what the admin wrote for a manual invoice. */
  payment_ref: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  /** A credit note: the invoice it cancels. */
  credits_invoice_id: z.number().int().nullable(),
  credits_number: z.string().nullable(),
  /** An invoice that was corrected or refunded: its credit note, and the invoice that replaced it. */
  credit_note_id: z.number().int().nullable(),
  replaced_by_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuery = pageQuery.extend({
  status: z.enum(INVOICE_STATUSES, { message: 'Choose paid, refunded or credited.' }).optional(),
  kind: z.enum(INVOICE_KINDS, { message: 'Choose invoice or credit_note.' }).optional(),
});
export const allInvoiceQuery = invoiceListQuery.extend({
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const invoiceCorrectionResultSchema = z.object({
  original: invoiceSchema,
  credit_note: invoiceSchema,
  replacement: invoiceSchema.nullable(),
});
export type InvoiceCorrectionResult = z.infer<typeof invoiceCorrectionResultSchema>;

export const invoiceGraphQuery = z.object({
  months: z.coerce
    .number()
    .int()
    .min(1, { message: `Choose 1 to ${MAX_GRAPH_MONTHS} months.` })
    .max(MAX_GRAPH_MONTHS, { message: `Choose 1 to ${MAX_GRAPH_MONTHS} months.` })
    .optional(),
});
export const invoiceGraphSchema = z.object({
  currency: z.string(),
  /** Oldest first, `YYYY-MM`, every month present (zero when nothing was sold). Credit notes count
   * negative in the month they were issued. */
  months: z.array(
    z.object({
      month: z.string(),
      subscription: z.number(),
      tat_pack: z.number(),
      manual: z.number(),
      total: z.number(),
    }),
  ),
});
export type InvoiceGraph = z.infer<typeof invoiceGraphSchema>;

export const invoiceEndpoints = {
  createInvoice: endpoint({
    invalidates: ['invoices', 'wallet', 'profile', 'dashboard'],
    method: 'POST',
    path: '/api/invoice/',
    summary:
      'Admin: a manual invoice (an offline payment) for a user; `total` must equal the lines plus tax. Numbered in the year series.',
    body: invoiceCreateSchema,
    status: 201,
    response: invoiceSchema,
    errors: { 400: 'Invalid fields, or a total that is not the lines plus tax', 403: 'Not an admin' },
    access: signedIn,
  }),
  correctInvoice: endpoint({
    invalidates: ['invoices', 'wallet', 'profile', 'dashboard'],
    method: 'PUT',
    path: '/api/invoice/:id',
    summary:
      'Admin: correct an invoice. It is never edited: a credit note cancels it, and with `lines` a corrected invoice replaces it; `refund: true` marks it refunded (a card payment is refunded to the card and its TAT or plan period taken back).',
    params: idParam,
    body: invoiceCorrectionSchema,
    response: invoiceCorrectionResultSchema,
    errors: {
      400: 'Invalid fields',
      403: 'Not an admin',
      404: 'No such invoice',
      409: 'A credit note, an invoice already corrected or refunded, or a purchase that cannot be taken back whole (TAT spent)',
      502: 'The payment provider refused the card refund (nothing changed)',
    },
    access: signedIn,
  }),
  invoiceList: endpoint({
    method: 'GET',
    path: '/api/invoice_list',
    summary:
      'My invoices and credit notes, newest first; `search` matches the number, an item or the payment reference; `status` filters.',
    query: invoiceListQuery,
    response: listOf(invoiceSchema),
    access: signedIn,
  }),
  getInvoice: endpoint({
    method: 'GET',
    path: '/api/invoice_list/:id',
    summary: 'One of my invoices (admin: any).',
    params: idParam,
    response: invoiceSchema,
    errors: { 404: 'No such invoice of mine' },
    access: signedIn,
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/api/invoice_list/:id/pdf',
    summary: 'One of my invoices (admin: any) as a PDF (A4).',
    params: idParam,
    response: z.unknown(),
    contentType: 'application/pdf',
    errors: { 404: 'No such invoice of mine' },
    access: signedIn,
  }),
  allInvoice: endpoint({
    method: 'GET',
    path: '/api/all_invoice',
    summary:
      "Admin: everyone's invoices, newest first; `search` also matches the buyer's name, company and e-mail; `user_id` narrows to one account.",
    query: allInvoiceQuery,
    response: listOf(invoiceSchema),
    errors: { 403: 'Not an admin' },
    access: signedIn,
  }),
  invoiceGraph: endpoint({
    method: 'GET',
    path: '/api/invoice_graph',
    summary:
      'Admin: revenue per month by item type (subscription, TAT pack, manual), the last `months` (12).',
    query: invoiceGraphQuery,
    response: invoiceGraphSchema,
    errors: { 403: 'Not an admin' },
    access: signedIn,
  }),
} as const;
