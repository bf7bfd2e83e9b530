/** Ledger rows: accounts, transactions and their entries. Bound to the caller's database or transaction. */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, LedgerEntriesTable, LedgerTransactionsTable } from '../../db/schema';

export type Currency = 'TAT' | 'TTT';

export function ledgerRepo(db: Kysely<Database> | Transaction<Database>) {
  const accountRow = (owner: string, currency: Currency) =>
    db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('owner_key', '=', owner)
      .where('currency', '=', currency)
      .executeTakeFirst();

  return {
    accountRow,

    /** Creates the account unless it exists (a concurrent creator wins quietly). */
    async insertAccount(owner: string, userId: number | null, currency: Currency): Promise<void> {
      await db
        .insertInto('ledger_accounts')
        .values({ owner_key: owner, user_id: userId, currency, balance: 0 })
        .onConflict((oc) => oc.columns(['owner_key', 'currency']).doNothing())
        .execute();
    },

    accountsOf(owner: string) {
      return db
        .selectFrom('ledger_accounts')
        .select(['currency', 'balance'])
        .where('owner_key', '=', owner)
        .execute();
    },

    async transactionByKey(key: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row?.id;
    },

    async insertTransaction(row: Insertable<LedgerTransactionsTable>): Promise<number> {
      const tx = await db
        .insertInto('ledger_transactions')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return tx.id;
    },

    /** Adds `amount` to the balance; with `floor`, only while the balance stays at or above zero.
     * Whether the row changed. */
    async addToBalance(accountId: number, amount: number, floor: boolean): Promise<boolean> {
      let q = db
        .updateTable('ledger_accounts')
        .set((eb) => ({ balance: eb('balance', '+', amount) }))
        .where('id', '=', accountId);
      if (floor && amount < 0) q = q.where('balance', '>=', -amount);
      const res = await q.executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async insertEntry(row: Insertable<LedgerEntriesTable> & { currency: Currency }): Promise<void> {
      await db.insertInto('ledger_entries').values(row).execute();
    },

    /** How many transactions of each kind the ledger holds (the metrics gauge). */
    async countByKind(): Promise<Array<{ kind: string; n: number }>> {
      const { rows } = await sql<{ kind: string; n: number }>`SELECT kind, count(*) AS n
        FROM ledger_transactions GROUP BY kind`.execute(db);
      return rows;
    },
  };
}
export type LedgerRepo = ReturnType<typeof ledgerRepo>;
