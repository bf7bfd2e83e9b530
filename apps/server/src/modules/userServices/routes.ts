/** User services (/apps/user-service-management, issue 19): admin only. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { userServicesService } from './service';

const userServicesModule: AppModule = async (app, { ctx }) => {
  const services = userServicesService(ctx);
  route(app, ctx, endpoints.serviceUsers, ({ auth, query }) => services.list(auth, query));
  route(app, ctx, endpoints.serviceUser, ({ auth, params }) => services.get(auth, params.id));
  route(app, ctx, endpoints.overridePlan, ({ auth, params, body, req }) =>
    services.overridePlan(auth, params.id, body, req.ip),
  );
  route(app, ctx, endpoints.overrideLimit, ({ auth, params, body, req }) =>
    services.overrideLimit(auth, params.id, body, req.ip),
  );
  route(app, ctx, endpoints.adjustTat, ({ auth, params, body, req }) =>
    services.adjustTat(auth, params.id, body, req.ip),
  );
  route(app, ctx, endpoints.resendVerification, ({ auth, params, body, req }) =>
    services.resendVerification(auth, params.id, body, req.ip),
  );
};
export default userServicesModule;
