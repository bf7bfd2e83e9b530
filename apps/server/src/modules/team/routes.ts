/** Team members of an account (`api/my-user`, issue 19). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { teamService } from './service';

const teamModule: AppModule = async (app, { ctx }) => {
  const team = teamService(ctx);
  route(app, ctx, endpoints.myTeam, ({ auth, query }) => team.list(auth, query));
  route(app, ctx, endpoints.myTeamMember, ({ auth, params }) => team.get(auth, params.id));
  route(app, ctx, endpoints.addTeamMember, ({ auth, body, req }) => team.add(auth, body, req.ip));
  route(app, ctx, endpoints.updateTeamMember, ({ auth, params, body, req }) =>
    team.update(auth, params.id, body, req.ip),
  );
  route(app, ctx, endpoints.setTeamMemberStatus, ({ auth, params, body, req }) =>
    team.setActive(auth, params.id, body.active, req.ip),
  );
};
export default teamModule;
