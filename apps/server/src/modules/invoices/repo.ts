/** Invoice, line and counter rows. Queries only; the rules are in service.ts. */
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, InvoiceLinesTable, InvoicesTable } from '../../db/schema';
import { likeOf, paged, type Page } from '../../lib/paging';

type Db = Kysely<Database> | Transaction<Database>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceLineRow = Selectable<InvoiceLinesTable>;
export type NewLine = Omit<Insertable<InvoiceLinesTable>, 'invoice_id' | 'position'>;

export interface InvoiceFilter {
  userId: number | null;
  words: string[];
  status?: string;
  kind?: string;
}

export function invoicesRepo(db: Db) {
  const filtered = (f: InvoiceFilter) => {
    let q = db.selectFrom('invoices');
    if (f.userId !== null) q = q.where('user_id', '=', f.userId);
    if (f.status) q = q.where('status', '=', f.status);
    if (f.kind) q = q.where('kind', '=', f.kind);
    for (const w of f.words) q = q.where('search_text', 'like', likeOf(w));
    return q;
  };

  return {
    /** The next number of a series in a year. Must run inside the transaction that writes the invoice: the
     * counter row stays locked (PostgreSQL) or the database stays written (SQLite) until it commits, and a
     * rollback gives the number back, so numbers have no gaps. */
    async nextNumber(series: string, year: number): Promise<number> {
      const row = await db
        .insertInto('invoice_counters')
        .values({ series, year, last_number: 1 })
        .onConflict((oc) =>
          oc.columns(['series', 'year']).doUpdateSet({
            last_number: sql<number>`${sql.ref('invoice_counters.last_number')} + 1`,
          }),
        )
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return Number(row.last_number);
    },

    async insert(row: Insertable<InvoicesTable>, lines: NewLine[]): Promise<InvoiceRow> {
      const inv = await db.insertInto('invoices').values(row).returningAll().executeTakeFirstOrThrow();
      await db
        .insertInto('invoice_lines')
        .values(lines.map((l, i) => ({ ...l, invoice_id: inv.id, position: i })))
        .execute();
      return inv;
    },

    buyer(userId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'full_name', 'company_name', 'email', 'billing_address'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    byId(id: number) {
      return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    },

    byPayment(paymentId: number) {
      return db.selectFrom('invoices').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
    },

    creditNoteOf(invoiceId: number) {
      return db
        .selectFrom('invoices')
        .selectAll()
        .where('credits_invoice_id', '=', invoiceId)
        .executeTakeFirst();
    },

    /** Marks an invoice refunded or credited; false when it was no longer paid (a racing correction). */
    async close(id: number, status: 'refunded' | 'credited', replacedBy: number | null): Promise<boolean> {
      const res = await db
        .updateTable('invoices')
        .set({ status, replaced_by_id: replacedBy })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .where('kind', '=', 'invoice')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async lines(ids: number[]): Promise<InvoiceLineRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('invoice_lines')
        .selectAll()
        .where('invoice_id', 'in', ids)
        .orderBy('invoice_id')
        .orderBy('position')
        .execute();
    },

    async page(f: InvoiceFilter, page: Page) {
      const { n } = await filtered(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await filtered(f).selectAll().orderBy('id', 'desc').$call(paged(page)).execute();
      return { count: Number(n), rows };
    },

    /** Totals per month (`YYYY-MM`), item type and kind, for invoices issued from `fromIso` on. */
    async monthly(fromIso: string) {
      const month = sql<string>`substr(${sql.ref('issued_at')}, 1, 7)`;
      const rows = await db
        .selectFrom('invoices')
        .select([
          month.as('month'),
          'item_type',
          'kind',
          (eb) => eb.fn.sum<number | string>('total_cents').as('cents'),
        ])
        .where('issued_at', '>=', fromIso)
        .groupBy([month, 'item_type', 'kind'])
        .execute();
      return rows.map((r) => ({ ...r, cents: Number(r.cents ?? 0) }));
    },
  };
}
