/** Users (admin) and one's own account view (spec 001 section 7 "Users and roles"; issue 19). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { userService } from './service';

const usersModule: AppModule = async (app, { ctx }) => {
  const users = userService(ctx);
  route(app, ctx, endpoints.listUsers, ({ query }) => users.list(query));
  route(app, ctx, endpoints.getUser, ({ auth, params }) => users.detail(auth.self, auth.ability, params.id));
  route(app, ctx, endpoints.createUser, ({ auth, body, req }) =>
    users.create(auth.user, auth.ability, body, req.ip),
  );
  route(app, ctx, endpoints.updateUser, ({ auth, params, body, req }) =>
    users.update(auth.user, auth.ability, params.id, body, req.ip),
  );
  route(app, ctx, endpoints.setUsersStatus, ({ auth, body, req }) =>
    users.setStatus(auth.user, auth.ability, body.ids, body.active, req.ip),
  );
};
export default usersModule;
