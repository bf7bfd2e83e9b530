/** Dashboard figures (docs/money.md "Dashboard figures"). */
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { balances, userKey } from '../ledger/service';
import { effectivePlan, limitInForce, usedToday, utcDay } from '../plans/limits';
import { toProfile } from '../resumes/view';
import type { WalletRepo } from '../wallet/repo';
import type { DashboardRepo, RankedQuery } from './repo';

export interface DashboardDeps {
  db: Kysely<Database>;
  repo: DashboardRepo;
  wallet: Pick<WalletRepo, 'coinEarned'>;
}

export function dashboardService({ db, repo, wallet }: DashboardDeps) {
  return {
    async tokenStats(userId: number) {
      const b = await balances(db, userId);
      const { payers } = await repo.sales(userId);
      return {
        talent_access_token: b.tat,
        talent_transaction_token: b.ttt,
        // 1 + (distinct users who paid TAT for my profiles) / 10, two decimals.
        network_multiplier: Math.round((1 + payers / 10) * 100) / 100,
        transaction_count: await repo.transactionsSince(userKey(userId), `${utcDay()}T00:00:00.000Z`),
      };
    },

    async ranked(userId: number, r: RankedQuery) {
      const { count, rows } = await repo.ranked(userId, r);
      return { count, results: rows.map((row) => toProfile(row, { kind: 'owner', expires_at: null })) };
    },

    async accountStatistics(user: User) {
      const uid = user.id;
      const { total, pub } = await repo.profileCounts(uid);
      const plan = await effectivePlan(db, user);
      const b = await balances(db, uid);
      const sales = await repo.sales(uid);
      return {
        total_profiles: total,
        public_profiles: pub,
        private_profiles: total - pub,
        uploads_today: await usedToday(db, uid, 'upload'),
        upload_limit: await limitInForce(db, user, plan, 'upload'),
        views_today: await usedToday(db, uid, 'view'),
        view_limit: await limitInForce(db, user, plan, 'view'),
        coin_earned: await wallet.coinEarned(uid),
        profiles_sold: sales.sold,
        profiles_acquired: sales.acquired,
        tat: b.tat,
        ttt: b.ttt,
      };
    },
  };
}
