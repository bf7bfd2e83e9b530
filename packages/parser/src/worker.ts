/**
 * Web Worker entry. Load it lazily from the portal:
 *   import ParserWorker from '@talent/parser/worker?worker';          // Vite
 *   import { createParserWorkerClient } from '@talent/parser/client';  // light: no parser code
 *   const client = createParserWorkerClient(new ParserWorker());
 *   const outcome = await client.parse(file.name, new Uint8Array(await file.arrayBuffer()), options, onProgress);
 *
 * Messages in:  { id, name, bytes, options }                      -> parse a file
 *               { id, type: 'render', bytes, mode, boxes, ... }   -> JPEG page images (OffscreenCanvas)
 * Messages out: { id, type: 'progress', progress } (any number), then
 *               { id, type: 'result', outcome } | { id, type: 'images', images } | { id, type: 'error', error }
 */
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

export { createParserWorkerClient, type ParserWorkerClient, type WorkerLike } from './workerClient';
export type { WorkerRequest, WorkerResponse, WorkerParseOptions } from './workerProtocol';

interface WorkerScope {
  postMessage(msg: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', fn: (e: MessageEvent<WorkerRequest>) => void): void;
}

const scope = globalThis as unknown as Partial<WorkerScope> & {
  WorkerGlobalScope?: unknown;
  document?: unknown;
};
// Only register inside a worker (importing this module in a page or in Node does nothing).
if (
  typeof scope.WorkerGlobalScope !== 'undefined' &&
  typeof scope.document === 'undefined' &&
  scope.addEventListener &&
  scope.postMessage
) {
  // Attachment bytes are transferred, not copied.
  const post = (msg: WorkerResponse, transfer?: Transferable[]) => scope.postMessage!(msg, transfer ?? []);
  // Loaded on the first message, so a page importing this module for the client pulls no parser code.
  let handler: Promise<(req: WorkerRequest) => Promise<void>> | null = null;
  scope.addEventListener('message', (e) => {
    handler ??= import('./workerHandler').then((m) => m.createWorkerHandler(post));
    void handler.then((handle) => handle(e.data));
  });
}
