/** Wallet reads: ledger movements of one user, TAT earned by their profiles, the TAT packs on sale. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { userTotals } from '../../db/totals';
import { PLATFORM as PLATFORM_KEY } from '../ledger/service';
import { ESCROW_PREFIX as ESCROW_KEY_PREFIX } from './keys';

export function walletRepo(db: Kysely<Database>) {
  return {
    /** One page of the entries of an owner's accounts, newest first, with the count of all. The count is
     * the accounts' running entry counts, and the page walks each account's index from its newest entry and
     * stops at the page, so neither grows with the history (issue 26). */
    async movements(ownerKey: string, limit: number, offset: number) {
      const accounts = await db
        .selectFrom('ledger_accounts')
        .select(['id', 'entries'])
        .where('owner_key', '=', ownerKey)
        .execute();
      const count = accounts.reduce((n, a) => n + Number(a.entries), 0);
      const newest: number[] = [];
      for (const a of accounts) {
        const ids = await db
          .selectFrom('ledger_entries')
          .select('id')
          .where('account_id', '=', a.id)
          .orderBy('id', 'desc')
          .limit(offset + limit)
          .execute();
        newest.push(...ids.map((r) => r.id));
      }
      const pageIds = newest.sort((x, y) => y - x).slice(offset, offset + limit);
      if (pageIds.length === 0) return { count, rows: [] };
      const base = db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .leftJoin('profiles', 'profiles.id', 'ledger_transactions.profile_id')
        .where('ledger_entries.id', 'in', pageIds);
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
          'ledger_transactions.idempotency_key',
          'profiles.first_name',
          'profiles.last_name',
        ])
        .orderBy('ledger_entries.id', 'desc')
        .execute();
      return { count, rows };
    },

    /**
     * What the lines of some transactions name beyond their own row: the platform's share (`platform`
     * account) and the project of an escrow leg, by transaction id; and TAT pack names by payment id.
     */
    async lineDetails(transactionIds: number[], paymentIds: number[]) {
      const fees = new Map<number, number>();
      const projects = new Map<number, string>();
      const packs = new Map<number, string>();
      if (transactionIds.length) {
        const legs = await db
          .selectFrom('ledger_entries')
          .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
          .select(['ledger_entries.transaction_id', 'ledger_entries.amount', 'ledger_accounts.owner_key'])
          .where('ledger_entries.transaction_id', 'in', transactionIds)
          .where((eb) =>
            eb.or([
              eb('ledger_accounts.owner_key', '=', PLATFORM_KEY),
              eb('ledger_accounts.owner_key', 'like', `${ESCROW_KEY_PREFIX}%`),
            ]),
          )
          .execute();
        const projectOf = new Map<number, number>();
        for (const leg of legs) {
          if (leg.owner_key === PLATFORM_KEY)
            fees.set(leg.transaction_id, (fees.get(leg.transaction_id) ?? 0) + Number(leg.amount));
          else {
            const id = Number(leg.owner_key.slice(ESCROW_KEY_PREFIX.length));
            if (Number.isInteger(id)) projectOf.set(leg.transaction_id, id);
          }
        }
        const ids = [...new Set(projectOf.values())];
        if (ids.length) {
          const rows = await db
            .selectFrom('projects')
            .select(['id', 'title'])
            .where('id', 'in', ids)
            .execute();
          const titles = new Map(rows.map((r) => [r.id, r.title]));
          for (const [tx, id] of projectOf) {
            const title = titles.get(id);
            if (title !== undefined) projects.set(tx, title);
          }
        }
      }
      if (paymentIds.length) {
        const rows = await db
          .selectFrom('payments')
          .innerJoin('tat_plans', 'tat_plans.id', 'payments.tat_plan_id')
          .select(['payments.id', 'tat_plans.name'])
          .where('payments.id', 'in', paymentIds)
          .execute();
        for (const r of rows) packs.set(r.id, r.name);
      }
      return { fees, projects, packs };
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

    /** TAT earned by the user's own profiles (bought copies left out): a running total. */
    async coinEarned(userId: number): Promise<number> {
      return (await userTotals(db, userId)).coin_earned;
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
