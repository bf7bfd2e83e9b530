/**
 * The jobs part of the benchmark: seeds JOBS jobs (default 10k) for the signed-in recruiter, then measures
 * the job list (GET /api/job with and without filters), matching (GET /api/jobs/get_resume_for_job/:id
 * over the profiles bench.ts seeded) and the public job search (POST /api/search_job/ over the open ones),
 * p50/p95 over sequential requests.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { nowIso } from '../src/db/index';
import { pct } from './percentiles';

const JOBS = Number(process.env.JOBS ?? 10_000);
const TITLES = ['Software Engineer', 'Data Analyst', 'DevOps Engineer', 'Java Developer', 'Project Manager'];
const SKILLS = [
  ['typescript', 'react'],
  ['python', 'sql'],
  ['kubernetes', 'aws'],
  ['java', 'sql'],
  ['excel'],
];
const CITIES = ['Austin', 'Chicago', 'Seattle', 'Denver', 'Boston'];
const STATUSES = ['open', 'draft', 'paused', 'closed', 'filled'];
/** The public search's shapes: OR words (relevance), AND words, filters only, words + skill + date sort. */
const PUBLIC_SEARCHES = [
  { search: 'engineer developer' },
  { search: 'python sql', search_type: 'AND' },
  { filters: { city: 'Austin', work_location: 'onsite', posted_within_days: 30 } },
  { search: 'java', filters: { skills: ['sql'] }, sort: 'date' },
];

export async function benchJobs(
  db: Kysely<Database>,
  ownerEmail: string,
  base: string,
  headers: Record<string, string>,
  samples: number,
): Promise<string[]> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', ownerEmail)
    .executeTakeFirstOrThrow();
  const t0 = Date.now();
  const expires = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
  const ids: number[] = [];
  for (let start = 0; start < JOBS; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(JOBS, start + 500); i++) {
      const now = nowIso();
      rows.push({
        owner_id: owner.id,
        title: `${TITLES[i % TITLES.length]} ${i}`,
        company_name: 'Bench Co',
        description: '<p>Bench job.</p>',
        city: CITIES[i % CITIES.length]!,
        state: null,
        zipcode: null,
        work_location: 'onsite',
        employment_type: 'full_time',
        salary_min: null,
        salary_max: null,
        skills: JSON.stringify(SKILLS[i % SKILLS.length]),
        experience_years: i % 10,
        work_authorization: '[]',
        openings: 1,
        expires_on: expires,
        status: STATUSES[i % STATUSES.length]!,
        published_at: now,
        created_at: now,
        updated_at: now,
      });
    }
    ids.push(...(await db.insertInto('jobs').values(rows).returning('id').execute()).map((r) => r.id));
  }
  const seedMs = Date.now() - t0;

  /** GET `url(i)`, or POST `body(i)` as JSON when given. */
  async function measure(url: (i: number) => string, body?: (i: number) => unknown): Promise<string> {
    const lat: number[] = [];
    for (let i = 0; i < samples; i++) {
      const s = performance.now();
      const res = await fetch(
        `${base}${url(i)}`,
        body
          ? {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body(i)),
            }
          : { headers },
      );
      if (res.status !== 200) throw new Error(`${url(i)}: ${res.status} ${await res.text()}`);
      await res.json();
      lat.push(performance.now() - s);
    }
    lat.sort((a, b) => a - b);
    return `p50 ${pct(lat, 50).toFixed(1)} ms   p95 ${pct(lat, 95).toFixed(1)} ms`;
  }

  return [
    `jobs: ${JOBS} seeded in ${(seedMs / 1000).toFixed(1)} s; ${samples} sequential requests each:`,
    `  job list, newest first:              ${await measure((i) => `/api/job?limit=10&offset=${(i % 5) * 10}`)}`,
    `  job list, status + key filter:       ${await measure((i) => `/api/get_job?status=open&key=${SKILLS[i % SKILLS.length]![0]},${CITIES[i % CITIES.length]}`)}`,
    `  get_resume_for_job (10 per page):    ${await measure((i) => `/api/jobs/get_resume_for_job/${ids[(i * 5) % ids.length]}?limit=10`)}`,
    `  public job search (search_job):      ${await measure(
      (i) => `/api/search_job/?limit=10&offset=${(i % 3) * 10}`,
      (i) => PUBLIC_SEARCHES[i % PUBLIC_SEARCHES.length],
    )}`,
  ];
}
