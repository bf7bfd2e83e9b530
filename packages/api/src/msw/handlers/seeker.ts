/** The job seeker's side (contract/seeker.ts) on fixtures: public jobs, the search, applying and the
 * seeker's own applications. */
import type { HttpHandler } from 'msw';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_CODES,
  EMPLOYMENT_TYPES,
  POSTED_WITHIN_DAYS,
  WORK_LOCATIONS,
  canWithdraw,
} from '../../rules';
import { NOW, errorResponse, handle, page } from '../handle';
import { myApplicationsFixture, publicJobsFixture } from '../jobFixtures';

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

export const seekerHandlers: HttpHandler[] = [
  handle('searchJob', ({ request, body }) => {
    const terms = words(body.search);
    const f = body.filters;
    const results = publicJobsFixture
      .map((job) => {
        const text = [job.title, job.company_name, job.description, ...job.skills].join(' ').toLowerCase();
        return { ...job, score: terms.filter((t) => text.includes(t)).length };
      })
      .filter((job) =>
        body.search_type === 'AND' ? job.score === terms.length : !terms.length || job.score > 0,
      )
      .filter((job) => !f.work_location || job.work_location === f.work_location)
      .filter((job) => !f.employment_type || job.employment_type === f.employment_type)
      .filter((job) => !f.city || job.city?.toLowerCase() === f.city.toLowerCase())
      .filter((job) => !f.state || job.state?.toLowerCase() === f.state.toLowerCase())
      .filter((job) => !f.salary_min || (job.salary_max ?? 0) >= f.salary_min)
      .filter((job) =>
        (f.skills ?? []).every((s) => job.skills.some((k) => k.toLowerCase() === s.toLowerCase())),
      );
    if (body.sort === 'relevance') results.sort((a, b) => b.score - a.score);
    return page(results, request.url);
  }),
  handle(
    'publicJob',
    ({ params }) =>
      publicJobsFixture.find((j) => j.id === Number(params.id)) ?? errorResponse(404, 'No such job.'),
  ),
  handle('publicJobSearchFilter', () => ({
    work_locations: [...WORK_LOCATIONS],
    employment_types: [...EMPLOYMENT_TYPES],
    posted_within_days: [...POSTED_WITHIN_DAYS],
    cities: ['Austin', 'Denver'],
    states: ['CO', 'TX'],
    skills: ['Figma', 'Node.js', 'React', 'TypeScript'],
    salary_max: 130_000,
  })),
  handle('applyAsGuest', () => ({
    message:
      'Your application has been sent. We e-mailed you a link to set a password and follow your application.',
  })),
  handle('jobIApplied', ({ request }) => {
    const status = Number(new URL(request.url).searchParams.get('status')) || undefined;
    return page(
      myApplicationsFixture.filter((a) => !status || a.status === status),
      request.url,
    );
  }),
  handle('appliedJob', () => ({
    by_status: Object.fromEntries(
      APPLICATION_STATUS_CODES.map((c) => [c, myApplicationsFixture.filter((a) => a.status === c).length]),
    ),
    total: myApplicationsFixture.length,
    recent_changes: myApplicationsFixture
      .filter((a) => a.status !== 1)
      .map((a) => ({
        application_id: a.id,
        job_id: a.job.id,
        job_title: a.job.title,
        status: a.status,
        label: a.status_label,
        at: NOW,
      })),
  })),
  handle('withdrawApplication', ({ params }) => {
    const application = myApplicationsFixture.find((a) => a.id === Number(params.id));
    if (!application) return errorResponse(404, 'No such application of yours.');
    if (!canWithdraw(application.status))
      return errorResponse(
        409,
        `An application in "${application.status_label}" can no longer be withdrawn.`,
      );
    return {
      ...application,
      status: 9 as const,
      status_label: APPLICATION_STATUS[9],
      withdrawn_at: NOW,
      can_withdraw: false,
      steps: [...application.steps, { status: 9 as const, label: APPLICATION_STATUS[9], at: NOW }],
    };
  }),
];
