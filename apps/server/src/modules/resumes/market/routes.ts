/** The marketplace: public profiles of others, top sellers, unlock / rent / buy, and what I purchased. */
import { endpoints } from '@talent/api';
import { route } from '../../../plugins/contract';
import type { AppModule } from '../../module';
import { profileFiles } from '../files';
import { listSearch } from '../search';
import { resumeService } from '../service';
import { marketService } from './service';

const marketModule: AppModule = async (app, { ctx }) => {
  const files = profileFiles(ctx.files);
  const resumes = resumeService({
    db: ctx.db,
    reader: ctx.reader,
    dialect: ctx.dialect,
    files,
    images: ctx.images,
    now: ctx.now,
  });
  const market = marketService({
    db: ctx.db,
    dialect: ctx.dialect,
    files,
    hub: ctx.hub,
    log: ctx.log,
    now: ctx.now,
  });

  route(app, ctx, endpoints.publicResume, ({ auth, query, body }) =>
    resumes.marketplace(auth.user, listSearch(query, body), query, body.sort),
  );
  route(app, ctx, endpoints.topSellingResume, ({ auth, query }) =>
    resumes.topSelling(auth.user, query.search, query),
  );
  route(app, ctx, endpoints.unlockResume, ({ auth, params, body }) =>
    market.purchase(auth.user, params.uid, 'unlock', body.idempotency_key, body.price),
  );
  route(app, ctx, endpoints.rentResume, ({ auth, params, body }) =>
    market.purchase(auth.user, params.uid, 'rent', body.idempotency_key, body.price),
  );
  route(app, ctx, endpoints.buyResume, ({ auth, params, body }) =>
    market.purchase(auth.user, params.uid, 'buy', body.idempotency_key, body.price),
  );
  route(app, ctx, endpoints.purchasedResume, ({ auth, query }) => resumes.purchased(auth.user, query));
};
export default marketModule;
