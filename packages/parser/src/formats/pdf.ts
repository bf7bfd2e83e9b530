import { fail, ParserError } from '../errors';
import type { RawDocument, Line } from '../text/lines';
import type { ParseOptions } from '../types';
import { markEmphasis, pageToLines, toPositionedItem, type PositionedItem } from './layout';
import { loadPdfjs, nodeAssets } from './pdfjs';
import { BundledBinaryDataFactory, hasBundledPdfAssets } from './pdfAssets';
import { EMAIL_RE, LINKEDIN_RE } from '../extract/patterns';

export interface PdfReadContext {
  options: ParseOptions;
  deadline: number;
  /** Called once the loading task exists, so a time-out can destroy it. */
  onTask?: (destroy: () => Promise<void>) => void;
}

// Contact links (mailto:, LinkedIn) sit in the header: the first page is enough.
const ANNOTATION_PAGES = 1;

export async function pdfDocumentParams(bytes: Uint8Array, options: ParseOptions) {
  const assets = await nodeAssets();
  return {
    data: bytes,
    // Never touch the network or run code from the file.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
    standardFontDataUrl: options.standardFontDataUrl ?? assets?.standardFontDataUrl,
    cMapUrl: options.cMapUrl ?? assets?.cMapUrl,
    cMapPacked: true,
    // Browser worker: the CMaps and standard fonts bundled with the worker, fetched only when needed.
    ...(hasBundledPdfAssets() ? { BinaryDataFactory: BundledBinaryDataFactory, useWorkerFetch: false } : {}),
  };
}

function classifyLoadError(err: unknown): never {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (err instanceof ParserError) throw err;
  if (name === 'PasswordException') fail('encrypted');
  if (name === 'InvalidPDFException') fail('corrupt');
  fail('corrupt');
}

