/** Account rights (issue 44 part B): the data archive, the account's deletion and the retention setting.
 * The module also runs the rights scheduler unless MESSAGE_WORKER=false (a server that only answers the
 * API runs no background work). */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@talent/api';
import type { AppContext } from '../../context';
import { route } from '../../plugins/contract';
import { Limiter } from '../../plugins/rate-limit';
import type { AppModule } from '../module';
import { LOGIN_FAILURES } from '../auth/service';
import { deletionService } from './deletion';
import { exportService } from './exports';
import { rightsRepo } from './repo';
import { retentionService } from './retention';
import { rightsScheduler, type RightsJobs } from './scheduler';

/** The services and their scheduler, built once per app (tests build their own to run rounds by hand). */
export function rightsParts(ctx: AppContext, counters: FastifyInstance['rateCounters']) {
  const repo = rightsRepo(ctx.db);
  const scheduler = rightsScheduler(ctx, () => jobs);
  const jobs: RightsJobs = {
    exports: exportService(ctx, repo, () => scheduler.kick()),
    deletions: deletionService(ctx, repo, new Limiter(counters, 'delete-account', LOGIN_FAILURES)),
    retention: retentionService(ctx, repo),
  };
  return { jobs, scheduler };
}

const rightsModule: AppModule = async (app, { ctx }) => {
  const { jobs, scheduler } = rightsParts(ctx, app.rateCounters);
  if (ctx.config.messageWorker) {
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  }
  const { exports, deletions, retention } = jobs;

  // Personal: a team member's own account (auth.self), never the owner's they work in.
  route(app, ctx, endpoints.dataExportStatus, ({ auth }) => exports.status(auth.self));
  route(app, ctx, endpoints.requestDataExport, ({ auth }) => exports.request(auth.self));
  route(app, ctx, endpoints.downloadDataExport, ({ params }) => exports.download(params.id, params.token));
  route(app, ctx, endpoints.accountDeletionStatus, ({ auth }) => deletions.status(auth.self));
  route(app, ctx, endpoints.accountDeletionCode, ({ auth }) => deletions.sendCode(auth.self));
  route(app, ctx, endpoints.requestAccountDeletion, ({ auth, body, req }) =>
    deletions.request(auth.self, body, req.ip),
  );
  route(app, ctx, endpoints.cancelAccountDeletion, ({ auth, req }) => deletions.cancel(auth.self, req.ip));
  route(app, ctx, endpoints.undoAccountDeletion, ({ params, req }) =>
    deletions.undo(params.uid, params.token, req.ip),
  );
  route(app, ctx, endpoints.retentionSettings, () => retention.get());
  route(app, ctx, endpoints.retentionDryRun, ({ query }) => retention.dryRun(query.months));
  route(app, ctx, endpoints.updateRetention, ({ auth, body, req }) =>
    retention.update(auth.self, body, req.ip),
  );
};
export default rightsModule;
