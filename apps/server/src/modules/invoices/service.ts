/** Invoices (issue 20; docs/money.md "Invoices"). Every paid card payment gets one, written by
 * `issueForPayment` inside the payment's completion transaction; admins add manual invoices and correct any
 * invoice with a credit note (never an edit in place). Numbers are gap-free per series and year. */
import type { Kysely, Transaction } from 'kysely';
import type { Invoice, InvoiceCorrection, InvoiceCreate, InvoiceGraph, InvoiceLineInput } from '@talent/api';
import {
  INVOICE_CURRENCY,
  fromCents,
  invoiceNumber,
  invoiceTotals,
  splitGross,
  toCents,
  type InvoiceItemType,
  type InvoiceKind,
} from '@talent/api/rules';
import type { Database, User } from '../../db/schema';
import { isoNow } from '../../lib/clock';
import { clockNow } from '../../lib/request-context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/repo';
import { plansRepo } from '../plans/repo';
import { paymentsRepo, type PaymentRow } from '../payments/repo';
import { checkReversible, reverseDelivery, type InvoiceSettings } from '../payments/completion';
import type { PaymentProvider } from '../../payments/provider';
import { searchTerms } from '../../lib/search-terms';
import { walletRepo } from '../wallet/repo';
import { invoicesRepo, type InvoiceLineRow, type InvoiceRow, type NewLine } from './repo';

export type { InvoiceSettings };

type Trx = Transaction<Database>;

export const NO_INVOICE = 'No such invoice.';
export const ADMIN_ONLY = 'Only an admin can do this.';

const SERIES = { invoice: 'INV', credit_note: 'CN' } as const satisfies Record<InvoiceKind, string>;

interface Draft {
  kind: InvoiceKind;
  status: 'paid' | 'refunded' | 'credited';
  itemType: InvoiceItemType;
  userId: number;
  buyer: { name: string; company: string | null; email: string; address: string | null };
  lines: NewLine[];
  subtotalCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  paymentId: number | null;
  paymentRef: string | null;
  creditsInvoiceId: number | null;
  createdBy: number | null;
  note: string | null;
  at: string;
}

