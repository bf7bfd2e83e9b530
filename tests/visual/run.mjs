#!/usr/bin/env node
/**
 * Visual regression: builds the static Storybook when it is missing or older than the sources,
 * serves it on a local port, and compares curated stories x 4 skins x (ltr, rtl) with the PNGs in
 * tests/visual/baselines using Playwright and the system Chromium.
 *
 *   node tests/visual/run.mjs            compare (exit 1 on any difference)
 *   node tests/visual/run.mjs --update   rewrite the baselines
 *   node tests/visual/run.mjs --build    force a fresh Storybook build first
 *   node tests/visual/run.mjs --prebuilt use storybook-static as it is (turbo's test:visual task: its
 *                                        build-storybook dependency built it from the same inputs)
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium } from '../chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const staticDir = path.join(root, 'storybook-static');
const args = process.argv.slice(2);
const update = args.includes('--update') || args.includes('-u');
const forceBuild = args.includes('--build');
const prebuilt = args.includes('--prebuilt');

assertChromium();

/** @param {string} dir @returns {number} */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {Record<string, string>} env
 * @returns {Promise<number>}
 */
function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const sources = Math.max(
  newestMtime(path.join(root, 'packages')),
  newestMtime(path.join(root, 'apps')),
  newestMtime(path.join(root, '.storybook')),
);
const built = existsSync(path.join(staticDir, 'iframe.html'))
  ? statSync(path.join(staticDir, 'iframe.html')).mtimeMs
  : 0;
if (prebuilt && built === 0) {
  console.error(`${staticDir} is missing: run \`npx turbo run build-storybook\` first.`);
  process.exit(1);
}
if (forceBuild || (!prebuilt && built < sources)) {
  const started = Date.now();
  console.log('Building the static Storybook...');
  const storybookBin = path.join(root, 'node_modules/storybook/dist/bin/dispatcher.js');
  const code = await run(process.execPath, [storybookBin, 'build', '-o', staticDir, '--quiet']);
  if (code !== 0) process.exit(code);
  console.log(`Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(staticDir, decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname));
  if (!file.startsWith(staticDir) || !existsSync(file) || statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const started = Date.now();
const playwrightCli = path.join(root, 'node_modules/@playwright/test/cli.js');
const code = await run(
  process.execPath,
  [
    playwrightCli,
    'test',
    '-c',
    path.join(here, 'playwright.config.ts'),
    ...(update ? ['--update-snapshots'] : []),
  ],
  { VISUAL_BASE_URL: baseURL },
);
server.close();
console.log(
  `Visual run ${update ? '(update) ' : ''}finished in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(code);
