// Bundles the server to dist/main.js (ESM, Node), and the page-image worker to dist/image-worker.js (the
// pool in src/modules/resumes/images.ts starts it next to main.js). Our workspace packages are bundled from
// source; every package from node_modules stays external and is loaded at run time.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const entries =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['src/main.ts', 'src/modules/resumes/image-worker.ts', 'src/db/read-worker.ts'];

const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@talent/')) return undefined; // bundle our own packages
      return { path: args.path, external: true };
    });
  },
};

const fs = await import('node:fs');
await build({
  // Flat names in dist/ (main.js, image-worker.js), wherever the source sits.
  entryPoints: entries
    .filter((e) => fs.existsSync(path.join(here, e)))
    .map((e) => ({ in: path.join(here, e), out: path.basename(e).replace(/\.ts$/, '') })),
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNodeModules],
  logLevel: 'info',
  banner: {
    // CommonJS packages bundled into ESM sometimes call require(); give them one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
