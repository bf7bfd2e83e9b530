// The end of `npm test`: the step table, each turbo task's seconds and cache status, the test counts of every
// report (.reports/*.json of vitest and Playwright), and the slowest 10 test files.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ name: string; startTime: number; endTime: number; assertionResults: { status: string }[] }} VitestFile
 * @typedef {{ numTotalTests: number; numPassedTests: number; numFailedTests: number; numPendingTests: number; testResults: VitestFile[] }} VitestReport
 * @typedef {{ results: { duration: number; status: string }[] }} PwTest
 * @typedef {{ file?: string; specs?: { tests: PwTest[] }[]; suites?: PwSuite[] }} PwSuite
 * @typedef {{ stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PwSuite[] }} PwReport
 * @typedef {{ report: string; total: number; passed: number; failed: number; skipped: number }} Count
 */

/** What the pipeline itself writes beside the test reports (test.mjs, .ci/run). */
const NOT_REPORTS = ['pipeline.json', 'ci.json'];

/**
 * Every `.reports/*.json` written since `since` (ms), in the root and each workspace.
 * @param {string} root @param {number} since @returns {string[]}
 */
export function reportFiles(root, since) {
  const dirs = [root];
  for (const group of ['apps', 'packages']) {
    const dir = path.join(root, group);
    if (existsSync(dir)) for (const name of readdirSync(dir)) dirs.push(path.join(dir, name));
  }
  /** @type {string[]} */
  const files = [];
  for (const dir of dirs) {
    const reports = path.join(dir, '.reports');
    if (!existsSync(reports)) continue;
    for (const name of readdirSync(reports)) {
      const file = path.join(reports, name);
      if (!name.endsWith('.json') || NOT_REPORTS.includes(name)) continue;
      if (statSync(file).mtimeMs >= since) files.push(file);
    }
  }
  return files.sort();
}

/** @param {PwSuite[]} suites @param {Map<string, number>} times @param {string} [file] */
function walkPlaywright(suites, times, file) {
  for (const suite of suites) {
    const f = suite.file ?? file ?? '?';
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const r of test.results) times.set(f, (times.get(f) ?? 0) + r.duration);
      }
    }
    walkPlaywright(suite.suites ?? [], times, f);
  }
}

/**
 * Counts and per-file seconds of one report.
 * @param {string} root @param {string} file
 * @returns {{ count: Count; files: { file: string; secs: number }[] }}
 */
export function readReport(root, file) {
  const report = path.relative(root, file);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if ('numTotalTests' in data) {
    /** @type {VitestReport} */
    const v = data;
    return {
      count: {
        report,
        total: v.numTotalTests,
        passed: v.numPassedTests,
        failed: v.numFailedTests,
        skipped: v.numPendingTests,
      },
      files: v.testResults.map((t) => ({
        file: path.relative(root, t.name),
        secs: (t.endTime - t.startTime) / 1000,
      })),
    };
  }
  /** @type {PwReport} */
  const p = data;
  /** @type {Map<string, number>} */
  const times = new Map();
  walkPlaywright(p.suites, times);
  const base = path.dirname(path.dirname(file));
  return {
    count: {
      report,
      total: p.stats.expected + p.stats.unexpected + p.stats.flaky + p.stats.skipped,
      passed: p.stats.expected + p.stats.flaky,
      failed: p.stats.unexpected,
      skipped: p.stats.skipped,
    },
    files: [...times].map(([f, ms]) => ({
      file: `${path.relative(root, base) || '.'}: ${f}`,
      secs: ms / 1000,
    })),
  };
}

/**
 * Each turbo task of the runs summarised since `since`: seconds and cache status.
 * @param {string} root @param {number} since
 * @returns {{ id: string; secs: number; cache: string; ok: boolean; start: number }[]}
 */
function turboTasks(root, since) {
  const dir = path.join(root, '.turbo/runs');
  if (!existsSync(dir)) return [];
  /** @type {{ id: string; secs: number; cache: string; ok: boolean; start: number }[]} */
  const tasks = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).mtimeMs < since) continue;
    const run = JSON.parse(readFileSync(file, 'utf8'));
    for (const t of run.tasks ?? []) {
      if (!t.execution) continue;
      tasks.push({
        id: t.taskId,
        secs: (t.execution.endTime - t.execution.startTime) / 1000,
        cache: t.cache?.status ?? '?',
        ok: t.execution.exitCode === 0,
        start: t.execution.startTime,
      });
    }
  }
  return tasks.sort((a, b) => a.start - b.start);
}

/** @param {string | number} s @param {number} n */
const pad = (s, n) => String(s).padEnd(n);
/** @param {number} n @param {number} [w] */
const num = (n, w = 7) => n.toFixed(1).padStart(w);

/**
 * @param {string} root
 * @param {{ phase: string; secs: number; ok: boolean; started: number }[]} phases
 * @param {{ task: string; title: string }[]} tasks
 * @param {number} totalSecs
 * @returns {{ phases: { phase: string; secs: number; ok: boolean }[]; tasks: { id: string; secs: number; cache: string }[]; counts: Count[]; totalSecs: number }}
 */
export function printReport(root, phases, tasks, totalSecs) {
  const since = phases[0]?.started ?? Date.now();
  console.log('\n== steps');
  for (const p of phases) console.log(`${p.ok ? 'ok  ' : 'FAIL'} ${num(p.secs)} s  ${p.phase}`);
  console.log(`     ${num(totalSecs)} s  in all`);

  const ran = turboTasks(root, since);
  if (ran.length > 0) {
    console.log('\n== turbo tasks (seconds, cache)');
    for (const t of ran) {
      const title = tasks.find((x) => t.id.endsWith(`#${x.task}`))?.title ?? '';
      console.log(
        `${t.ok ? 'ok  ' : 'FAIL'} ${num(t.secs)} s  ${pad(t.cache, 4)}  ${pad(t.id, 30)} ${title}`,
      );
    }
    const hits = ran.filter((t) => t.cache === 'HIT').length;
    console.log(`cache: ${hits} of ${ran.length} tasks replayed from turbo's cache`);
  }

  /** @type {{ file: string; secs: number }[]} */
  const all = [];
  /** @type {Count[]} */
  const counts = [];
  for (const file of reportFiles(root, since)) {
    try {
      const { count, files } = readReport(root, file);
      counts.push(count);
      all.push(...files);
    } catch (e) {
      console.log(`(could not read ${file}: ${e instanceof Error ? e.message : String(e)})`);
    }
  }
  if (counts.length > 0) {
    console.log('\n== tests per report (total, passed, failed, skipped)');
    for (const c of counts) {
      console.log(
        `${pad(c.report, 44)} ${String(c.total).padStart(6)} ${String(c.passed).padStart(6)} ${String(c.failed).padStart(6)} ${String(c.skipped).padStart(6)}`,
      );
    }
    console.log('\n== slowest 10 test files (seconds)');
    for (const f of all.sort((a, b) => b.secs - a.secs).slice(0, 10))
      console.log(`${num(f.secs)}  ${f.file}`);
  }
  return {
    phases: phases.map(({ phase, secs, ok }) => ({ phase, secs, ok })),
    tasks: ran.map(({ id, secs, cache }) => ({ id, secs, cache })),
    counts,
    totalSecs,
  };
}
