import { ERROR_MESSAGES, fail, ParserError, toParseError } from './errors';
import type { Hit } from './extract/contact';
import { emptyFields } from './extract/emptyFields';
import { extractFields } from './extract/fields';
import { prepareMaster } from './extract/master';
import { linkBoxes } from './extract/links';
import { loadWorldCities } from './extract/worldCities';
import { readDocx } from './formats/docx';
import { readEml } from './formats/eml';
import { readHtml } from './formats/html';
import type { MessageContent } from './formats/message';
import { readMsg } from './formats/msg';
import { readPdf } from './formats/pdf';
import { DEFAULT_MASTER_DATA } from './masterData';
import { rateResume } from './rating';
import { filterLines, wordListRegExp, type Line, type RawDocument } from './text/lines';
import { normalizeText, tidyLine } from './text/normalize';
import type {
  ContactBox,
  DocumentKind,
  MasterData,
  ParsedDocument,
  ParseError,
  ParseInput,
  ParseOptions,
  ParseOutcome,
} from './types';

export const DEFAULT_MAX_BYTES = 25 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_DEPTH = 5;

/** Spec 000 section 5: accepted types are htm, html, docx, msg and pdf (eml handled too); anything else is invalid. */
export function kindOf(name: string): DocumentKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  switch (ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'htm':
    case 'html':
      return 'html';
    case 'msg':
      return 'msg';
    case 'eml':
      return 'eml';
    default:
      return null;
  }
}

interface Ctx {
  options: ParseOptions;
  master: MasterData;
  deadline: number;
  maxDepth: number;
  destroyers: Set<() => Promise<void>>;
}

function resolveMaster(options: ParseOptions): MasterData {
  const o = options.masterData;
  if (!o) return DEFAULT_MASTER_DATA;
  return {
    ...DEFAULT_MASTER_DATA,
    ...Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)),
  };
}

const masterCache = new WeakMap<Partial<MasterData>, MasterData>();

function masterFor(options: ParseOptions): MasterData {
  if (!options.masterData) return DEFAULT_MASTER_DATA;
  let m = masterCache.get(options.masterData);
  if (!m) {
    m = resolveMaster(options);
    masterCache.set(options.masterData, m);
  }
  return m;
}

