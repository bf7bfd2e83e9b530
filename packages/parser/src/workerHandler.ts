import { parseResume } from './parse';
import type { ParseOutcome } from './types';
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

/** The worker's message handling, separate from the worker global so it can be tested in Node. */
/** The buffers of the attachment bytes of an outcome, to transfer rather than copy (each is its own). */
export function transferablesOf(outcome: ParseOutcome): ArrayBuffer[] {
  if (!outcome.ok) return [];
  const buffers = new Set<ArrayBuffer>();
  for (const d of outcome.documents) {
    if (d.bytes && d.bytes.buffer instanceof ArrayBuffer && d.bytes.byteLength === d.bytes.buffer.byteLength)
      buffers.add(d.bytes.buffer);
  }
  return [...buffers];
}

export function createWorkerHandler(
  post: (msg: WorkerResponse, transfer?: Transferable[]) => void,
): (req: WorkerRequest) => Promise<void> {
  return async (req) => {
    const id = req.id;
    try {
      if (req.type === 'render') {
        const { renderPageImages, canRender } = await import('./browser/render');
        if (!canRender()) {
          post({
            id,
            type: 'error',
            error: { code: 'no_canvas', message: 'Page images need OffscreenCanvas.' },
          });
          return;
        }
        const images = await renderPageImages(
          req.bytes instanceof Uint8Array ? req.bytes : new Uint8Array(req.bytes),
          {
            mode: req.mode,
            ...(req.boxes ? { boxes: req.boxes } : {}),
            ...(req.scale ? { scale: req.scale } : {}),
            ...(req.quality ? { quality: req.quality } : {}),
            ...(req.maxPages ? { maxPages: req.maxPages } : {}),
            ...(req.standardFontDataUrl ? { standardFontDataUrl: req.standardFontDataUrl } : {}),
            onProgress: (page, pages) =>
              post({ id, type: 'progress', progress: { stage: 'render', ratio: page / pages, page, pages } }),
          },
        );
        post({ id, type: 'images', images });
        return;
      }
      const outcome = await parseResume({
        name: req.name,
        bytes: req.bytes,
        options: {
          ...(req.options ?? {}),
          onProgress: (progress) => post({ id, type: 'progress', progress }),
        },
      });
      post({ id, type: 'result', outcome }, transferablesOf(outcome));
    } catch (err) {
      post({
        id,
        type: 'error',
        error: { code: 'internal', message: (err as Error)?.message ?? 'Worker failure' },
      });
    }
  };
}
