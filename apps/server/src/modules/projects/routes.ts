/** Freelance projects: posting, search, proposals, award, delivery, escrow and the freelancer's dashboard
 * and profile (issue 17). */
import { endpoints } from '@talent/api';
import { fileOf } from '../../plugins/uploads';
import { route } from '../../plugins/contract';
import { downloadReply } from '../../lib/download';
import type { AppModule } from '../module';
import { walletRepo } from '../wallet/repo';
import { walletService } from '../wallet/service';
import { projectService } from './service';

const projectsModule: AppModule = async (app, { ctx }) => {
  const wallet = walletService(ctx.db, walletRepo(ctx.db));
  const projects = projectService({
    db: ctx.db,
    walletOf: async (userId) => {
      const { tat, ttt, movements } = await wallet.wallet(userId);
      return { tat, ttt, movements: movements.slice(0, 10) };
    },
    files: ctx.files,
    hub: ctx.hub,
    log: ctx.log,
    now: ctx.now,
  });

  route(app, ctx, endpoints.createProject, ({ auth, body }) => projects.create(auth.user, body));
  route(app, ctx, endpoints.updateProject, ({ auth, params, body }) =>
    projects.replace(auth.user, params.id, body),
  );
  route(app, ctx, endpoints.uploadProjectAttachment, async ({ auth, params, req }) =>
    projects.attach(auth.user, params.id, await fileOf(req)),
  );
  route(app, ctx, endpoints.uploadDeliveryFile, async ({ auth, params, req }) =>
    projects.attachDelivery(auth.user, params.id, await fileOf(req)),
  );
  route(app, ctx, endpoints.deleteDeliveryFile, ({ auth, params }) =>
    projects.detachDelivery(auth.user, params.id, params.fileId),
  );
  route(app, ctx, endpoints.projectAttachment, async ({ auth, params }) =>
    downloadReply(await projects.download(auth.user, params.id, params.fileId)),
  );
  route(app, ctx, endpoints.deleteProjectAttachment, ({ auth, params }) =>
    projects.detach(auth.user, params.id, params.fileId),
  );
  route(app, ctx, endpoints.projectView, ({ auth, params }) => projects.detail(auth.user, params.id));
  route(app, ctx, endpoints.projectSearch, ({ auth, query }) => projects.search(auth.user, query));
  route(app, ctx, endpoints.myProjects, ({ auth, query }) => projects.mine(auth.user, query));
  route(app, ctx, endpoints.saveProject, ({ auth, body }) =>
    projects.save(auth.user, body.project_id, body.saved),
  );
  route(app, ctx, endpoints.applyForProject, ({ auth, body }) => projects.propose(auth.user, body));
  route(app, ctx, endpoints.appliedForProject, ({ auth, query }) => projects.myProposals(auth.user, query));
  route(app, ctx, endpoints.withdrawProposal, ({ auth, params }) => projects.withdraw(auth.user, params.id));
  route(app, ctx, endpoints.projectProposals, ({ auth, params, query }) =>
    projects.projectProposals(auth.user, params.id, query),
  );
  route(app, ctx, endpoints.awardProposal, ({ auth, params, body }) =>
    projects.award(auth.user, params.id, body.idempotency_key),
  );
  route(app, ctx, endpoints.startProject, ({ auth, params }) => projects.start(auth.user, params.id));
  route(app, ctx, endpoints.deliverProject, ({ auth, params, body }) =>
    projects.deliver(auth.user, params.id, body.message),
  );
  route(app, ctx, endpoints.acceptDelivery, ({ auth, params, body }) =>
    projects.accept(auth.user, params.id, body.idempotency_key),
  );
  route(app, ctx, endpoints.requestChanges, ({ auth, params, body }) =>
    projects.requestChanges(auth.user, params.id, body.message),
  );
  route(app, ctx, endpoints.cancelProject, ({ auth, params, body }) =>
    projects.cancel(auth.user, params.id, body.idempotency_key),
  );
  route(app, ctx, endpoints.disputeProject, ({ auth, params, body }) =>
    projects.dispute(auth.user, params.id, body.message),
  );
  route(app, ctx, endpoints.resolveDispute, ({ auth, params, body }) =>
    projects.resolve(auth.user, params.id, body),
  );
  route(app, ctx, endpoints.freelancerDashboard, ({ auth }) => projects.dashboard(auth.user));
  route(app, ctx, endpoints.getFreelancerProfile, ({ auth }) => projects.profile(auth.user));
  route(app, ctx, endpoints.updateFreelancerProfile, ({ auth, body }) =>
    projects.updateProfile(auth.user, body),
  );
};
export default projectsModule;
