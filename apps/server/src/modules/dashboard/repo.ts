/** Dashboard counts over profiles, access grants and ledger entries. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { userTotals } from '../../db/totals';
import { pageProfiles } from '../resumes/repo/search';

export interface RankedQuery {
  column: 'coin_earned' | 'resume_rating';
  dir: 'asc' | 'desc';
  publicOnly: boolean;
  search?: string;
  limit?: number;
  offset?: number;
}

export function dashboardRepo(db: Kysely<Database>) {
  return {
    /** Distinct users who paid TAT for the owner's profiles, and those paid grants; grants the user holds:
     * running totals (migration 0057). */
    async sales(userId: number): Promise<{ payers: number; sold: number; acquired: number }> {
      const t = await userTotals(db, userId);
      return { payers: t.payers, sold: t.profiles_sold, acquired: t.profiles_acquired };
    },

    /** Ledger transactions with an entry on the owner's accounts since `start`. */
    async transactionsSince(ownerKey: string, start: string): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .select((eb) => eb.fn.count<number>('ledger_entries.transaction_id').distinct().as('n'))
        .where('ledger_accounts.owner_key', '=', ownerKey)
        .where('ledger_entries.created_at', '>=', start)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The owner's profiles and public profiles: running totals. */
    async profileCounts(ownerId: number): Promise<{ total: number; pub: number }> {
      const t = await userTotals(db, ownerId);
      return { total: t.profiles, pub: t.public_profiles };
    },

    /** One page of the owner's profiles ranked by a column (ties by id). */
    ranked(ownerId: number, r: RankedQuery) {
      let q = db.selectFrom('profiles').where('owner_id', '=', ownerId);
      if (r.publicOnly) q = q.where('is_public', '=', 1);
      const search = r.search?.trim().replace(/[%_\\]/g, '');
      if (r.search?.trim()) q = q.where('full_name', 'like', `%${search}%`);
      // Without a name search the count is a running total.
      const known = search
        ? undefined
        : async () => {
            const t = await userTotals(db, ownerId);
            return r.publicOnly ? t.public_profiles : t.profiles;
          };
      return pageProfiles(q, r, (x) => x.orderBy(r.column, r.dir).orderBy('id', 'asc'), { known });
    },
  };
}
export type DashboardRepo = ReturnType<typeof dashboardRepo>;
