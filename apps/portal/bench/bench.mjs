// Prints the portal's bundle sizes (raw and gzip) from dist/. Figures, not a pass/fail test.
// Builds the portal first when dist/ is missing (turbo builds only the dependencies before bench).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const portal = new URL('..', import.meta.url).pathname;
const dist = join(portal, 'dist/assets');
if (!existsSync(dist)) {
  // turbo's bench task builds only the dependencies; build the portal itself when needed.
  console.log('dist/ is missing: running vite build first');
  const res = spawnSync(process.execPath, [join(portal, '../../node_modules/vite/bin/vite.js'), 'build'], {
    cwd: portal,
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
const files = readdirSync(dist);
const rows = files
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => {
    const buf = readFileSync(join(dist, f));
    return { file: f, kb: statSync(join(dist, f)).size / 1024, gzipKb: gzipSync(buf).length / 1024 };
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
  const [raw, gz] = total(ext);
  console.log(
    `total ${ext.padEnd(4)} ${raw.toFixed(1)} kB (gzip ${gz.toFixed(1)} kB) in ${rows.filter((r) => r.file.endsWith(ext)).length} files`,
  );
}
