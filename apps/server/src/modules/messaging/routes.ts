/** Messaging to candidates: `email_sent/`, `send_sms/`, the communication log and resend (issue 18). The
 * module also runs the sending worker unless MESSAGE_WORKER=false (a server that only answers the API). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { messageTemplateRepo } from '../templates/repo';
import { messageTemplateService } from '../templates/service';
import { messagingService } from './service';
import { messageWorker } from './worker';

const messagingModule: AppModule = async (app, { ctx }) => {
  const worker = messageWorker({
    db: ctx.db,
    dialect: ctx.dialect,
    // The platform's transport (SMTP_URL, or the outbox) until the sender's own accounts are chosen here.
    transportFor: async () => ctx.mail,
    log: ctx.log,
  });
  if (ctx.config.messageWorker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
  const messaging = messagingService({
    db: ctx.db,
    dialect: ctx.dialect,
    templates: messageTemplateService(messageTemplateRepo(ctx.db)),
    queued: () => worker.kick(),
  });

  route(app, ctx, endpoints.sendEmail, ({ auth, body }) => messaging.send(auth.user, 'email', body));
  route(app, ctx, endpoints.sendSms, ({ auth, body }) => messaging.send(auth.user, 'sms', body));
  route(app, ctx, endpoints.communications, ({ auth, query }) => messaging.list(auth.user, query));
  route(app, ctx, endpoints.resendMessage, ({ auth, params }) => messaging.resend(auth.user, params.id));
};
export default messagingModule;
