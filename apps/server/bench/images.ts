/**
 * Page-image bench (issue 24, finding 4): marketplace search latency while uploads of large page images
 * are masked. Seeds PROFILES profiles, starts the server on 127.0.0.1, measures POST /api/public_resume
 * over sequential requests when idle, then again while UPLOADS uploads of PAGES pages of SIDE x SIDE
 * pixels run at once (each page is decoded, pixelated and re-encoded by the image worker pool). Prints
 * the figures; it is not a pass/fail test (the target: p95 under load within 2x of idle).
 *   npm run bench:images -w @talent/server     (PROFILES=20000 UPLOADS=5 PAGES=10 SIDE=3000)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { nowIso } from '../src/db/index';
import { columnsFrom } from '../src/modules/resumes/fields';
import { defaultImageThreads, placeholderPage } from '../src/modules/resumes/images';
import { pct } from './percentiles';

const PROFILES = Number(process.env.PROFILES ?? 20_000);
const UPLOADS = Number(process.env.UPLOADS ?? 5);
const PAGES = Number(process.env.PAGES ?? 10);
const SIDE = Number(process.env.SIDE ?? 3000);
const IDLE_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-images-'));
const { app, ctx } = await buildApp({
  logger: false,
  config: {
    dataDir: dir,
    databaseUrl: undefined,
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
  const SKILLS = ['python', 'java', 'react', 'aws', 'sql', 'kubernetes', 'excel', 'typescript'];
  for (let start = 0; start < PROFILES; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(PROFILES, start + 500); i++) {
      const now = nowIso();
      rows.push({
        ...columnsFrom({
          first_name: `Bench${i}`,
          last_name: `Person${i}`,
          email: `bench${i}@example.net`,
          job_title: i % 2 ? 'Software Engineer' : 'Data Analyst',
          technicalSkill: `${SKILLS[i % SKILLS.length]}, ${SKILLS[(i * 7) % SKILLS.length]}`,
          experience_years: i % 25,
        }),
        owner_id: owner.id,
        uploader_id: owner.id,
        source_profile_id: null,
        price: 5 + (i % 40),
        is_public: (i % 2 === 0 ? 1 : 0) as 0 | 1,
        marked_public_on: now,
        coin_earned: 0,
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

  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const tokenOf = async (email: string) => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo#2026' }),
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const searcher = await tokenOf('recruiter@example.com');
  const uploader = await tokenOf('agency@example.com');

  // A large page: a résumé-like placeholder blown up to SIDE x SIDE, with grain so it encodes like a scan.
  const page = await sharp(placeholderPage(1, 750, 750))
    .resize(SIDE, SIDE)
    .blur(0.6)
    .jpeg({ quality: 90 })
    .toBuffer();
  const forms = Array.from({ length: UPLOADS }, (_, u) => {
    const form = new FormData();
    form.set('first_name', `Upload${u}`);
    form.set('email', `upload${u}-${Date.now()}@example.net`);
    form.set('file', new Blob([`%PDF-1.4\n% bench upload ${u} ${Date.now()}\n%%EOF\n`]), `u${u}.pdf`);
    for (let p = 0; p < PAGES; p++) {
      form.append('page_images', new Blob([page], { type: 'image/jpeg' }), `p${p}.jpg`);
      form.append('masked_images', new Blob([page], { type: 'image/jpeg' }), `m${p}.jpg`);
    }
    return form;
  });

  const searchOnce = async (i: number) => {
    const s = performance.now();
    const res = await fetch(`${base}/api/public_resume?limit=10&offset=${(i % 5) * 10}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${searcher}` },
      body: JSON.stringify(i % 2 ? { query: 'python aws' } : { query: 'engineer', search_type: 'AND' }),
    });
    await res.arrayBuffer();
    return performance.now() - s;
  };
  for (let i = 0; i < 20; i++) await searchOnce(i); // warm up

  const idle: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i++) idle.push(await searchOnce(i));

  const loaded: number[] = [];
  // How long the event loop itself was held up: search latency also grows when the cores are busy.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const t0 = performance.now();
  let running = true;
  const uploads = Promise.all(
    forms.map(async (body) => {
      const res = await fetch(`${base}/api/resume-uploaded/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${uploader}` },
        body,
      });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${text}`);
      return performance.now() - t0;
    }),
  ).finally(() => {
    running = false;
  });
  for (let i = 0; running; i++) loaded.push(await searchOnce(i));
  const uploadMs = await uploads;
  loop.disable();

  idle.sort((a, b) => a - b);
  loaded.sort((a, b) => a - b);
  const line = (xs: number[]) =>
    `p50 ${pct(xs, 50).toFixed(1)} ms   p95 ${pct(xs, 95).toFixed(1)} ms   max ${xs[xs.length - 1]!.toFixed(1)} ms`;
  const p95 = (xs: number[]) => pct(xs, 95);
  console.log(
    [
      `machine: ${os.cpus().length} cores, node ${process.version}, ${defaultImageThreads()} image worker thread(s)`,
      `SQLite, ${PROFILES} profiles; page ${SIDE}x${SIDE} JPEG (${Math.round(page.length / 1024)} KB)`,
      `search idle (${idle.length} sequential requests):        ${line(idle)}`,
      `search during ${UPLOADS} uploads x ${PAGES} pages (${loaded.length} requests): ${line(loaded)}`,
      `p95 under upload load / idle: ${(p95(loaded) / p95(idle)).toFixed(2)}x`,
      `event loop delay during the uploads: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms   max ${(loop.max / 1e6).toFixed(1)} ms`,
      `uploads done after ${uploadMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`,
      `RSS ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
    ].join('\n'),
  );
} finally {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
