/** Applications, the hiring pipeline, matching profiles for a job and the hiring dashboards. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { applicationService } from './service';

const applicationsModule: AppModule = async (app, { ctx }) => {
  const apps = applicationService({
    db: ctx.db,
    dialect: ctx.dialect,
    hub: ctx.hub,
    log: ctx.log,
    now: ctx.now,
  });

  route(app, ctx, endpoints.jobApplications, ({ auth, query }) => apps.list(auth.user, query));
  route(app, ctx, endpoints.searchApplications, ({ auth, body }) => apps.list(auth.user, body));
  route(app, ctx, endpoints.jobAppliedListing, ({ auth, params, query }) =>
    apps.forJob(auth.user, params.id, query),
  );
  route(app, ctx, endpoints.resumesForJob, ({ auth, params, query }) =>
    apps.matches(auth.user, params.id, query),
  );
  route(app, ctx, endpoints.applicationHistory, ({ auth, params }) => apps.history(auth.user, params.id));
  route(app, ctx, endpoints.candidateDetails, ({ auth, params }) => apps.candidate(auth.user, params.id));
  route(app, ctx, endpoints.changeApplicationStatus, ({ auth, params, body }) =>
    apps.changeStatus(auth.user, params.id, body.status, body.note),
  );
  route(app, ctx, endpoints.jobDashboard, ({ auth }) => apps.dashboard(auth.user));
  route(app, ctx, endpoints.singleUserDashboard, ({ auth, query }) =>
    apps.userDashboard(auth.user, query.user_id),
  );
  route(app, ctx, endpoints.applyJob, ({ auth, body }) => apps.apply(auth.user, body));
};
export default applicationsModule;
