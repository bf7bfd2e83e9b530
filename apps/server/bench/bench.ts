/**
 * Server benchmark (issue 26). Seeds PROFILES public profiles (and a tenth as many private ones) and a heavy
 * user (HEAVY_PROFILES profiles, HEAVY_ENTRIES ledger entries), starts the server on 127.0.0.1 and prints:
 *  - the marketplace search mix (one word, OR, AND, two filters, a deep offset, a browse) over sequential
 *    requests, and the same queries run on the database alone (the endpoint / DB-only ratio);
 *  - the mix under an open-model load (a fixed arrival rate: RATE req/s, 200 on SQLite, 100 on PostgreSQL, or a
 *    list such as RATE=50,100,200,
 *    for BENCH_SECONDS), latencies counted from each request's due time, and the wallet page's latency meanwhile;
 *  - the heavy user's reads (wallet, movements, dashboard, statistics, ranked lists, my profiles, purchases):
 *    server CPU per request (process.cpuUsage between onRequest and onResponse, requests one at a time);
 *  - the no-regression figures: login, unlock, upload;
 *  - search growth over GROWTH profile counts (10k and 100k; BENCH_1M=1 adds 1M) on SQLite;
 *  - the job list and matching (bench/jobs.ts).
 * Every figure is the median of BENCH_RUNS (3) runs with their range. Runs on SQLite, and on PostgreSQL too
 * when DATABASE_URL is set. Prints figures; it is not a pass/fail test.
 *   npm run bench -w @talent/server
 *   PROFILES=20000 BENCH_SECONDS=5 BENCH_RUNS=1 npm run bench -w @talent/server     (a quick look)
 *   BENCH_1M=1 npm run bench -w @talent/server                                       (adds the 1M growth run)
 *   BENCH_ONLY=main|growth|postgres: only the SQLite and PostgreSQL runs, only the growth, only PostgreSQL
 *   BENCH_DB_DIR=/tmp/b100k, BENCH_PG_SCHEMA=bench_keep: keep the seeded SQLite file or PostgreSQL schema and
 *     reuse it on the next run (seed once, then measure a change in a minute; drop the schema by hand after)
 *   BENCH_CPU_PROF=/tmp/load.cpuprofile: a V8 profile of the event loop during the first open-load run
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { FastifyRequest } from 'fastify';
import {
  CompiledQuery,
  createQueryId,
  type KyselyPlugin,
  type QueryId,
  type RootOperationNode,
} from 'kysely';
import { buildApp, type BuiltApp } from '../src/app';
import { dropPgSchema, sql } from '../src/db/index';
import { defaultReadThreads } from '../src/db/readPool';
import { resumeRepo } from '../src/modules/resumes/repo';
import { searchTerms } from '../src/modules/resumes/search';
import { grant } from '../src/modules/ledger/service';
import { benchJobs } from './jobs';
import { pct } from './percentiles';
import { seedHeavyUser, seedProfiles, userId } from './seed';

type Kind = 'sqlite' | 'postgres';
const env = process.env;
const PROFILES = Number(env.PROFILES ?? 100_000);
const HEAVY_PROFILES = Number(env.HEAVY_PROFILES ?? 10_000);
const HEAVY_ENTRIES = Number(env.HEAVY_ENTRIES ?? 100_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const SAMPLES = Number(env.BENCH_SAMPLES ?? 210);
const RUNS = Number(env.BENCH_RUNS ?? 3);
const TIMEOUT_MS = 2000;
const GROWTH = (env.GROWTH ?? '10000,100000')
  .split(',')
  .map(Number)
  .concat(env.BENCH_1M === '1' ? [1_000_000] : []);

interface Shape {
  name: string;
  offset: number;
  body: { query?: string; search_type?: 'OR' | 'AND'; filters?: Record<string, unknown> };
}
/** The issue's query mix. */
const MIX: Shape[] = [
  { name: 'one word', offset: 0, body: { query: 'python' } },
  { name: 'two words OR', offset: 0, body: { query: 'python aws', search_type: 'OR' } },
  { name: 'two words AND', offset: 0, body: { query: 'python aws', search_type: 'AND' } },
  { name: 'word + state', offset: 0, body: { query: 'nurse', filters: { state: 'TX' } } },
  {
    name: 'word + city + exp',
    offset: 0,
    body: { query: 'java', filters: { min_experience: 10, city: 'Seattle' } },
  },
  { name: 'deep offset', offset: 1000, body: { query: 'java' } },
  { name: 'browse', offset: 0, body: {} },
];
const searchPath = (s: Shape) => `/api/public_resume?limit=10&offset=${s.offset}`;
/** A shape as the repository's search input. */
const searchOf = (s: Shape) => ({
  terms: searchTerms(s.body.query),
  type: s.body.search_type ?? ('OR' as const),
  filters: s.body.filters,
});

