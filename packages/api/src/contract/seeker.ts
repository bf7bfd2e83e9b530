/** The job seeker's side of jobs (spec 001 section 7 "Jobs"): public jobs and their search, applying
 * (signed in or as a guest), and following one's own applications (spec 000 section 4 status labels). */
import { z } from 'zod';
import {
  EMPLOYMENT_TYPES,
  MAX_COVER_NOTE,
  MAX_ID,
  POSTED_WITHIN_DAYS,
  SEARCH_TEXT_REQUIRED,
  WORK_LOCATIONS,
  hasSearchText,
} from '../rules';
import { endpoint, idParam, listOf, pageQuery } from './core';
import { applicationStatusSchema, jobSchema, type Job } from './jobs';
import { resumeFieldsSchema, searchTypeSchema } from './resumeFields';

/** Job seekers. */
const seeker = { action: 'read', subject: 'J' } as const;

/**
 * A job as anyone may see it once it has been published: no owner id, no applicant counts. Drafts are
 * never public; a job that is paused, closed, filled or past its expiry is shown with
 * `accepting_applications` false.
 */
export const publicJobSchema = jobSchema
  .pick({
    id: true,
    title: true,
    company_name: true,
    description: true,
    city: true,
    state: true,
    zipcode: true,
    work_location: true,
    employment_type: true,
    salary_min: true,
    salary_max: true,
    skills: true,
    experience_years: true,
    work_authorization: true,
    openings: true,
    expires_on: true,
    published_at: true,
  })
  .extend({
    accepting_applications: z.boolean(),
    /** The signed-in job seeker's application to this job, if any (null for everyone else). */
    application_id: z.number().int().nullable(),
    application_status: applicationStatusSchema.nullable(),
  });
export type PublicJob = z.infer<typeof publicJobSchema>;

/** The public view of a job: its fields without the owner, status, times and applicant counts, plus whether
 * it accepts applications and the viewer's application (server answers and mock fixtures alike). */
export function publicJobOf(
  job: Job,
  viewer: Pick<PublicJob, 'accepting_applications' | 'application_id' | 'application_status'>,
): PublicJob {
  const { owner_id, status, created_at, updated_at, applicant_counts, applications, ...shown } = job;
  void [owner_id, status, created_at, updated_at, applicant_counts, applications];
  return { ...shown, ...viewer };
}

const filterText = z.string().trim().max(100).optional();

/** The job search filters. Salary: jobs whose range reaches `salary_min` (or that give no salary when
 * `include_unsalaried`). */
export const jobSearchFiltersSchema = z.object({
  city: filterText,
  state: filterText,
  work_location: z.enum(WORK_LOCATIONS, { message: 'Choose on-site, remote or hybrid.' }).optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES, { message: 'Choose an employment type.' }).optional(),
  salary_min: z.number().int().min(0).max(10_000_000).optional(),
  /** Every one of these skills (case-insensitive). */
  skills: z.array(z.string().trim().min(1).max(100)).max(20, { message: 'At most 20 skills.' }).optional(),
  posted_within_days: z
    .literal([...POSTED_WITHIN_DAYS], { message: `Choose ${POSTED_WITHIN_DAYS.join(', ')} days.` })
    .optional(),
});
export type JobSearchFilters = z.infer<typeof jobSearchFiltersSchema>;

export const jobSearchBodySchema = z.object({
  /** Words in the title, company, description or skills; no text at all lists every public job (the job
   * page's browsing), but text with nothing to search for (`*`, `%`, quotes) is refused (issue 43). */
  search: z
    .string()
    .trim()
    .max(500, { message: 'At most 500 characters.' })
    .refine((v) => v === '' || hasSearchText(v), { message: SEARCH_TEXT_REQUIRED })
    .optional()
    .default(''),
  search_type: searchTypeSchema.default('OR'),
  filters: jobSearchFiltersSchema.optional().default({}),
  /** relevance: most words matched first (newest first when there are no words); date: newest first. */
  sort: z
    .enum(['relevance', 'date'], { message: 'Sort by relevance or date.' })
    .optional()
    .default('relevance'),
});
export type JobSearchBody = z.input<typeof jobSearchBodySchema>;

