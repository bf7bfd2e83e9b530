/** Wallet reads: ledger movements of one user, TAT earned by their profiles, the TAT packs on sale. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function walletRepo(db: Kysely<Database>) {
  return {
    /** One page of the entries of an owner's accounts, newest first, with the count of all. */
    async movements(ownerKey: string, limit: number, offset: number) {
      const base = db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .where('ledger_accounts.owner_key', '=', ownerKey);
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await base
        .select([
          'ledger_entries.id',
          'ledger_entries.transaction_id',
          'ledger_entries.currency',
          'ledger_entries.amount',
          'ledger_entries.created_at',
          'ledger_transactions.kind',
          'ledger_transactions.memo',
          'ledger_transactions.profile_id',
          'ledger_transactions.actor_id',
        ])
        .orderBy('ledger_entries.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { count: Number(n), rows };
    },

    /** TAT earned by the user's own profiles (bought copies left out). */
    /** The TAT in the escrow accounts (`escrow:project:<id>`) of the user's projects. */
    async escrowHeld(userId: number): Promise<number> {
      const row = await db
        .selectFrom('ledger_accounts')
        .innerJoin('projects', (join) =>
          join.on(
            sql<boolean>`${sql.ref('ledger_accounts.owner_key')} = 'escrow:project:' || ${sql.ref('projects.id')}`,
          ),
        )
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ledger_accounts.balance'), eb.val(0)).as('s'))
        .where('projects.owner_id', '=', userId)
        .where('ledger_accounts.currency', '=', 'TAT')
        .executeTakeFirstOrThrow();
      return Number(row.s);
    },

    async coinEarned(userId: number): Promise<number> {
      const row = await db
        .selectFrom('profiles')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('coin_earned'), eb.val(0)).as('s'))
        .where('owner_id', '=', userId)
        .where('is_copy', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.s);
    },

    tatPlans() {
      return db.selectFrom('tat_plans').selectAll().orderBy('tat').execute();
    },

    tatPlan(id: number) {
      return db.selectFrom('tat_plans').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
export type WalletRepo = ReturnType<typeof walletRepo>;
