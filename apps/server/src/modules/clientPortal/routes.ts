/** The client portal (issue 43): invitations and shares on the recruiter's side, the client's dashboard. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { clientPortalService } from './service';

const clientPortalModule: AppModule = async (app, { ctx }) => {
  const portal = clientPortalService(ctx);

  route(app, ctx, endpoints.clientAccount, ({ auth, params }) => portal.account(auth.user, params.id));
  route(app, ctx, endpoints.inviteClient, ({ auth, params, body }) =>
    portal.invite(auth.user, params.id, body),
  );
  route(app, ctx, endpoints.listClientShares, ({ auth, query }) => portal.listShares(auth.user, query));
  route(app, ctx, endpoints.shareWithClient, ({ auth, body }) => portal.share(auth.user, body));
  route(app, ctx, endpoints.clientPortal, ({ auth }) => portal.portal(auth.user));
  route(app, ctx, endpoints.answerCandidate, ({ auth, params, body }) =>
    portal.answer(auth.user, params.id, body),
  );
};
export default clientPortalModule;
