/** Auth and account routes (spec 000 section 7): each endpoint is one call of the auth service. */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import { Limiter } from '../../plugins/rate-limit';
import type { AppModule } from '../module';
import { authRepo } from './repo';
import {
  ADDRESS_FAILURES,
  CODES_SENT,
  CODE_CHECKS,
  LOGIN_FAILURES,
  PASSWORD_CHANGES,
  authService,
} from './service';

const authModule: AppModule = async (app, { ctx }) => {
  const accounts = authService(ctx, authRepo(ctx.db), {
    failures: new Limiter(app.rateCounters, 'login-failures', LOGIN_FAILURES),
    addressFailures: new Limiter(app.rateCounters, 'login-failures-address', ADDRESS_FAILURES),
    codeChecks: new Limiter(app.rateCounters, 'code-checks', CODE_CHECKS),
    passwordChanges: new Limiter(app.rateCounters, 'password-changes', PASSWORD_CHANGES),
    sends: new Limiter(app.rateCounters, 'codes-sent', CODES_SENT),
  });

  route(app, ctx, endpoints.register, ({ body }) => accounts.register(body));
  route(app, ctx, endpoints.getOtp, ({ body }) => accounts.getOtp(body));
  route(app, ctx, endpoints.login, ({ body, req }) => accounts.login(body, req.ip));
  route(app, ctx, endpoints.refreshToken, ({ body }) => accounts.refresh(body.refresh));
  route(app, ctx, endpoints.jwtLogout, ({ body }) => accounts.logout(body.refresh));
  route(app, ctx, endpoints.logout, ({ body }) => accounts.logout(body.refresh));
  route(app, ctx, endpoints.emailVerified, ({ body }) => accounts.verifyEmail(body));
  route(app, ctx, endpoints.resendOtpOnEmail, ({ body }) => accounts.resendByEmail(body.email));
  route(app, ctx, endpoints.resendOtp, ({ auth, params }) => accounts.resendById(auth.self, params.id));
  route(app, ctx, endpoints.resendOtpOnMessage, ({ body }) => accounts.resendToPhone(body.mobile, 'sms'));
  route(app, ctx, endpoints.resendOtpOnCall, ({ body }) => accounts.resendToPhone(body.mobile, 'call'));
  route(app, ctx, endpoints.phoneVerified, ({ body }) => accounts.verifyPhone(body));
  // Links are built on PUBLIC_URL, never on the request's Host header (a forged Host would mail the token
  // to another site).
  route(app, ctx, endpoints.resetPassword, ({ body }) =>
    accounts.requestReset(body.email, ctx.config.publicUrl),
  );
  route(app, ctx, endpoints.newPassword, ({ params, body }) =>
    accounts.newPassword(params.uid, params.token, body.password),
  );
  route(app, ctx, endpoints.changePassword, ({ auth, body }) => accounts.changePassword(auth.self, body));
  route(app, ctx, endpoints.changeEmail, ({ auth, body }) =>
    accounts.changeEmail(auth.self, body, ctx.config.publicUrl),
  );
  route(app, ctx, endpoints.changeMobileNo, ({ auth, body }) => accounts.changeMobile(auth.self, body));
  route(app, ctx, endpoints.undoEmailChange, ({ params }) =>
    accounts.undoEmailChange(params.uid, params.token),
  );
};
export default authModule;
