#!/usr/bin/env node
// The test pipeline's budget, as figures (issue 38): runs the pipeline several times and prints each step's
// seconds as min / median / max. A benchmark, not a test: nothing fails on time.
//
//   npm run bench:tests                    `npm test -- --force` (turbo's cache ignored) in this checkout
//   npm run bench:tests -- --fresh         `.ci/run` in a fresh clone of HEAD (npm ci included), as CI runs it
//   npm run bench:tests -- --cached        `npm test` with the cache as it is (the second-run figure)
//   BENCH_RUNS=3 (default 1)               how many runs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const fresh = args.includes('--fresh');
const cached = args.includes('--cached');
const runs = Number(process.env.BENCH_RUNS ?? 1);

/** @type {Map<string, number[]>} */
const figures = new Map();
/** @param {string} step @param {number} secs */
const add = (step, secs) => figures.set(step, [...(figures.get(step) ?? []), secs]);

for (let run = 1; run <= runs; run++) {
  let dir = root;
  if (fresh) {
    // Beside the checkout, as CI keeps it: the parser's and the journeys' resume corpus is ../shared/corpus.
    dir = mkdtempSync(path.join(path.dirname(root), '.bench-ci-'));
    spawnSync('git', ['clone', '--quiet', '--no-local', root, dir], { stdio: 'inherit' });
    spawnSync(
      'git',
      [
        'checkout',
        '--quiet',
        spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root }).stdout.toString().trim(),
      ],
      { cwd: dir, stdio: 'inherit' },
    );
  }
  console.log(`\n## run ${run} of ${runs} in ${dir}`);
  const t0 = Date.now();
  /** @type {[string, ...string[]]} */
  const cmd = fresh ? ['bash', '.ci/run'] : ['node', 'scripts/test.mjs', ...(cached ? [] : ['--force'])];
  const res = spawnSync(cmd[0], cmd.slice(1), {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  const total = (Date.now() - t0) / 1000;
  try {
    /** @type {{ phases: { phase: string; secs: number }[]; tasks: { id: string; secs: number }[] }} */
    const summary = JSON.parse(readFileSync(path.join(dir, '.reports/pipeline.json'), 'utf8'));
    for (const p of summary.phases) add(`step ${p.phase}`, p.secs);
    for (const t of summary.tasks) add(`  task ${t.id}`, t.secs);
    if (fresh) {
      /** @type {Record<string, number>} */
      const ci = JSON.parse(readFileSync(path.join(dir, '.reports/ci.json'), 'utf8'));
      for (const [step, secs] of Object.entries(ci)) add(`ci ${step}`, secs);
    }
  } catch (e) {
    console.log(`(no summary: ${e instanceof Error ? e.message : String(e)})`);
  }
  add(fresh ? 'ci total (.ci/run)' : 'total (npm test)', total);
  console.log(`run ${run}: exit ${res.status}, ${total.toFixed(0)} s`);
  if (fresh) rmSync(dir, { recursive: true, force: true });
}

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
console.log(`\n| step | seconds min | median | max | runs |\n| --- | --- | --- | --- | --- |`);
for (const [step, xs] of figures) {
  const f = (/** @type {number} */ n) => n.toFixed(0);
  console.log(
    `| ${step} | ${f(Math.min(...xs))} | ${f(median(xs))} | ${f(Math.max(...xs))} | ${xs.length} |`,
  );
}
