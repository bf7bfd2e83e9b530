/** Applications, the pipeline, matching and the hiring dashboards (contract/applications.ts) on fixtures. */
import type { HttpHandler } from 'msw';
import type { Application } from '../../contract';
import { APPLICATION_STATUS, APPLICATION_TRANSITIONS, canMoveApplication } from '../../rules';
import { NOW, errorResponse, handle, page } from '../handle';
import { applicationFixture, applicationsFixture } from '../jobFixtures';
import { lockedFixture, profileFixture } from '../profileFixtures';

function applicationOf(params: Record<string, unknown>): Application | Response {
  return (
    applicationsFixture.find((a) => a.id === Number(params.id)) ??
    errorResponse(404, 'Application not found.')
  );
}

/** `job_id` and `status` filter exactly, then `search` and the page. */
function applicationPage(url: string, filters: { job_id?: number; status?: number }) {
  const rows = applicationsFixture.filter(
    (a) =>
      (!filters.job_id || a.job_id === filters.job_id) && (!filters.status || a.status === filters.status),
  );
  return page(rows, url);
}

const queryFilters = (url: string) => {
  const q = new URL(url).searchParams;
  return { job_id: Number(q.get('job_id')) || undefined, status: Number(q.get('status')) || undefined };
};

const dashboard = {
  open_jobs: 1,
  jobs_by_status: { draft: 1, open: 1, paused: 1, closed: 0, filled: 0 },
  applications_this_week: { '1': 2, '3': 1, '5': 1 },
  applications_total: 4,
  median_hours_to_first_response: 18,
};

export const applicationHandlers: HttpHandler[] = [
  handle('jobApplications', ({ request }) => applicationPage(request.url, queryFilters(request.url))),
  handle('searchApplications', ({ request, body }) => {
    const url = new URL(request.url);
    if (body.search) url.searchParams.set('search', body.search);
    return applicationPage(url.href, body);
  }),
  handle('jobAppliedListing', ({ request, params }) =>
    applicationPage(request.url, { job_id: Number(params.id) }),
  ),
  handle('resumesForJob', ({ request }) =>
    page(
      [1, 2, 3].map((id) => ({
        profile: id === 1 ? profileFixture(id) : lockedFixture(profileFixture(id)),
        source: id === 1 ? ('own' as const) : ('market' as const),
        score: 10 - id,
        matched_skills: ['React', 'TypeScript'].slice(0, 3 - id || 1),
        matched_terms: ['engineer'],
        unlock_price: id === 1 ? null : 10 + id,
      })),
      request.url,
    ),
  ),
  handle('applicationHistory', ({ params }) => {
    const application = applicationOf(params);
    if (application instanceof Response) return application;
    return {
      application,
      history: [
        {
          id: 1,
          from_status: null,
          to_status: 1 as const,
          note: null,
          changed_by: application.applicant_id ?? 0,
          changed_by_name: application.full_name,
          created_at: application.created_at,
        },
        ...(application.status === 1
          ? []
          : [
              {
                id: 2,
                from_status: 1 as const,
                to_status: application.status,
                note: 'Strong portfolio.',
                changed_by: 2,
                changed_by_name: 'Demo Recruiter',
                created_at: NOW,
              },
            ]),
      ],
    };
  }),
  handle('candidateDetails', ({ params }) => {
    const application = applicationOf(params);
    if (application instanceof Response) return application;
    return { application, profile: profileFixture(application.profile_id, { access: null }) };
  }),
  handle('changeApplicationStatus', ({ params, body }) => {
    const application = applicationOf(params);
    if (application instanceof Response) return application;
    if (!canMoveApplication(application.status, body.status))
      return errorResponse(
        409,
        `An application cannot move from ${APPLICATION_STATUS[application.status]} to ${APPLICATION_STATUS[body.status]}.`,
      );
    return {
      ...application,
      status: body.status,
      status_label: APPLICATION_STATUS[body.status],
      next_statuses: [...APPLICATION_TRANSITIONS[body.status]],
      updated_at: NOW,
    };
  }),
  handle('jobDashboard', () => dashboard),
  handle('singleUserDashboard', () => dashboard),
  handle('applyJob', ({ body }) =>
    applicationFixture(20, 1, {
      job_id: body.job_id,
      profile_id: body.profile_id,
      cover_note: body.cover_note ?? null,
    }),
  ),
];
