// Helpers shared by the build (vite.config.ts, scripts/prerender.mjs) and the bench (bench/bench.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes `file.br` and `file.gz` beside `file`, for the server's `preCompressed` sending. Brotli's best
 * quality (11) costs about ten times the CPU of quality 9 for 5-10 % fewer bytes: worth it for what a first
 * page load waits for (`firstLoad`), not for the lazy chunks, the 4 MB parser worker among them, which the
 * browser fetches later and keeps (hashed names, immutable). Quality 9 for those took a build's compression
 * from about 32 s of CPU to 5 (docs/testing.md).
 */
export function writeCompressed(file, content, firstLoad = true) {
  const quality = firstLoad ? 11 : 9;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/**
 * Page key -> its module (`src/pages/auth/LoginPage.tsx`), read from the loaders in src/routes/pages.ts
 * (`login: () => import('../pages/auth/LoginPage')`).
 */
export function pageModules(portalDir) {
  const source = readFileSync(join(portalDir, 'src/routes/pages.ts'), 'utf8');
  return new Map(
    [...source.matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\(['"]\.\.\/([^'"]+)['"]\)/gm)].map((m) => [
      m[1],
      `src/${m[2]}.tsx`,
    ]),
  );
}
