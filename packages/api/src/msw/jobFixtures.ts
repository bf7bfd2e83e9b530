/** Jobs, templates and applications on the fixtures' moment: the demo recruiter's hiring pipeline. */
import {
  publicJobOf,
  type Application,
  type Job,
  type JobTemplate,
  type MyApplication,
  type PublicJob,
} from '../contract';
import { APPLICATION_STATUS, APPLICATION_TRANSITIONS, canWithdraw, type ApplicationStatus } from '../rules';
import { NOW } from './handle';

export function jobFixture(id: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    owner_id: 2,
    title: ['Senior React Engineer', 'Data Analyst', 'DevOps Engineer'][id % 3]!,
    company_name: 'Acme Corp',
    client_id: null,
    description: '<p>Build <strong>great</strong> products.</p>',
    city: 'Austin',
    state: 'TX',
    zipcode: '73301',
    work_location: (['remote', 'onsite', 'hybrid'] as const)[id % 3]!,
    employment_type: 'full_time',
    salary_min: 90_000,
    salary_max: 130_000,
    skills: ['TypeScript', 'React'],
    experience_years: 5,
    work_authorization: ['US Citizen'],
    openings: 2,
    expires_on: '2026-03-01',
    status: 'open',
    created_at: NOW,
    updated_at: NOW,
    published_at: NOW,
    applicant_counts: { '1': 2, '3': 1 },
    applications: 3,
    ...overrides,
  };
}

export const jobsFixture: Job[] = [
  jobFixture(1),
  jobFixture(2, { status: 'paused', applicant_counts: { '5': 1 }, applications: 1 }),
  jobFixture(3, { status: 'draft', published_at: null, applicant_counts: {}, applications: 0 }),
];

export function jobTemplateFixture(id: number, overrides: Partial<JobTemplate> = {}): JobTemplate {
  const { status, expires_on, published_at, applicant_counts, applications, ...job } = jobFixture(id);
  void [status, expires_on, published_at, applicant_counts, applications];
  return { ...job, name: ['Frontend role', 'Analyst role'][id % 2]!, ...overrides };
}

export const jobTemplatesFixture: JobTemplate[] = [jobTemplateFixture(1), jobTemplateFixture(2)];

export function applicationFixture(
  id: number,
  status: ApplicationStatus,
  overrides: Partial<Application> = {},
): Application {
  const name = ['Ava Stone', 'Liam Reyes', 'Mia Patel', 'Noah Nguyen'][id % 4]!;
  return {
    id,
    job_id: 1,
    job_title: jobFixture(1).title,
    profile_id: 10 + id,
    applicant_id: 100 + id,
    full_name: name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.net`,
    mobile: '5550100' + String(100 + id).slice(-3),
    city: 'Austin',
    state: 'TX',
    job_title_of_candidate: 'Frontend Developer',
    status,
    status_label: APPLICATION_STATUS[status],
    next_statuses: [...APPLICATION_TRANSITIONS[status]],
    cover_note: null,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

export const applicationsFixture: Application[] = [
  applicationFixture(1, 1),
  applicationFixture(2, 1),
  applicationFixture(3, 3),
  applicationFixture(4, 5, { job_id: 2, job_title: jobFixture(2).title }),
];

/** A published job as job seekers and guests see it. */
export function publicJobFixture(id: number, overrides: Partial<PublicJob> = {}): PublicJob {
  return {
    ...publicJobOf(jobFixture(id, { expires_on: null }), {
      accepting_applications: true,
      application_id: null,
      application_status: null,
    }),
    ...overrides,
  };
}

export const publicJobsFixture: PublicJob[] = [
  publicJobFixture(1),
  publicJobFixture(4, {
    title: 'Backend Engineer (Node.js)',
    city: 'Denver',
    state: 'CO',
    skills: ['Node.js'],
  }),
  publicJobFixture(5, {
    title: 'Product Designer',
    company_name: 'Globex',
    work_location: 'onsite',
    salary_min: null,
    salary_max: null,
    skills: ['Figma'],
    application_id: 31,
    application_status: 3,
  }),
];

/** One of the demo job seeker's applications, with its steps up to `status`. */
export function myApplicationFixture(
  id: number,
  status: ApplicationStatus,
  overrides: Partial<MyApplication> = {},
): MyApplication {
  const job = publicJobsFixture[id % publicJobsFixture.length]!;
  const steps = [1, ...(status === 1 ? [] : [status])].map((s) => ({
    status: s as ApplicationStatus,
    label: APPLICATION_STATUS[s as ApplicationStatus],
    at: NOW,
  }));
  return {
    id,
    job: {
      id: job.id,
      title: job.title,
      company_name: job.company_name,
      city: job.city,
      state: job.state,
      work_location: job.work_location,
      employment_type: job.employment_type,
      accepting_applications: job.accepting_applications,
    },
    profile_id: 7,
    profile_name: 'Sam Seeker',
    status,
    status_label: APPLICATION_STATUS[status],
    cover_note: null,
    created_at: NOW,
    updated_at: NOW,
    withdrawn_at: null,
    can_withdraw: canWithdraw(status),
    steps,
    ...overrides,
  };
}

export const myApplicationsFixture: MyApplication[] = [
  myApplicationFixture(30, 1),
  myApplicationFixture(31, 3),
  myApplicationFixture(32, 7),
];
