import type { ContactBox, ParseOptions, ParseOutcome, ParseProgress } from './types';
import type { PageImage } from './browser/render';

/** Options that can cross postMessage (no callbacks). */
export type WorkerParseOptions = Omit<ParseOptions, 'onProgress'>;

export type WorkerRequest =
  | {
      id: number;
      type?: 'parse';
      name: string;
      bytes: Uint8Array | ArrayBuffer;
      options?: WorkerParseOptions;
    }
  | {
      id: number;
      type: 'render';
      bytes: Uint8Array | ArrayBuffer;
      mode: 'full' | 'masked' | 'half';
      boxes?: ContactBox[];
      scale?: number;
      quality?: number;
      maxPages?: number;
      standardFontDataUrl?: string;
    };

export type WorkerResponse =
  | { id: number; type: 'progress'; progress: ParseProgress }
  | { id: number; type: 'result'; outcome: ParseOutcome }
  | { id: number; type: 'images'; images: PageImage[] }
  | { id: number; type: 'error'; error: { code: string; message: string } };
