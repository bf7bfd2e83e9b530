// Builds the command line and the bench for plain Node (no TypeScript loader needed):
//   dist/cli.mjs   used by bin/talent-parse.mjs
//   dist/bench.mjs used by `npm run bench`
//   dist/entries.mjs used by `npm run score:entries`
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = dirname(fileURLToPath(import.meta.url));
const external = ['pdfjs-dist', 'pdfjs-dist/*', 'mammoth', '@kenjiuno/msgreader', 'postal-mime'];

await build({
  entryPoints: {
    cli: join(root, 'src/cli.ts'),
    bench: join(root, 'bench/bench.ts'),
    entries: join(root, 'bench/entries.ts'),
  },
  outdir: join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
console.log('built dist/cli.mjs, dist/bench.mjs and dist/entries.mjs');
