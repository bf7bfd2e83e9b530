import { fail, ParserError } from '../errors';
import { htmlToText } from './html';
import { isResumeAttachment, type MessageContent } from './message';

interface MsgFields {
  subject?: string;
  body?: string;
  bodyHtml?: string;
  html?: Uint8Array;
  senderEmail?: string;
  senderSmtpAddress?: string;
  internetCodepage?: number;
  messageCodepage?: number;
  error?: string;
  attachments?: MsgFields[];
  fileName?: string;
  fileNameShort?: string;
  name?: string;
  innerMsgContent?: true;
  innerMsgContentFields?: MsgFields;
}

interface MsgReaderLike {
  parserConfig?: { ansiEncoding?: string };
  getFileData(): MsgFields;
  getAttachment(a: MsgFields): { fileName: string; content: Uint8Array };
}
type MsgReaderCtor = new (buf: ArrayBuffer) => MsgReaderLike;

async function msgReaderCtor(): Promise<MsgReaderCtor> {
  const mod = (await import('@kenjiuno/msgreader')) as unknown as {
    default: MsgReaderCtor | { default: MsgReaderCtor };
  };
  const d = mod.default;
  return typeof d === 'function' ? d : d.default;
}

/** Windows ANSI code page for a message whose strings are not Unicode, from its internet code page. */
export function ansiCodePage(internetCp: number | undefined, messageCp: number | undefined): string | null {
  const cp = messageCp ?? internetCp;
  if (!cp) return null;
  if ([932, 50220, 50221, 50222, 51932, 20932].includes(cp)) return '932';
  if ([936, 54936, 52936, 50227, 20936].includes(cp)) return '936';
  if ([950, 50229, 20000].includes(cp)) return '950';
  if ([949, 51949, 50225].includes(cp)) return '949';
  if ([1251, 20866, 21866, 28595].includes(cp)) return '1251';
  if ([1250, 28592].includes(cp)) return '1250';
  if ([1253, 28597].includes(cp)) return '1253';
  if ([1254, 28599].includes(cp)) return '1254';
  if ([1255, 28598, 38598].includes(cp)) return '1255';
  if ([1256, 28596].includes(cp)) return '1256';
  if ([874].includes(cp)) return '874';
  if ([1252, 28591, 20127].includes(cp)) return '1252';
  return null;
}

function charsetOf(cp: number | undefined): string {
  if (cp === 65001 || !cp) return 'utf-8';
  if (cp === 50220 || cp === 50221 || cp === 50222) return 'iso-2022-jp';
  if (cp === 932) return 'shift_jis';
  if (cp === 936) return 'gbk';
  if (cp === 950) return 'big5';
  if (cp === 949) return 'euc-kr';
  if (cp === 20127 || cp === 1252 || cp === 28591) return 'windows-1252';
  return `windows-${cp}`;
}

function decodeHtml(bytes: Uint8Array, cp: number | undefined): string {
  try {
    return new TextDecoder(charsetOf(cp)).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function bodyOf(f: MsgFields): string {
  const plain = (f.body ?? '').replace(/\r\n?/g, '\n');
  if (plain.trim()) return plain;
  if (f.bodyHtml) return htmlToText(f.bodyHtml);
  if (f.html && f.html.length > 0) return htmlToText(decodeHtml(f.html, f.internetCodepage));
  return plain;
}

export async function readMsg(bytes: Uint8Array, maxDepth: number): Promise<MessageContent> {
  // OLE compound file signature D0 CF 11 E0 A1 B1 1A E1
  if (bytes.length < 512 || bytes[0] !== 0xd0 || bytes[1] !== 0xcf || bytes[2] !== 0x11 || bytes[3] !== 0xe0)
    fail('corrupt');
  const MsgReader = await msgReaderCtor();
  const buffer = bytes.slice().buffer;
  let reader: MsgReaderLike;
  let data: MsgFields;
  try {
    reader = new MsgReader(buffer);
    data = reader.getFileData();
    if (data.error) fail('corrupt');
    const ansi = ansiCodePage(data.internetCodepage, data.messageCodepage);
    if (ansi && ansi !== '1252') {
      reader = new MsgReader(bytes.slice().buffer);
      reader.parserConfig = { ansiEncoding: ansi };
      data = reader.getFileData();
    }
  } catch (err) {
    if (err instanceof ParserError) throw err;
    fail('corrupt');
  }

  const attachments: string[] = [];
  const resumeFiles: MessageContent['resumeFiles'] = [];
  const walk = (f: MsgFields, prefix: string, depth: number) => {
    if (depth > maxDepth) fail('too_deep');
    for (const a of f.attachments ?? []) {
      const name = (a.fileName ?? a.name ?? a.fileNameShort ?? 'attachment').trim();
      const path = prefix + name;
      attachments.push(path);
      if (a.innerMsgContent && a.innerMsgContentFields) {
        walk(a.innerMsgContentFields, `${path}/`, depth + 1);
        continue;
      }
      if (isResumeAttachment(name)) {
        try {
          const content = reader.getAttachment(a).content;
          resumeFiles.push({ path, bytes: content });
        } catch {
          // An unreadable attachment is reported by the caller as a failed group member.
          resumeFiles.push({ path, bytes: new Uint8Array(0) });
        }
      }
    }
  };
  try {
    walk(data, '', 1);
  } catch (err) {
    if (err instanceof ParserError) throw err;
    fail('corrupt');
  }
  return {
    subject: data.subject ?? '',
    from: data.senderSmtpAddress ?? data.senderEmail ?? null,
    body: bodyOf(data),
    attachments,
    resumeFiles,
  };
}
