/**
 * pdf.js's CMaps (CJK text in CID-keyed fonts) and standard font data, shipped with the browser worker:
 * a bundler that understands `import.meta.glob` (Vite, as the portal and browser-check build it) emits
 * every file as an asset of the build, and pdf.js fetches one only when a PDF needs it (lazily, from the
 * page's own origin). In Node the package's folders are read from disk instead (see `nodeAssets`), and
 * this module answers null.
 *
 * The glob is relative to this file and reaches the workspace's hoisted node_modules (pdfjs-dist is a
 * dependency of this package, hoisted by npm workspaces). When it matches nothing, the caller's
 * `cMapUrl`/`standardFontDataUrl` options are used as before.
 */
import { isNode } from './pdfjs';

type Loaders = Record<string, () => Promise<string>>;

let bundled: { cmaps: Map<string, () => Promise<string>>; fonts: Map<string, () => Promise<string>> } | null =
  null;

function assets() {
  if (bundled) return bundled;
  let cmaps: Loaders = {};
  let fonts: Loaders = {};
  try {
    if (!isNode) {
      cmaps = import.meta.glob('../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
        query: '?url',
        import: 'default',
      }) as Loaders;
      fonts = import.meta.glob('../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
        query: '?url',
        import: 'default',
      }) as Loaders;
    }
  } catch {
    // not bundled by Vite: no bundled assets
  }
  const byName = (l: Loaders) => new Map(Object.entries(l).map(([k, v]) => [k.split('/').pop()!, v]));
  bundled = { cmaps: byName(cmaps), fonts: byName(fonts) };
  return bundled;
}

/** True when this build carries the CMaps (the browser worker built by Vite). */
export function hasBundledPdfAssets(): boolean {
  return !isNode && assets().cmaps.size > 0;
}

/**
 * A pdf.js `BinaryDataFactory`: bundled files first, then the URLs given in the options.
 * pdf.js calls `fetch({ kind: 'cMapUrl' | 'standardFontDataUrl', filename })`.
 */
export class BundledBinaryDataFactory {
  private readonly urls: Record<string, string | null>;
  constructor(opts: { cMapUrl?: string | null; standardFontDataUrl?: string | null }) {
    this.urls = { cMapUrl: opts.cMapUrl ?? null, standardFontDataUrl: opts.standardFontDataUrl ?? null };
  }

  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const { cmaps, fonts } = assets();
    const load =
      kind === 'cMapUrl' ? cmaps.get(filename) : kind === 'standardFontDataUrl' ? fonts.get(filename) : null;
    const base = this.urls[kind];
    const url = load ? await load() : base ? `${base}${filename}` : null;
    if (!url) throw new Error(`No ${kind} data for ${filename}`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Unable to load ${url}`);
    return new Uint8Array(await res.arrayBuffer());
  }
}
