/** Dashboard: token stats, ranked profile lists, account statistics. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { walletRepo } from '../wallet/repo';
import { dashboardRepo, type RankedQuery } from './repo';
import { dashboardService } from './service';

const dashboardModule: AppModule = async (app, { ctx }) => {
  const dashboard = dashboardService({ db: ctx.db, repo: dashboardRepo(ctx.db), wallet: walletRepo(ctx.db) });
  const ranked =
    (order: Pick<RankedQuery, 'column' | 'dir' | 'publicOnly'>) =>
    ({ auth, query }: { auth: { user: { id: number } }; query: Omit<RankedQuery, keyof typeof order> }) =>
      dashboard.ranked(auth.user.id, { ...query, ...order });

  route(app, ctx, endpoints.dashboard, ({ auth }) => dashboard.tokenStats(auth.user.id));
  route(
    app,
    ctx,
    endpoints.mostEarnedProfile,
    ranked({ column: 'coin_earned', dir: 'desc', publicOnly: true }),
  );
  route(
    app,
    ctx,
    endpoints.leastEarnedProfile,
    ranked({ column: 'coin_earned', dir: 'asc', publicOnly: true }),
  );
  route(
    app,
    ctx,
    endpoints.mostRatedProfile,
    ranked({ column: 'resume_rating', dir: 'desc', publicOnly: false }),
  );
  route(
    app,
    ctx,
    endpoints.leastRatedProfile,
    ranked({ column: 'resume_rating', dir: 'asc', publicOnly: false }),
  );
  route(app, ctx, endpoints.accountStatistics, ({ auth }) => dashboard.accountStatistics(auth.user));
};
export default dashboardModule;
