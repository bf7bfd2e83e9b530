/** Resumes by e-mail (issue 18): the inbound address, the inbox of files, the inbound SMTP server when
 * INBOUND_SMTP_PORT is set, the user's IMAP mailbox, read by the poller on servers with MESSAGE_WORKER on
 * (the servers that do background work), and the files shared from a phone (the share target). */
import { endpoints } from '@talent/api';
import { downloadReply } from '../../lib/download';
import { SHARE_RATE_LIMIT } from '@talent/api/rules';
import { RawReply, route } from '../../plugins/contract';
import { Limiter } from '../../plugins/rate-limit';
import type { AppModule } from '../module';
import { IMAP_TESTS, imapService } from './imap';
import { imapPoller } from './imapPoller';
import { imapRepo } from './repo/imap';
import { inboxRepo } from './repo';
import { inboxService } from './service';
import { readShare, shareService } from './share';
import { startInboundSmtp, type InboundSmtp } from './smtp';

const inboxModule: AppModule = async (app, { ctx }) => {
  const { config } = ctx;
  const inbox = inboxService({
    repo: inboxRepo(ctx.db),
    files: ctx.files,
    domain: config.inboundDomain ?? new URL(config.publicUrl).hostname,
    receiving: config.inboundSmtpPort !== undefined,
    now: ctx.now,
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
    mailHostAllow: config.mailHostAllow,
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
    mailHostAllow: config.mailHostAllow,
    pollSeconds: config.imapPollSeconds,
    changed: () => poller.kick(),
    now: ctx.now,
  });
  // A test connects to a host the user typed: a few per user at a time.
  const imapTests = new Limiter(app.rateCounters, 'imap-tests', IMAP_TESTS);

  route(app, ctx, endpoints.emailInbox, ({ auth }) => inbox.overview(auth.user.id));
  route(app, ctx, endpoints.rotateEmailInbox, ({ auth }) => inbox.rotate(auth.user.id));
  route(app, ctx, endpoints.inboxFiles, ({ auth, query }) => inbox.waiting(auth.user.id, query));
  route(app, ctx, endpoints.inboxFileContent, async ({ auth, params }) =>
    downloadReply(await inbox.content(auth.user.id, params.id)),
  );
  // The phone's share target: a navigation from the share sheet, so it answers with a redirect, not JSON.
  const shares = shareService({ db: ctx.db, files: ctx.files, now: ctx.now });
  const sharesPerAddress = new Limiter(app.rateCounters, 'share-target', {
    ...SHARE_RATE_LIMIT,
    what: 'shares from this address',
  });
  route(app, ctx, endpoints.shareTarget, async ({ req }) => {
    await sharesPerAddress.take(req.ip);
    const claim = await shares.store(await readShare(req));
    const target = claim
      ? `/resume-uploader?share=${encodeURIComponent(claim)}`
      : '/resume-uploader?share_error=no_resume';
    return new RawReply((reply) => reply.header('cache-control', 'no-store').redirect(target, 303));
  });
  route(app, ctx, endpoints.claimSharedFiles, ({ auth, body }) => shares.claim(auth.user.id, body.claim));
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
