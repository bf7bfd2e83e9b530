/** Roles and permissions (spec 001 section 7 `manage-user-role`; issue 19). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { roleService } from './service';

const rolesModule: AppModule = async (app, { ctx }) => {
  const roles = roleService(ctx.db, ctx.tokens.now);
  route(app, ctx, endpoints.listRoles, () => roles.list());
  route(app, ctx, endpoints.createRole, ({ auth, body, req }) =>
    roles.create(auth.user, auth.ability, body, req.ip),
  );
  route(app, ctx, endpoints.updateRole, ({ auth, params, body, req }) =>
    roles.update(auth.user, auth.ability, params.id, body, req.ip),
  );
  route(app, ctx, endpoints.deleteRole, ({ auth, params, req }) =>
    roles.remove(auth.user, params.id, req.ip),
  );
};
export default rolesModule;
