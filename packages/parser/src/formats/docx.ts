import { unzipSync, zipSync, type UnzipFileInfo } from 'fflate';
import { fail } from '../errors';
import type { Line, RawDocument } from '../text/lines';
import { normalizeText, tidyLine } from '../text/normalize';
import { isNode } from './pdfjs';

/** Largest uncompressed XML part we inflate (guards against zip bombs). */
const MAX_PART_BYTES = 40 * 1024 * 1024;

const decoder = new TextDecoder('utf-8');

/** A text-wrapping break (not a page or column break). */
const SOFT_BREAK_RE = /<w:(?:br|cr)\b(?![^>]*w:type="(?:page|column)")[^>]*\/>/g;
const BREAK_MARK = '\uE000';

function xmlText(bytes: Uint8Array): string {
  // TextDecoder drops a UTF-8 byte-order mark by default.
  return decoder.decode(bytes);
}

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const k = e.toLowerCase();
    if (k === 'amp') return '&';
    if (k === 'lt') return '<';
    if (k === 'gt') return '>';
    if (k === 'quot') return '"';
    if (k === 'apos') return "'";
    const code = k.startsWith('#x') ? parseInt(k.slice(2), 16) : parseInt(k.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
}

/** Paragraph texts of a WordprocessingML part (header/footer), any namespace prefix, fallbacks skipped. */
export function paragraphsOfPart(xml: string): string[] {
  const body = xml.replace(/<(\w+:)?Fallback\b[\s\S]*?<\/\1?Fallback>/g, '');
  const out: string[] = [];
  for (const p of body.split(/<\/(?:\w+:)?p>/)) {
    let t = '';
    const re = /<(?:\w+:)?(t|tab|br)\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?t>)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(p))) {
      if (m[1] === 't') t += decodeEntities(m[2] ?? '');
      else t += ' ';
    }
    const clean = tidyLine(normalizeText(t));
    if (clean) out.push(clean);
  }
  return out;
}

function partTarget(relsXml: string | undefined, typeSuffix: string): string | null {
  if (!relsXml) return null;
  for (const m of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const tag = m[0];
    const type = /Type="([^"]+)"/.exec(tag)?.[1] ?? '';
    if (type.endsWith(typeSuffix)) return /Target="([^"]+)"/.exec(tag)?.[1] ?? null;
  }
  return null;
}

export async function readDocx(bytes: Uint8Array): Promise<RawDocument> {
  const sig = bytes.length >= 4 ? (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]! : 0;
  if (sig === (0xd0cf11e0 | 0))
    fail('not_word', 'This is a legacy Word (.doc) or other OLE file, not a .docx document.');
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) fail('corrupt');
  let files: Record<string, Uint8Array>;
  let tooBig = false;
  try {
    files = unzipSync(bytes, {
      filter: (file: UnzipFileInfo) => {
        const wanted =
          file.name === '_rels/.rels' ||
          /^word\/(?:document\d*|header\d*|footer\d*)\.xml$/i.test(file.name) ||
          /^word\/_rels\/document\d*\.xml\.rels$/i.test(file.name);
        if (wanted && file.originalSize > MAX_PART_BYTES) tooBig = true;
        return wanted && !tooBig;
      },
    });
  } catch {
    fail('corrupt');
  }
  if (tooBig) fail('too_large');
  const td = (name: string) => (files[name] ? xmlText(files[name]) : undefined);
  const mainTarget =
    partTarget(td('_rels/.rels'), '/officeDocument')?.replace(/^\//, '') ?? 'word/document.xml';
  if (!files[mainTarget] && !files['word/document.xml']) {
    fail('not_word', 'The file is not a Word document: it has no main document part.');
  }

  // Class: soft line breaks (Shift+Enter) inside one paragraph. mammoth's raw text drops <w:br/>, which
  // glues the lines of a contact block together ("555-0164anna@…"); a marker run takes its place and
  // becomes a line break below. Only files that have such breaks are repacked.
  let docBytes = bytes;
  const mainName = files[mainTarget] ? mainTarget : 'word/document.xml';
  const mainXml = files[mainName] ? xmlText(files[mainName]) : '';
  if (SOFT_BREAK_RE.test(mainXml)) {
    try {
      const all = unzipSync(bytes);
      all[mainName] = new TextEncoder().encode(mainXml.replace(SOFT_BREAK_RE, `<w:t>${BREAK_MARK}</w:t>`));
      docBytes = zipSync(all);
    } catch {
      docBytes = bytes;
    }
  }

  // mammoth reads the body (tables, lists, text boxes); it ignores headers and footers, read here.
  const mammoth = (await import('mammoth')).default;
  let bodyText: string;
  try {
    const input = isNode
      ? { buffer: Buffer.from(docBytes.buffer, docBytes.byteOffset, docBytes.byteLength) }
      : { arrayBuffer: docBytes.slice().buffer };
    bodyText = (await mammoth.extractRawText(input as Parameters<typeof mammoth.extractRawText>[0])).value;
  } catch (err) {
    const msg = err instanceof Error ? err.message : '';
    if (/main document part/i.test(msg))
      fail('not_word', 'The file is not a Word document: it has no main document part.');
    fail('corrupt');
  }

  const headerLines: Line[] = [];
  const footerLines: Line[] = [];
  const names = Object.keys(files).sort();
  const seen = new Set<string>();
  for (const name of names) {
    const kind = /^word\/header\d*\.xml$/i.test(name)
      ? 'header'
      : /^word\/footer\d*\.xml$/i.test(name)
        ? 'footer'
        : null;
    if (!kind) continue;
    for (const p of paragraphsOfPart(xmlText(files[name]!))) {
      // First, even and default headers often repeat the same text.
      if (seen.has(p)) continue;
      seen.add(p);
      (kind === 'header' ? headerLines : footerLines).push({ text: p, level: 'plain', part: kind });
    }
  }
  const bodyLines: Line[] = bodyText
    .split(/[\n\uE000]+/)
    .map((t) => tidyLine(normalizeText(t.replace(/\t/g, ' | '))))
    .filter(Boolean)
    .map((text) => ({ text, level: 'plain' as const }));
  if (bodyLines.length + headerLines.length + footerLines.length === 0) {
    const main = files[mainTarget] ?? files['word/document.xml'];
    const xml = main ? xmlText(main) : '';
    // A body made only of pictures is the Word form of a scanned resume.
    fail(/<(?:\w+:)?(?:drawing|pict)\b|<v:imagedata\b/.test(xml) ? 'image_only' : 'no_text');
  }

  const links: RawDocument['links'] = [];
  const rels = td('word/_rels/document.xml.rels');
  if (rels) {
    for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
      const tag = m[0];
      if (/hyperlink"/.test(tag) || /\/hyperlink"/.test(tag)) {
        const target = /Target="([^"]+)"/.exec(tag)?.[1];
        if (target) links.push({ url: decodeEntities(target) });
      }
    }
  }
  return { lines: [...headerLines, ...bodyLines, ...footerLines], links };
}
