import { loadPdfjs } from '../formats/pdfjs';
import { BundledBinaryDataFactory, hasBundledPdfAssets } from '../formats/pdfAssets';
import type { ContactBox } from '../types';
import { linkBoxes } from '../extract/links';
import { maskRectsForPage, MASKED_FIELDS } from './mask';

export interface RenderOptions {
  /** 'full': whole pages, nothing masked. 'masked': whole pages with the contact details masked (the
   * upload's `masked_images`, the server makes the locked half preview from them). 'half': the top half
   * of each page with the contact details masked. */
  mode: 'full' | 'masked' | 'half';
  /** contact boxes from ParsedDocument.contactBoxes (needed for 'masked' and 'half') */
  boxes?: readonly ContactBox[];
  /** CSS pixels per PDF point (default 1.5) */
  scale?: number;
  /** JPEG quality 0..1 (default 0.8) */
  quality?: number;
  /** most pages rendered (default 10) */
  maxPages?: number;
  /** mask colour (default black) */
  maskColor?: string;
  fields?: ReadonlyArray<ContactBox['field']>;
  /** URL of pdf.js standard fonts served by the app (never a remote host) */
  standardFontDataUrl?: string;
  onProgress?: (page: number, pages: number) => void;
}

export interface PageImage {
  /** the map key used by profile image views: "page_1", "page_2", ... */
  key: string;
  page: number;
  width: number;
  height: number;
  /** base64 JPEG without the data: prefix */
  base64: string;
}

type Canvas2D = OffscreenCanvas | HTMLCanvasElement;

/** True where a canvas can be created (browser main thread or Web Worker with OffscreenCanvas). */
export function canRender(): boolean {
  return (
    typeof OffscreenCanvas !== 'undefined' ||
    (typeof document !== 'undefined' && typeof document.createElement === 'function')
  );
}

function createCanvas(width: number, height: number): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

class CanvasFactory {
  constructor(_opts?: unknown) {}
  create(width: number, height: number) {
    const canvas = createCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }
  reset(cc: { canvas: Canvas2D }, width: number, height: number) {
    cc.canvas.width = width;
    cc.canvas.height = height;
  }
  destroy(cc: { canvas: Canvas2D | null; context: unknown }) {
    if (cc.canvas) cc.canvas.width = cc.canvas.height = 0;
    cc.canvas = null;
    cc.context = null;
  }
}

async function toBase64Jpeg(canvas: Canvas2D, quality: number): Promise<string> {
  if ('convertToBlob' in canvas) {
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(bin);
  }
  return canvas.toDataURL('image/jpeg', quality).replace(/^data:image\/jpeg;base64,/, '');
}

/** Rotated pages: let pdf.js map the boxes, then pad and clip like maskRectsForPage. */
function rotatedRects(
  boxes: readonly ContactBox[],
  page: number,
  fields: ReadonlyArray<ContactBox['field']>,
  viewport: { convertToViewportRectangle(r: number[]): number[] },
  width: number,
  height: number,
) {
  const wanted = new Set(fields);
  const out: Array<{ x: number; y: number; width: number; height: number }> = [];
  for (const b of boxes) {
    if (b.page !== page || !wanted.has(b.field)) continue;
    const [ax = 0, ay = 0, bx = 0, by = 0] = viewport.convertToViewportRectangle([
      b.x,
      b.y,
      b.x + b.width,
      b.y + b.height,
    ]);
    const x0 = Math.max(0, Math.min(ax, bx) - 2);
    const y0 = Math.max(0, Math.min(ay, by) - 2);
    const x1 = Math.min(width, Math.max(ax, bx) + 2);
    const y1 = Math.min(height, Math.max(ay, by) + 2);
    if (x1 > x0 && y1 > y0) out.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }
  return out;
}

/**
 * Renders PDF pages to JPEG images in a browser or Web Worker. Throws when no canvas is available
 * (check `canRender()` first; Node has none).
 */
export async function renderPageImages(bytes: Uint8Array, opts: RenderOptions): Promise<PageImage[]> {
  if (!canRender())
    throw new Error('No canvas here: page images can only be rendered in a browser or Web Worker.');
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    enableXfa: false,
    standardFontDataUrl: opts.standardFontDataUrl,
    cMapPacked: true,
    // CJK page images need the CMaps, and non-embedded fonts the standard font data: both bundled.
    ...(hasBundledPdfAssets() ? { BinaryDataFactory: BundledBinaryDataFactory, useWorkerFetch: false } : {}),
    CanvasFactory: CanvasFactory as never,
    verbosity: 0,
  });
  const scale = opts.scale ?? 1.5;
  const quality = opts.quality ?? 0.8;
  const out: PageImage[] = [];
  try {
    const doc = await task.promise;
    const count = Math.min(doc.numPages, opts.maxPages ?? 10);
    for (let p = 1; p <= count; p++) {
      const page = await doc.getPage(p);
      const viewport = page.getViewport({ scale });
      const width = Math.ceil(viewport.width);
      const fullHeight = Math.ceil(viewport.height);
      const canvas = createCanvas(width, fullHeight);
      const ctx = canvas.getContext('2d') as
        CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!ctx) throw new Error('2D canvas context unavailable');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, fullHeight);
      await page.render({
        canvas: canvas as HTMLCanvasElement,
        canvasContext: ctx as CanvasRenderingContext2D,
        viewport,
      }).promise;
      let result: Canvas2D = canvas;
      let height = fullHeight;
      if (opts.mode === 'half' || opts.mode === 'masked') {
        if (opts.mode === 'half') height = Math.ceil(fullHeight / 2);
        const fields = opts.fields ?? MASKED_FIELDS;
        // Link areas of this page too (the parser may have skipped links without the print flag).
        const annotations = (await page.getAnnotations({ intent: 'display' }).catch(() => [])) as Array<{
          subtype?: string;
          url?: string;
          unsafeUrl?: string;
          rect?: number[];
        }>;
        const pageLinks = annotations
          .filter((a) => a.subtype === 'Link' && typeof (a.url ?? a.unsafeUrl) === 'string')
          .map((a) => ({
            url: (a.url ?? a.unsafeUrl)!,
            page: p,
            rect: [a.rect?.[0] ?? 0, a.rect?.[1] ?? 0, a.rect?.[2] ?? 0, a.rect?.[3] ?? 0] as [
              number,
              number,
              number,
              number,
            ],
          }));
        const boxes = [
          ...(opts.boxes ?? []),
          ...linkBoxes(
            pageLinks,
            (opts.boxes ?? []).filter((b) => b.page === p),
          ),
        ];
        const rects =
          page.rotate % 360 === 0
            ? maskRectsForPage(boxes, {
                page: p,
                scale,
                view: page.view as [number, number, number, number],
                cropHeight: height,
                fields,
              })
            : rotatedRects(boxes, p, fields, viewport, width, height);
        ctx.fillStyle = opts.maskColor ?? '#000';
        for (const r of rects) ctx.fillRect(r.x, r.y, r.width, r.height);
        if (opts.mode === 'half') {
          const half = createCanvas(width, height);
          const hctx = half.getContext('2d') as
            CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
          hctx?.drawImage(canvas as CanvasImageSource, 0, 0, width, height, 0, 0, width, height);
          result = half;
        }
      }
      out.push({ key: `page_${p}`, page: p, width, height, base64: await toBase64Jpeg(result, quality) });
      page.cleanup();
      opts.onProgress?.(p, count);
    }
  } finally {
    await task.destroy();
  }
  return out;
}

export { toImageMap } from '../workerClient';
