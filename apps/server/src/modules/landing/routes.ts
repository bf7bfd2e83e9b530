/** Landing content (spec 001 section 7 "Landing content"; issue 20). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { landingPage, landingRendererFile } from './page';
import { landingService } from './service';

const landingModule: AppModule = async (app, { ctx }) => {
  const landing = landingService({ db: ctx.db, now: ctx.now });
  route(app, ctx, endpoints.slidingWindow, () => landing.read('sliding_window'));
  route(app, ctx, endpoints.marketForTalent, () => landing.read('market_for_talent'));
  route(app, ctx, endpoints.ourPartner, () => landing.read('our_partner'));
  route(app, ctx, endpoints.feature, () => landing.read('feature'));
  route(app, ctx, endpoints.waitingFor, () => landing.read('waiting_for'));
  const rendererFile = landingRendererFile(ctx.config.portalDist);
  const page = rendererFile
    ? landingPage({ db: ctx.db, now: ctx.now, rendererFile, read: landing.read })
    : undefined;
  route(app, ctx, endpoints.updateLandingSection, async ({ auth, params, body, req }) => {
    const saved = await landing.save(auth.user, params.section, body, req.ip);
    page?.invalidate();
    return saved;
  });

  // `/` for visitors, server-rendered (page.ts); a signed-in browser is handed to the app by the page's script.
  if (page)
    app.get('/', async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await page.html()),
    );
};
export default landingModule;