function decodeHtmlBytes(bytes: Uint8Array): string {
  let label = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
  else {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
    const cs = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
    if (cs) label = cs;
  }
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function contactBoxes(raw: RawDocument, hits: Hit[]): ContactBox[] {
  const boxes: ContactBox[] = [];
  for (const hit of hits) {
    const spans = hit.line.spans;
    if (!spans || !hit.match) continue;
    const hay = hit.line.raw ?? hit.line.text;
    let idx = hay.indexOf(hit.match);
    let len = hit.match.length;
    if (idx < 0) {
      idx = 0;
      len = hay.length;
    }
    const end = idx + len;
    for (const s of spans) {
      if (s.end <= idx || s.start >= end) continue;
      const chars = Math.max(1, s.end - s.start);
      const a = Math.max(idx, s.start) - s.start;
      const b = Math.min(end, s.end) - s.start;
      // Glyph widths vary, so a proportional estimate can fall short: widen by 1.5 average characters
      // or 15% of the match on each side (a mask must never leak; covering a neighbour is harmless).
      const avg = s.width / chars;
      const est = (s.width * (b - a)) / chars;
      const grow = a === 0 && b === s.end - s.start ? 0 : Math.max(1.5 * avg, 0.15 * est);
      const x = Math.max(s.x, s.x + (s.width * a) / chars - grow);
      const width = Math.min(s.x + s.width, s.x + (s.width * a) / chars + est + grow) - x;
      // Cover descenders and ascenders: from 25% below the baseline to the full font height above it.
      boxes.push({
        page: s.page,
        field: hit.field,
        x,
        y: s.y - s.height * 0.25,
        width,
        height: s.height * 1.25,
      });
    }
  }
  boxes.push(...linkBoxes(raw.links, boxes));
  return boxes;
}

const keywordCache = new WeakMap<string[], RegExp | null>();

/** The Extraction Keyword list as one whole-word, case-insensitive pattern (cached per list). */
function experienceKeywordRe(list: string[] | undefined): RegExp | null {
  if (!list || list.length === 0) return null;
  let re = keywordCache.get(list);
  if (re === undefined) {
    re = wordListRegExp(list, 'iu');
    keywordCache.set(list, re);
  }
  return re;
}

export function buildDocument(
  name: string,
  kind: DocumentKind,
  raw: RawDocument,
  options: ParseOptions,
  master: MasterData,
): ParsedDocument {
  const lines = filterLines(raw.lines, {
    blockedKeywords: options.blockedKeywords ?? [],
    blockedDomains: options.blockedDomains ?? [],
    excludedTerms: options.excludedTerms ?? [],
  });
  const { fields, headings, hits } = extractFields(raw, lines, kind, prepareMaster(master), {
    experienceKeywords: experienceKeywordRe(options.experienceKeywords),
  });
  const rating = rateResume(fields);
  fields.resume_rating = rating.percent;
  const doc: ParsedDocument = { name, kind, fields, rating, text: fields.original_data, headings };
  if (raw.pages) {
    doc.pages = raw.pages;
    doc.contactBoxes = contactBoxes(raw, hits);
  }
  return doc;
}

function failedDocument(name: string, kind: DocumentKind, error: ParseError): ParsedDocument {
  const fields = emptyFields(kind);
  const rating = rateResume(fields);
  fields.resume_rating = rating.percent;
  fields.reason = error.message;
  return { name, kind, fields, rating, text: '', error };
}

async function readSingle(
  name: string,
  kind: 'pdf' | 'docx' | 'html',
  bytes: Uint8Array,
  ctx: Ctx,
): Promise<ParsedDocument> {
  let raw: RawDocument;
  if (kind === 'pdf') {
    raw = await readPdf(bytes, {
      options: ctx.options,
      deadline: ctx.deadline,
      onTask: (destroy) => ctx.destroyers.add(destroy),
    });
  } else if (kind === 'docx') {
    raw = await readDocx(bytes);
  } else {
    raw = readHtml(decodeHtmlBytes(bytes));
    if (raw.lines.length === 0) fail('no_text');
  }
  if (Date.now() > ctx.deadline) fail('timeout');
  ctx.options.onProgress?.({ stage: 'fields', ratio: 1 });
  return buildDocument(name, kind, raw, ctx.options, ctx.master);
}

async function readMessage(
  name: string,
  kind: 'msg' | 'eml',
  bytes: Uint8Array,
  ctx: Ctx,
): Promise<ParsedDocument[]> {
  const message: MessageContent =
    kind === 'msg' ? await readMsg(bytes, ctx.maxDepth) : await readEml(bytes, ctx.maxDepth);
  const bodyLines: Line[] = message.body
    .split(/\n/)
    .map((t) => tidyLine(normalizeText(t)))
    .filter(Boolean)
    .map((text) => ({ text, level: 'plain' as const }));
  const head = buildDocument(name, kind, { lines: bodyLines, links: [] }, ctx.options, ctx.master);
  head.fields.email_body = message.body;
  head.attachments = message.attachments;
  const docs: ParsedDocument[] = [head];
  let i = 0;
  for (const file of message.resumeFiles) {
    i++;
    ctx.options.onProgress?.({ stage: 'attachments', ratio: i / message.resumeFiles.length });
    const childKind = kindOf(file.path) as 'pdf' | 'docx';
    // A copy in its own buffer: the readers never see (or detach) it, and the worker can transfer it.
    const original = file.bytes.slice();
    const fileName = file.path.split('/').pop() ?? file.path;
    let doc: ParsedDocument;
    try {
      if (file.bytes.length === 0) fail('empty_file');
      doc = await readSingle(file.path, childKind, file.bytes, ctx);
    } catch (err) {
      if (err instanceof ParserError && err.code === 'timeout') throw err;
      doc = failedDocument(file.path, childKind, toParseError(err));
    }
    doc.bytes = original;
    doc.fileName = fileName;
    // Spec 3 upload object: the covering message's text belongs on each attachment's profile.
    doc.fields.email_body = message.body;
    docs.push(doc);
  }
  const size = docs.length;
  docs.forEach((d, index) => {
    d.group = { message: name, index, size };
  });
  return docs;
}

/**
 * Parses one uploaded file into documents (one, or a message group for .msg/.eml). Never throws: every
 * failure comes back as `{ ok: false, error: { code, message } }` within `timeoutMs`.
 */
export async function parseResume(input: ParseInput): Promise<ParseOutcome> {
  const options = input.options ?? {};
  // The world city list, loaded once per realm (a lazy chunk in the browser worker); outside the
  // file's own time bound, like a module import.
  await loadWorldCities();
  const ctx: Ctx = {
    options,
    master: masterFor(options),
    deadline: Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
    destroyers: new Set(),
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const kind = kindOf(input.name ?? '');
    if (!kind) return { ok: false, error: { code: 'invalid_type', message: ERROR_MESSAGES.invalid_type } };
    const bytes = input.bytes instanceof Uint8Array ? input.bytes : new Uint8Array(input.bytes);
    if (bytes.length === 0)
      return { ok: false, error: { code: 'empty_file', message: ERROR_MESSAGES.empty_file } };
    if (bytes.length > (options.maxBytes ?? DEFAULT_MAX_BYTES)) {
      return { ok: false, error: { code: 'too_large', message: ERROR_MESSAGES.too_large } };
    }
    options.onProgress?.({ stage: 'reading', ratio: 0 });
    const work = (async () =>
      kind === 'msg' || kind === 'eml'
        ? readMessage(input.name, kind, bytes, ctx)
        : [await readSingle(input.name, kind, bytes, ctx)])();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ParserError('timeout')), Math.max(0, ctx.deadline - Date.now()));
    });
    const documents = await Promise.race([work, timeout]);
    options.onProgress?.({ stage: 'done', ratio: 1 });
    return { ok: true, documents };
  } catch (err) {
    for (const destroy of ctx.destroyers) void destroy().catch(() => undefined);
    return { ok: false, error: toParseError(err) };
  } finally {
    if (timer) clearTimeout(timer);
  }
}
