// The page the browser check drives: the parser worker loaded lazily, as the portal will load it.
import ParserWorker from '@talent/parser/worker?worker';
import { createParserWorkerClient } from '@talent/parser/client';
import { maskRectsForPage } from '@talent/parser/browser';
import type { ContactBox, ParseProgress } from '@talent/parser';

const client = createParserWorkerClient(new ParserWorker());
const fonts = '/standard_fonts/';

async function bytesOf(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

/** Mean brightness (0..255) of a small square of a decoded JPEG. */
async function brightness(b64: string, x: number, y: number): Promise<number> {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
  const c = new OffscreenCanvas(bmp.width, bmp.height);
  const ctx = c.getContext('2d')!;
  ctx.drawImage(bmp, 0, 0);
  const d = ctx.getImageData(Math.max(0, Math.round(x) - 1), Math.max(0, Math.round(y) - 1), 3, 3).data;
  let sum = 0;
  for (let i = 0; i < d.length; i += 4) sum += (d[i]! + d[i + 1]! + d[i + 2]!) / 3;
  return sum / (d.length / 4);
}

const api = {
  async parse(url: string, name: string) {
    const stages: string[] = [];
    const outcome = await client.parse(
      name,
      await bytesOf(url),
      { standardFontDataUrl: fonts },
      (p: ParseProgress) => stages.push(p.stage),
    );
    return { outcome, stages };
  },
  /** Parses with no asset URLs at all: only what the worker bundles. */
  async parseBare(url: string, name: string) {
    const outcome = await client.parse(name, await bytesOf(url), {});
    return { outcome };
  },
  async render(url: string, boxes: ContactBox[]) {
    const bytes = await bytesOf(url);
    const [full] = await client.render(bytes, { mode: 'full', maxPages: 1, standardFontDataUrl: fonts });
    const [half] = await client.render(bytes, {
      mode: 'half',
      boxes,
      maxPages: 1,
      standardFontDataUrl: fonts,
    });
    const rects = maskRectsForPage(boxes, {
      page: 1,
      scale: 1.5,
      view: [0, 0, 612, 792],
      cropHeight: half!.height,
    });
    const masked = await Promise.all(
      rects.map((r) => brightness(half!.base64, r.x + r.width / 2, r.y + r.height / 2)),
    );
    const unmaskedInFull = await Promise.all(
      rects.map((r) => brightness(full!.base64, r.x + r.width / 2, r.y + r.height / 2)),
    );
    return {
      full: { width: full!.width, height: full!.height, jpeg: full!.base64.startsWith('/9j/') },
      half: { width: half!.width, height: half!.height, jpeg: half!.base64.startsWith('/9j/') },
      rects: rects.length,
      masked,
      unmaskedInFull,
    };
  },
};

(globalThis as unknown as { parserCheck: typeof api }).parserCheck = api;
document.title = 'ready';