/** Writes a numbered invoice in the caller's transaction (the number is taken there, so no gaps). */
async function write(trx: Trx, d: Draft, seller: string): Promise<InvoiceRow> {
  const repo = invoicesRepo(trx);
  const year = new Date(d.at).getUTCFullYear();
  const seq = await repo.nextNumber(SERIES[d.kind], year);
  const number = invoiceNumber(d.kind, year, seq);
  const searchText = [
    number,
    ...d.lines.map((l) => l.item),
    d.paymentRef,
    d.buyer.name,
    d.buyer.company,
    d.buyer.email,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return repo.insert(
    {
      number,
      series: SERIES[d.kind],
      year,
      seq,
      kind: d.kind,
      status: d.status,
      item_type: d.itemType,
      user_id: d.userId,
      buyer_name: d.buyer.name,
      buyer_company: d.buyer.company,
      buyer_email: d.buyer.email,
      buyer_address: d.buyer.address,
      seller,
      currency: INVOICE_CURRENCY,
      subtotal_cents: d.subtotalCents,
      tax_rate_bp: d.taxRateBp,
      tax_cents: d.taxCents,
      total_cents: d.totalCents,
      payment_id: d.paymentId,
      payment_ref: d.paymentRef,
      credits_invoice_id: d.creditsInvoiceId,
      replaced_by_id: null,
      created_by: d.createdBy,
      note: d.note,
      search_text: searchText,
      issued_at: d.at,
      created_at: d.at,
    },
    d.lines,
  );
}

async function buyerOf(db: Kysely<Database> | Trx, userId: number) {
  const u = await invoicesRepo(db).buyer(userId);
  if (!u) return undefined;
  // The profile's address as it is now: the invoice keeps this copy whatever the profile says later.
  return { name: u.full_name, company: u.company_name, email: u.email, address: u.billing_address ?? null };
}

/**
 * The invoice of a paid card payment, in the payment's completion transaction: it commits with the grant
 * and the payment's status or not at all. The price is tax-inclusive (the buyer paid the listed amount), so
 * the net and the tax are split out of it. A payment that has its invoice gets no second one.
 */
export async function issueForPayment(
  trx: Trx,
  p: PaymentRow,
  settings: InvoiceSettings,
): Promise<InvoiceRow> {
  const repo = invoicesRepo(trx);
  const existing = await repo.byPayment(p.id);
  if (existing) return existing;
  const buyer = await buyerOf(trx, p.user_id);
  if (!buyer) throw new Error(`Payment ${p.id} names no user`);
  let item: string;
  let itemType: InvoiceItemType;
  if (p.kind === 'subscription') {
    const plan = p.plan_id ? await plansRepo(trx).byId(p.plan_id) : undefined;
    item = `${plan?.name ?? 'Plan'} plan, one month`;
    itemType = 'subscription';
  } else {
    const pack = p.tat_plan_id ? await walletRepo(trx).tatPlan(p.tat_plan_id) : undefined;
    item = `${pack?.name ?? 'TAT pack'} (${Number(p.tat ?? 0)} TAT)`;
    itemType = 'tat_pack';
  }
  const gross = Number(p.amount_cents);
  const { netCents, taxCents } = splitGross(gross, settings.taxRateBp);
  return write(
    trx,
    {
      kind: 'invoice',
      status: 'paid',
      itemType,
      userId: p.user_id,
      buyer,
      lines: [{ item, qty: 1, unit_cents: netCents, amount_cents: netCents }],
      subtotalCents: netCents,
      taxRateBp: settings.taxRateBp,
      taxCents,
      totalCents: gross,
      paymentId: p.id,
      paymentRef: p.session_id,
      creditsInvoiceId: null,
      createdBy: null,
      note: null,
      at: p.completed_at ?? isoNow(clockNow),
    },
    settings.seller,
  );
}

function linesOf(input: InvoiceLineInput[]): NewLine[] {
  return input.map((l) => {
    const unit = toCents(l.unit_price);
    return { item: l.item.trim(), qty: l.qty, unit_cents: unit, amount_cents: unit * l.qty };
  });
}

const TOTAL_MESSAGE = 'The total is not the lines plus tax.';

function checkTotal(expected: number, given: number | undefined) {
  if (given === undefined || toCents(given) !== expected)
    throw badRequest(TOTAL_MESSAGE, {
      total: [`${TOTAL_MESSAGE} The lines and tax come to ${fromCents(expected).toFixed(2)}.`],
    });
}

export function invoiceOut(
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  numbers: Map<number, string>,
  creditNoteId: number | null,
): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as Invoice['kind'],
    status: row.status as Invoice['status'],
    item_type: row.item_type as Invoice['item_type'],
    issued_at: row.issued_at,
    user_id: row.user_id,
    buyer: {
      name: row.buyer_name,
      company: row.buyer_company,
      email: row.buyer_email,
      address: row.buyer_address,
    },
    seller: row.seller,
    lines: lines.map((l) => ({
      item: l.item,
      qty: Number(l.qty),
      unit_price: fromCents(Number(l.unit_cents)),
      amount: fromCents(Number(l.amount_cents)),
    })),
    subtotal: fromCents(Number(row.subtotal_cents)),
    tax_rate: Number(row.tax_rate_bp) / 100,
    tax: fromCents(Number(row.tax_cents)),
    total: fromCents(Number(row.total_cents)),
    currency: row.currency,
    payment_ref: row.payment_ref,
    payment_id: row.payment_id === null ? null : Number(row.payment_id),
    credits_invoice_id: row.credits_invoice_id === null ? null : Number(row.credits_invoice_id),
    credits_number:
      row.credits_invoice_id === null ? null : (numbers.get(Number(row.credits_invoice_id)) ?? null),
    credit_note_id: creditNoteId,
    replaced_by_id: row.replaced_by_id === null ? null : Number(row.replaced_by_id),
    note: row.note,
    created_at: row.created_at,
  };
}

