// Helpers shared by the build (vite.config.ts, scripts/prerender.mjs) and the bench (bench/bench.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes `file.br` and `file.gz` beside `file`, for the server's `preCompressed` sending. */
export function writeCompressed(file, content) {
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
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
