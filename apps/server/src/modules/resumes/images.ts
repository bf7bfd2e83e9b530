/** Page images: the half preview is made on the server from the contact-masked page the client sends
 * (`masked_images`, contacts found by the parser already blacked out); the bottom half is pixelated here
 * beyond reading, so a locked preview never carries the full text nor the contact details. The decoding
 * and encoding run in a pool of worker threads (image-worker.ts, sharp): never on the event loop. The
 * demo pages are drawn with jpeg-js (small, made here, synchronous at start). */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { Piscina } from 'piscina';
import { MAX_PAGE_PIXELS } from '@talent/api/rules';
import { badRequest } from '../../lib/errors';
import { maskPage, type MaskResult, type MaskTask } from './mask';

export function isJpeg(data: Buffer): boolean {
  return data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
}

/** The worker pool that masks page images off the event loop. Made once per app, closed with it. */
export interface ImagePool {
  /** The half previews of the contact-masked pages, in order; 400 naming the page when one is not a
   * complete JPEG or has more than MAX_PAGE_PIXELS pixels. */
  maskPages(masked: Buffer[]): Promise<Buffer[]>;
  /** Pages the worker threads have masked so far (for tests and monitoring). */
  readonly completed: number;
  close(): Promise<void>;
}

/** Worker threads: one core less than the machine has (at least one), so requests keep a core. */
export const defaultImageThreads = () => Math.max(1, availableParallelism() - 1);

/** The worker's file: the TypeScript source next to this one under tsx and vitest (loaded with tsx),
 * dist/image-worker.js next to the bundled dist/main.js in the built server. */
function workerFile(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = fileURLToPath(
    new URL(fromSource ? './image-worker.ts' : './image-worker.js', import.meta.url),
  );
  return { filename, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

const MP = Math.round(MAX_PAGE_PIXELS / 1_000_000);

export function imagePool(threads = defaultImageThreads()): ImagePool {
  let pool: Piscina | undefined;
  // Started on the first upload: apps that never mask (most tests, idle servers) start no threads.
  const started = () =>
    (pool ??= new Piscina({ ...workerFile(), minThreads: 0, maxThreads: threads, idleTimeout: 30_000 }));
  return {
    async maskPages(masked) {
      const results = await Promise.all(
        masked.map(
          (image) =>
            started().run({
              image: new Uint8Array(image),
              maxPixels: MAX_PAGE_PIXELS,
            } satisfies MaskTask) as Promise<MaskResult>,
        ),
      );
      return results.map((r, i) => {
        if (r.ok) return Buffer.from(r.image.buffer, r.image.byteOffset, r.image.byteLength);
        const message =
          r.reason === 'pixels'
            ? `Masked image ${i + 1} is too large: at most ${MP} megapixels per page.`
            : `Masked image ${i + 1} is not a complete, valid JPEG file.`;
        throw badRequest('Ensure Masked Images field is correct!', { masked_images: [message] });
      });
    },
    get completed() {
      return pool?.completed ?? 0;
    },
    async close() {
      await pool?.destroy();
    },
  };
}

/** The half preview of one of our own demo pages, in process (sharp works off the event loop too). */
export async function maskDemoPage(full: Buffer): Promise<Buffer> {
  const r = await maskPage({ image: full, maxPixels: MAX_PAGE_PIXELS });
  if (!r.ok) throw new Error(`demo page not maskable: ${r.reason}`);
  return Buffer.from(r.image);
}

/** A simple résumé-like page (a coloured header band and grey "text" bars) for demo profiles. */
export function placeholderPage(seed: number, width = 360, height = 480): Buffer {
  const data = Buffer.alloc(width * height * 4, 255);
  const hue = [
    [37, 99, 235],
    [22, 163, 74],
    [147, 51, 234],
    [234, 88, 12],
  ][seed % 4]!;
  const fill = (x0: number, y0: number, w: number, h: number, [r, g, b]: number[]) => {
    for (let y = y0; y < Math.min(y0 + h, height); y++) {
      for (let x = x0; x < Math.min(x0 + w, width); x++) {
        const i = (y * width + x) * 4;
        data[i] = r!;
        data[i + 1] = g!;
        data[i + 2] = b!;
        data[i + 3] = 255;
      }
    }
  };
  fill(0, 0, width, 90, hue);
  fill(40, 30, 260, 28, [255, 255, 255]);
  let y = 130;
  let k = seed;
  while (y < height - 40) {
    k = (k * 1103515245 + 12345) & 0x7fffffff;
    const w = 200 + (k % 320);
    fill(40, y, w, 10, [120, 120, 120]);
    y += k % 7 === 0 ? 44 : 22;
  }
  return Buffer.from(jpeg.encode({ width, height, data }, 75).data);
}
