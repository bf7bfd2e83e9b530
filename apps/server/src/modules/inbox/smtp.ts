/**
 * The inbound SMTP server (INBOUND_SMTP_PORT): it takes mail for the users' inbound addresses only, as the
 * last hop behind a domain's MX, and puts the resume attachments in their inbox of files. An unknown address
 * is refused at RCPT TO (550), a message over MAX_INBOUND_MESSAGE_BYTES at the end of DATA (552), so the
 * sending server tells its user; nothing is relayed. No AUTH: like any MX, anyone may send to an address.
 */
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { MAX_INBOUND_MESSAGE_BYTES } from '@talent/api/rules';
import { filesOfMessage } from './mail';
import type { InboxService } from './service';

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/** The message's bytes, or null when it is over the limit (the rest of the stream is read and dropped). */
async function readLimited(stream: SMTPServerDataStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit || stream.sizeExceeded ? null : Buffer.concat(chunks);
}

export interface InboundSmtp {
  /** The port it listens on (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

export async function startInboundSmtp(options: {
  port: number;
  host?: string;
  inbox: InboxService;
  log: Logger;
  /** The name the server greets with. */
  name?: string;
}): Promise<InboundSmtp> {
  const { inbox, log } = options;
  const server = new SMTPServer({
    name: options.name,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_INBOUND_MESSAGE_BYTES,
    logger: false,
    maxClients: 50,
    socketTimeout: 60_000,
    onRcptTo(address, session, callback) {
      inbox
        .recipient(address.address)
        .then((userId) =>
          userId === undefined ? callback(smtpError(550, `No such mailbox: ${address.address}`)) : callback(),
        )
        .catch((err: unknown) => {
          log.warn({ err }, 'inbound recipient lookup failed');
          callback(smtpError(451, 'Try again later'));
        });
    },
    onData(stream, session, callback) {
      void (async () => {
        const users = new Set<number>();
        for (const rcpt of session.envelope.rcptTo) {
          const userId = await inbox.recipient(rcpt.address);
          if (userId !== undefined) users.add(userId);
        }
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null;
        const raw = await readLimited(stream, MAX_INBOUND_MESSAGE_BYTES);
        if (!raw) {
          for (const userId of users)
            await inbox.refused(
              userId,
              'email',
              `A message${sender ? ` from ${sender}` : ''} was larger than ${MAX_INBOUND_MESSAGE_BYTES / 1024 / 1024} MB and was refused.`,
            );
          return callback(smtpError(552, 'Message exceeds the size limit'));
        }
        const mail = await filesOfMessage(raw);
        const files = mail.files;
        const from = mail.sender ?? sender;
        for (const userId of users)
          await inbox.receive(userId, 'email', {
            sender: from,
            subject: mail.subject,
            files,
          });
        log.info({ recipients: users.size, files: files.length }, 'inbound message');
        callback();
      })().catch((err: unknown) => {
        log.warn({ err }, 'inbound message failed');
        callback(smtpError(451, 'The message could not be stored; try again later'));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
