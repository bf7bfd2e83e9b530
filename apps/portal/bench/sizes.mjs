// Portal figures, part 1: bundle sizes of dist/assets (raw and gzip).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Size after gzip, in kB. */
export const gz = (buf) => gzipSync(buf).length / 1024;

/** Prints the largest .js and .css files of `dist` and their totals; answers every file name in `dist`. */
export function printBundleSizes(dist) {
  const files = readdirSync(dist);
  const rows = files
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => {
      const buf = readFileSync(join(dist, f));
      return { file: f, kb: statSync(join(dist, f)).size / 1024, gzipKb: gz(buf) };
    })
    .sort((a, b) => b.kb - a.kb);
  const total = (ext) =>
    rows.filter((r) => r.file.endsWith(ext)).reduce((s, r) => [s[0] + r.kb, s[1] + r.gzipKb], [0, 0]);
  console.log('portal bundle (largest first)');
  for (const r of rows.slice(0, 12))
    console.log(
      `  ${r.file.padEnd(44)} ${r.kb.toFixed(1).padStart(8)} kB  gzip ${r.gzipKb.toFixed(1).padStart(7)} kB`,
    );
  for (const ext of ['.js', '.css']) {
    const [raw, gzKb] = total(ext);
    console.log(
      `total ${ext.padEnd(4)} ${raw.toFixed(1)} kB (gzip ${gzKb.toFixed(1)} kB) in ${rows.filter((r) => r.file.endsWith(ext)).length} files`,
    );
  }
  return files;
}