export interface InvoiceDeps {
  db: Kysely<Database>;
  settings: InvoiceSettings;
  now: () => number;
  /** The card payment provider, which refunds card payments (none: card invoices cannot be refunded). */
  provider?: Pick<PaymentProvider, 'name' | 'refund'> | null;
}

export function invoiceService({ db, settings, now, provider = null }: InvoiceDeps) {
  const repo = invoicesRepo(db);

  async function render(rows: InvoiceRow[]): Promise<Invoice[]> {
    const lines = await repo.lines(rows.map((r) => r.id));
    const byInvoice = new Map<number, InvoiceLineRow[]>();
    for (const l of lines)
      byInvoice.set(Number(l.invoice_id), [...(byInvoice.get(Number(l.invoice_id)) ?? []), l]);
    const numbers = new Map<number, string>();
    const creditNotes = new Map<number, number>();
    for (const r of rows) {
      if (r.credits_invoice_id !== null) {
        const orig = await repo.byId(Number(r.credits_invoice_id));
        if (orig) numbers.set(orig.id, orig.number);
      }
      if (r.kind === 'invoice' && r.status !== 'paid') {
        const cn = await repo.creditNoteOf(r.id);
        if (cn) creditNotes.set(r.id, cn.id);
      }
    }
    return rows.map((r) => invoiceOut(r, byInvoice.get(r.id) ?? [], numbers, creditNotes.get(r.id) ?? null));
  }

  const one = async (row: InvoiceRow) => (await render([row]))[0]!;

  function requireAdmin(user: User) {
    if (user.role !== 'admin') throw forbidden(ADMIN_ONLY);
  }

  async function visible(user: User, id: number) {
    const row = await repo.byId(id);
    if (!row || (user.role !== 'admin' && row.user_id !== user.id)) throw notFound(NO_INVOICE);
    return row;
  }

  const at = () => new Date(now()).toISOString();

  return {
    async list(
      user: User,
      q: { search?: string; status?: string; kind?: string; limit?: number; offset?: number },
    ) {
      const { count, rows } = await repo.page(
        { userId: user.id, words: searchTerms(q.search), status: q.status, kind: q.kind },
        q,
      );
      return { count, results: await render(rows) };
    },

    async all(
      user: User,
      q: {
        search?: string;
        status?: string;
        kind?: string;
        user_id?: number;
        limit?: number;
        offset?: number;
      },
    ) {
      requireAdmin(user);
      const { count, rows } = await repo.page(
        { userId: q.user_id ?? null, words: searchTerms(q.search), status: q.status, kind: q.kind },
        q,
      );
      return { count, results: await render(rows) };
    },

    get: async (user: User, id: number) => one(await visible(user, id)),

    async create(admin: User, body: InvoiceCreate & { lines: InvoiceLineInput[] }, ip: string | null) {
      requireAdmin(admin);
      const buyer = await buyerOf(db, body.user_id);
      if (!buyer) throw badRequest('No such user.', { user_id: ['No such user.'] });
      const lines = linesOf(body.lines);
      const rateBp = body.tax_rate === undefined ? settings.taxRateBp : Math.round(body.tax_rate * 100);
      const totals = invoiceTotals(
        lines.map((l) => ({ qty: l.qty, unitCents: l.unit_cents })),
        rateBp,
      );
      checkTotal(totals.totalCents, body.total);
      const row = await db.transaction().execute(async (trx) => {
        const inv = await write(
          trx,
          {
            kind: 'invoice',
            status: 'paid',
            itemType: 'manual',
            userId: body.user_id,
            buyer: {
              name: body.buyer_name ?? buyer.name,
              company: body.buyer_company ?? buyer.company,
              email: buyer.email,
              address: body.buyer_address ?? buyer.address,
            },
            lines,
            subtotalCents: totals.subtotalCents,
            taxRateBp: rateBp,
            taxCents: totals.taxCents,
            totalCents: totals.totalCents,
            paymentId: null,
            paymentRef: body.payment_ref ?? null,
            creditsInvoiceId: null,
            createdBy: admin.id,
            note: body.note ?? null,
            at: at(),
          },
          settings.seller,
        );
        await recordAudit(trx, {
          actorId: admin.id,
          action: 'invoice.create',
          targetUserId: body.user_id,
          subject: `invoice:${inv.id}`,
          details: { number: inv.number, total_cents: totals.totalCents },
          ip,
        });
        return inv;
      });
      return one(row);
    },

    /** A credit note for the whole invoice; with lines, a corrected invoice replaces it. */
    async correct(admin: User, id: number, body: InvoiceCorrection & { refund: boolean }, ip: string | null) {
      requireAdmin(admin);
      const orig = await repo.byId(id);
      if (!orig) throw notFound(NO_INVOICE);
      if (orig.kind !== 'invoice') throw conflict('A credit note cannot be corrected.');
      if (orig.status !== 'paid') throw conflict('This invoice was already corrected or refunded.');
      if (body.refund && body.lines)
        throw badRequest('A refund issues no corrected invoice: leave out the lines.', {
          lines: ['A refund issues no corrected invoice: leave out the lines.'],
        });
      const buyerChanged =
        body.buyer_name !== null || body.buyer_company !== null || body.buyer_address !== null;
      if (!body.refund && !body.lines && !buyerChanged)
        throw badRequest('Give the corrected lines or buyer, or mark the invoice refunded.');
      const origLines = await repo.lines([orig.id]);
      const rateBp = Number(orig.tax_rate_bp);
      let replacementLines: NewLine[] | null = null;
      let totals: { subtotalCents: number; taxCents: number; totalCents: number } | null = null;
      if (!body.refund) {
        if (body.lines) {
          replacementLines = linesOf(body.lines);
          totals = invoiceTotals(
            replacementLines.map((l) => ({ qty: l.qty, unitCents: l.unit_cents })),
            rateBp,
          );
          checkTotal(totals.totalCents, body.total);
        } else {
          // Only the buyer changes: the same lines and figures.
          replacementLines = origLines.map((l) => ({
            item: l.item,
            qty: Number(l.qty),
            unit_cents: Number(l.unit_cents),
            amount_cents: Number(l.amount_cents),
          }));
          totals = {
            subtotalCents: Number(orig.subtotal_cents),
            taxCents: Number(orig.tax_cents),
            totalCents: Number(orig.total_cents),
          };
        }
      }
      // A card payment's refund: the money goes back to the card first (the provider's call cannot join our
      // transaction), once we know the purchase can be taken back whole; then, in one transaction, the ledger
      // reverses the grant, the payment is marked refunded and the credit note is issued.
      let payment: PaymentRow | undefined;
      let refundRef: string | null = null;
      if (body.refund && orig.payment_id !== null) {
        payment = await paymentsRepo(db).byId(Number(orig.payment_id));
        if (!payment) throw notFound('The payment of this invoice is gone.');
        await checkReversible(db, payment);
        if (!provider || provider.name !== payment.provider)
          throw conflict(
            `This invoice was paid through ${payment.provider}, which this server cannot refund through. ` +
              'Refund it there, then mark the invoice refunded on a server that can.',
          );
        refundRef = (
          await provider.refund({
            paymentId: payment.id,
            sessionId: payment.session_id,
            amountCents: Number(payment.amount_cents),
          })
        ).reference;
      }
      const when = at();
      const result = await db.transaction().execute(async (trx) => {
        const r = invoicesRepo(trx);
        if (payment && refundRef) await reverseDelivery(trx, payment, refundRef, when);
        const origBuyer = {
          name: orig.buyer_name,
          company: orig.buyer_company,
          email: orig.buyer_email,
          address: orig.buyer_address,
        };
        const creditNote = await write(
          trx,
          {
            kind: 'credit_note',
            status: body.refund ? 'refunded' : 'credited',
            itemType: orig.item_type as InvoiceItemType,
            userId: orig.user_id,
            buyer: origBuyer,
            lines: origLines.map((l) => ({
              item: l.item,
              qty: Number(l.qty),
              unit_cents: Number(l.unit_cents),
              amount_cents: Number(l.amount_cents),
            })),
            subtotalCents: Number(orig.subtotal_cents),
            taxRateBp: rateBp,
            taxCents: Number(orig.tax_cents),
            totalCents: Number(orig.total_cents),
            paymentId: null,
            paymentRef: refundRef ?? orig.payment_ref,
            creditsInvoiceId: orig.id,
            createdBy: admin.id,
            note: refundRef ? `${body.reason} (card refund ${refundRef})` : body.reason,
            at: when,
          },
          orig.seller,
        );
        let replacement: InvoiceRow | null = null;
        if (replacementLines && totals) {
          replacement = await write(
            trx,
            {
              kind: 'invoice',
              status: 'paid',
              itemType: orig.item_type as InvoiceItemType,
              userId: orig.user_id,
              buyer: {
                name: body.buyer_name ?? orig.buyer_name,
                company: body.buyer_company ?? orig.buyer_company,
                email: orig.buyer_email,
                address: body.buyer_address ?? orig.buyer_address,
              },
              lines: replacementLines,
              subtotalCents: totals.subtotalCents,
              taxRateBp: rateBp,
              taxCents: totals.taxCents,
              totalCents: totals.totalCents,
              paymentId: null,
              paymentRef: orig.payment_ref,
              creditsInvoiceId: null,
              createdBy: admin.id,
              note: `Replaces ${orig.number}: ${body.reason}`,
              at: when,
            },
            orig.seller,
          );
        }
        // A racing correction closed it first: this one rolls back whole (numbers included).
        if (!(await r.close(orig.id, body.refund ? 'refunded' : 'credited', replacement?.id ?? null)))
          throw conflict('This invoice was already corrected or refunded.');
        await recordAudit(trx, {
          actorId: admin.id,
          action: body.refund ? 'invoice.refund' : 'invoice.correct',
          targetUserId: orig.user_id,
          subject: `invoice:${orig.id}`,
          reason: body.reason,
          details: {
            credit_note: creditNote.number,
            replacement: replacement?.number ?? null,
            card_refund: refundRef,
          },
          ip,
        });
        return { creditNote, replacement };
      });
      const [original, credit_note, replacement] = await render(
        [await repo.byId(orig.id), result.creditNote, result.replacement].filter((r): r is InvoiceRow => !!r),
      );
      return {
        original: original!,
        credit_note: credit_note!,
        replacement: result.replacement ? (replacement ?? null) : null,
      };
    },

    async graph(user: User, months = 12): Promise<InvoiceGraph> {
      requireAdmin(user);
      const end = new Date(now());
      const keys: string[] = [];
      for (let i = months - 1; i >= 0; i--) {
        const d = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - i, 1));
        keys.push(d.toISOString().slice(0, 7));
      }
      const from = `${keys[0]}-01T00:00:00.000Z`;
      const cents = new Map(keys.map((k) => [k, { subscription: 0, tat_pack: 0, manual: 0 }]));
      for (const r of await repo.monthly(from)) {
        const m = cents.get(r.month);
        const type = r.item_type as InvoiceItemType;
        if (!m || !(type in m)) continue;
        m[type] += r.kind === 'credit_note' ? -r.cents : r.cents;
      }
      return {
        currency: INVOICE_CURRENCY,
        months: keys.map((month) => {
          const c = cents.get(month)!;
          return {
            month,
            subscription: fromCents(c.subscription),
            tat_pack: fromCents(c.tat_pack),
            manual: fromCents(c.manual),
            total: fromCents(c.subscription + c.tat_pack + c.manual),
          };
        }),
      };
    },

    /** The invoice a PDF is made of (visibility as `get`). */
    pdfSource: async (user: User, id: number) => one(await visible(user, id)),
  };
}
