/** Resumes by e-mail (issue 18): the inbound address, the inbox of files, and the inbound SMTP server when
 * INBOUND_SMTP_PORT is set. */
import { endpoints } from '@talent/api';
import { downloadReply } from '../../lib/download';
import { route } from '../../plugins/contract';
import type { AppModule } from '../module';
import { inboxRepo } from './repo';
import { inboxService } from './service';
import { startInboundSmtp, type InboundSmtp } from './smtp';

const inboxModule: AppModule = async (app, { ctx }) => {
  const { config } = ctx;
  const inbox = inboxService({
    repo: inboxRepo(ctx.db),
    files: ctx.files,
    domain: config.inboundDomain ?? new URL(config.publicUrl).hostname,
    receiving: config.inboundSmtpPort !== undefined,
  });
  if (config.inboundSmtpPort !== undefined) {
    let smtp: InboundSmtp | undefined;
    app.addHook('onReady', async () => {
      smtp = await startInboundSmtp({ port: config.inboundSmtpPort!, inbox, log: ctx.log });
      ctx.log.info({ port: smtp.port }, 'receiving resumes by e-mail');
    });
    app.addHook('onClose', async () => smtp?.close());
  }

  route(app, ctx, endpoints.emailInbox, ({ auth }) => inbox.overview(auth.user.id));
  route(app, ctx, endpoints.rotateEmailInbox, ({ auth }) => inbox.rotate(auth.user.id));
  route(app, ctx, endpoints.inboxFiles, ({ auth, query }) => inbox.waiting(auth.user.id, query));
  route(app, ctx, endpoints.inboxFileContent, async ({ auth, params }) =>
    downloadReply(await inbox.content(auth.user.id, params.id)),
  );
  route(app, ctx, endpoints.settleInboxFile, ({ auth, params, body }) =>
    inbox.settle(auth.user.id, params.id, body.outcome, body.note),
  );
};
export default inboxModule;
