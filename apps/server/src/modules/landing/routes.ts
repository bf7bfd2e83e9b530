/** Landing content (spec 001 section 7 "Landing content"; issue 20). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { landingService } from './service';

const landingModule: AppModule = async (app, { ctx }) => {
  const landing = landingService({ db: ctx.db, now: ctx.now });
  route(app, ctx, endpoints.slidingWindow, () => landing.read('sliding_window'));
  route(app, ctx, endpoints.marketForTalent, () => landing.read('market_for_talent'));
  route(app, ctx, endpoints.ourPartner, () => landing.read('our_partner'));
  route(app, ctx, endpoints.feature, () => landing.read('feature'));
  route(app, ctx, endpoints.waitingFor, () => landing.read('waiting_for'));
  route(app, ctx, endpoints.updateLandingSection, ({ auth, params, body, req }) =>
    landing.save(auth.user, params.section, body, req.ip),
  );
};
export default landingModule;
