/** Jobs and job templates (contract/jobs.ts): the demo recruiter's jobs on fixtures. */
import type { HttpHandler } from 'msw';
import type { Job } from '../../contract';
import { EMPLOYMENT_TYPES, JOB_STATUSES, OPEN_JOB_LIMITS, WORK_LOCATIONS } from '../../rules';
import { NOW, errorResponse, handle, ok, page } from '../handle';
import { jobFixture, jobTemplateFixture, jobTemplatesFixture, jobsFixture } from '../jobFixtures';

/** The demo recruiter is on the first plan (see listSubscription). */
const limit = OPEN_JOB_LIMITS[1];

/** `?key=a,b` keeps jobs holding every key; status, work location and employment type filter exactly. */
function jobPage(url: string) {
  const q = new URL(url).searchParams;
  const keys = (q.get('key') ?? '')
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
  const filtered = jobsFixture.filter(
    (job) =>
      keys.every((k) => JSON.stringify(job).toLowerCase().includes(k)) &&
      (['status', 'work_location', 'employment_type'] as const).every(
        (field) => !q.get(field) || job[field] === q.get(field),
      ),
  );
  return page(filtered, url);
}

function jobOf(params: Record<string, unknown>): Job | Response {
  return jobsFixture.find((j) => j.id === Number(params.id)) ?? errorResponse(404, 'Job not found.');
}

export const jobHandlers: HttpHandler[] = [
  handle('jobList', ({ request }) => jobPage(request.url)),
  handle('jobSearch', ({ request }) => jobPage(request.url)),
  handle('createJob', ({ body }) =>
    jobFixture(10, {
      ...body,
      published_at: body.status === 'open' ? NOW : null,
      applicant_counts: {},
      applications: 0,
    }),
  ),
  handle('patchJob', ({ params, body }) => {
    const job = jobOf(params);
    return job instanceof Response ? job : { ...job, ...body };
  }),
  handle('deleteJob', () => ok('Job deleted.')),
  handle('getJob', ({ params }) => jobOf(params)),
  handle('jobById', ({ params }) => jobOf(params)),
  handle('updateJob', ({ params, body }) => {
    const job = jobOf(params);
    return job instanceof Response ? job : { ...job, ...body };
  }),
  handle('jobCount', () => {
    const open = jobsFixture.filter((j) => j.status === 'open' || j.status === 'paused').length;
    return {
      allowed: limit === null || open < limit,
      open_jobs: open,
      limit,
      message: `Your plan allows ${limit} open jobs; you have ${open}.`,
    };
  }),
  handle('jobSearchFilter', () => ({
    statuses: [...JOB_STATUSES],
    work_locations: [...WORK_LOCATIONS],
    employment_types: [...EMPLOYMENT_TYPES],
    cities: ['Austin'],
    states: ['TX'],
    skills: ['React', 'TypeScript'],
  })),
  handle('jobStatus', ({ params, body }) => {
    const job = jobOf(params);
    return job instanceof Response ? job : { ...job, status: body.status };
  }),
  handle('jobCard', () => ({ by_status: { open: 1, paused: 1, draft: 1 }, applications: 4 })),
  handle('jobTemplateList', ({ request }) => page(jobTemplatesFixture, request.url)),
  handle('createJobTemplate', ({ body }) => jobTemplateFixture(10, body)),
  handle(
    'getJobTemplate',
    ({ params }) =>
      jobTemplatesFixture.find((t) => t.id === Number(params.id)) ??
      errorResponse(404, 'Template not found.'),
  ),
  handle('updateJobTemplate', ({ params, body }) => jobTemplateFixture(Number(params.id), body)),
  handle('deleteJobTemplate', () => ok('Template deleted.')),
];