/**
 * BENCH_EXPLAIN=1: the plan of every query of the mix (newest and best match first) as the server runs
 * it: EXPLAIN ANALYZE on PostgreSQL, EXPLAIN QUERY PLAN on SQLite. A plugin records the query trees the
 * repository builds; each is compiled and explained with its parameters.
 */
async function explainMix(b: BuiltApp, kind: Kind, viewerId: number): Promise<void> {
  // A subquery's tree passes through transformQuery too; only the executed ones reach transformResult.
  const built = new Map<QueryId, RootOperationNode>();
  const seen: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => (built.set(queryId, node), node),
    transformResult: async ({ result, queryId }) => {
      const node = built.get(queryId);
      if (node) seen.push(node);
      return result;
    },
  };
  const repo = resumeRepo(b.ctx.db.withPlugin(recorder), b.ctx.dialect);
  const prefix = kind === 'postgres' ? 'EXPLAIN (ANALYZE, BUFFERS) ' : 'EXPLAIN QUERY PLAN ';
  for (const shape of MIX) {
    for (const sort of ['newest', 'relevance'] as const) {
      const search = searchOf(shape);
      if (sort === 'relevance' && !search.terms.length) continue;
      seen.length = 0;
      built.clear();
      await repo.marketplace(viewerId, search, { limit: 10, offset: shape.offset }, sort);
      console.log(`\n-- ${kind}: ${shape.name}, ${sort} (${seen.length} queries)`);
      for (const node of seen) {
        const q = b.ctx.db.getExecutor().compileQuery(node, createQueryId());
        console.log(q.sql);
        const plan = await b.ctx.db.executeQuery<Record<string, unknown>>(
          CompiledQuery.raw(prefix + q.sql, [...q.parameters]),
        );
        for (const row of plan.rows)
          console.log(
            `  ${kind === 'postgres' ? String(row['QUERY PLAN']) : `${row.id}/${row.parent} ${row.detail}`}`,
          );
      }
    }
  }
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => pct(sorted(xs), 50);
/** "12.3 ms (11.8-13.0)": the median of the runs and their range. */
function fig(runs: number[], unit = ' ms', digits = 1): string {
  const s = sorted(runs);
  const f = (x: number) => x.toFixed(digits);
  return s.length === 1
    ? `${f(s[0]!)}${unit}`
    : `${f(median(s))}${unit} (${f(s[0]!)}-${f(s[s.length - 1]!)})`;
}

