/** Invoices and credit notes (issue 20; docs/money.md "Invoices"). Money in whole cents, tax in basis points. */
import type { Generated } from 'kysely';

export interface InvoiceCountersTable {
  /** `INV` or `CN`. */
  series: string;
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  number: string;
  series: string;
  year: number;
  seq: number;
  kind: string;
  status: string;
  item_type: string;
  user_id: number;
  buyer_name: string;
  buyer_company: string | null;
  buyer_email: string;
  buyer_address: string | null;
  seller: string;
  currency: string;
  subtotal_cents: number;
  tax_rate_bp: number;
  tax_cents: number;
  total_cents: number;
  payment_id: number | null;
  payment_ref: string | null;
  credits_invoice_id: number | null;
  replaced_by_id: number | null;
  created_by: number | null;
  note: string | null;
  /** Lower-cased number, items, payment reference and buyer, for `search`. */
  search_text: string;
  issued_at: string;
  created_at: string;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  position: number;
  item: string;
  qty: number;
  unit_cents: number;
  amount_cents: number;
}

/** The landing page's sections (issue 20): content is the section's JSON (title, subtitle, items). */
export interface LandingContentTable {
  section: string;
  content: string;
  updated_by: number | null;
  updated_at: string;
}
