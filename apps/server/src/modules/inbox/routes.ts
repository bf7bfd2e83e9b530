/** Resumes by e-mail (issue 18): the inbound address, the inbox of files, the inbound SMTP server when
 * INBOUND_SMTP_PORT is set, and the user's IMAP mailbox, read by the poller on servers with MESSAGE_WORKER
 * on (the servers that do background work). */
import { endpoints } from '@talent/api';
import { downloadReply } from '../../lib/download';
import { route } from '../../plugins/contract';
import { Limiter } from '../../plugins/rate-limit';
import type { AppModule } from '../module';
import { IMAP_TESTS, imapService } from './imap';
import { imapPoller } from './imapPoller';
import { imapRepo } from './imapRepo';
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

  const mailboxes = imapRepo(ctx.db);
  const poller = imapPoller({
    repo: mailboxes,
    inbox,
    secretsKey: config.secretsKey,
    pollSeconds: config.imapPollSeconds,
    log: ctx.log,
  });
  if (config.messageWorker && config.secretsKey) {
    app.addHook('onReady', async () => poller.start());
    app.addHook('onClose', async () => poller.stop());
  }
  const imap = imapService({
    repo: mailboxes,
    secretsKey: config.secretsKey,
    pollSeconds: config.imapPollSeconds,
    changed: () => poller.kick(),
  });
  // A test connects to a host the user typed: a few per user at a time.
  const imapTests = new Limiter(app.rateCounters, 'imap-tests', IMAP_TESTS);

  route(app, ctx, endpoints.emailInbox, ({ auth }) => inbox.overview(auth.user.id));
  route(app, ctx, endpoints.rotateEmailInbox, ({ auth }) => inbox.rotate(auth.user.id));
  route(app, ctx, endpoints.inboxFiles, ({ auth, query }) => inbox.waiting(auth.user.id, query));
  route(app, ctx, endpoints.inboxFileContent, async ({ auth, params }) =>
    downloadReply(await inbox.content(auth.user.id, params.id)),
  );
  route(app, ctx, endpoints.settleInboxFile, ({ auth, params, body }) =>
    inbox.settle(auth.user.id, params.id, body.outcome, body.note),
  );

  route(app, ctx, endpoints.imapMailbox, ({ auth }) => imap.status(auth.user.id));
  route(app, ctx, endpoints.saveImapMailbox, ({ auth, body }) => imap.save(auth.user.id, body));
  route(app, ctx, endpoints.deleteImapMailbox, ({ auth }) => imap.remove(auth.user.id));
  route(app, ctx, endpoints.testImapMailbox, async ({ auth }) => {
    await imapTests.take(String(auth.user.id));
    return imap.test(auth.user.id);
  });
};
export default inboxModule;
