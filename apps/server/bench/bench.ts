/**
 * Search benchmark: seeds 100k profiles, starts the server on 127.0.0.1 and measures
 * POST /api/public_resume (marketplace search) latency (p50/p95/p99 over sequential requests) and
 * throughput under a bounded load (autocannon, 10 connections); then the job list and matching over JOBS
 * jobs (bench/jobs.ts). Runs on SQLite, and on PostgreSQL too when DATABASE_URL is set. Prints figures; it
 * is not a pass/fail test.
 *   npm run bench -w @talent/server            (PROFILES=20000 JOBS=2000 BENCH_SECONDS=5 to shorten)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { dropPgSchema, nowIso } from '../src/db/index';
import { columnsFrom } from '../src/modules/resumes/fields';
import { benchJobs } from './jobs';
import { pct } from './percentiles';

const PROFILES = Number(process.env.PROFILES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

const FIRST = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Omar', 'Ivy', 'Eli', 'Nia', 'Kai', 'Ana', 'Leo'];
const LAST = ['Stone', 'Reyes', 'Patel', 'Nguyen', 'Brown', 'Kim', 'Garcia', 'Smith', 'Lee', 'Khan'];
const TITLES = [
  'Software Engineer',
  'Data Analyst',
  'Registered Nurse',
  'DevOps Engineer',
  'Project Manager',
  'Java Developer',
  'Accountant',
  'Recruiter',
];
const SKILLS = [
  'python',
  'java',
  'react',
  'aws',
  'sql',
  'kubernetes',
  'excel',
  'salesforce',
  'typescript',
  'go',
  'rust',
  'tableau',
];
const CITIES: Array<[string, string]> = [
  ['Austin', 'TX'],
  ['Chicago', 'IL'],
  ['Seattle', 'WA'],
  ['Denver', 'CO'],
  ['New York', 'NY'],
  ['Boston', 'MA'],
];

async function run(kind: 'sqlite' | 'postgres'): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-'));
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const { app, ctx } = await buildApp({
    logger: false,
    config: {
      dataDir: dir,
      databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
      databaseSchema: schema,
      redisUrl: undefined,
      seedDemo: true,
      portalDist: undefined,
      jwtSecret: 'bench-secret-0123456789abcdef0123456789abcdef',
    },
  });
  try {
    const owner = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'agency@example.com')
      .executeTakeFirstOrThrow();
    const t0 = Date.now();
    const batch = kind === 'postgres' ? 1000 : 500; // SQLite allows 32766 bound values per statement
    for (let start = 0; start < PROFILES; start += batch) {
      const rows = [];
      for (let i = start; i < Math.min(PROFILES, start + batch); i++) {
        const [city, state] = CITIES[i % CITIES.length]!;
        const skills = [
          SKILLS[i % SKILLS.length],
          SKILLS[(i * 7) % SKILLS.length],
          SKILLS[(i * 13) % SKILLS.length],
        ].join(', ');
        const f = {
          first_name: FIRST[i % FIRST.length],
          last_name: `${LAST[(i * 3) % LAST.length]}${i}`,
          email: `bench${i}@example.net`,
          mobile: String(2000000000 + i),
          city,
          state,
          job_title: TITLES[i % TITLES.length],
          technicalSkill: skills,
          experience_years: i % 25,
          relocate: i % 2 ? 'Yes' : 'No',
        };
        const now = nowIso();
        rows.push({
          ...columnsFrom(f),
          owner_id: owner.id,
          uploader_id: owner.id,
          source_profile_id: null,
          price: 5 + (i % 40),
          is_public: (i % 2 === 0 ? 1 : 0) as 0 | 1,
          marked_public_on: now,
          coin_earned: i % 97,
          is_copy: 0 as const,
          file_key: null,
          file_name: null,
          file_hash: null,
          file_mime: null,
          pages: 0,
          created_at: now,
          updated_at: now,
        });
      }
      await ctx.db.insertInto('profiles').values(rows).execute();
    }
    const seedMs = Date.now() - t0;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'recruiter@example.com', password: 'Demo#2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
    const queries = [
      { query: 'python aws', search_type: 'OR' },
      { query: 'python aws', search_type: 'AND' },
      { query: 'nurse', filters: { state: 'TX' } },
      { query: 'java', filters: { min_experience: 10, city: 'Seattle' } },
      {},
    ];
    const lat: number[] = [];
    let found = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const body = JSON.stringify(queries[i % queries.length]);
      const s = performance.now();
      const res = await fetch(`${base}/api/public_resume?limit=10&offset=${(i % 5) * 10}`, {
        method: 'POST',
        headers,
        body,
      });
      const json = (await res.json()) as { count: number };
      lat.push(performance.now() - s);
      found += json.count;
    }
    lat.sort((a, b) => a - b);
    const load = await autocannon({
      url: `${base}/api/public_resume?limit=10`,
      method: 'POST',
      headers,
      body: JSON.stringify({ query: 'python aws', search_type: 'AND' }),
      connections: 10,
      duration: SECONDS,
    });
    console.log(
      [
        `\n== ${kind}: ${PROFILES} profiles (${PROFILES / 2} public), seeded in ${(seedMs / 1000).toFixed(1)} s`,
        `search latency over ${SAMPLES} sequential requests (5 query shapes, avg ${Math.round(found / SAMPLES)} matches):`,
        `  p50 ${pct(lat, 50).toFixed(1)} ms   p95 ${pct(lat, 95).toFixed(1)} ms   p99 ${pct(lat, 99).toFixed(1)} ms`,
        `under load (autocannon, 10 connections, ${SECONDS} s, AND search "python aws"):`,
        `  ${load.requests.average.toFixed(0)} req/s   latency p50 ${load.latency.p50} ms   p97.5 ${load.latency.p97_5} ms   p99 ${load.latency.p99} ms   non-2xx ${load.non2xx}   errors ${load.errors}`,
        ...(await benchJobs(ctx.db, 'recruiter@example.com', base, headers, SAMPLES)),
      ].join('\n'),
    );
  } finally {
    await app.close();
    if (schema && process.env.DATABASE_URL) await dropPgSchema(process.env.DATABASE_URL, schema);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`machine: ${os.cpus().length} cores, node ${process.version}`);
await run('sqlite');
if (process.env.DATABASE_URL) await run('postgres');
else console.log('\n(PostgreSQL skipped: set DATABASE_URL to measure it too)');
