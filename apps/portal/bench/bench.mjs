// Portal figures (not a pass/fail test):
//  1. bundle sizes of dist/assets (raw and gzip),
//  2. the gzip JS each route loads (entry + its static imports + the route's lazy page chunk + its imports;
//     for a prerendered page, the scripts its HTML loads: the sign-in entry's bundle on /login),
//  3. Lighthouse scores (performance, accessibility, best practices, SEO) for /, /login and /dashboard, run against
//     the real server and the system Chromium (skip with --no-lighthouse; --desktop for the desktop preset;
//     --calibrate runs the mobile pass again with the CPU slowdown Lighthouse's calculator gives for this host;
//     --runs N repeats each pass N times and prints the median of each page, as one run scatters on a shared host).
// Builds the portal first when dist/ is missing (turbo builds only the dependencies before bench), and the
// server when apps/server/dist is missing.
// The parts live beside this file: sizes.mjs (1), routes.mjs (2), lighthouse.mjs and server.mjs (3).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runLighthouse } from './lighthouse.mjs';
import { printLandingJs, printRouteJs } from './routes.mjs';
import { printBundleSizes } from './sizes.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
/** `--save DIR`: keep each Lighthouse report (JSON) for a closer look. */
const saveDir = argv.includes('--save') ? argv[argv.indexOf('--save') + 1] : undefined;
/** `--runs N`: Lighthouse passes per page (default 1); with more, the median of each page is printed too. */
const passes = argv.includes('--runs') ? Math.max(1, Number(argv[argv.indexOf('--runs') + 1]) || 1) : 1;
const portal = new URL('..', import.meta.url).pathname;
const root = join(portal, '../..');
const distRoot = join(portal, 'dist');
const dist = join(distRoot, 'assets');
if (!existsSync(dist)) {
  console.log('dist/ is missing: building the portal first (vite build, then scripts/prerender.mjs)');
  for (const script of [join(root, 'node_modules/vite/bin/vite.js'), join(portal, 'scripts/prerender.mjs')]) {
    const res = spawnSync(process.execPath, script.endsWith('vite.js') ? [script, 'build'] : [script], {
      cwd: portal,
      stdio: 'inherit',
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
}

if (args.has('--landing')) {
  // `npm run lighthouse`: the landing page only (its JS and Lighthouse with SEO).
  printLandingJs(distRoot);
} else {
  const files = printBundleSizes(dist);
  printRouteJs({ portal, distRoot, files });
  printLandingJs(distRoot);
}
if (!args.has('--no-lighthouse') && process.env.BENCH_LIGHTHOUSE !== '0')
  await runLighthouse({ root, distRoot, args, saveDir, passes });
