/** Auth and account routes (spec 000 section 7): each endpoint is one call of the auth service. */
import type { FastifyRequest } from 'fastify';
import { endpoints } from '@talent/api';
import type { AppContext } from '../../context';
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

/** The site's public address for e-mailed links: PUBLIC_URL, or the request's (forwarded) host. */
export function publicBaseUrl(ctx: AppContext, req: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const forwarded = ctx.config.trustProxy;
  const proto = (forwarded && (req.headers['x-forwarded-proto'] as string | undefined)) || req.protocol;
  const host =
    (forwarded && (req.headers['x-forwarded-host'] as string | undefined)) ||
    req.headers.host ||
    `localhost:${ctx.config.port}`;
  return `${proto}://${host}`;
}

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
  route(app, ctx, endpoints.resendOtp, ({ auth, params }) => accounts.resendById(auth.user, params.id));
  route(app, ctx, endpoints.resendOtpOnMessage, ({ body }) => accounts.resendToPhone(body.mobile, 'sms'));
  route(app, ctx, endpoints.resendOtpOnCall, ({ body }) => accounts.resendToPhone(body.mobile, 'call'));
  route(app, ctx, endpoints.phoneVerified, ({ body }) => accounts.verifyPhone(body));
  route(app, ctx, endpoints.resetPassword, ({ body, req }) =>
    accounts.requestReset(body.email, publicBaseUrl(ctx, req)),
  );
  route(app, ctx, endpoints.newPassword, ({ params, body }) =>
    accounts.newPassword(params.uid, params.token, body.password),
  );
  route(app, ctx, endpoints.changePassword, ({ auth, body }) => accounts.changePassword(auth.user, body));
  route(app, ctx, endpoints.changeEmail, ({ auth, body }) => accounts.changeEmail(auth.user, body));
  route(app, ctx, endpoints.changeMobileNo, ({ auth, body }) => accounts.changeMobile(auth.user, body));
};
export default authModule;
