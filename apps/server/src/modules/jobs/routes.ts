/** Jobs and job templates of the recruiter (spec 001 section 7 "Jobs"). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import type { JobInput } from './fields';
import { jobService } from './service';

/** The body fields the client actually sent: the contract's defaults (status draft, empty lists) must not
 * overwrite what a PATCH leaves out. */
function given(raw: unknown, body: Partial<JobInput>): Partial<JobInput> {
  const sent = raw && typeof raw === 'object' ? Object.keys(raw) : [];
  return Object.fromEntries(Object.entries(body).filter(([k]) => sent.includes(k))) as Partial<JobInput>;
}

const jobsModule: AppModule = async (app, { ctx }) => {
  const jobs = jobService({ db: ctx.db, dialect: ctx.dialect, now: ctx.now });

  route(app, ctx, endpoints.jobList, ({ auth, query }) => jobs.list(auth.user, query));
  route(app, ctx, endpoints.jobSearch, ({ auth, query }) => jobs.list(auth.user, query));
  route(app, ctx, endpoints.createJob, ({ auth, body }) => jobs.create(auth.user, body));
  route(app, ctx, endpoints.getJob, ({ auth, params }) => jobs.get(auth.user, params.id));
  route(app, ctx, endpoints.jobById, ({ auth, params }) => jobs.get(auth.user, params.id));
  route(app, ctx, endpoints.updateJob, ({ auth, params, body }) => jobs.replace(auth.user, params.id, body));
  route(app, ctx, endpoints.patchJob, ({ auth, params, body, req }) =>
    jobs.patch(auth.user, params.id, given(req.body, body)),
  );
  route(app, ctx, endpoints.deleteJob, ({ auth, params }) => jobs.remove(auth.user, params.id));
  route(app, ctx, endpoints.jobStatus, ({ auth, params, body }) =>
    jobs.move(auth.user, params.id, body.status),
  );
  route(app, ctx, endpoints.jobCount, ({ auth }) => jobs.count(auth.user));
  route(app, ctx, endpoints.jobSearchFilter, ({ auth }) => jobs.filters(auth.user));
  route(app, ctx, endpoints.jobCard, ({ auth }) => jobs.card(auth.user));

  route(app, ctx, endpoints.jobTemplateList, ({ auth, query }) => jobs.templates(auth.user, query));
  route(app, ctx, endpoints.createJobTemplate, ({ auth, body }) => jobs.createTemplate(auth.user, body));
  route(app, ctx, endpoints.getJobTemplate, ({ auth, params }) => jobs.template(auth.user, params.id));
  route(app, ctx, endpoints.updateJobTemplate, ({ auth, params, body }) =>
    jobs.replaceTemplate(auth.user, params.id, body),
  );
  route(app, ctx, endpoints.deleteJobTemplate, ({ auth, params }) =>
    jobs.removeTemplate(auth.user, params.id),
  );
};
export default jobsModule;
