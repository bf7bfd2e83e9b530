// Portal figures, part 3: Lighthouse scores (performance, accessibility, best practices, SEO) for /, /login and
// /dashboard, run against the real server and the system Chromium.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../../tests/chromium.mjs';
import { serverEntryFor, startServer } from './server.mjs';

/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone, from the benchmark index
 * Lighthouse measures (the piecewise fit of Lighthouse's CPU throttling calculator, docs/throttling.md:
 * 800 = 2x, 1300 = 3x, 1533 = 4x, 2000 = 6x).
 */
function cpuMultiplierFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Runs the Lighthouse passes the options ask for (`--desktop`, `--calibrate`, `--runs N` as `passes`,
 * `--save DIR` as `saveDir`) and prints their scores.
 */
export async function runLighthouse({ root, distRoot, args, saveDir, passes }) {
  if (!existsSync(chromiumPath)) {
    console.log(`\nLighthouse skipped: no Chromium at ${chromiumPath} (apt-get install -y chromium).`);
    return;
  }
  const serverEntry = serverEntryFor(root);

  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const { chromium } = await import('@playwright/test');

  const server = await startServer({ root, distRoot, serverEntry });
  const { base } = server;
  let chrome;
  const cleanup = async () => {
    try {
      await chrome?.kill();
    } catch {
      // already gone
    }
    server.stop();
  };
  try {
    await server.ready();

    chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });

    const desktop = args.has('--desktop');
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(desktop
        ? {
            formFactor: 'desktop',
            screenEmulation: {
              mobile: false,
              width: 1350,
              height: 940,
              deviceScaleFactor: 1,
              disabled: false,
            },
            throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 },
          }
        : {}),
    };

    /** Runs `fn(arg)` in a page of the site, in the browser Lighthouse drives (its storage is the site's). */
    async function inSitePage(fn, arg) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(`${base}/misc/coming-soon`);
      await page.evaluate(fn, arg);
      await page.close();
      await browser.close();
    }

    /** Signs the browser in as the demo recruiter (storage is kept for the next Lighthouse run). */
    async function signIn() {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'recruiter@example.com', password: 'Demo#2026' }),
      });
      if (!res.ok) throw new Error(`demo login failed: ${res.status}`);
      await inSitePage(
        (session) => {
          localStorage.setItem(
            'userData',
            JSON.stringify({ ...session.userData, refreshToken: session.refreshToken }),
          );
          localStorage.setItem('is_email_verified', 'true');
          localStorage.setItem('accessToken', session.accessToken);
          localStorage.setItem('refreshToken', session.refreshToken);
        },
        await res.json(),
      );
    }

    /** Forgets the session stored by signIn(), so /login is measured as a visitor sees it. */
    const signOut = () => inSitePage(() => localStorage.clear());

    // `--landing` (npm run lighthouse): the landing page alone.
    const runs = args.has('--landing')
      ? [{ path: '/', signedIn: false }]
      : [
          { path: '/', signedIn: false },
          { path: '/login', signedIn: false },
          { path: '/dashboard', signedIn: true },
        ];
    /**
     * Runs Lighthouse on both pages with the given throttling (Lighthouse's preset when undefined); returns the
     * host's benchmark indexes (Lighthouse measures one per run) and the throttling it used.
     */
    async function lighthouseRuns(label, throttling) {
      console.log(`\nLighthouse ${label} against ${chromiumPath}${passes > 1 ? `, ${passes} runs` : ''}`);
      const indexes = [];
      /** page -> [performance score, TBT ms] of each run */
      const perPage = new Map(runs.map((r) => [r.path, []]));
      let used;
      for (let pass = 0; pass < passes; pass++)
        for (const run of runs) {
          // Lighthouse clears caches between runs but keeps localStorage, where the session lives.
          if (run.signedIn) await signIn();
          else await signOut();
          const settings = { ...flags, disableStorageReset: run.signedIn };
          if (throttling) settings.throttling = throttling;
          const result = await lighthouse(`${base}${run.path}`, settings);
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`no Lighthouse result for ${run.path}`);
          indexes.push(lhr.environment.benchmarkIndex);
          used = lhr.configSettings.throttling;
          if (saveDir) {
            const suffix = `${throttling ? '-calibrated' : ''}${passes > 1 ? `-${pass + 1}` : ''}`;
            const file = join(saveDir, `lighthouse${run.path.replace(/\//g, '-')}${suffix}.json`);
            writeFileSync(file, JSON.stringify(lhr));
            console.log(`  (report saved to ${file})`);
          }
          const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id) => lhr.audits[id]?.displayValue ?? '-';
          perPage
            .get(run.path)
            .push([score('performance'), lhr.audits['total-blocking-time']?.numericValue ?? 0]);
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          console.log(
            `  ${run.path.padEnd(11)} performance ${String(score('performance')).padStart(3)}  accessibility ${String(score('accessibility')).padStart(3)}  best practices ${String(score('best-practices')).padStart(3)}  SEO ${String(score('seo')).padStart(3)}` +
              `   FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}` +
              (landed !== run.path ? `  (landed on ${landed})` : ''),
          );
          const failing = Object.values(lhr.categories)
            .flatMap((c) => c.auditRefs.map((r) => ({ cat: c.id, a: lhr.audits[r.id], w: r.weight })))
            .filter(
              ({ cat, a, w }) => cat !== 'performance' && w > 0 && a && a.score !== null && a.score < 1,
            );
          for (const { cat, a } of failing) console.log(`      ${cat}: ${a.id} (${a.title})`);
        }
      if (passes > 1) {
        const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
        for (const [path, results] of perPage) {
          const scores = results.map(([p]) => p);
          console.log(
            `  ${path.padEnd(11)} median performance ${median(scores)} over ${results.length} runs (${scores.join(', ')}), ` +
              `median TBT ${Math.round(median(results.map(([, t]) => t)))} ms`,
          );
        }
      }
      return { indexes, used };
    }

    const { indexes, used } = await lighthouseRuns(
      desktop ? 'desktop' : 'mobile (default: simulated slow 4G, 4x CPU)',
      undefined,
    );
    const benchmarkIndex = Math.min(...indexes);
    const calibrated = cpuMultiplierFor(benchmarkIndex);
    console.log(
      `  host CPU: Lighthouse benchmarkIndex ${indexes.map((i) => Math.round(i)).join(', ')}; its calibration ` +
        `for the reference phone on this host is ${calibrated.toFixed(1)}x (the default 4x assumes an index of about 1530)`,
    );
    if (args.has('--calibrate') && !desktop) {
      await lighthouseRuns(`mobile, CPU ${calibrated.toFixed(1)}x calibrated to this host (--calibrate)`, {
        ...used,
        cpuSlowdownMultiplier: calibrated,
      });
    }
    console.log(
      'targets: / <= 60 kB gzip JS, performance >= 95, accessibility 100, SEO 100; /login <= 100 kB gzip JS; ' +
        'performance >= 95, accessibility 100',
    );
  } finally {
    await cleanup();
  }
}
