/** Messaging to candidates: `email_sent/`, `send_sms/`, the communication log and resend (issue 18). The
 * module also runs the sending worker unless MESSAGE_WORKER=false (a server that only answers the API). */
import { endpoints } from '@talent/api';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { resolveEmailSender, resolveSmsSender } from '../servers/senders';
import { messageTemplateRepo } from '../templates/repo';
import { messageTemplateService } from '../templates/service';
import { messagingService } from './service';
import { messageWorker } from './worker';

const messagingModule: AppModule = async (app, { ctx }) => {
  const worker = messageWorker({
    db: ctx.db,
    dialect: ctx.dialect,
    // The sender's default SMTP or SMS account, else the platform's mailer or the outbox (servers module).
    transportFor: async (senderId, channel) => {
      if (channel === 'email') {
        const sender = await resolveEmailSender(ctx, senderId);
        return { send: (m) => sender.send({ to: m.to, subject: m.subject, text: m.text, html: m.html }) };
      }
      const sms = await resolveSmsSender(ctx, senderId);
      return {
        send: async (m) => {
          await sms.send(m.to, m.text);
        },
      };
    },
    log: ctx.log,
  });
  if (ctx.config.messageWorker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
  const messaging = messagingService({
    db: ctx.db,
    dialect: ctx.dialect,
    templates: messageTemplateService(messageTemplateRepo(ctx.db), ctx.now),
    queued: () => worker.kick(),
    now: ctx.now,
  });

  route(app, ctx, endpoints.sendEmail, ({ auth, body }) => messaging.send(auth.user, 'email', body));
  route(app, ctx, endpoints.sendSms, ({ auth, body }) => messaging.send(auth.user, 'sms', body));
  route(app, ctx, endpoints.communications, ({ auth, query }) => messaging.list(auth.user, query));
  route(app, ctx, endpoints.resendMessage, ({ auth, params }) => messaging.resend(auth.user, params.id));
};
export default messagingModule;
