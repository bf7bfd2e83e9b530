/** Invoices for stories, tests and the demo (contract/invoices.ts): a TAT pack, a plan, and a manual invoice
 * corrected by a credit note. */
import type { Invoice } from '../contract/invoices';

const base: Invoice = {
  id: 1,
  number: 'INV-2026-000001',
  kind: 'invoice',
  status: 'paid',
  item_type: 'tat_pack',
  issued_at: '2026-01-05T09:00:00.000Z',
  user_id: 4,
  buyer: { name: 'Riley Recruiter', company: 'Acme Hiring', email: 'recruiter@example.com', address: null },
  seller: 'Talent Marketplace | 1 Market Street | Springfield',
  lines: [{ item: 'TAT Starter Pack (100 TAT)', qty: 1, unit_price: 9.99, amount: 9.99 }],
  subtotal: 9.99,
  tax_rate: 0,
  tax: 0,
  total: 9.99,
  currency: 'USD',
  payment_ref: 'cs_sandbox_4f2a9c',
  payment_id: 11,
  credits_invoice_id: null,
  credits_number: null,
  credit_note_id: null,
  replaced_by_id: null,
  note: null,
  created_at: '2026-01-05T09:00:00.000Z',
};

export function invoiceFixture(id: number, overrides: Partial<Invoice> = {}): Invoice {
  return { ...base, id, ...overrides };
}

export const invoicesFixture: Invoice[] = [
  invoiceFixture(4, {
    number: 'CN-2026-000001',
    kind: 'credit_note',
    status: 'credited',
    item_type: 'manual',
    issued_at: '2026-02-10T10:00:00.000Z',
    lines: [{ item: 'Onboarding workshop', qty: 2, unit_price: 150, amount: 300 }],
    subtotal: 300,
    total: 300,
    payment_ref: 'wire 2026-02-01',
    payment_id: null,
    credits_invoice_id: 3,
    credits_number: 'INV-2026-000003',
    note: 'One workshop only',
  }),
  invoiceFixture(3, {
    number: 'INV-2026-000003',
    status: 'credited',
    item_type: 'manual',
    issued_at: '2026-02-01T10:00:00.000Z',
    lines: [{ item: 'Onboarding workshop', qty: 2, unit_price: 150, amount: 300 }],
    subtotal: 300,
    total: 300,
    payment_ref: 'wire 2026-02-01',
    payment_id: null,
    credit_note_id: 4,
    replaced_by_id: 5,
  }),
  invoiceFixture(2, {
    number: 'INV-2026-000002',
    item_type: 'subscription',
    issued_at: '2026-01-20T12:00:00.000Z',
    lines: [{ item: 'Growth Gear / TAT Momentum plan, one month', qty: 1, unit_price: 7.99, amount: 7.99 }],
    subtotal: 7.99,
    total: 7.99,
    payment_ref: 'cs_sandbox_77b1e0',
    payment_id: 12,
  }),
  invoiceFixture(1),
];

export const invoiceGraphFixture = {
  currency: 'USD',
  months: [
    { month: '2025-11', subscription: 15.98, tat_pack: 29.97, manual: 0, total: 45.95 },
    { month: '2025-12', subscription: 23.97, tat_pack: 9.99, manual: 120, total: 153.96 },
    { month: '2026-01', subscription: 7.99, tat_pack: 9.99, manual: 0, total: 17.98 },
  ],
};
