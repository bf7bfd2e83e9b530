/** Dashboard: token stats, ranked profile lists, account statistics. */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@talent/api';
import type { AppContext } from '../../context';
import { route } from '../../plugins/contract';
import { balances, userKey } from '../ledger/service';
import { effectivePlan, limitFor, usedToday, utcDay } from '../plans/limits';
import { pageProfiles } from '../resumes/search';
import { toProfile } from '../resumes/view';
import { coinEarned } from '../wallet/routes';

/** 1 + (distinct users who paid TAT for my profiles) / 10, two decimals. */
export async function networkMultiplier(ctx: AppContext, userId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('profile_access')
    .innerJoin('profiles', 'profiles.id', 'profile_access.profile_id')
    .select((eb) => eb.fn.count<number>('profile_access.user_id').distinct().as('n'))
    .where('profiles.owner_id', '=', userId)
    .where('profile_access.transaction_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Math.round((1 + Number(row.n) / 10) * 100) / 100;
}

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  route(app, ctx, endpoints.dashboard, async ({ auth }) => {
    const b = await balances(db, auth.user.id);
    const start = `${utcDay()}T00:00:00.000Z`;
    const tx = await db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select((eb) => eb.fn.count<number>('ledger_entries.transaction_id').distinct().as('n'))
      .where('ledger_accounts.owner_key', '=', userKey(auth.user.id))
      .where('ledger_entries.created_at', '>=', start)
      .executeTakeFirstOrThrow();
    return {
      talent_access_token: b.tat,
      talent_transaction_token: b.ttt,
      network_multiplier: await networkMultiplier(ctx, auth.user.id),
      transaction_count: Number(tx.n),
    };
  });

  const ranked =
    (column: 'coin_earned' | 'resume_rating', dir: 'asc' | 'desc', publicOnly: boolean) =>
    async ({
      auth,
      query,
    }: {
      auth: { user: { id: number } };
      query: { limit?: number; offset?: number; search?: string };
    }) => {
      let q = db.selectFrom('profiles').where('owner_id', '=', auth.user.id);
      if (publicOnly) q = q.where('is_public', '=', 1);
      if (query.search?.trim())
        q = q.where('full_name', 'like', `%${query.search.trim().replace(/[%_\\]/g, '')}%`);
      const { count, rows } = await pageProfiles(q, query, (x) =>
        x.orderBy(column, dir).orderBy('id', 'asc'),
      );
      return { count, results: rows.map((r) => toProfile(r, { kind: 'owner', expires_at: null })) };
    };

  route(app, ctx, endpoints.mostEarnedProfile, ranked('coin_earned', 'desc', true));
  route(app, ctx, endpoints.leastEarnedProfile, ranked('coin_earned', 'asc', true));
  route(app, ctx, endpoints.mostRatedProfile, ranked('resume_rating', 'desc', false));
  route(app, ctx, endpoints.leastRatedProfile, ranked('resume_rating', 'asc', false));

  route(app, ctx, endpoints.accountStatistics, async ({ auth }) => {
    const uid = auth.user.id;
    const counts = await db
      .selectFrom('profiles')
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>('is_public').as('pub')])
      .where('owner_id', '=', uid)
      .executeTakeFirstOrThrow();
    const sold = await db
      .selectFrom('profile_access')
      .innerJoin('profiles', 'profiles.id', 'profile_access.profile_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('profiles.owner_id', '=', uid)
      .where('profile_access.transaction_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const acquired = await db
      .selectFrom('profile_access')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', uid)
      .executeTakeFirstOrThrow();
    const plan = await effectivePlan(db, auth.user);
    const b = await balances(db, uid);
    const total = Number(counts.total);
    const pub = Number(counts.pub ?? 0);
    return {
      total_profiles: total,
      public_profiles: pub,
      private_profiles: total - pub,
      uploads_today: await usedToday(db, uid, 'upload'),
      upload_limit: limitFor(plan, 'upload'),
      views_today: await usedToday(db, uid, 'view'),
      view_limit: limitFor(plan, 'view'),
      coin_earned: await coinEarned(ctx, uid),
      profiles_sold: Number(sold.n),
      profiles_acquired: Number(acquired.n),
      tat: b.tat,
      ttt: b.ttt,
    };
  });
}
