import { fail, ParserError } from '../errors';
import { htmlToText } from './html';
import { isResumeAttachment, type MessageContent } from './message';

type PostalMimeModule = typeof import('postal-mime');

function toBytes(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

/** Header fields one of which every real message carries (RFC 5322 and MIME). */
const KNOWN_HEADER_RE =
  /^(?:from|date|subject|to|cc|sender|reply-to|message-id|mime-version|content-type|received|return-path|delivered-to|x-[\w-]+):/im;

/**
 * Hostile or mislabelled files: binary noise where the header block should be, or a header block with
 * no From, Date, Subject or MIME field at all. Such a file is rejected as `not_a_message` instead of
 * being "parsed" into an empty message.
 */
export function looksLikeMessage(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  let binary = 0;
  for (const b of head) if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f) binary++;
  if (head.length === 0 || binary > head.length * 0.05) return false;
  const text = new TextDecoder('latin1').decode(head);
  const end = text.search(/\r?\n\r?\n/);
  const block = end < 0 ? text : text.slice(0, end);
  // The header block starts at the first line; every unfolded line there is "Name: value".
  if (!/^[\x21-\x39\x3b-\x7e]+:/.test(block)) return false;
  return KNOWN_HEADER_RE.test(block);
}

export async function readEml(bytes: Uint8Array, maxDepth: number): Promise<MessageContent> {
  if (!looksLikeMessage(bytes)) fail('not_a_message');
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
  if (!email.headers.length && !email.text && !email.html) fail('not_a_message');
  const from = email.from && 'address' in email.from && email.from.address ? email.from.address : null;
  const body = email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : '';
  return { subject: email.subject ?? '', from, body, attachments, resumeFiles };
}
