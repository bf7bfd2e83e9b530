/** The user's own sending accounts: `smpt_server/` (SMTP) and `sms_server/` (SMS provider) full sets, and
 * "Send test" on each account (issue 18). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import { Limiter } from '../../plugins/rate-limit';
import type { AppModule } from '../module';
import { serverRepo } from './repo';
import { SEND_TESTS, serverService } from './service';

const serversModule: AppModule = async (app, { ctx }) => {
  const servers = serverService({ repo: serverRepo(ctx.db), config: ctx.config, log: ctx.log, now: ctx.now });
  // A test connects to a host the user typed and may cost them a provider's fee: a few per user at a time.
  const tests = new Limiter(app.rateCounters, 'sending-tests', SEND_TESTS);

  route(app, ctx, endpoints.listSmtpServers, ({ auth }) => servers.listSmtp(auth.user.id));
  route(app, ctx, endpoints.createSmtpServer, ({ auth, body }) => servers.createSmtp(auth.user.id, body));
  route(app, ctx, endpoints.getSmtpServer, ({ auth, params }) => servers.getSmtp(auth.user.id, params.id));
  route(app, ctx, endpoints.updateSmtpServer, ({ auth, params, body }) =>
    servers.updateSmtp(auth.user.id, params.id, body),
  );
  route(app, ctx, endpoints.deleteSmtpServer, ({ auth, params }) =>
    servers.removeSmtp(auth.user.id, params.id),
  );
  route(app, ctx, endpoints.testSmtpServer, async ({ auth, params, body }) => {
    await tests.take(String(auth.user.id));
    return servers.testSmtp(auth.user, params.id, body.to);
  });

  route(app, ctx, endpoints.listSmsServers, ({ auth }) => servers.listSms(auth.user.id));
  route(app, ctx, endpoints.createSmsServer, ({ auth, body }) => servers.createSms(auth.user.id, body));
  route(app, ctx, endpoints.getSmsServer, ({ auth, params }) => servers.getSms(auth.user.id, params.id));
  route(app, ctx, endpoints.updateSmsServer, ({ auth, params, body }) =>
    servers.updateSms(auth.user.id, params.id, body),
  );
  route(app, ctx, endpoints.deleteSmsServer, ({ auth, params }) =>
    servers.removeSms(auth.user.id, params.id),
  );
  route(app, ctx, endpoints.testSmsServer, async ({ auth, params, body }) => {
    await tests.take(String(auth.user.id));
    return servers.testSms(auth.user, params.id, body.to);
  });
};
export default serversModule;
