/**
 * Loads pdf.js once per realm. In Node the legacy build (the modern one needs newer runtimes); in a browser
 * or Web Worker the normal build. pdf.js's own worker code runs in the same thread ("fake worker"): the
 * parser itself already runs in a Web Worker in the browser, and Node has no Web Workers.
 */
type PdfjsModule = typeof import('pdfjs-dist');

export const isNode: boolean =
  typeof process !== 'undefined' &&
  typeof (process as { versions?: { node?: string } }).versions?.node === 'string' &&
  typeof (globalThis as { window?: unknown }).window === 'undefined';

let loading: Promise<PdfjsModule> | null = null;

export function loadPdfjs(): Promise<PdfjsModule> {
  loading ??= (async () => {
    if (isNode) {
      // Specifiers in variables: browser bundlers must not pack the legacy (Node) build.
      const legacyLib = 'pdfjs-dist/legacy/build/pdf.mjs';
      const legacyWorker = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
      const [lib, worker] = await Promise.all([
        import(/* @vite-ignore */ legacyLib) as Promise<PdfjsModule>,
        import(/* @vite-ignore */ legacyWorker) as Promise<unknown>,
      ]);
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return lib as unknown as PdfjsModule;
    }
    const [lib, worker] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.mjs'),
    ]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return lib;
  })();
  return loading;
}

let nodeAssetDirs: { standardFontDataUrl: string; cMapUrl: string } | null | undefined;

/** In Node, the package's font and CMap folders as file paths (read from disk, never fetched). */
export async function nodeAssets(): Promise<{ standardFontDataUrl: string; cMapUrl: string } | null> {
  if (nodeAssetDirs !== undefined) return nodeAssetDirs;
  if (!isNode) return (nodeAssetDirs = null);
  try {
    const moduleId = 'node:module';
    const pathId = 'node:path';
    const { createRequire } = (await import(/* @vite-ignore */ moduleId)) as typeof import('node:module');
    const path = (await import(/* @vite-ignore */ pathId)) as typeof import('node:path');
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
    nodeAssetDirs = {
      standardFontDataUrl: path.join(root, 'standard_fonts') + path.sep,
      cMapUrl: path.join(root, 'cmaps') + path.sep,
    };
  } catch {
    nodeAssetDirs = null;
  }
  return nodeAssetDirs;
}
