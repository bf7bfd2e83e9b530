/** Wallet: balances, movements, TAT <-> TTT conversion, coin history, TAT packs. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { walletRepo } from './repo';
import { walletService } from './service';

const walletModule: AppModule = async (app, { ctx }) => {
  const wallet = walletService(ctx.db, walletRepo(ctx.db));
  route(app, ctx, endpoints.myWallet, ({ auth }) => wallet.wallet(auth.user.id));
  route(app, ctx, endpoints.convertTat, ({ auth, body }) =>
    wallet.convertTat(auth.user.id, body.amount, body.idempotency_key),
  );
  route(app, ctx, endpoints.convertTtt, ({ auth, body }) =>
    wallet.convertTtt(auth.user.id, body.amount, body.idempotency_key),
  );
  route(app, ctx, endpoints.coinHistory, ({ auth, query }) =>
    wallet.movements(auth.user.id, query.limit ?? 10, query.offset ?? 0),
  );
  route(app, ctx, endpoints.tatPlans, () => wallet.tatPlans());
};
export default walletModule;
