/** Invoice arithmetic (issue 20), once for the server, the portal and the mocks. Money is whole cents; a tax
 * rate is basis points (1% = 100). docs/money.md "Invoices" says why prices are tax-inclusive for payments. */

export const INVOICE_STATUSES = ['paid', 'refunded', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** An invoice, or a credit note that cancels one (never an edit in place). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** What an invoice was for: the graph's series. */
export const INVOICE_ITEM_TYPES = ['subscription', 'tat_pack', 'manual'] as const;
export type InvoiceItemType = (typeof INVOICE_ITEM_TYPES)[number];
export const INVOICE_CURRENCY = 'USD';
export const MAX_INVOICE_LINES = 50;
/** At most 100% tax, two decimals. */
export const MAX_TAX_RATE_BP = 10_000;
/** A line's unit price: at most 1,000,000.00. */
export const MAX_INVOICE_UNIT_CENTS = 100_000_000;
export const MAX_INVOICE_QTY = 10_000;
/** Months the revenue graph covers at most. */
export const MAX_GRAPH_MONTHS = 36;

export interface LineCents {
  qty: number;
  unitCents: number;
}

export const lineAmountCents = (l: LineCents) => l.qty * l.unitCents;

/** Tax on a net amount (manual invoices: tax is added on top), rounded half up to the cent. */
export function taxOnNet(netCents: number, rateBp: number): number {
  return Math.round((netCents * rateBp) / 10_000);
}

/** Net and tax inside a tax-inclusive total (card payments: the buyer paid the listed price). */
export function splitGross(grossCents: number, rateBp: number): { netCents: number; taxCents: number } {
  const netCents = Math.round((grossCents * 10_000) / (10_000 + rateBp));
  return { netCents, taxCents: grossCents - netCents };
}

/** Subtotal, tax and total of lines at a rate, tax added on top. */
export function invoiceTotals(lines: readonly LineCents[], rateBp: number) {
  const subtotalCents = lines.reduce((sum, l) => sum + lineAmountCents(l), 0);
  const taxCents = taxOnNet(subtotalCents, rateBp);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** Dollars (two decimals at most) to cents, without float drift. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** INV-2026-000042 / CN-2026-000003: a series per kind and year, numbered without gaps. */
export function invoiceNumber(kind: InvoiceKind, year: number, seq: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}-${year}-${String(seq).padStart(6, '0')}`;
}
