#!/usr/bin/env node
// `npm test`: every check in order — formatting, types and lint of the root tools (.storybook, tests,
// scripts), then per package types, lint (import boundaries, typed rules), unit and integration tests, story
// tests (Chromium + axe), visual regression, a production build, and end-to-end journeys against the real server.
// Each step is a separate process; the run stops at the first failing step and exits non-zero.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p !== undefined && p !== '' && existsSync(p));
}

const chromium = findChromium();
/** @typedef {{ name: string; cmd: [string, ...string[]]; browser?: boolean; when?: string }} Step */
const steps = /** @type {Step[]} */ ([
  { name: 'format (prettier --check)', cmd: ['npx', 'prettier', '--check', '.'] },
  {
    // The packages check their own files below; these are the files that belong to no package.
    name: 'types and lint of the root tools (.storybook, tests, scripts)',
    cmd: ['npm', 'run', '--silent', 'check:tools'],
  },
  {
    name: 'types, lint, unit and integration tests',
    cmd: ['npx', 'turbo', 'run', 'check-types', 'lint', 'test', '--concurrency=2', '--continue'],
  },
  {
    name: 'story tests (Chromium, play functions, axe)',
    cmd: ['npx', 'vitest', 'run', '--project=storybook'],
    browser: true,
  },
  {
    name: 'visual regression',
    cmd: ['node', 'tests/visual/run.mjs'],
    browser: true,
    when: 'tests/visual/run.mjs',
  },
  { name: 'build', cmd: ['npx', 'turbo', 'run', 'build'] },
  {
    name: 'end-to-end journeys (Playwright, real server)',
    cmd: ['npx', 'turbo', 'run', 'test:e2e', '--concurrency=1'],
    browser: true,
  },
]).filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)));

if (steps.some((s) => s.browser) && !chromium) {
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

let passed = 0;
let failed = 0;
const timings = [];
for (const step of steps) {
  if (step.when && !existsSync(path.join(root, step.when))) {
    console.error(`\n== ${step.name}: ${step.when} is missing`);
    failed++;
    break;
  }
  console.log(`\n== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit', env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${res.status === 0 ? 'ok  ' : 'FAIL'} ${secs.padStart(7)} s  ${step.name}`);
  if (res.status === 0) passed++;
  else {
    failed++;
    break;
  }
}
console.log('\n== summary');
for (const t of timings) console.log(t);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
