#!/usr/bin/env node
// `npm test`: every check, as turbo tasks so that a second run with no change replays from turbo's cache.
//
//   1. checks   format, types and lint (one TypeScript program per package: scripts/check-package.mjs), unit
//               and integration tests, the production builds and the static Storybook: one turbo graph on
//               both cores, so no core idles between steps;
//   2. stories  every story in Chromium, its play function and axe;
//   3. visual   curated stories x skins x directions against the baselines, on the static Storybook of step 1;
//   4. e2e      Playwright journeys against the real server and the built portal and gallery.
// Browser phases run one at a time: they share the two cores with their servers and browsers.
//
//   npm test                  everything
//   npm test -- unit e2e      only the named tasks (keys below), in the same order
//   npm test -- --changed     package tasks only for packages changed since HEAD (or $TURBO_SCM_BASE) and
//                             their dependents; root tasks run when their inputs changed (cache otherwise)
//   npm test -- --force       ignore turbo's cache (what a fresh clone does)
// The end prints the step table (seconds, cache) and the slowest 10 test files (scripts/test-report.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { printReport } from './test-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const changed = args.includes('--changed');
const force = args.includes('--force');
const only = args.filter((a) => !a.startsWith('--'));

/** @typedef {{ key: string; task: string; title: string; phase: string; browser?: boolean; root?: boolean }} Task */
/** @type {Task[]} */
const TASKS = [
  { key: 'format', task: 'format:check', title: 'format (prettier --check)', phase: 'checks', root: true },
  {
    key: 'tools',
    task: 'check:tools',
    title: 'types and lint of the root tools',
    phase: 'checks',
    root: true,
  },
  { key: 'check', task: 'check', title: 'types and lint per package', phase: 'checks' },
  { key: 'unit', task: 'test', title: 'unit and integration tests', phase: 'checks' },
  { key: 'build', task: 'build', title: 'production builds', phase: 'checks' },
  { key: 'storybook', task: 'build-storybook', title: 'static Storybook', phase: 'checks', root: true },
  {
    key: 'stories',
    task: 'test:stories',
    title: 'story tests (Chromium, play, axe)',
    phase: 'stories',
    browser: true,
    root: true,
  },
  {
    key: 'visual',
    task: 'test:visual',
    title: 'visual regression',
    phase: 'visual',
    browser: true,
    root: true,
  },
  {
    key: 'e2e',
    task: 'test:e2e',
    title: 'end-to-end journeys (Playwright, real server)',
    phase: 'e2e',
    browser: true,
  },
];
const unknown = only.filter((o) => !TASKS.some((t) => t.key === o));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}; the steps are: ${TASKS.map((t) => t.key).join(', ')}`);
  process.exit(2);
}
const selected = TASKS.filter((t) => only.length === 0 || only.includes(t.key));

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p !== undefined && p !== '' && existsSync(p));
}
const chromium = findChromium();
if (selected.some((t) => t.browser) && !chromium) {
  console.error(
    'No Chromium found (looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).\n' +
      'Browser tests use a system Chromium and never download one. Install it with:\n' +
      '  apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium binary.',
  );
  process.exit(1);
}
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium ?? '',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};

const base = process.env.TURBO_SCM_BASE || 'HEAD';
/** @type {{ phase: string; secs: number; ok: boolean; started: number }[]} */
const phases = [];
const started = Date.now();
let failed = false;
for (const phase of [...new Set(selected.map((t) => t.phase))]) {
  const tasks = selected.filter((t) => t.phase === phase);
  const turboArgs = ['turbo', 'run', ...tasks.map((t) => t.task), '--summarize', '--continue'];
  // e2e: the portal's and the gallery's journeys each start servers and browsers; one at a time.
  turboArgs.push(phase === 'e2e' ? '--concurrency=1' : '--concurrency=2');
  if (force) turboArgs.push('--force');
  if (changed && tasks.some((t) => !t.root)) {
    // Package tasks of the changed packages and their dependents; root tasks (//#...) are always in the run
    // and replay from the cache when their inputs did not change.
    turboArgs.push(`--filter=...[${base}]`, '--filter=//');
  }
  console.log(`\n== ${phase}: ${tasks.map((t) => t.title).join('; ')}\n   npx ${turboArgs.join(' ')}`);
  const t0 = Date.now();
  const res = spawnSync('npx', turboArgs, { cwd: root, stdio: 'inherit', env });
  phases.push({ phase, secs: (Date.now() - t0) / 1000, ok: res.status === 0, started: t0 });
  if (res.status !== 0) {
    failed = true;
    break;
  }
}

const summary = printReport(root, phases, TASKS, (Date.now() - started) / 1000);
// For `npm run bench:tests` (scripts/bench-tests.mjs).
mkdirSync(path.join(root, '.reports'), { recursive: true });
writeFileSync(path.join(root, '.reports/pipeline.json'), JSON.stringify(summary, null, 2));
const passed = phases.filter((p) => p.ok).length;
console.log(`steps: ${passed} passed, ${phases.length - passed} failed`);
process.exit(failed ? 1 : 0);