async function openApp(kind: Kind) {
  // BENCH_DB_DIR (SQLite) and BENCH_PG_SCHEMA (PostgreSQL): keep the seeded database there and reuse it on
  // the next run, to profile quickly. Drop the schema by hand when done.
  const keep = kind === 'sqlite' && env.BENCH_DB_DIR ? env.BENCH_DB_DIR : undefined;
  if (keep) fs.mkdirSync(keep, { recursive: true });
  const dir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-'));
  const keepSchema = kind === 'postgres' ? env.BENCH_PG_SCHEMA : undefined;
  const schema = kind === 'postgres' ? (keepSchema ?? `bench_${randomBytes(4).toString('hex')}`) : undefined;
  const built = await buildApp({
    logger: false,
    config: {
      dataDir: dir,
      databaseUrl: kind === 'postgres' ? env.DATABASE_URL : undefined,
      databaseSchema: schema,
      redisUrl: undefined,
      seedDemo: true,
      portalDist: undefined,
      jwtSecret: 'bench-secret-0123456789abcdef0123456789abcdef',
    },
  });
  return {
    built,
    async close() {
      await built.app.close();
      if (schema && !keepSchema && env.DATABASE_URL) await dropPgSchema(env.DATABASE_URL, schema);
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function seedMarket(kind: Kind, b: BuiltApp, publicCount: number): Promise<number> {
  const t0 = Date.now();
  const owner = await userId(b.ctx.db, 'agency@example.com');
  const batch = kind === 'postgres' ? 1000 : 500; // SQLite allows 32766 bound values per statement
  // Numbered so that one in eleven is private: publicCount public ones in all.
  const total = Math.round(publicCount * 1.1);
  await seedProfiles(b.ctx.db, owner, 0, total, (i) => i % 11 !== 10, batch);
  // Fresh statistics, as autovacuum would have after such a load.
  if (kind === 'postgres') await sql`ANALYZE`.execute(b.ctx.db);
  return (Date.now() - t0) / 1000;
}

async function listen(b: BuiltApp): Promise<string> {
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = b.app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo#2026' }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
}

/** Sequential p50/p95 of the mix through HTTP, and of the same queries on the database alone. */
async function sequentialMix(
  b: BuiltApp,
  base: string,
  headers: Record<string, string>,
  viewerId: number,
  meter: ReturnType<typeof cpuMeter>,
) {
  const http: number[] = [];
  const cpu: number[] = [];
  const dbOnly: number[] = [];
  const dbRanked: number[] = [];
  let matches = 0;
  let capped = 0;
  const repo = resumeRepo(b.ctx.db, b.ctx.dialect);
  const byShape = new Map<string, number[]>();
  for (let i = 0; i < SAMPLES; i++) {
    const shape = MIX[i % MIX.length]!;
    let s = performance.now();
    const res = await fetch(`${base}${searchPath(shape)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(shape.body),
    });
    const json = (await res.json()) as { count: number; count_capped?: boolean };
    if (res.status !== 200) throw new Error(`search: ${res.status} ${JSON.stringify(json)}`);
    http.push(performance.now() - s);
    cpu.push(meter.last());
    matches += json.count;
    if (json.count_capped) capped++;
    const search = searchOf(shape);
    s = performance.now();
    await repo.marketplace(viewerId, search, { limit: 10, offset: shape.offset });
    dbOnly.push(performance.now() - s);
    byShape.set(shape.name, [...(byShape.get(shape.name) ?? []), performance.now() - s]);
    // The same query, best match first (sort=relevance): it scores every match before the page.
    if (search.terms.length) {
      s = performance.now();
      await repo.marketplace(viewerId, search, { limit: 10, offset: shape.offset }, 'relevance');
      dbRanked.push(performance.now() - s);
    }
  }
  const r = sorted(dbRanked);
  const h = sorted(http);
  const d = sorted(dbOnly);
  const c = sorted(cpu);
  return {
    cpu50: pct(c, 50),
    cpu95: pct(c, 95),
    p50: pct(h, 50),
    p95: pct(h, 95),
    db50: pct(d, 50),
    db95: pct(d, 95),
    ranked50: pct(r, 50),
    ranked95: pct(r, 95),
    /** DB-only p50 of each query of the mix. */
    shapes: [...byShape].map(([name, xs]) => `${name} ${pct(sorted(xs), 50).toFixed(1)}`).join(', '),
    avgMatches: matches / SAMPLES,
    cappedShare: capped / SAMPLES,
  };
}

interface LoadResult {
  latencies: number[];
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  sent: number;
  wallSeconds: number;
  /** The wallet page's latencies, fetched every PROBE_MS while the searches run. */
  probes: number[];
  /** Wallet requests that answered an error or failed while the searches ran. */
  probeFailures: number;
}
const PROBE_MS = 50;
function openLoad(base: string, headers: Record<string, string>, rate: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./open-load.mjs', import.meta.url), {
      workerData: {
        base,
        headers,
        requests: MIX.map((s) => ({ path: searchPath(s), body: s.body })),
        rate,
        seconds: SECONDS,
        timeoutMs: TIMEOUT_MS,
        probe: { path: '/api/my_wallet', everyMs: PROBE_MS },
      },
    });
    worker.once('message', (m: LoadResult) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Starts the V8 profiler on this thread (the server's event loop); `stop` answers the .cpuprofile. */
async function cpuProfile() {
  const { Session } = await import('node:inspector');
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop() {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      session.disconnect();
      return profile;
    },
  };
}

/** Server CPU per request: requests run one at a time, so the process's CPU between onRequest and
 * onResponse is that request's. */
function cpuMeter(b: BuiltApp) {
  const started = new WeakMap<FastifyRequest, NodeJS.CpuUsage>();
  let last = 0;
  b.app.addHook('onRequest', async (req) => {
    started.set(req, process.cpuUsage());
  });
  b.app.addHook('onResponse', async (req) => {
    const s = started.get(req);
    if (!s) return;
    const d = process.cpuUsage(s);
    last = (d.user + d.system) / 1000;
  });
  return { last: () => last };
}

const HEAVY_READS: Array<{ name: string; method: 'GET' | 'POST'; path: string; body?: unknown }> = [
  { name: 'wallet (my_wallet)', method: 'GET', path: '/api/my_wallet' },
  { name: 'movements (coin)', method: 'GET', path: '/api/coin?limit=10' },
  { name: 'dashboard stats', method: 'GET', path: '/api/dashboard' },
  { name: 'account statistics', method: 'GET', path: '/api/account_statistics' },
  { name: 'most earned list', method: 'GET', path: '/api/most_earned_profile?limit=10' },
  { name: 'least earned list', method: 'GET', path: '/api/least_earned_profile?limit=10' },
  { name: 'most rated list', method: 'GET', path: '/api/most_rated_profile?limit=10' },
  { name: 'my profiles', method: 'POST', path: '/api/list_resume?limit=10', body: {} },
  { name: 'purchases', method: 'GET', path: '/api/purchase_resume?limit=10' },
];

async function heavyReads(base: string, headers: Record<string, string>, meter: ReturnType<typeof cpuMeter>) {
  const out = new Map<string, { cpu95: number; wall50: number }>();
  for (const r of HEAVY_READS) {
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < 60; i++) {
      const s = performance.now();
      const res = await fetch(`${base}${r.path}`, {
        method: r.method,
        headers,
        ...(r.body ? { body: JSON.stringify(r.body) } : {}),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`${r.path}: ${res.status}`);
      wall.push(performance.now() - s);
      cpu.push(meter.last());
    }
    // The first requests warm caches and compile code paths: leave out the first ten.
    out.set(r.name, { cpu95: pct(sorted(cpu.slice(10)), 95), wall50: pct(sorted(wall.slice(10)), 50) });
  }
  return out;
}

/** Login, unlock and upload, sequential, p50 each. */
async function regression(b: BuiltApp, base: string, buyerHeaders: Record<string, string>, run: number) {
  const login: number[] = [];
  for (let i = 0; i < 15; i++) {
    const s = performance.now();
    await signIn(base, 'jobseeker@example.com');
    login.push(performance.now() - s);
  }
  const buyer = await userId(b.ctx.db, 'recruiter@example.com');
  // The plan's daily view limit would stop the runs after the first: start each run on a fresh day count.
  await b.ctx.db.deleteFrom('daily_usage').where('user_id', '=', buyer).execute();
  await grant(b.ctx.db, buyer, 'TAT', 10_000, `bench:unlock:${run}`, 'bench funds');
  const owner = await userId(b.ctx.db, 'agency@example.com');
  const targets = await b.ctx.db
    .selectFrom('profiles')
    .select(['id', 'price'])
    .where('owner_id', '=', owner)
    .where('is_public', '=', 1)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('profile_access').select('profile_id').where('user_id', '=', buyer),
    )
    .orderBy('id', 'desc')
    .limit(30)
    .execute();
  const unlock: number[] = [];
  for (const t of targets) {
    const s = performance.now();
    const res = await fetch(`${base}/api/recruite/unlock_resume/${t.id}`, {
      method: 'POST',
      headers: buyerHeaders,
      body: JSON.stringify({ idempotency_key: `bench-${run}-${t.id}`, price: t.price }),
    });
    await res.text();
    if (res.status !== 200) throw new Error(`unlock: ${res.status}`);
    unlock.push(performance.now() - s);
  }
  await b.ctx.db.deleteFrom('daily_usage').where('user_id', '=', buyer).execute();
  const upload: number[] = [];
  for (let i = 0; i < 20; i++) {
    const form = new FormData();
    form.set('first_name', 'Bench');
    form.set('last_name', `Upload${run}x${i}`);
    form.set('email', `upload-${run}-${i}-${randomBytes(3).toString('hex')}@example.net`);
    form.set('technicalSkill', 'python, sql');
    form.set(
      'file',
      new Blob([Buffer.from(`%PDF-1.4\n% bench ${run} ${i} ${randomBytes(4).toString('hex')}\n%%EOF\n`)], {
        type: 'application/pdf',
      }),
      `bench-${run}-${i}.pdf`,
    );
    const s = performance.now();
    const res = await fetch(`${base}/api/resume-uploaded/`, {
      method: 'POST',
      headers: { authorization: buyerHeaders.authorization! },
      body: form,
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`upload: ${res.status} ${text}`);
    upload.push(performance.now() - s);
  }
  return { login: median(login), unlock: median(unlock), upload: median(upload) };
}

async function run(kind: Kind): Promise<void> {
  // RATE: one arrival rate or several ("50,100,200"), each run RUNS times.
  const rates = (env.RATE ?? (kind === 'sqlite' ? '200' : '100')).split(',').map(Number);
  const { built: b, close } = await openApp(kind);
  try {
    const heavy = await userId(b.ctx.db, 'recruiter@example.com');
    const agency = await userId(b.ctx.db, 'agency@example.com');
    const { n: seeded } = await b.ctx.db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', agency)
      .executeTakeFirstOrThrow();
    const reused = Number(seeded) >= PROFILES; // a kept BENCH_DB_DIR database, seeded by an earlier run
    const seedS = reused ? 0 : await seedMarket(kind, b, PROFILES);
    const t0 = Date.now();
    if (!reused)
      await seedHeavyUser(
        b.ctx.db,
        heavy,
        agency,
        HEAVY_PROFILES,
        HEAVY_ENTRIES,
        kind === 'postgres' ? 1000 : 500,
        kind,
      );
    const heavyS = (Date.now() - t0) / 1000;
    const meter = cpuMeter(b);
    const base = await listen(b);
    const headers = await signIn(base, 'recruiter@example.com');
    console.log(
      `\n== ${kind}: ${PROFILES} public profiles (+${Math.round(PROFILES * 0.1)} private) seeded in ${seedS.toFixed(1)} s; ` +
        `heavy user (${HEAVY_PROFILES} profiles, ${HEAVY_ENTRIES} ledger entries) in ${heavyS.toFixed(1)} s; ` +
        `figures: median of ${RUNS} runs (range)`,
    );

    if (env.BENCH_EXPLAIN === '1') await explainMix(b, kind, heavy);
    const seq = [];
    for (let r = 0; r < RUNS; r++) seq.push(await sequentialMix(b, base, headers, heavy, meter));
    console.log(
      [
        `search mix, ${SAMPLES} sequential requests (${MIX.map((m) => m.name).join(', ')}; avg count ${Math.round(seq[0]!.avgMatches)}, ${Math.round(seq[0]!.cappedShare * 100)}% capped):`,
        `  endpoint  p50 ${fig(seq.map((x) => x.p50))}   p95 ${fig(seq.map((x) => x.p95))}`,
        `  DB only   p50 ${fig(seq.map((x) => x.db50))}   p95 ${fig(seq.map((x) => x.db95))}`,
        `  DB only, best match first (sort=relevance, the mix with words)   p50 ${fig(seq.map((x) => x.ranked50))}   p95 ${fig(seq.map((x) => x.ranked95))}`,
        `  DB only p50 by query (last run): ${seq[seq.length - 1]!.shapes} ms`,
        `  server CPU per search  p50 ${fig(seq.map((x) => x.cpu50))}   p95 ${fig(seq.map((x) => x.cpu95))}`,
        `  endpoint / DB-only at p50: ${fig(
          seq.map((x) => x.p50 / x.db50),
          'x',
          2,
        )}`,
      ].join('\n'),
    );

    for (const rate of rates) {
      const loads: LoadResult[] = [];
      for (let r = 0; r < RUNS; r++) {
        // BENCH_CPU_PROF=file: a CPU profile of the event loop during the first run at the first rate.
        const prof = env.BENCH_CPU_PROF && r === 0 && rate === rates[0] ? await cpuProfile() : undefined;
        loads.push(await openLoad(base, headers, rate));
        if (prof) fs.writeFileSync(env.BENCH_CPU_PROF!, JSON.stringify(await prof.stop()));
        // A saturated run leaves requests queued on the server: let them drain before the next run.
        await fetch(`${base}${searchPath(MIX[0]!)}`, { method: 'POST', headers, body: '{}' }).then((x) =>
          x.text(),
        );
      }
      const at = (p: number) => loads.map((l) => (l.latencies.length ? pct(l.latencies, p) : NaN));
      console.log(
        [
          `open-model load: ${rate} req/s for ${SECONDS} s (the mix, timeout ${TIMEOUT_MS} ms):`,
          `  p50 ${fig(at(50))}   p95 ${fig(at(95))}   p99 ${fig(at(99))}   achieved ${fig(
            loads.map((l) => (l.sent - l.errors) / l.wallSeconds),
            ' req/s',
            0,
          )}`,
          `  meanwhile the wallet page (GET /api/my_wallet every ${PROBE_MS} ms): p50 ${fig(
            loads.map((l) => pct(l.probes, 50)),
          )}   p95 ${fig(loads.map((l) => pct(l.probes, 95)))}   failed ${loads.map((l) => l.probeFailures).join('/')}`,
          `  errors ${loads.map((l) => l.errors).join('/')}   timeouts ${loads.map((l) => l.timeouts).join('/')}   statuses ${JSON.stringify(loads[0]!.statuses)}`,
        ].join('\n'),
      );
    }

    const heavyRuns = [];
    for (let r = 0; r < RUNS; r++) heavyRuns.push(await heavyReads(base, headers, meter));
    console.log(`heavy user reads (50 requests each; server CPU p95, wall p50):`);
    for (const r of HEAVY_READS) {
      const xs = heavyRuns.map((h) => h.get(r.name)!);
      console.log(
        `  ${r.name.padEnd(22)} CPU p95 ${fig(xs.map((x) => x.cpu95))}   wall p50 ${fig(xs.map((x) => x.wall50))}`,
      );
    }

    const reg = [];
    for (let r = 0; r < RUNS; r++) reg.push(await regression(b, base, headers, r));
    console.log(
      `no regression (p50): login ${fig(reg.map((x) => x.login))}   unlock ${fig(reg.map((x) => x.unlock))}   upload ${fig(reg.map((x) => x.upload))}`,
    );
    if (env.BENCH_JOBS !== '0')
      console.log((await benchJobs(b.ctx.db, 'recruiter@example.com', base, headers, 100)).join('\n'));
  } finally {
    await close();
  }
}

/** Search time against the number of profiles (SQLite): the sequential mix at each size. */
async function growth(): Promise<void> {
  console.log(`\n== sqlite search growth (sequential mix, median of ${RUNS} runs):`);
  for (const n of GROWTH) {
    const { built: b, close } = await openApp('sqlite');
    try {
      const seedS = await seedMarket('sqlite', b, n);
      const meter = cpuMeter(b);
      const base = await listen(b);
      const headers = await signIn(base, 'recruiter@example.com');
      const viewer = await userId(b.ctx.db, 'recruiter@example.com');
      const seq = [];
      for (let r = 0; r < RUNS; r++) seq.push(await sequentialMix(b, base, headers, viewer, meter));
      console.log(
        `  ${String(n).padStart(8)} public (seeded in ${seedS.toFixed(0)} s): endpoint p50 ${fig(seq.map((x) => x.p50))}  p95 ${fig(
          seq.map((x) => x.p95),
        )}   DB only p50 ${fig(seq.map((x) => x.db50))}   CPU p50 ${fig(seq.map((x) => x.cpu50))}`,
      );
    } finally {
      await close();
    }
  }
}

console.log(
  `machine: ${os.cpus().length} cores, node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}; SQLITE_READ_THREADS=${env.SQLITE_READ_THREADS ?? `(one per core: ${defaultReadThreads()})`} ` +
    `DATABASE_POOL_MAX=${env.DATABASE_POOL_MAX ?? '(10)'}`,
);
if (env.BENCH_ONLY !== 'growth' && env.BENCH_ONLY !== 'postgres') await run('sqlite');
if (env.BENCH_ONLY !== 'growth' && env.DATABASE_URL) await run('postgres');
else if (!env.DATABASE_URL) console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too)');
if (env.BENCH_ONLY !== 'main' && env.BENCH_ONLY !== 'postgres') await growth();
