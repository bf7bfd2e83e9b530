/** Reading an arriving e-mail (by SMTP or IMAP alike): its sender, subject and attached files. */
import { simpleParser } from 'mailparser';
import type { IncomingFile } from './service';

export interface IncomingMessage {
  /** The From header's address, or null when it has none. */
  sender: string | null;
  subject: string | null;
  files: IncomingFile[];
}

/** The message's attachments as files (an attached message becomes an .eml file), its From and Subject. */
export async function filesOfMessage(raw: Buffer): Promise<IncomingMessage> {
  const mail = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  return {
    sender: mail.from?.value[0]?.address || null,
    subject: mail.subject ?? null,
    files: mail.attachments.map((a) => ({
      filename: a.filename ?? (a.contentType === 'message/rfc822' ? 'attached-message.eml' : 'attachment'),
      data: a.content,
    })),
  };
}
