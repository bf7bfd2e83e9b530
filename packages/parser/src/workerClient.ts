import type { PageImage } from './browser/render';
import type { ContactBox, ParseOutcome, ParseProgress } from './types';
import type { WorkerParseOptions, WorkerRequest, WorkerResponse } from './workerProtocol';

/** The part of a Worker the client uses (a real Worker, or a test double). */
export interface WorkerLike {
  postMessage(msg: WorkerRequest, transfer?: Transferable[]): void;
  addEventListener(type: 'message', fn: (e: MessageEvent<WorkerResponse>) => void): void;
  addEventListener(type: 'error', fn: (e: ErrorEvent) => void): void;
  terminate?(): void;
}

export interface ParserWorkerClient {
  parse(
    name: string,
    bytes: Uint8Array | ArrayBuffer,
    options?: WorkerParseOptions,
    onProgress?: (p: ParseProgress) => void,
  ): Promise<ParseOutcome>;
  render(
    bytes: Uint8Array | ArrayBuffer,
    opts: {
      mode: 'full' | 'masked' | 'half';
      boxes?: ContactBox[];
      scale?: number;
      quality?: number;
      maxPages?: number;
      standardFontDataUrl?: string;
    },
    onProgress?: (p: ParseProgress) => void,
  ): Promise<PageImage[]>;
  terminate(): void;
}

type RequestBody = WorkerRequest extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;

interface Pending {
  resolve: (v: never) => void;
  reject: (e: Error) => void;
  onProgress?: (p: ParseProgress) => void;
}

/** Promise wrapper over the parser worker: one pending call per id, progress forwarded. */
export function createParserWorkerClient(worker: WorkerLike): ParserWorkerClient {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  worker.addEventListener('message', (e: MessageEvent<WorkerResponse>) => {
    const msg = e.data;
    const p = pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress') {
      p.onProgress?.(msg.progress);
      return;
    }
    pending.delete(msg.id);
    if (msg.type === 'result') p.resolve(msg.outcome as never);
    else if (msg.type === 'images') p.resolve(msg.images as never);
    else p.reject(Object.assign(new Error(msg.error.message), { code: msg.error.code }));
  });
  worker.addEventListener('error', (e: ErrorEvent) => {
    for (const [id, p] of pending) {
      pending.delete(id);
      p.reject(new Error(e.message || 'Parser worker failed'));
    }
  });
  const call = <T>(req: RequestBody, onProgress?: (p: ParseProgress) => void) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {
        resolve: resolve as (v: never) => void,
        reject,
        ...(onProgress ? { onProgress } : {}),
      });
      worker.postMessage({ ...req, id } as WorkerRequest);
    });
  return {
    parse: (name, bytes, options, onProgress) =>
      call<ParseOutcome>({ type: 'parse', name, bytes, ...(options ? { options } : {}) }, onProgress),
    render: (bytes, opts, onProgress) => call<PageImage[]>({ type: 'render', bytes, ...opts }, onProgress),
    terminate: () => {
      worker.terminate?.();
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject(new Error('Parser worker terminated'));
      }
    },
  };
}

/** Spec 000 section 3: image profile views are a map of page keys to base64 JPEG strings. */
export function toImageMap(images: readonly PageImage[]): Record<string, string> {
  return Object.fromEntries(images.map((i) => [i.key, i.base64]));
}