export async function readPdf(bytes: Uint8Array, ctx: PdfReadContext): Promise<RawDocument> {
  const pdfjs = await loadPdfjs();
  // pdf.js transfers (detaches) the buffer it is given; keep the caller's bytes intact.
  const task = pdfjs.getDocument(await pdfDocumentParams(bytes.slice(), ctx.options));
  ctx.onTask?.(() => task.destroy());
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    classifyLoadError(err);
  }
  try {
    const maxPages = ctx.options.maxPages ?? 200;
    const count = Math.min(doc.numPages, maxPages);
    const lines: Line[] = [];
    const links: RawDocument['links'] = [];
    const sizes: Array<{ width: number; height: number }> = [];
    let chars = 0;
    let firstPage: PDFPageProxy | null = null;
    for (let p = 1; p <= count; p++) {
      if (Date.now() > ctx.deadline) fail('timeout');
      let page;
      try {
        page = await doc.getPage(p);
      } catch {
        fail('corrupt');
      }
      const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
      sizes.push({ width: x1 - x0, height: y1 - y0 });
      let content;
      try {
        // NFKC is applied by normalizeText (only to non-ASCII runs), so pdf.js need not normalise again.
        content = await page.getTextContent({ disableNormalization: true });
      } catch {
        fail('corrupt');
      }
      const items: PositionedItem[] = [];
      for (const raw of content.items) {
        if (!('str' in raw)) continue;
        const it = toPositionedItem(raw);
        if (it) {
          items.push(it);
          chars += it.str.length;
        }
      }
      for (const l of pageToLines(items, p, x1 - x0)) lines.push(l);
      if (p <= ANNOTATION_PAGES) {
        // "print" intent: with "display", pdf.js extracts the page text a second time to find the text
        // under each link (about 5% of the whole parse); printable links are most links.
        links.push(...(await linkAnnotations(page, 'print', p)));
        firstPage = page;
      } else page.cleanup();
      ctx.options.onProgress?.({ stage: 'text', ratio: p / count, page: p, pages: count });
    }
    if (links.length === 0 && firstPage) {
      // Links without the print flag (LaTeX hyperref, for one): read them the slow way, but only when the
      // text itself lacks an e-mail or a LinkedIn URL near the top.
      const head = lines
        .slice(0, 40)
        .map((l) => l.text)
        .join('\n');
      EMAIL_RE.lastIndex = 0;
      LINKEDIN_RE.lastIndex = 0;
      if (!EMAIL_RE.test(head) || !LINKEDIN_RE.test(head))
        links.push(...(await linkAnnotations(firstPage, 'display', 1)));
    }
    firstPage?.cleanup();
    if (chars < 3) {
      fail((await hasImages(doc)) ? 'image_only' : 'no_text');
    }
    // A scan with a stamped page number or a few OCR crumbs is still a scan.
    if (chars < 15 * count && (await hasImages(doc))) fail('image_only');
    const body = dropRunningLines(lines, count);
    markEmphasis(body);
    return { lines: body, links, pages: { count: doc.numPages, sizes } };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

// Page numbers have at most three digits: "04/2022" ends a date range, not a page mark.
const PAGE_NUMBER = /(?:^|\s)(?:page\s*)?\d{1,3}\s*(?:\/|of)\s*\d{1,3}$|^page\s+\d+$/i;

/**
 * Removes running headers and footers: lines with a page number ("John Doe – 1/2", "Page 3 of 5") and
 * lines repeated on most pages after the first (the first page keeps its copy: it is often the name).
 */
export function dropRunningLines(lines: Line[], pages: number): Line[] {
  const pageMark = (t: string) =>
    PAGE_NUMBER.test(t) && t.length < 60 && (/[–—-]|page/i.test(t) || /^\d+\s*\/\s*\d+$/.test(t));
  if (pages < 2) return lines.filter((l) => !pageMark(l.text));
  const onPages = new Map<string, Set<number>>();
  const key = (t: string) => t.replace(/\d+/g, '#').toLowerCase();
  for (const l of lines) {
    const k = key(l.text);
    let set = onPages.get(k);
    if (!set) onPages.set(k, (set = new Set()));
    set.add(l.page ?? 0);
  }
  const threshold = Math.max(2, Math.ceil((pages - 1) * 0.5));
  return lines.filter((l) => {
    if (pageMark(l.text)) return false;
    const n = onPages.get(key(l.text))?.size ?? 0;
    return !(n >= threshold && l.page !== 1 && l.text.length < 80);
  });
}

type PDFPageProxy =
  Awaited<ReturnType<Awaited<ReturnType<typeof loadPdfjs>>['getDocument']>['promise']> extends {
    getPage(n: number): Promise<infer P>;
  }
    ? P
    : never;

async function linkAnnotations(
  page: PDFPageProxy,
  intent: 'print' | 'display',
  p: number,
): Promise<RawDocument['links']> {
  const out: RawDocument['links'] = [];
  const annotations = await page.getAnnotations({ intent }).catch(() => []);
  for (const a of annotations as Array<{
    subtype?: string;
    url?: string;
    unsafeUrl?: string;
    rect?: number[];
  }>) {
    const url = a.url ?? a.unsafeUrl;
    if (a.subtype === 'Link' && typeof url === 'string') {
      const r = a.rect ?? [];
      out.push({ url, page: p, rect: [r[0] ?? 0, r[1] ?? 0, r[2] ?? 0, r[3] ?? 0] });
    }
  }
  return out;
}

/** Only on the failure path (no text at all): is any of the first pages painted with images? */
async function hasImages(doc: {
  numPages: number;
  getPage(n: number): Promise<{ getOperatorList(): Promise<{ fnArray: number[] }> }>;
}): Promise<boolean> {
  const pdfjs = await loadPdfjs();
  const imageOps = new Set<number>([
    pdfjs.OPS.paintImageXObject,
    pdfjs.OPS.paintInlineImageXObject,
    pdfjs.OPS.paintImageMaskXObject,
    pdfjs.OPS.paintImageXObjectRepeat,
  ]);
  for (let p = 1; p <= Math.min(doc.numPages, 3); p++) {
    try {
      const page = await doc.getPage(p);
      const ops = await page.getOperatorList();
      if (ops.fnArray.some((op) => imageOps.has(op))) return true;
    } catch {
      return false;
    }
  }
  return false;
}
