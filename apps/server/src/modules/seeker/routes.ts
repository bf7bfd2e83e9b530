/** The job seeker's calls (spec 001 section 7 "Jobs"): public jobs, guest applications, my applications. */
import { endpoints } from '@talent/api';
import { GUEST_APPLY_LIMITS } from '@talent/api/rules';
import { route } from '../../plugins/contract';
import { Limiter } from '../../plugins/rate-limit';
import type { AppModule } from '../module';
import { profileFiles } from '../resumes/files';
import { resumeService } from '../resumes/service';
import { readUpload } from '../resumes/upload';
import { seekerService } from './service';

const seekerModule: AppModule = async (app, { ctx }) => {
  const files = profileFiles(ctx.files);
  const seeker = seekerService({
    db: ctx.db,
    dialect: ctx.dialect,
    hub: ctx.hub,
    log: ctx.log,
    mail: ctx.mail,
    now: ctx.tokens.now,
    files,
    resumes: resumeService({ db: ctx.db, dialect: ctx.dialect, files, images: ctx.images, now: ctx.now }),
    guestLimits: {
      perAddress: new Limiter(app.rateCounters, 'guest-apply-address', {
        ...GUEST_APPLY_LIMITS.perAddress,
        what: 'applications from this address',
      }),
      perEmail: new Limiter(app.rateCounters, 'guest-apply-email', {
        ...GUEST_APPLY_LIMITS.perEmail,
        what: 'applications with this e-mail',
      }),
    },
  });

  route(app, ctx, endpoints.searchJob, ({ auth, body, query }) =>
    seeker.search(auth?.user ?? null, body, query),
  );
  route(app, ctx, endpoints.publicJob, ({ auth, params }) => seeker.publicJob(auth?.user ?? null, params.id));
  route(app, ctx, endpoints.publicJobSearchFilter, () => seeker.filters());
  route(app, ctx, endpoints.applyAsGuest, ({ req }) =>
    seeker.applyAsGuest(req.ip, () => readUpload(req), ctx.config.publicUrl),
  );
  route(app, ctx, endpoints.jobIApplied, ({ auth, query }) => seeker.applications(auth.user, query));
  route(app, ctx, endpoints.appliedJob, ({ auth }) => seeker.dashboard(auth.user));
  route(app, ctx, endpoints.withdrawApplication, ({ auth, params }) => seeker.withdraw(auth.user, params.id));
};
export default seekerModule;