export const jobSearchResultSchema = publicJobSchema.extend({
  /** How many of the search words the job matched (0 without words). */
  score: z.number(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** A moment in an application's life as the candidate sees it: the status it reached and when. */
export const statusStepSchema = z.object({
  status: applicationStatusSchema,
  label: z.string(),
  at: z.string(),
});
export type StatusStep = z.infer<typeof statusStepSchema>;

/** One of my applications, with the job as it is now and every status it went through. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  job: publicJobSchema.pick({
    id: true,
    title: true,
    company_name: true,
    city: true,
    state: true,
    work_location: true,
    employment_type: true,
    accepting_applications: true,
  }),
  profile_id: z.number().int(),
  profile_name: z.string(),
  status: applicationStatusSchema,
  status_label: z.string(),
  cover_note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set when I withdrew it (its status is then Archived). */
  withdrawn_at: z.string().nullable(),
  can_withdraw: z.boolean(),
  /** Oldest first; the first step is "Job Applied". */
  steps: z.array(statusStepSchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const seekerDashboardSchema = z.object({
  /** My applications by their status now ("1".."9"), every code present. */
  by_status: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  /** The ten latest status changes of my applications, newest first (applying itself excluded). */
  recent_changes: z.array(
    z.object({
      application_id: z.number().int(),
      job_id: z.number().int(),
      job_title: z.string(),
      status: applicationStatusSchema,
      label: z.string(),
      at: z.string(),
    }),
  ),
});
export type SeekerDashboard = z.infer<typeof seekerDashboardSchema>;

/** The text fields of a guest application; the parsed resume fields and `file` (plus optional page
 * images, as on api/resume-uploaded/) travel in the same multipart form. */
export const guestApplySchema = resumeFieldsSchema.extend({
  job_id: z.coerce
    .number({ message: 'Choose a job.' })
    .int()
    .positive({ message: 'Choose a job.' })
    .max(MAX_ID),
  guest_name: z
    .string({ message: 'Your name is required.' })
    .trim()
    .min(1, { message: 'Your name is required.' })
    .min(2, { message: 'Your name has at least 2 characters.' })
    .max(100, { message: 'Your name has at most 100 characters.' }),
  guest_email: z
    .string({ message: 'Your e-mail is required.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid e-mail address.' })),
  cover_note: z
    .string()
    .trim()
    .max(MAX_COVER_NOTE, { message: `A cover note has at most ${MAX_COVER_NOTE} characters.` })
    .optional(),
});
export type GuestApplyFields = z.input<typeof guestApplySchema>;

export const publicJobFiltersSchema = z.object({
  work_locations: z.array(z.enum(WORK_LOCATIONS)),
  employment_types: z.array(z.enum(EMPLOYMENT_TYPES)),
  posted_within_days: z.array(z.number().int()),
  /** Values present in the jobs open now. */
  cities: z.array(z.string()),
  states: z.array(z.string()),
  skills: z.array(z.string()),
  /** Highest salary offered by an open job (null when none gives one). */
  salary_max: z.number().nullable(),
});

export const seekerEndpoints = {
  searchJob: endpoint({
    method: 'POST',
    path: '/api/search_job/',
    summary:
      'Search the jobs open now: words with search_type OR (default) or AND, filters, sort by relevance or date. Open to everyone; a signed-in job seeker sees their applications marked.',
    query: pageQuery.pick({ limit: true, offset: true }),
    body: jobSearchBodySchema,
    response: listOf(jobSearchResultSchema),
    access: 'public',
  }),
  publicJob: endpoint({
    method: 'GET',
    path: '/api/public-job/:id',
    summary:
      'One published job, readable without signing in (the shareable page /public-job/:uid reads it). Drafts answer 404.',
    params: idParam,
    response: publicJobSchema,
    errors: { 404: 'No such published job' },
    access: 'public',
  }),
  publicJobSearchFilter: endpoint({
    method: 'GET',
    path: '/api/job_search_filter/public',
    summary: 'The values the job search filters offer, from the jobs open now and the fixed lists.',
    response: publicJobFiltersSchema,
    access: 'public',
  }),
  applyAsGuest: endpoint({
    invalidates: ['applications', 'jobs', 'jobSeekers', 'dashboard'],
    method: 'POST',
    path: '/api/apply_as_guest',
    summary:
      'Apply without an account (multipart): guest_name, guest_email, job_id, cover_note, the parsed resume fields and `file`, checked as uploads are. Creates a pending job seeker account with a private profile and e-mails a link to set a password. Limited per address and per e-mail.',
    multipart: true,
    body: guestApplySchema,
    status: 201,
    response: z.object({ message: z.string() }),
    errors: {
      400: 'Invalid or missing fields',
      404: 'No such published job',
      406: 'Rejected file: message in the body',
      409: 'Not accepting applications, already applied, or the e-mail has an account (sign in)',
      413: 'The file is too large',
      429: 'Too many applications from this address or e-mail',
    },
    access: 'public',
  }),
  jobIApplied: endpoint({
    method: 'GET',
    path: '/api/job_i_applied',
    summary: 'My applications, newest first, each with its status steps; filter by status.',
    query: pageQuery.extend({ status: z.coerce.number().pipe(applicationStatusSchema).optional() }),
    response: listOf(myApplicationSchema),
    access: seeker,
  }),
  appliedJob: endpoint({
    method: 'GET',
    path: '/api/applied_job',
    summary: 'My applications counted by status, and the latest status changes (the job seeker dashboard).',
    response: seekerDashboardSchema,
    access: seeker,
  }),
  withdrawApplication: endpoint({
    invalidates: ['applications', 'jobs', 'jobSeekers', 'dashboard'],
    method: 'POST',
    path: '/api/job_i_applied/:id/withdraw',
    summary:
      'Withdraw my application while it is below Offer Letter Provided and not rejected: it becomes Archived.',
    params: idParam,
    response: myApplicationSchema,
    errors: { 404: 'No such application of mine', 409: 'It can no longer be withdrawn' },
    access: seeker,
  }),
} as const;
