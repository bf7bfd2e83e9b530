import { fail, ParserError } from '../errors';
import { htmlToText } from './html';
import { isResumeAttachment, type MessageContent } from './message';

type PostalMimeModule = typeof import('postal-mime');

function toBytes(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

export async function readEml(bytes: Uint8Array, maxDepth: number): Promise<MessageContent> {
  const PostalMime = ((await import('postal-mime')) as PostalMimeModule).default;
  const attachments: string[] = [];
  const resumeFiles: MessageContent['resumeFiles'] = [];

  const parse = async (raw: Uint8Array, prefix: string, depth: number) => {
    if (depth > maxDepth) fail('too_deep');
    const email = await PostalMime.parse(raw, {
      attachmentEncoding: 'arraybuffer',
      forceRfc822Attachments: true,
      maxNestingDepth: 64,
    });
    for (const a of email.attachments) {
      if (a.disposition === 'inline' && a.related) continue;
      const name = (a.filename ?? (a.mimeType === 'message/rfc822' ? 'message.eml' : 'attachment')).trim();
      const path = prefix + name;
      attachments.push(path);
      if (a.mimeType === 'message/rfc822' || /\.eml$/i.test(name)) {
        await parse(toBytes(a.content), `${path}/`, depth + 1);
      } else if (isResumeAttachment(name)) {
        resumeFiles.push({ path, bytes: toBytes(a.content) });
      }
    }
    return email;
  };

  let email;
  try {
    email = await parse(bytes, '', 1);
  } catch (err) {
    if (err instanceof ParserError) throw err;
    fail('corrupt');
  }
  if (!email.headers.length && !email.text && !email.html)
    fail('corrupt', 'The file is not an e-mail message.');
  const from = email.from && 'address' in email.from && email.from.address ? email.from.address : null;
  const body = email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : '';
  return { subject: email.subject ?? '', from, body, attachments, resumeFiles };
}
